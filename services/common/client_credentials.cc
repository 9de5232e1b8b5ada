#include "services/common/client_credentials.h"

#include <httplib.h>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"
#include "services/common/http_url.h"

namespace kadry {
namespace {

// A token is renewed this long before it expires, so a call never carries one that lapses on
// the way.
constexpr absl::Duration kRenewAhead = absl::Minutes(1);

}  // namespace

absl::StatusOr<std::string> ClientCredentials::Token() {
  absl::MutexLock lock(&mu_);
  const absl::Time now = clock_();
  if (!token_.empty() && now + kRenewAhead < expires_at_) return token_;
  const auto target = ParseHttpUrl(token_url_);
  if (!target.ok()) return absl::UnavailableError(absl::StrCat("token URL: ", target.status().message()));
  httplib::Client client(target->base);
  client.set_connection_timeout(2, 0);
  client.set_read_timeout(5, 0);
  const httplib::Headers headers = {{"Authorization", "Basic " + absl::Base64Escape(client_id_ + ":" + secret_)}};
  const httplib::Params form = {{"grant_type", "client_credentials"}, {"scope", scope_}};
  auto response = client.Post(target->path, headers, form);
  if (!response) return absl::UnavailableError("the token endpoint did not answer");
  const auto body = nlohmann::json::parse(response->body, nullptr, false);
  if (response->status != 200 || !body.is_object() || !body.contains("access_token") ||
      !body["access_token"].is_string()) {
    return absl::UnavailableError(
        absl::StrCat("the token endpoint refused client ", client_id_, ": HTTP ", response->status));
  }
  token_ = body["access_token"].get<std::string>();
  const int64_t lifetime =
      body.contains("expires_in") && body["expires_in"].is_number_integer() ? body["expires_in"].get<int64_t>() : 300;
  expires_at_ = now + absl::Seconds(lifetime);
  return token_;
}

}  // namespace kadry
