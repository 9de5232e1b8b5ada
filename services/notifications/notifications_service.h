#pragma once

#include "kadry/notifications/v1/notifications_service.grpc.pb.h"
#include "services/common/pg.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"
#include "services/notifications/caller.h"
#include "services/notifications/store/notification_store.h"

namespace kadry::notifications {

// The scope of the producers' client-credentials tokens (docs/notifications.md).
inline constexpr char kPublishScope[] = "notifications.publish";

// The notifications API: producers publish events; every signed-in user reads and marks their
// own notifications, and nobody else's (another's id is NOT_FOUND).
class NotificationsServiceImpl final : public v1::NotificationsService::CallbackService,
                                       public CallerHandlers<NotificationsServiceImpl> {
 public:
  NotificationsServiceImpl(TokenVerifier& verifier, PgPool& pool) : verifier_(verifier), notifications_(pool) {}

  grpc::ServerUnaryReactor* Publish(grpc::CallbackServerContext*, const v1::PublishRequest*,
                                    v1::PublishResponse*) override;
  grpc::ServerUnaryReactor* ListMyNotifications(grpc::CallbackServerContext*, const v1::ListNotificationsRequest*,
                                                v1::NotificationList*) override;
  grpc::ServerUnaryReactor* GetMyUnreadCount(grpc::CallbackServerContext*, const v1::UnreadCountRequest*,
                                             v1::UnreadCount*) override;
  grpc::ServerUnaryReactor* MarkNotificationRead(grpc::CallbackServerContext*, const v1::NotificationRef*,
                                                 v1::NotificationResponse*) override;
  grpc::ServerUnaryReactor* MarkAllNotificationsRead(grpc::CallbackServerContext*, const v1::UnreadCountRequest*,
                                                     v1::UnreadCount*) override;

 private:
  friend class CallerHandlers<NotificationsServiceImpl>;
  absl::StatusOr<Caller> CallerFrom(grpc::ServerContextBase* context);

  TokenVerifier& verifier_;
  NotificationStore notifications_;
};

}  // namespace kadry::notifications
