#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/time/civil_time.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {

// A comment is at most 500 characters (Unicode code points, not UTF-8 bytes).
inline constexpr int kMaxCommentLength = 500;

// Characters as the user counts them, for the length limits of free text.
int CharacterCount(std::string_view text);
// A request covers at most one year: the longest period is 366 days (a leap year).
inline constexpr int kMaxPeriodDays = 366;
// An hourly request takes at most one full-time day.
inline constexpr int kMaxHoursPerDay = 8;
// Hours off start on a 5-minute step (docs/product.md §5 picker: minute step 5, 24-hour time).
inline constexpr int kStartTimeStepMinutes = 5;
inline constexpr int kMinutesPerDay = 24 * 60;

// Minutes since midnight of "HH:MM" (24-hour, two digits each); nullopt when malformed.
std::optional<int> ParseTimeOfDay(std::string_view text);
// "HH:MM" of minutes since midnight; 1440 (the end of a day) is "24:00".
std::string FormatTimeOfDay(int minutes);

// Force majeure is sudden (illness or accident, KP art. 148¹ §1): its request may follow
// the absence by up to this many days; every other type starts today at the earliest.
inline constexpr int kForceMajeureFiledAfterDays = 7;

// What the new-request form sends, after parsing (docs/absences-api.md).
struct RequestDraftInput {
  int request_type_id = 0;
  absl::CivilDay from;
  absl::CivilDay to;
  int hours = 0;
  std::string start_time;  // hourly types: "HH:MM" the hours off begin
  std::string comment;
  bool has_address = false;  // street and city given
  int reason_type_id = 0;    // 1 illness, 2 accident
  std::string cared_for_full_name;
  bool cared_for_has_address = false;
  int degree_of_kinship_id = 0;
  std::string purpose;
  // Hours of the employee's working day: 8 × fraction rounded up (DayInHours of
  // leave_limits.h). An hourly request takes at most this many.
  int day_schedule_hours = kMaxHoursPerDay;
};

struct FieldProblem {
  std::string field;    // camelCase field of the draft: fromDate, toDate, hours, ...
  std::string message;  // English, safe to show
};

// Every problem of a draft at once, judged on `today` (the civil day in Poland, passed
// in so tests and the service share one clock). Empty when the draft may be filed.
std::vector<FieldProblem> ValidateDraft(const RequestDraftInput& draft, absl::CivilDay today);

// The first day a request of `type` may start when filed on `today`: today for all
// types (on-demand leave "at the latest on the day", KP art. 167²; planned types filed
// at short notice wait for the supervisor's manual verification), a week back for force
// majeure (art. 148¹).
absl::CivilDay EarliestStart(const RequestTypeInfo& type, absl::CivilDay today);

// Calendar days of the period, inclusive (unpaid leave is reckoned in them, art. 174).
int NumberOfDays(absl::CivilDay from, absl::CivilDay to);
// Working days of the standard Monday–Friday schedule minus public holidays; a
// part-timer works shorter days, not fewer, so the count is the same (KP art. 154 §2
// turns the fraction into fewer leave days instead).
int NumberOfWorkingDays(absl::CivilDay from, absl::CivilDay to);

}  // namespace kadry::absences
