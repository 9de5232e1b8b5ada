#pragma once

// Publishes a producer's notification outbox (`<schema>.notification_outbox`, the same table
// in every producer; docs/notifications.md) to the notifications service: each event at least
// once, the service storing it once by its id ("<producer>:<outbox id>"), so a crash between
// publishing and marking costs nothing but a repeat.
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "absl/status/statusor.h"
#include "services/common/client_credentials.h"
#include "services/common/config.h"
#include "services/common/pg.h"

namespace kadry::notifications::v1 {
class PublishRequest;
}  // namespace kadry::notifications::v1

namespace kadry {

// How long the relay waits before its next pass: the interval, doubled after each failed pass in
// a row up to eight times it (a notifications service down or a refused secret is not asked
// every second), never over a minute unless the interval itself is longer; the interval again
// after a pass that worked.
std::chrono::milliseconds RelayPause(int interval_ms, int failures);

class NotificationRelay final {
 public:
  // `producer` is the service's name ("work-times"), its schema ServiceSchema(producer).
  NotificationRelay(PgPool& pool, const std::string& producer, const NotificationPublishing& publishing);
  ~NotificationRelay();

  // One pass: publishes up to `batch` pending events in one call and marks them published;
  // how many. Replicas take disjoint rows (SKIP LOCKED); a call that fails leaves them pending,
  // an event the service refuses (INVALID_ARGUMENT) is marked with the refusal and left.
  absl::StatusOr<int> RunOnce(int batch = 100);

  // A pass every interval on a thread of its own; without a client secret nothing is published
  // (a warning says so) and the events wait in the outbox.
  void Start();
  void Stop();

 private:
  struct Stub;
  absl::Status Publish(const notifications::v1::PublishRequest& request, const std::string& token);
  PgPool& pool_;
  const std::string producer_;
  const NotificationPublishing publishing_;
  const std::string pending_sql_, published_sql_, refused_sql_;
  std::unique_ptr<Stub> stub_;
  ClientCredentials credentials_;
  std::thread worker_;
  std::mutex mu_;
  std::condition_variable wake_;
  bool stopping_ = false;
};

}  // namespace kadry
