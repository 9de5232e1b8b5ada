#include "services/notifications/store/notification_store.h"

#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"
#include "services/common/problem.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"

namespace kadry::notifications {
namespace {

constexpr char kInsertEvent[] = R"sql(
    INSERT INTO notifications.events (event_id, kind, params, link, occurred_at)
    VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz) ON CONFLICT (event_id) DO NOTHING)sql";
constexpr char kInsertInbox[] = R"sql(
    INSERT INTO notifications.inbox (user_id, event_id)
    SELECT unnest($2::int[]), $1 ON CONFLICT (user_id, event_id) DO NOTHING)sql";
constexpr char kColumns[] = R"sql(
    SELECT i.notification_id, e.kind, e.params::text, e.link, extract(epoch FROM e.occurred_at)::bigint,
      coalesce(extract(epoch FROM i.read_at)::bigint, 0)
    FROM notifications.inbox i JOIN notifications.events e ON e.event_id = i.event_id)sql";
constexpr char kUnread[] = "SELECT count(*) FROM notifications.inbox WHERE user_id = $1 AND read_at IS NULL";
// The list's total and the unread count in one pass over the user's rows.
constexpr char kCounts[] = R"sql(
    SELECT count(*) FILTER (WHERE NOT $2::bool OR read_at IS NULL), count(*) FILTER (WHERE read_at IS NULL)
    FROM notifications.inbox WHERE user_id = $1)sql";
// Read once: the first moment stays. The row as the list shows it.
constexpr char kMarkRead[] = R"sql(
    UPDATE notifications.inbox i SET read_at = coalesce(i.read_at, now()) FROM notifications.events e
    WHERE e.event_id = i.event_id AND i.user_id = $1 AND i.notification_id = $2
    RETURNING i.notification_id, e.kind, e.params::text, e.link, extract(epoch FROM e.occurred_at)::bigint,
      extract(epoch FROM i.read_at)::bigint)sql";
constexpr char kMarkAllRead[] = "UPDATE notifications.inbox SET read_at = now() WHERE user_id = $1 AND read_at IS NULL";

NotificationRecord ReadNotification(const PgResult& r, int i) {
  NotificationRecord n;
  n.id = r.Int64(i, 0);
  n.kind = r.Text(i, 1);
  const auto params = nlohmann::json::parse(r.Text(i, 2), nullptr, false);
  if (params.is_object()) {
    for (const auto& [key, value] : params.items()) {
      if (value.is_string()) n.params[key] = value.get<std::string>();
    }
  }
  n.link = r.Text(i, 3);
  n.occurred_at = absl::FromUnixSeconds(r.Int64(i, 4));
  if (const long long read = r.Int64(i, 5); read != 0) n.read_at = absl::FromUnixSeconds(read);
  return n;
}

}  // namespace

absl::StatusOr<int> NotificationStore::Publish(const std::vector<EventDraft>& events) {
  int stored = 0;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    stored = 0;
    for (const EventDraft& e : events) {
      nlohmann::json params = nlohmann::json::object();
      for (const auto& [key, value] : e.params) params[key] = value;
      ASSIGN_OR_RETURN(const PgResult inserted,
                       tx.Query(kInsertEvent, {e.id, e.kind, params.dump(), e.link, e.occurred_at}));
      // A repeated publish (the producer did not hear the answer) adds nobody.
      if (inserted.Affected() == 0) continue;
      ++stored;
      RETURN_IF_ERROR(tx.Query(kInsertInbox, {e.id, IntArrayParam(e.recipient_ids)}).status());
    }
    return absl::OkStatus();
  }));
  return stored;
}

absl::StatusOr<NotificationPage> NotificationStore::List(int user_id, bool unread_only, const PageWindow& window) {
  const std::string where = unread_only ? " WHERE i.user_id = $1 AND i.read_at IS NULL" : " WHERE i.user_id = $1";
  NotificationPage page;
  ASSIGN_OR_RETURN(const PgResult counts,
                   pool_.Query(kCounts, {std::to_string(user_id), unread_only ? "true" : "false"}));
  page.total = counts.Int(0, 0);
  page.unread = counts.Int(0, 1);
  ASSIGN_OR_RETURN(const PgResult rows,
                   pool_.Query(absl::StrCat(kColumns, where, " ORDER BY i.notification_id DESC LIMIT ", window.size,
                                            " OFFSET ", window.Offset()),
                               {std::to_string(user_id)}));
  for (int i = 0; i < rows.Rows(); ++i) page.rows.push_back(ReadNotification(rows, i));
  return page;
}

absl::StatusOr<int> NotificationStore::UnreadCount(int user_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kUnread, {std::to_string(user_id)}));
  return r.Int(0, 0);
}

absl::StatusOr<NotificationRecord> NotificationStore::MarkRead(int user_id, long long notification_id) {
  ASSIGN_OR_RETURN(const PgResult marked,
                   pool_.Query(kMarkRead, {std::to_string(user_id), std::to_string(notification_id)}));
  if (marked.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "notification.not-found", "no such notification");
  return ReadNotification(marked, 0);
}

absl::Status NotificationStore::MarkAllRead(int user_id) {
  return pool_.Query(kMarkAllRead, {std::to_string(user_id)}).status();
}

}  // namespace kadry::notifications
