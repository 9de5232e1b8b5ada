#pragma once

#include <string>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/absences/domain/leave_limits.h"

namespace kadry::absences {

// Timesheet day codes (timesheet_type_name) and their Polish descriptions.
inline constexpr char kWorkDayCode[] = "P";        // Praca
inline constexpr char kDayOffCode[] = "W";         // Dzień wolny (weekend)
inline constexpr char kPublicHolidayCode[] = "S";  // Święto: the holiday's name
inline constexpr char kAbsenceCode[] = "U";        // Nieobecność (full-day absence)
inline constexpr char kRemoteWorkCode[] = "HO";    // Praca zdalna (worked, remotely)
inline constexpr int kScheduleStartHour = 8;       // the standard schedule starts at 08:00

// One day of a timesheet (docs/product.md §3 "Timesheet row").
struct TimesheetDay {
  absl::CivilDay day;
  absl::Time start;  // InfinitePast() on a day off
  absl::Time end;
  long long work_seconds = 0;  // scheduled work of the day
  bool is_calendar_working_day = false;
  bool is_day_off = false;
  std::string type_code;  // P work, W weekend, S public holiday, U absence, HO remote work
  std::string type_description;
  std::string absence_code;  // the request type's code on an absence (or hours off)
  std::string absence_description;
};

// The schedule starts at 08:00 and lasts 8 h × the working-time fraction (KP art. 129 §1);
// approved requests turn working days into absences (U), remote work (HO) or shorter
// days (hourly absences); weekends and holidays stay W and S whatever was requested.
// `zone` is Europe/Warsaw in the service (the domain does not load zones itself).
std::vector<TimesheetDay> BuildTimesheet(absl::CivilDay from, absl::CivilDay to, int numerator, int denominator,
                                         const std::vector<CountedRequest>& approved, const absl::TimeZone& zone);

}  // namespace kadry::absences
