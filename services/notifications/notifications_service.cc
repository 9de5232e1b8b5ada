#include "services/notifications/notifications_service.h"

#include "services/common/grpc_server.h"
#include "services/common/paging.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"
#include "services/notifications/proto_conversions.h"

namespace kadry::notifications {

absl::StatusOr<Caller> NotificationsServiceImpl::CallerFrom(grpc::ServerContextBase* context) {
  ASSIGN_OR_RETURN(const Principal principal, CallerOf(context, verifier_));
  if (principal.user_id <= 0)
    return Refusal(absl::StatusCode::kPermissionDenied, "access.employee-required", "a signed-in user is required");
  return Caller{principal.user_id};
}

grpc::ServerUnaryReactor* NotificationsServiceImpl::Publish(grpc::CallbackServerContext* ctx,
                                                            const v1::PublishRequest* req, v1::PublishResponse* res) {
  return ServeSystem(ctx, verifier_, kPublishScope, [=, this]() -> absl::Status {
    if (req->events_size() == 0 || req->events_size() > kMaxEventsPerPublish)
      return InvalidFields({{"events", "field.range", "one to 100 events a call", {{"max", kMaxEventsPerPublish}}}});
    const std::vector<EventDraft> events = EventDraftsOf(*req);
    std::vector<FieldProblem> problems;
    for (size_t i = 0; i < events.size(); ++i) {
      for (FieldProblem& p : ValidateEvent(events[i], static_cast<int>(i))) problems.push_back(std::move(p));
    }
    if (!problems.empty()) return InvalidFields(problems);
    ASSIGN_OR_RETURN(const int stored, notifications_.Publish(events));
    res->set_stored(stored);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* NotificationsServiceImpl::ListMyNotifications(grpc::CallbackServerContext* ctx,
                                                                        const v1::ListNotificationsRequest* req,
                                                                        v1::NotificationList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    if (req->paging().sort_size() > 0 || !req->paging().search().empty())
      return InvalidFields({{"sort", "field.invalid", "notifications are listed newest first, without search"}});
    ASSIGN_OR_RETURN(const NotificationPage page,
                     notifications_.List(caller.user_id, req->unread_only(), PageOf(req->paging())));
    ToProto(page, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* NotificationsServiceImpl::GetMyUnreadCount(grpc::CallbackServerContext* ctx,
                                                                     const v1::UnreadCountRequest*,
                                                                     v1::UnreadCount* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const int unread, notifications_.UnreadCount(caller.user_id));
    res->set_unread(unread);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* NotificationsServiceImpl::MarkNotificationRead(grpc::CallbackServerContext* ctx,
                                                                         const v1::NotificationRef* req,
                                                                         v1::NotificationResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const NotificationRecord n, notifications_.MarkRead(caller.user_id, req->id()));
    ToProto(n, res->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* NotificationsServiceImpl::MarkAllNotificationsRead(grpc::CallbackServerContext* ctx,
                                                                             const v1::UnreadCountRequest*,
                                                                             v1::UnreadCount* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(notifications_.MarkAllRead(caller.user_id));
    res->set_unread(0);
    return absl::OkStatus();
  });
}

}  // namespace kadry::notifications
