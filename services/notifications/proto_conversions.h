#pragma once

// The one place notifications meet their proto messages.
#include <vector>

#include "kadry/notifications/v1/notifications_service.pb.h"
#include "services/notifications/domain/event_rules.h"
#include "services/notifications/store/notification_store.h"

namespace kadry::notifications {

std::vector<EventDraft> EventDraftsOf(const v1::PublishRequest& request);
void ToProto(const NotificationRecord& n, v1::Notification* out);
void ToProto(const NotificationPage& page, v1::NotificationList* out);

}  // namespace kadry::notifications
