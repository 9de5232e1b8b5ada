// Kept apart from token_verifier.cc: httplib.h is heavy to compile.
#include <httplib.h>

#include "services/common/token_verifier.h"

namespace kadry {

absl::StatusOr<nlohmann::json> FetchJwks(const std::string& url) {
  // Split "http://host:port/path" into the client's base and the path.
  const size_t scheme_end = url.find("://");
  const size_t path_start = url.find('/', scheme_end == std::string::npos ? 0 : scheme_end + 3);
  const std::string base = path_start == std::string::npos ? url : url.substr(0, path_start);
  const std::string path = path_start == std::string::npos ? "/" : url.substr(path_start);
  httplib::Client client(base);
  client.set_connection_timeout(2, 0);
  client.set_read_timeout(3, 0);
  auto response = client.Get(path);
  if (!response || response->status != 200) {
    return absl::UnavailableError("JWKS endpoint did not answer");
  }
  auto jwks = nlohmann::json::parse(response->body, nullptr, false);
  if (jwks.is_discarded()) return absl::UnavailableError("JWKS is not JSON");
  return jwks;
}

}  // namespace kadry
