#pragma once

// A calendar people subscribe to (RFC 5545, iCalendar): all-day events written with the text
// escaping of §3.3.11 and the line folding of §3.1, so any calendar application reads them.
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"

namespace kadry {

struct AllDayEvent {
  std::string uid;  // stable across downloads: the application updates the event, not duplicates it
  absl::CivilDay first_day;
  absl::CivilDay last_day;  // inclusive; written as the exclusive DTEND of §3.6.1
  std::string summary;
  std::string description;  // "" = none
};

// TEXT of §3.3.11: backslash, semicolon and comma escaped, a line break as "\n"; other control
// characters dropped (they are not allowed in a content line).
std::string ICalendarText(absl::string_view text);

// One content line folded after at most 75 octets (§3.1), never inside a UTF-8 character,
// each continuation starting with a space; every line ends with CRLF.
std::string FoldedLine(absl::string_view line);

// A whole VCALENDAR named `name` (X-WR-CALNAME, which applications show) with the events,
// stamped `stamp`.
std::string WriteICalendar(absl::string_view name, const std::vector<AllDayEvent>& events, absl::Time stamp);

}  // namespace kadry
