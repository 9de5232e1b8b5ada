#pragma once

// A service's own access token (OAuth 2.0 client credentials, RFC 6749 §4.4) for the calls it
// makes without a user behind them, e.g. publishing its events: fetched from the provider's
// token endpoint and kept until shortly before it expires.
#include <string>

#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "services/common/clock.h"

namespace kadry {

class ClientCredentials final {
 public:
  // `token_url` is the provider's token endpoint; the secret goes in HTTP Basic authentication.
  ClientCredentials(std::string token_url, std::string client_id, std::string secret, std::string scope,
                    Clock clock = SystemClock())
      : token_url_(std::move(token_url)),
        client_id_(std::move(client_id)),
        secret_(std::move(secret)),
        scope_(std::move(scope)),
        clock_(std::move(clock)) {}

  // A token valid for at least another minute; UNAVAILABLE when the provider does not give one.
  absl::StatusOr<std::string> Token();

 private:
  const std::string token_url_, client_id_, secret_, scope_;
  const Clock clock_;
  absl::Mutex mu_;
  std::string token_ ABSL_GUARDED_BY(mu_);
  absl::Time expires_at_ ABSL_GUARDED_BY(mu_) = absl::InfinitePast();
};

}  // namespace kadry
