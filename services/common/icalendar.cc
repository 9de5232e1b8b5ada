#include "services/common/icalendar.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace kadry {
namespace {

constexpr size_t kMaxLineOctets = 75;

std::string DateValue(absl::CivilDay day) {
  return absl::StrFormat("%04d%02d%02d", day.year(), day.month(), day.day());
}

bool ContinuesCharacter(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

}  // namespace

std::string ICalendarText(absl::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    switch (c) {
      case '\\': out += "\\\\"; break;
      case ';': out += "\\;"; break;
      case ',': out += "\\,"; break;
      case '\n': out += "\\n"; break;
      case '\r':
        if (i + 1 < text.size() && text[i + 1] == '\n') break;  // CRLF is one line break
        out += "\\n";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) break;
        out += c;
    }
  }
  return out;
}

std::string FoldedLine(absl::string_view line) {
  std::string out;
  size_t start = 0;
  size_t limit = kMaxLineOctets;  // the first line; continuations lose one octet to the space
  while (line.size() - start > limit) {
    size_t end = start + limit;
    while (end > start && ContinuesCharacter(line[end])) --end;
    absl::StrAppend(&out, line.substr(start, end - start), "\r\n ");
    start = end;
    limit = kMaxLineOctets - 1;
  }
  absl::StrAppend(&out, line.substr(start), "\r\n");
  return out;
}

std::string WriteICalendar(absl::string_view name, const std::vector<AllDayEvent>& events, absl::Time stamp) {
  const std::string dtstamp = absl::FormatTime("%Y%m%dT%H%M%SZ", stamp, absl::UTCTimeZone());
  std::string out = FoldedLine("BEGIN:VCALENDAR");
  out += FoldedLine("VERSION:2.0");
  out += FoldedLine("PRODID:-//Kadry//Nieobecnosci//PL");
  out += FoldedLine("CALSCALE:GREGORIAN");
  out += FoldedLine("METHOD:PUBLISH");
  out += FoldedLine(absl::StrCat("X-WR-CALNAME:", ICalendarText(name)));
  for (const AllDayEvent& e : events) {
    out += FoldedLine("BEGIN:VEVENT");
    out += FoldedLine(absl::StrCat("UID:", ICalendarText(e.uid)));
    out += FoldedLine(absl::StrCat("DTSTAMP:", dtstamp));
    out += FoldedLine(absl::StrCat("DTSTART;VALUE=DATE:", DateValue(e.first_day)));
    out += FoldedLine(absl::StrCat("DTEND;VALUE=DATE:", DateValue(e.last_day + 1)));
    out += FoldedLine(absl::StrCat("SUMMARY:", ICalendarText(e.summary)));
    if (!e.description.empty()) out += FoldedLine(absl::StrCat("DESCRIPTION:", ICalendarText(e.description)));
    out += FoldedLine("TRANSP:TRANSPARENT");
    out += FoldedLine("END:VEVENT");
  }
  out += FoldedLine("END:VCALENDAR");
  return out;
}

}  // namespace kadry
