#include "services/absences/domain/timesheet.h"

#include <algorithm>

#include "services/common/polish_calendar.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {

std::string HolidayName(absl::CivilDay day) {
  for (const auto& h : PublicHolidays(static_cast<int>(day.year()))) {
    if (h.day == day) return h.name;
  }
  return "";
}

bool IsWeekend(absl::CivilDay day) {
  const absl::Weekday wd = absl::GetWeekday(day);
  return wd == absl::Weekday::saturday || wd == absl::Weekday::sunday;
}

void MarkDayOff(TimesheetDay& row) {
  row.start = row.end = absl::InfinitePast();
  row.work_seconds = 0;
}

// A scheduled working day as the approved requests of that day change it: a full-day
// absence wins over remote work, and hours off shorten whatever day is left.
void ApplyRequests(const std::vector<const RequestTypeInfo*>& types, const std::vector<int>& hours, TimesheetDay& row) {
  for (const RequestTypeInfo* t : types) {
    if (!IsFullDayAbsence(*t)) continue;
    row.type_code = kAbsenceCode;
    row.type_description = "Nieobecność";
    row.absence_code = t->code;
    row.absence_description = t->name;
    MarkDayOff(row);
    return;
  }
  for (const RequestTypeInfo* t : types) {
    if (!t->is_home_office) continue;
    row.type_code = kRemoteWorkCode;
    row.type_description = "Praca zdalna";
  }
  for (size_t i = 0; i < types.size(); ++i) {
    if (!types[i]->in_hours) continue;
    row.absence_code = types[i]->code;
    row.absence_description = types[i]->name;
    row.work_seconds = std::max(0LL, row.work_seconds - hours[i] * 3600LL);
    row.end = row.start + absl::Seconds(row.work_seconds);
  }
  if (row.work_seconds == 0) MarkDayOff(row);
}

}  // namespace

std::vector<TimesheetDay> BuildTimesheet(absl::CivilDay from, absl::CivilDay to, int numerator, int denominator,
                                         const std::vector<CountedRequest>& approved, const absl::TimeZone& zone) {
  std::vector<TimesheetDay> days;
  days.reserve(static_cast<size_t>(std::max<absl::civil_diff_t>(to - from + 1, 0)));
  // 8 h × the fraction, to the second: a 1/3 part-timer's day is 2 h 40 min.
  const long long scheduled = 8LL * 3600 * numerator / std::max(denominator, 1);
  for (absl::CivilDay d = from; d <= to; ++d) {
    TimesheetDay row;
    row.day = d;
    row.start = row.end = absl::InfinitePast();
    row.is_calendar_working_day = IsWorkingDay(d);
    if (IsPublicHoliday(d)) {
      row.type_code = kPublicHolidayCode;
      row.type_description = HolidayName(d);
    } else if (IsWeekend(d)) {
      row.type_code = kDayOffCode;
      row.type_description = "Dzień wolny";
    } else {
      row.type_code = kWorkDayCode;
      row.type_description = "Praca";
      row.work_seconds = scheduled;
      row.start = absl::FromCivil(absl::CivilSecond(d.year(), d.month(), d.day(), kScheduleStartHour, 0, 0), zone);
      row.end = row.start + absl::Seconds(scheduled);
      std::vector<const RequestTypeInfo*> types;
      std::vector<int> hours;
      for (const auto& r : approved) {
        const RequestTypeInfo* t = FindRequestType(r.request_type_id);
        if (t == nullptr || r.from > d || r.to < d) continue;
        types.push_back(t);
        hours.push_back(r.hours);
      }
      ApplyRequests(types, hours, row);
    }
    row.is_day_off = row.work_seconds == 0;
    days.push_back(std::move(row));
  }
  return days;
}

}  // namespace kadry::absences
