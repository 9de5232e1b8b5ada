#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
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

// Shared, never copied per request: a principal holds a set of ability names, and copying
// it twice per request was 2-3 % of the gateway's CPU (bench/README.md).
using SharedUser = std::shared_ptr<const AuthenticatedUser>;

// Verified principals in Redis under "gw:principal:<sha256 hex of the token>", so
// replicas share the work of signature checks. Every Redis failure is a miss.
//
// In front of Redis, this process remembers the same entries keyed by the token's exact
// bytes, until the Redis entry's own end (the `until` it carries: at most 60 s after it was
// stored and never after the token's exp), so a request of a known session costs no Redis
// read and no JSON parse. The revocation list is not part of it (Authenticator checks it on
// every request).
class PrincipalCache final {
 public:
  // redis may be null (no shared cache: only this process remembers).
  explicit PrincipalCache(
      RedisClient* redis, CircuitBreaker::Clock clock = [] { return absl::Now(); });

  // At most this many principals are remembered in this process.
  static constexpr size_t kMaxLocal = 10000;

  // Null when the token is not remembered.
  SharedUser Find(std::string_view token);
  void Store(std::string_view token, SharedUser user, absl::Duration ttl);
  // For /readyz: PING, unless the breaker already knows Redis is down.
  bool Ping();

  static std::string KeyFor(std::string_view token);

 private:
  struct Local {
    SharedUser user;
    absl::Time until;
  };
  struct TokenHash {
    using is_transparent = void;
    size_t operator()(std::string_view token) const { return std::hash<std::string_view>()(token); }
  };
  SharedUser FindLocal(std::string_view token, absl::Time now);
  void StoreLocal(std::string_view token, SharedUser user, absl::Time until, absl::Time now);

  RedisClient* redis_;
  CircuitBreaker::Clock clock_;
  CircuitBreaker breaker_;
  std::mutex local_mu_;
  std::unordered_map<std::string, Local, TokenHash, std::equal_to<>> local_;
};

}  // namespace kadry::gateway
