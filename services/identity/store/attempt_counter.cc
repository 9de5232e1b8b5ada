#include "services/identity/store/attempt_counter.h"

#include "absl/strings/numbers.h"
#include "services/common/log.h"

namespace kadry::identity {
namespace {

constexpr char kPrefix[] = "idp:attempts:";
// A key left without expiry (by anything) gets one, so no counter lives forever.
constexpr char kAddScript[] =
    "local out = {} "
    "for i, key in ipairs(KEYS) do "
    "  out[i] = redis.call('INCR', key) "
    "  if redis.call('TTL', key) < 0 then redis.call('EXPIRE', key, ARGV[1]) end "
    "end "
    "return out";
constexpr char kRemoveScript[] =
    "for _, key in ipairs(KEYS) do "
    "  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end "
    "end "
    "return 0";
// The in-process fallback forgets everything past this many keys rather than grow.
constexpr size_t kMaxLocalKeys = 100000;

std::vector<std::string> Command(const char* verb, const char* script, const std::vector<std::string>& keys) {
  std::vector<std::string> args = {verb};
  if (script != nullptr) args.push_back(script);
  if (script != nullptr) args.push_back(std::to_string(keys.size()));
  for (const auto& k : keys) args.push_back(kPrefix + k);
  return args;
}

}  // namespace

std::vector<long long> AttemptCounter::Add(const std::vector<std::string>& keys, int window_seconds) {
  auto args = Command("EVAL", kAddScript, keys);
  args.push_back(std::to_string(window_seconds));
  auto r = redis_.Command(args);
  if (!r.ok() || r->elements.size() != keys.size()) return AddLocally(keys, window_seconds);
  degraded_ = false;
  std::vector<long long> counts;
  for (const auto& e : r->elements) counts.push_back(e.integer);
  return counts;
}

std::vector<long long> AttemptCounter::Peek(const std::vector<std::string>& keys) {
  auto r = redis_.Command(Command("MGET", nullptr, keys));
  if (!r.ok() || r->elements.size() != keys.size()) return PeekLocally(keys);
  degraded_ = false;
  std::vector<long long> counts;
  for (const auto& e : r->elements) {
    long long n = 0;
    if (!e.IsNil()) (void)absl::SimpleAtoi(e.text, &n);
    counts.push_back(n);
  }
  return counts;
}

void AttemptCounter::Remove(const std::vector<std::string>& keys) {
  if (!redis_.Command(Command("EVAL", kRemoveScript, keys)).ok()) RemoveLocally(keys, false);
}

void AttemptCounter::Reset(const std::string& key) {
  if (!redis_.Command({"DEL", kPrefix + key}).ok()) RemoveLocally({key}, true);
}

void AttemptCounter::DropExpiredLocked() {
  const auto now = std::chrono::steady_clock::now();
  for (auto it = local_.begin(); it != local_.end();) {
    it = it->second.expires <= now ? local_.erase(it) : std::next(it);
  }
  if (local_.size() > kMaxLocalKeys) local_.clear();
}

std::vector<long long> AttemptCounter::AddLocally(const std::vector<std::string>& keys, int window_seconds) {
  if (!degraded_) LogWarn("redis unavailable: attempt limits kept in this process");
  degraded_ = true;
  std::lock_guard lock(mu_);
  DropExpiredLocked();
  const auto now = std::chrono::steady_clock::now();
  std::vector<long long> counts;
  for (const auto& key : keys) {
    LocalCount& c = local_[key];
    if (c.count == 0) c.expires = now + std::chrono::seconds(window_seconds);
    counts.push_back(++c.count);
  }
  return counts;
}

std::vector<long long> AttemptCounter::PeekLocally(const std::vector<std::string>& keys) {
  degraded_ = true;
  std::lock_guard lock(mu_);
  DropExpiredLocked();
  std::vector<long long> counts;
  for (const auto& key : keys) {
    auto it = local_.find(key);
    counts.push_back(it == local_.end() ? 0 : it->second.count);
  }
  return counts;
}

void AttemptCounter::RemoveLocally(const std::vector<std::string>& keys, bool reset) {
  std::lock_guard lock(mu_);
  for (const auto& key : keys) {
    auto it = local_.find(key);
    if (it == local_.end()) continue;
    if (reset || --it->second.count <= 0) local_.erase(it);
  }
}

}  // namespace kadry::identity
