#pragma once

// What a producer may publish (docs/notifications.md "Events"): the limits of an event, so a
// faulty producer cannot flood anyone's bell or the database.
#include <map>
#include <string>
#include <vector>

#include "services/common/problem.h"

namespace kadry::notifications {

inline constexpr int kMaxEventsPerPublish = 100;
inline constexpr int kMaxRecipients = 1000;
inline constexpr int kMaxParams = 20;
inline constexpr int kMaxIdLength = 100;
inline constexpr int kMaxKindLength = 64;
inline constexpr int kMaxParamKeyLength = 40;
inline constexpr int kMaxParamValueLength = 300;
inline constexpr int kMaxLinkLength = 300;

struct EventDraft {
  std::string id;    // "absences:1234": the producer's name and its own id
  std::string kind;  // "leave.filed": lower-case words joined by '.' and '-'
  std::vector<int> recipient_ids;
  std::map<std::string, std::string> params;
  std::string link;         // "" or an app path starting with one '/'
  std::string occurred_at;  // ISO 8601 with an offset, as sent
};

// Every problem of the event at `index` of a publish, fields named "events[i].kind".
std::vector<FieldProblem> ValidateEvent(const EventDraft& event, int index);

}  // namespace kadry::notifications
