#include "services/notifications/proto_conversions.h"

#include "services/common/warsaw_time.h"

namespace kadry::notifications {

std::vector<EventDraft> EventDraftsOf(const v1::PublishRequest& request) {
  std::vector<EventDraft> out;
  for (const v1::Event& e : request.events()) {
    EventDraft d;
    d.id = e.id();
    d.kind = e.kind();
    d.recipient_ids.assign(e.recipient_ids().begin(), e.recipient_ids().end());
    d.params.insert(e.params().begin(), e.params().end());
    d.link = e.link();
    d.occurred_at = e.occurred_at();
    out.push_back(std::move(d));
  }
  return out;
}

void ToProto(const NotificationRecord& n, v1::Notification* out) {
  out->set_id(n.id);
  out->set_kind(n.kind);
  out->mutable_params()->insert(n.params.begin(), n.params.end());
  out->set_link(n.link);
  out->set_occurred_at(FormatWarsawTimestamp(n.occurred_at));
  if (n.read_at) out->set_read_at(FormatWarsawTimestamp(*n.read_at));
}

void ToProto(const NotificationPage& page, v1::NotificationList* out) {
  for (const NotificationRecord& n : page.rows) ToProto(n, out->add_data());
  out->mutable_paging()->set_total(page.total);
  out->set_unread(page.unread);
}

}  // namespace kadry::notifications
