#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "services/common/redis.h"

namespace kadry::identity {

// Short-lived sign-in state in Redis, each kind with its own TTL: pending authorization
// requests, browser sessions, one-time codes, failed-login counters and revoked access
// tokens. Values are JSON documents.
class BrowserSessionStore final {
 public:
  explicit BrowserSessionStore(RedisClient& redis) : redis_(redis) {}

  absl::Status Put(const std::string& kind, const std::string& id, const nlohmann::json& value,
                   int ttl_seconds);
  // NOT_FOUND when missing or expired.
  absl::StatusOr<nlohmann::json> Get(const std::string& kind, const std::string& id);
  // Reads and deletes in one step: a one-time code can be redeemed once only.
  absl::StatusOr<nlohmann::json> Take(const std::string& kind, const std::string& id);
  absl::Status Delete(const std::string& kind, const std::string& id);

  // Increments a counter that expires `ttl_seconds` after its first increment.
  absl::StatusOr<long long> Increment(const std::string& kind, const std::string& id,
                                      int ttl_seconds);
  absl::StatusOr<long long> Count(const std::string& kind, const std::string& id);

 private:
  static std::string Key(const std::string& kind, const std::string& id);
  RedisClient& redis_;
};

}  // namespace kadry::identity
