#pragma once

#include <array>
#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
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
//
// Readers on the hot path (the gateway and every service) keep a copy of the list in the
// process (KeepLocalCopy): a writer sets the key and publishes it on kChannel in one
// script, and the copy is loaded after subscribing, so while the subscription lives the
// copy holds every entry and IsRevoked asks Redis nothing. When the subscription is not
// live (starting, Redis restarted, no PONG within 2 s) IsRevoked asks Redis, as before
// (docs/decisions/0009-revocation-copy.md).
class RevokedTokens final {
 public:
  // The verifiers' clock skew; entries outlive the tokens they match by this much.
  static constexpr absl::Duration kSkew = absl::Minutes(5);
  // Where writers announce each entry: "<key> <value> <seconds to live>".
  static constexpr char kChannel[] = "kadry:revoked";

  explicit RevokedTokens(RedisClient& redis) : redis_(redis) {}
  ~RevokedTokens();
  RevokedTokens(const RevokedTokens&) = delete;
  RevokedTokens& operator=(const RevokedTokens&) = delete;

  // Starts the thread that keeps the copy; IsRevoked uses it once it is current.
  void KeepLocalCopy();
  // Whether IsRevoked answers from the copy now (for tests and readiness).
  bool CopyIsCurrent() const;

  absl::Status RevokeToken(std::string_view jti, absl::Time expires_at);
  absl::Status RevokeSession(std::string_view sid, absl::Duration ttl);
  absl::Status RevokeUserTokensIssuedBefore(int user_id, absl::Time cutoff, absl::Duration ttl);

  // The entries of the three keys named by the claims `jti`, `sid` and `sub` (from the copy
  // when current, else one MGET); revoked when the jti or sid entry exists or `iat` is
  // before the user's cutoff. Claims that are not safe key material (see IsSafeKeyPart)
  // are not looked up.
  bool IsRevoked(const nlohmann::json& claims);
  // The same for the claims already read out (a token whose principal the caller keeps).
  struct TokenIds {
    std::string_view jti;
    std::string_view sid;
    std::string_view sub;
    std::optional<long long> issued_at;  // iat
  };
  bool IsRevoked(const TokenIds& ids);

  // 1..128 characters of [A-Za-z0-9._~-]: what the provider issues as jti, sid and sub.
  static bool IsSafeKeyPart(std::string_view part);

 private:
  struct Entry {
    long long value = 0;  // 1 for a jti or sid, the cutoff (unix seconds) for a user
    absl::Time expires;
  };
  absl::Status SetWithTtl(const std::string& key, const std::string& value, absl::Duration ttl);
  // The three entries' values (0 = none) from the copy if current, else from Redis;
  // nullopt when neither can answer.
  std::optional<std::array<long long, 3>> Lookup(const std::array<std::string, 3>& keys);
  void Follow();           // the copy's thread: subscribe, load, apply, until stopped
  absl::Status LoadAll();  // every entry in Redis into the copy
  void Apply(std::string_view announcement);
  void Merge(const std::string& key, long long value, absl::Time expires);

  RedisClient& redis_;
  mutable absl::Mutex mu_;
  bool current_ ABSL_GUARDED_BY(mu_) = false;
  absl::flat_hash_map<std::string, Entry> copy_ ABSL_GUARDED_BY(mu_);
  std::atomic<bool> stopping_{false};
  std::thread follower_;
};

}  // namespace kadry
