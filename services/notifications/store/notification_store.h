#pragma once

#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/common/paging.h"
#include "services/common/pg.h"
#include "services/notifications/domain/event_rules.h"

namespace kadry::notifications {

// One notification of a user as their list shows it.
struct NotificationRecord {
  long long id = 0;
  std::string kind;
  std::map<std::string, std::string> params;
  std::string link;
  absl::Time occurred_at;
  std::optional<absl::Time> read_at;
};

struct NotificationPage {
  std::vector<NotificationRecord> rows;
  int total = 0;
  int unread = 0;
};

// Events and each recipient's notifications in PostgreSQL (migration 0001).
class NotificationStore final {
 public:
  explicit NotificationStore(PgPool& pool) : pool_(pool) {}

  // Stores the events not seen before (by id) with a notification for each recipient, all in
  // one transaction; the number of new events. An event seen before changes nothing.
  absl::StatusOr<int> Publish(const std::vector<EventDraft>& events);

  // The user's notifications, newest first.
  absl::StatusOr<NotificationPage> List(int user_id, bool unread_only, const PageWindow& window);
  absl::StatusOr<int> UnreadCount(int user_id);
  // Marks the user's notification read (once: the first moment stays); NOT_FOUND when it is
  // not theirs.
  absl::StatusOr<NotificationRecord> MarkRead(int user_id, long long notification_id);
  absl::Status MarkAllRead(int user_id);

 private:
  PgPool& pool_;
};

}  // namespace kadry::notifications
