#pragma once

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "services/common/redis.h"

namespace kadry::identity {

// Counters of attempts in fixed windows (sign-in, client authentication), shared by all
// replicas through Redis. Each Add is one round trip that increments every key and
// starts a key's window on its first attempt, atomically (a Lua script), so parallel
// requests each see their own count.
//
// Redis down degrades, never denies: the counters then live in this process (per
// replica, forgotten on restart) until Redis answers again.
class AttemptCounter final {
 public:
  explicit AttemptCounter(RedisClient& redis) : redis_(redis) {}

  // Counts one attempt on each key; returns the counts including it.
  std::vector<long long> Add(const std::vector<std::string>& keys, int window_seconds);
  // The counts without adding (0 for a key not seen in its window).
  std::vector<long long> Peek(const std::vector<std::string>& keys);
  // Takes one attempt back from each key (never below 0): a success is no attempt to count.
  void Remove(const std::vector<std::string>& keys);
  void Reset(const std::string& key);

  // Whether the last call had to use the in-process counters (tests, logs).
  bool degraded() const { return degraded_; }

 private:
  struct LocalCount {
    long long count = 0;
    std::chrono::steady_clock::time_point expires;
  };
  std::vector<long long> AddLocally(const std::vector<std::string>& keys, int window_seconds);
  std::vector<long long> PeekLocally(const std::vector<std::string>& keys);
  void RemoveLocally(const std::vector<std::string>& keys, bool reset);
  void DropExpiredLocked() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  RedisClient& redis_;
  std::atomic<bool> degraded_ = false;
  std::mutex mu_;
  std::unordered_map<std::string, LocalCount> local_ ABSL_GUARDED_BY(mu_);
};

}  // namespace kadry::identity
