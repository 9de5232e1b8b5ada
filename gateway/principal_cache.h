#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "absl/time/time.h"
#include "gateway/circuit_breaker.h"

namespace kadry {
class RedisClient;
}

namespace kadry::gateway {

// A verified bearer token reduced to what routes need.
struct AuthenticatedUser {
  int user_id = 0;
  std::vector<int> role_ids;
  std::set<std::string> abilities;
  // What the revocation list is keyed by, so a cached principal is checked too.
  std::string token_id;    // jti
  std::string session_id;  // sid
  int64_t issued_at = 0;   // iat
};

// Verified principals in Redis under "gw:principal:<sha256 hex of the token>", so
// replicas share the work of signature checks. Every Redis failure is a miss.
class PrincipalCache final {
 public:
  // redis may be null (no cache).
  explicit PrincipalCache(RedisClient* redis, CircuitBreaker::Clock clock = [] { return absl::Now(); });

  std::optional<AuthenticatedUser> Find(std::string_view token);
  void Store(std::string_view token, const AuthenticatedUser& user, absl::Duration ttl);
  // For /readyz: PING, unless the breaker already knows Redis is down.
  bool Ping();

  static std::string KeyFor(std::string_view token);

 private:
  RedisClient* redis_;
  CircuitBreaker breaker_;
};

}  // namespace kadry::gateway
