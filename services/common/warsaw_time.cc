#include "services/common/warsaw_time.h"

#include <cstdlib>

namespace kadry {

const absl::TimeZone& WarsawZone() {
  static const absl::TimeZone zone = [] {
    absl::TimeZone tz;
    // Without tzdata the process cannot compute a single correct date: stop at start-up.
    if (!absl::LoadTimeZone("Europe/Warsaw", &tz)) std::abort();
    return tz;
  }();
  return zone;
}

absl::CivilSecond WarsawClock(absl::Time t) { return absl::ToCivilSecond(t, WarsawZone()); }

absl::CivilDay WarsawDay(absl::Time t) { return absl::ToCivilDay(t, WarsawZone()); }

absl::Time StartOfWarsawDay(absl::CivilDay day) { return absl::FromCivil(absl::CivilSecond(day), WarsawZone()); }

absl::CivilDay MondayOf(absl::CivilDay day) {
  return absl::GetWeekday(day) == absl::Weekday::monday ? day : absl::PrevWeekday(day, absl::Weekday::monday);
}

bool IsWeekend(absl::CivilDay day) {
  const absl::Weekday w = absl::GetWeekday(day);
  return w == absl::Weekday::saturday || w == absl::Weekday::sunday;
}

namespace {
// `width` decimal digits of `value` (0 <= value < 10^width) at `out`.
void PutDigits(char* out, int width, int value) {
  for (int i = width - 1; i >= 0; --i, value /= 10) out[i] = static_cast<char>('0' + value % 10);
}

// The number of `width` digits at `text`, or -1 when any of them is not a digit.
int ReadDigits(const char* text, int width) {
  int value = 0;
  for (int i = 0; i < width; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}
}  // namespace

// Dates and timestamps are written digit by digit: absl's generic formatter was 5 % of the
// CPU of a request list, which formats two of each a row (bench/README.md).
std::string FormatDate(absl::CivilDay day) {
  if (day.year() < 0 || day.year() > 9999) return absl::FormatCivilTime(day);
  std::string text = "yyyy-MM-dd";
  PutDigits(&text[0], 4, static_cast<int>(day.year()));
  PutDigits(&text[5], 2, day.month());
  PutDigits(&text[8], 2, day.day());
  return text;
}

std::string FormatWarsawTimestamp(absl::Time t) {
  const absl::TimeZone::CivilInfo local = WarsawZone().At(t);
  const absl::CivilSecond& c = local.cs;
  std::string text = FormatDate(absl::CivilDay(c));
  const size_t at = text.size();  // 10, or more for a year outside 0-9999
  text += "T00:00:00+00:00";
  PutDigits(&text[at + 1], 2, c.hour());
  PutDigits(&text[at + 4], 2, c.minute());
  PutDigits(&text[at + 7], 2, c.second());
  const int offset_minutes = local.offset / 60;
  if (offset_minutes < 0) text[at + 9] = '-';
  PutDigits(&text[at + 10], 2, std::abs(offset_minutes) / 60);
  PutDigits(&text[at + 13], 2, std::abs(offset_minutes) % 60);
  return text;
}

// Exactly yyyy-MM-dd of a day that exists; read by hand for the same reason as above (every
// date of every row read from PostgreSQL passes here).
absl::StatusOr<absl::CivilDay> ParseDate(const std::string& text) {
  const absl::Status bad = absl::InvalidArgumentError("a date must be yyyy-MM-dd");
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return bad;
  const int year = ReadDigits(&text[0], 4), month = ReadDigits(&text[5], 2), day = ReadDigits(&text[8], 2);
  if (year < 0 || month < 1 || month > 12 || day < 1) return bad;
  const absl::CivilDay parsed(year, month, day);
  // A day past the month's end (30 February) would roll into the next month.
  if (parsed.month() != month || parsed.day() != day) return bad;
  return parsed;
}

}  // namespace kadry
