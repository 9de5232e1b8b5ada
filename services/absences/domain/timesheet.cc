#include "services/absences/domain/timesheet.h"

#include "services/absences/domain/polish_calendar.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {
std::string HolidayName(absl::CivilDay day) {
  for (const auto& h : PublicHolidays(static_cast<int>(day.year()))) {
    if (h.day == day) return h.name;
  }
  return "";
}
}  // namespace

std::vector<TimesheetDay> BuildTimesheet(absl::CivilDay from, absl::CivilDay to, int numerator,
                                         int denominator, const std::vector<CountedRequest>& approved,
                                         const absl::TimeZone& zone) {
  std::vector<TimesheetDay> days;
  const long long full_day = 8LL * 3600 * numerator / std::max(denominator, 1);
  for (absl::CivilDay d = from; d <= to; ++d) {
    TimesheetDay row;
    row.day = d;
    row.start = row.end = absl::InfinitePast();
    row.is_calendar_working_day = IsWorkingDay(d);
    const absl::Weekday wd = absl::GetWeekday(d);
    if (IsPublicHoliday(d)) {
      row.type_code = "S";
      row.type_description = HolidayName(d);
    } else if (wd == absl::Weekday::saturday || wd == absl::Weekday::sunday) {
      row.type_code = "W";
      row.type_description = "Dzień wolny";
    } else {
      row.type_code = "P";
      row.type_description = "Praca";
      row.work_seconds = full_day;
      row.start = absl::FromCivil(absl::CivilSecond(d.year(), d.month(), d.day(), 8, 0, 0), zone);
      row.end = row.start + absl::Seconds(full_day);
      for (const auto& r : approved) {
        if (r.from > d || r.to < d) continue;
        const RequestTypeInfo* t = FindRequestType(r.request_type_id);
        if (t == nullptr) continue;
        row.absence_code = t->code;
        row.absence_description = t->name;
        if (t->is_home_office) {
          row.type_code = "HO";
          row.type_description = "Praca zdalna";
        } else if (t->in_hours) {
          row.type_code = "P";  // part of the day absent, the rest worked
          row.work_seconds = std::max(0LL, full_day - r.hours * 3600LL);
          row.end = row.start + absl::Seconds(row.work_seconds);
        } else {
          row.type_code = "U";
          row.type_description = "Nieobecność";
          row.work_seconds = 0;
          row.start = row.end = absl::InfinitePast();
        }
      }
    }
    row.is_day_off = row.work_seconds == 0;
    days.push_back(std::move(row));
  }
  return days;
}

}  // namespace kadry::absences
