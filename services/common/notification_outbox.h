#pragma once

// An event for the notifications service, written to the producer's outbox
// (`<schema>.notification_outbox`, the same table in every producer) in the transaction of the
// change it reports; NotificationRelay publishes it (docs/notifications.md).
#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "services/common/pg.h"

namespace kadry {

struct OutboxNotification {
  std::string kind;  // "work-time.day-corrected"
  std::vector<int> recipient_ids;
  std::map<std::string, std::string> params;
  std::string link;  // the app's path
};

// Into the outbox of `producer` ("work-times": schema ServiceSchema(producer)), as
// NotificationRelay reads it. Nothing when no recipient is left once `actor_id` is taken out:
// nobody is told of their own step.
absl::Status AddNotification(PgConnection& tx, const std::string& producer, OutboxNotification notification,
                             int actor_id);

}  // namespace kadry
