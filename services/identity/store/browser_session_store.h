#pragma once

#include <atomic>
#include <chrono>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "services/common/pg.h"

namespace kadry::identity {

// Short-lived sign-in state, each kind with its own lifetime: pending authorization requests,
// browser sessions (and each user's set of them), one-time codes and the redeemed-code
// markers. Values are JSON documents. In PostgreSQL (identity.sign_in_state, unlogged), which
// a sign-in needs for the accounts anyway: signing in does not depend on Redis.
class BrowserSessionStore final {
 public:
  explicit BrowserSessionStore(PgPool& pool) : pool_(pool) {}

  absl::Status Put(const std::string& kind, const std::string& id, const nlohmann::json& value, int ttl_seconds);
  // NOT_FOUND when missing or expired.
  absl::StatusOr<nlohmann::json> Get(const std::string& kind, const std::string& id);
  // Reads and deletes in one step: a one-time code can be redeemed once only.
  absl::StatusOr<nlohmann::json> Take(const std::string& kind, const std::string& id);
  absl::Status Delete(const std::string& kind, const std::string& id);

  // A set of ids under one id (a user's browser sessions); the set lives `ttl_seconds`
  // after its last addition.
  absl::Status AddMember(const std::string& kind, const std::string& id, const std::string& member, int ttl_seconds);
  // Reads and deletes the set.
  absl::StatusOr<std::vector<std::string>> TakeMembers(const std::string& kind, const std::string& id);

 private:
  // Expired rows are dropped at most once a minute, by whichever write comes first.
  void DropExpired();

  PgPool& pool_;
  std::atomic<std::chrono::steady_clock::rep> next_sweep_{0};
};

}  // namespace kadry::identity
