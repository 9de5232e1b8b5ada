#pragma once

#include <functional>
#include <mutex>

#include "absl/base/thread_annotations.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"

namespace kadry::gateway {

// After a failure, callers skip the dependency for `open_for`, so a dead Redis costs
// one timeout per interval instead of one per request. The interval is short: the first
// call after it is the probe, and a dependency that is back is used again within it.
class CircuitBreaker final {
 public:
  using Clock = std::function<absl::Time()>;
  static constexpr absl::Duration kDefaultOpenFor = absl::Seconds(1);
  explicit CircuitBreaker(
      absl::Duration open_for = kDefaultOpenFor, Clock clock = [] { return absl::Now(); })
      : open_for_(open_for), clock_(std::move(clock)) {}

  bool Allows() {
    std::lock_guard lock(mu_);
    return clock_() >= open_until_;
  }
  void RecordFailure() {
    std::lock_guard lock(mu_);
    open_until_ = clock_() + open_for_;
  }
  void RecordSuccess() {
    std::lock_guard lock(mu_);
    open_until_ = absl::InfinitePast();
  }

 private:
  const absl::Duration open_for_;
  const Clock clock_;
  std::mutex mu_;
  absl::Time open_until_ ABSL_GUARDED_BY(mu_) = absl::InfinitePast();
};

}  // namespace kadry::gateway
