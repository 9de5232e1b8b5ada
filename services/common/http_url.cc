#include "services/common/http_url.h"

#include "absl/strings/match.h"

namespace kadry {

absl::StatusOr<HttpUrl> ParseHttpUrl(const std::string& url) {
  HttpUrl parsed;
  parsed.https = absl::StartsWith(url, "https://");
  if (!parsed.https && !absl::StartsWith(url, "http://")) {
    return absl::InvalidArgumentError("an URL must begin with http:// or https://");
  }
  const size_t host_start = url.find("://") + 3;
  const size_t path_start = url.find('/', host_start);
  if (path_start == host_start || host_start == url.size()) return absl::InvalidArgumentError("an URL needs a host");
  parsed.base = url.substr(0, path_start);
  parsed.path = path_start == std::string::npos ? "/" : url.substr(path_start);
  return parsed;
}

}  // namespace kadry
