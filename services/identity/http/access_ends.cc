#include "services/identity/http/access_ends.h"

#include "services/common/log.h"
#include "services/common/warsaw_time.h"
#include "services/identity/http/authorization.h"

namespace kadry::identity {

std::vector<int> EndDueAccess(Provider& p, absl::CivilDay today) {
  auto due = p.accounts.AccessEndsDue(today);
  if (!due.ok()) {
    LogWarn("accounts whose access ends were not read", {{"status", due.status().ToString()}});
    return {};
  }
  std::vector<int> ended;
  for (int user_id : *due) {
    if (!p.accounts.MarkAccessEnded(user_id).ok()) continue;
    EndEverySession(p, user_id);
    LogInfo("access ended", {{"userId", user_id}});
    ended.push_back(user_id);
  }
  return ended;
}

AccessEndWatch::AccessEndWatch(Provider& provider, Clock clock, std::chrono::seconds interval)
    : provider_(provider), clock_(std::move(clock)), interval_(interval) {
  thread_ = std::thread([this] {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      lock.unlock();
      EndDueAccess(provider_, WarsawDay(clock_()));
      lock.lock();
      wake_.wait_for(lock, interval_, [this] { return stopping_; });
    }
  });
}

AccessEndWatch::~AccessEndWatch() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

}  // namespace kadry::identity
