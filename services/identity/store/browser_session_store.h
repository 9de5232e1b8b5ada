#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "services/common/redis.h"

namespace kadry::identity {

// Short-lived sign-in state in Redis, each kind with its own TTL: pending authorization
// requests, browser sessions (and each user's set of them), one-time codes and the
// redeemed-code markers. Values are JSON documents.
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

  // A set of ids under one id (a user's browser sessions); the set lives `ttl_seconds`
  // after its last addition.
  absl::Status AddMember(const std::string& kind, const std::string& id, const std::string& member,
                         int ttl_seconds);
  // Reads and deletes the set.
  absl::StatusOr<std::vector<std::string>> TakeMembers(const std::string& kind,
                                                       const std::string& id);

 private:
  static std::string Key(const std::string& kind, const std::string& id);
  RedisClient& redis_;
};

}  // namespace kadry::identity
