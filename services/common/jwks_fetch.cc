// Kept apart from token_verifier.cc: httplib.h is heavy to compile.
#include <httplib.h>

#include "absl/strings/str_cat.h"
#include "services/common/http_url.h"
#include "services/common/token_verifier.h"

namespace kadry {

absl::StatusOr<nlohmann::json> FetchJwks(const std::string& url) {
  const auto target = ParseHttpUrl(url);
  if (!target.ok()) return absl::UnavailableError(absl::StrCat("JWKS URL: ", target.status().message()));
  httplib::Client client(target->base);
  client.set_connection_timeout(2, 0);
  client.set_read_timeout(3, 0);
  auto response = client.Get(target->path);
  if (!response || response->status != 200) {
    return absl::UnavailableError("JWKS endpoint did not answer");
  }
  auto jwks = nlohmann::json::parse(response->body, nullptr, false);
  if (jwks.is_discarded()) return absl::UnavailableError("JWKS is not JSON");
  return jwks;
}

}  // namespace kadry
