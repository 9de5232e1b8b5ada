#include "gateway/principal_cache.h"

#include <algorithm>
#include <iterator>

#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"
#include "services/common/jwt.h"
#include "services/common/log.h"
#include "services/common/redis.h"

namespace kadry::gateway {

PrincipalCache::PrincipalCache(RedisClient* redis, CircuitBreaker::Clock clock)
    : redis_(redis), clock_(clock), breaker_(CircuitBreaker::kDefaultOpenFor, std::move(clock)) {}

SharedUser PrincipalCache::FindLocal(std::string_view token, absl::Time now) {
  std::lock_guard lock(local_mu_);
  auto it = local_.find(token);
  if (it == local_.end()) return nullptr;
  if (now < it->second.until) return it->second.user;
  local_.erase(it);
  return nullptr;
}

void PrincipalCache::StoreLocal(std::string_view token, SharedUser user, absl::Time until, absl::Time now) {
  if (until <= now) return;
  std::lock_guard lock(local_mu_);
  if (local_.size() >= kMaxLocal) {
    for (auto it = local_.begin(); it != local_.end();) {
      it = now < it->second.until ? std::next(it) : local_.erase(it);
    }
    if (local_.size() >= kMaxLocal) local_.clear();
  }
  local_.insert_or_assign(std::string(token), Local{std::move(user), until});
}

std::string PrincipalCache::KeyFor(std::string_view token) { return absl::StrCat("gw:principal:", Sha256Hex(token)); }

SharedUser PrincipalCache::Find(std::string_view token) {
  const absl::Time now = clock_();
  if (auto local = FindLocal(token, now)) return local;
  if (redis_ == nullptr || !breaker_.Allows()) return nullptr;
  auto reply = redis_->Command({"GET", KeyFor(token)});
  if (!reply.ok()) {
    breaker_.RecordFailure();
    LogWarn("principal cache unavailable, verifying tokens directly",
            {{"error", std::string(reply.status().message())}});
    return nullptr;
  }
  breaker_.RecordSuccess();
  if (reply->type != RedisValue::Type::kString) return nullptr;
  auto doc = nlohmann::json::parse(reply->text, nullptr, false);
  // A malformed entry is treated as a miss; the next Store overwrites it.
  if (!doc.is_object() || !doc["userId"].is_number_integer() || !doc["roles"].is_array() ||
      !doc["abilities"].is_array()) {
    return nullptr;
  }
  AuthenticatedUser user;
  user.user_id = doc["userId"].get<int>();
  for (const auto& r : doc["roles"]) {
    if (r.is_number_integer()) user.role_ids.push_back(r.get<int>());
  }
  for (const auto& a : doc["abilities"]) {
    if (a.is_string()) user.abilities.insert(a.get<std::string>());
  }
  user.token_id = StringClaim(doc, "jti");
  user.session_id = StringClaim(doc, "sid");
  if (doc.contains("iat") && doc["iat"].is_number_integer()) user.issued_at = doc["iat"].get<int64_t>();
  auto shared = std::make_shared<const AuthenticatedUser>(std::move(user));
  // Remembered here only as long as the Redis entry lives (entries without `until` were
  // written by an older gateway and are not remembered).
  if (doc.contains("until") && doc["until"].is_number_integer()) {
    const absl::Time until = std::min(absl::FromUnixSeconds(doc["until"].get<int64_t>()), now + absl::Seconds(60));
    StoreLocal(token, shared, until, now);
  }
  return shared;
}

void PrincipalCache::Store(std::string_view token, SharedUser user, absl::Duration ttl) {
  const int64_t seconds = std::min<int64_t>(60, absl::ToInt64Seconds(ttl));
  if (seconds <= 0) return;
  const absl::Time now = clock_();
  const absl::Time until = now + absl::Seconds(seconds);
  StoreLocal(token, user, until, now);
  if (redis_ == nullptr || !breaker_.Allows()) return;
  const nlohmann::json doc = {{"userId", user->user_id},
                              {"roles", user->role_ids},
                              {"abilities", user->abilities},
                              {"jti", user->token_id},
                              {"sid", user->session_id},
                              {"iat", user->issued_at},
                              {"until", absl::ToUnixSeconds(until)}};
  auto reply = redis_->Command({"SET", KeyFor(token), doc.dump(), "EX", std::to_string(seconds)});
  if (reply.ok()) {
    breaker_.RecordSuccess();
  } else {
    breaker_.RecordFailure();
  }
}

bool PrincipalCache::Ping() {
  if (redis_ == nullptr || !breaker_.Allows()) return false;
  auto reply = redis_->Command({"PING"});
  if (!reply.ok()) {
    breaker_.RecordFailure();
    return false;
  }
  breaker_.RecordSuccess();
  return true;
}

}  // namespace kadry::gateway
