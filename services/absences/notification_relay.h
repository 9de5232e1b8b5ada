#pragma once

// Publishes the notification outbox (store/notification_outbox.h) to the notifications
// service (docs/notifications.md): each event at least once, the service storing it once by
// its id, so a crash between publishing and marking costs nothing but a repeat.
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include "absl/status/statusor.h"
#include "services/common/client_credentials.h"
#include "services/common/pg.h"

namespace grpc {
class ChannelInterface;
}  // namespace grpc
namespace kadry::notifications::v1 {
class PublishRequest;
}  // namespace kadry::notifications::v1

namespace kadry::absences {

class NotificationRelay final {
 public:
  NotificationRelay(PgPool& pool, std::shared_ptr<grpc::ChannelInterface> channel, ClientCredentials& credentials);
  ~NotificationRelay();

  // One pass: publishes up to `batch` pending events in one call and marks them published;
  // how many. Replicas take disjoint rows (SKIP LOCKED); a call that fails leaves them pending,
  // an event the service refuses (INVALID_ARGUMENT) is marked with the refusal and left.
  absl::StatusOr<int> RunOnce(int batch = 100);

  void Start(int interval_ms);
  void Stop();

 private:
  struct Stub;
  absl::Status Publish(const notifications::v1::PublishRequest& request, const std::string& token);
  PgPool& pool_;
  std::unique_ptr<Stub> stub_;
  ClientCredentials& credentials_;
  std::thread worker_;
  std::mutex mu_;
  std::condition_variable wake_;
  bool stopping_ = false;
};

}  // namespace kadry::absences
