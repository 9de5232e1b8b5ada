#pragma once

#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/time/time.h"
#include "nlohmann/json.hpp"
#include "services/common/redis.h"

namespace kadry {

// The revocation list every bearer-token reader consults (gateway, services, the
// provider's own userinfo and IdP API), written by identity. Three kinds of entries:
//   kadry:revoked:jti:<jti>   one access token (RFC 7009 /revoke, a replayed code)
//   kadry:revoked:sid:<sid>   every token of a browser session (/end-session, refresh
//                             token revoked)
//   kadry:revoked:user:<id>   every token of the user issued before the stored cutoff
//                             (unix seconds; password change)
// Each entry lives only as long as a token it can match (access-token lifetime plus
// clock skew), so the list stays small.
//
// Degrade, never deny: when Redis cannot be reached, IsRevoked answers false and the
// token is judged by its signature and expiry alone (at most the access-token lifetime,
// 15 minutes by default). Writers return UNAVAILABLE so the caller can log it.
class RevokedTokens final {
 public:
  // The verifiers' clock skew; entries outlive the tokens they match by this much.
  static constexpr absl::Duration kSkew = absl::Minutes(5);

  explicit RevokedTokens(RedisClient& redis) : redis_(redis) {}

  absl::Status RevokeToken(std::string_view jti, absl::Time expires_at);
  absl::Status RevokeSession(std::string_view sid, absl::Duration ttl);
  absl::Status RevokeUserTokensIssuedBefore(int user_id, absl::Time cutoff, absl::Duration ttl);

  // One MGET of the three keys named by the claims `jti`, `sid` and `sub`; revoked when
  // the jti or sid entry exists or `iat` is before the user's cutoff. Claims that are
  // not safe key material (see IsSafeKeyPart) are not looked up.
  bool IsRevoked(const nlohmann::json& claims);

  // 1..128 characters of [A-Za-z0-9._~-]: what the provider issues as jti, sid and sub.
  static bool IsSafeKeyPart(std::string_view part);

 private:
  absl::Status SetWithTtl(const std::string& key, const std::string& value, absl::Duration ttl);
  RedisClient& redis_;
};

}  // namespace kadry
