#pragma once

// A leaver's access ends on the day the organisation's import names (docs/people-import.md):
// the account turns inactive, so sign-in and refresh are refused, and its browser sessions,
// refresh tokens and live access tokens are revoked.
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "absl/time/civil_time.h"
#include "services/common/clock.h"
#include "services/identity/http/provider.h"

namespace kadry::identity {

// Ends the access of every account whose day has come (on or before `today`) and has not been
// ended yet; answers their ids.
std::vector<int> EndDueAccess(Provider& provider, absl::CivilDay today);

// Runs EndDueAccess for the Warsaw day of `clock` every `interval`, so an end date set in
// advance takes effect when its day begins.
class AccessEndWatch final {
 public:
  AccessEndWatch(Provider& provider, Clock clock, std::chrono::seconds interval);
  ~AccessEndWatch();
  AccessEndWatch(const AccessEndWatch&) = delete;
  AccessEndWatch& operator=(const AccessEndWatch&) = delete;

 private:
  Provider& provider_;
  const Clock clock_;
  const std::chrono::seconds interval_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace kadry::identity
