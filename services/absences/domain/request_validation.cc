#include "services/absences/domain/request_validation.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "services/common/polish_calendar.h"

namespace kadry::absences {

int CharacterCount(std::string_view text) {
  // UTF-8 continuation bytes do not start a character (a Polish letter takes two bytes).
  return static_cast<int>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::optional<int> ParseTimeOfDay(std::string_view text) {
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  for (int i : {0, 1, 3, 4}) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  }
  const int hour = (text[0] - '0') * 10 + (text[1] - '0');
  const int minute = (text[3] - '0') * 10 + (text[4] - '0');
  if (hour > 23 || minute > 59) return std::nullopt;
  return hour * 60 + minute;
}

std::string FormatTimeOfDay(int minutes) {
  const int hour = minutes / 60;
  const int minute = minutes % 60;
  return absl::StrCat(hour < 10 ? "0" : "", hour, ":", minute < 10 ? "0" : "", minute);
}

namespace {

constexpr int kIllness = 1;
constexpr int kAccident = 2;
constexpr int kFirstKinship = 1;
constexpr int kOtherHouseholdMember = 7;  // not family: carer's leave then needs the address

// Problems found so far; each rule below adds its own.
class Problems {
 public:
  void Add(std::string field, std::string code, std::string message, ProblemParams params = {}) {
    list_.push_back({std::move(field), std::move(code), std::move(message), std::move(params)});
  }
  std::vector<FieldProblem> Take() && { return std::move(list_); }

 private:
  std::vector<FieldProblem> list_;
};

// The same day a year later (29 February -> 1 March, as the Civil Code counts).
absl::CivilDay OneYearAfter(absl::CivilDay day) { return absl::CivilDay(day.year() + 1, day.month(), day.day()); }

void CheckPeriod(const RequestDraftInput& d, Problems& out) {
  if (d.to < d.from) {
    out.Add("toDate", "leave.ends-before-start", "toDate must not be before fromDate");
    return;
  }
  if (d.to >= OneYearAfter(d.from)) out.Add("toDate", "leave.longer-than-year", "a request covers at most one year");
}

// Nothing starts in the past, except force majeure shortly after (see EarliestStart).
void CheckStart(const RequestTypeInfo& type, const RequestDraftInput& d, absl::CivilDay today, Problems& out) {
  if (d.from >= EarliestStart(type, today)) return;
  if (type.id == kOnDemandLeave) {
    // KP art. 167²: asked for at the latest on the day the leave starts.
    out.Add("fromDate", "leave.on-demand-late", "on-demand leave must be requested at the latest on its first day");
  } else if (type.limit == LimitGroup::kForceMajeure) {
    out.Add("fromDate", "leave.force-majeure-late",
            absl::StrCat("force majeure may be requested at most ", kForceMajeureFiledAfterDays, " days afterwards"),
            {{"days", kForceMajeureFiledAfterDays}});
  } else {
    out.Add("fromDate", "leave.start-in-past", "a request cannot start in the past");
  }
}

// Hourly requests (OPH, SWH) take some hours of one working day.
void CheckHours(const RequestTypeInfo& type, const RequestDraftInput& d, Problems& out) {
  if (!type.in_hours) return;
  if (d.from != d.to) out.Add("toDate", "leave.hourly-one-day", "an hourly request covers one day");
  const int most = std::clamp(d.day_schedule_hours, 1, kMaxHoursPerDay);
  if (d.hours < 1 || d.hours > most) {
    out.Add("hours", "field.range", absl::StrCat("hours must be between 1 and ", most), {{"min", 1}, {"max", most}});
  }
  // The supervisor and the timesheet need to know when the employee is away.
  const std::optional<int> start = ParseTimeOfDay(d.start_time);
  if (!start) {
    out.Add("startTime", "field.time", "the start time is required as HH:MM (24-hour)");
  } else if (*start % kStartTimeStepMinutes != 0) {
    out.Add("startTime", "field.time-step",
            absl::StrCat("the start time goes in steps of ", kStartTimeStepMinutes, " minutes"),
            {{"step", kStartTimeStepMinutes}});
  } else if (d.hours >= 1 && *start + d.hours * 60 > kMinutesPerDay) {
    out.Add("startTime", "leave.past-midnight", "the hours off must end by midnight");
  }
}

// Leave and remote work free or move a working day: a period of weekends and holidays
// alone asks for nothing. Unpaid leave too, although it is reckoned in calendar days.
void CheckHasWorkingDay(const RequestDraftInput& d, Problems& out) {
  if (d.to < d.from) return;
  if (NumberOfWorkingDays(d.from, d.to) == 0)
    out.Add("fromDate", "leave.no-working-day", "the period has no working day");
}

void CheckComment(const RequestDraftInput& d, Problems& out) {
  if (CharacterCount(d.comment) > kMaxCommentLength) {
    out.Add("comment", "field.too-long", absl::StrCat("maximum length is ", kMaxCommentLength, " characters"),
            {{"max", kMaxCommentLength}});
  }
}

// Remote work is done where the employee says and the employer agrees (KP art. 67¹⁸).
void CheckAddress(const RequestTypeInfo& type, const RequestDraftInput& d, Problems& out) {
  if (type.needs_address && !d.has_address) {
    out.Add("address", "field.required", "the address of remote work is required");
  }
}

bool ValidKinship(int id) { return id >= kFirstKinship && id <= kOtherHouseholdMember; }

// Force majeure: the urgent family matter is an illness or an accident of a person the
// employee must attend to at once (KP art. 148¹ §1); the product asks who and where.
void CheckForceMajeureReason(const RequestTypeInfo& type, const RequestDraftInput& d, Problems& out) {
  if (!type.needs_reason) return;
  if (d.reason_type_id != kIllness && d.reason_type_id != kAccident) {
    out.Add("requestReason.typeId", "leave.reason-required", "choose illness or accident");
  }
  if (d.cared_for_full_name.empty())
    out.Add("requestReason.fullName", "field.required", "the person's full name is required");
  if (!d.cared_for_has_address) out.Add("requestReason.address", "field.required", "the person's address is required");
  if (!ValidKinship(d.degree_of_kinship_id)) {
    out.Add("requestReason.degreeOfKinshipId", "field.required", "the degree of kinship is required");
  }
}

// Carer's leave: the person, the reason care is needed and the kinship, or the address
// of a person outside the family living with the employee (KP art. 173² §1, 173¹ §2).
void CheckCarersPurpose(const RequestTypeInfo& type, const RequestDraftInput& d, Problems& out) {
  if (!type.needs_purpose) return;
  if (d.purpose.empty()) out.Add("requestReason.purpose", "field.required", "the purpose of the request is required");
  if (d.cared_for_full_name.empty())
    out.Add("requestReason.fullName", "field.required", "the person's full name is required");
  if (!ValidKinship(d.degree_of_kinship_id)) {
    out.Add("requestReason.degreeOfKinshipId", "field.required", "the degree of kinship is required");
  } else if (d.degree_of_kinship_id == kOtherHouseholdMember && !d.cared_for_has_address) {
    out.Add("requestReason.address", "field.required", "the address of a person outside the family is required");
  }
}

}  // namespace

int NumberOfDays(absl::CivilDay from, absl::CivilDay to) { return to < from ? 0 : static_cast<int>(to - from) + 1; }

int NumberOfWorkingDays(absl::CivilDay from, absl::CivilDay to) { return WorkingDaysBetween(from, to); }

absl::CivilDay EarliestStart(const RequestTypeInfo& type, absl::CivilDay today) {
  return type.limit == LimitGroup::kForceMajeure ? today - kForceMajeureFiledAfterDays : today;
}

std::vector<FieldProblem> ValidateDraft(const RequestDraftInput& d, absl::CivilDay today) {
  Problems problems;
  const RequestTypeInfo* type = FindRequestType(d.request_type_id);
  if (type == nullptr) {
    problems.Add("requestTypeId", "field.unknown", "unknown request type");
    return std::move(problems).Take();
  }
  CheckPeriod(d, problems);
  CheckStart(*type, d, today, problems);
  CheckHours(*type, d, problems);
  CheckHasWorkingDay(d, problems);
  CheckComment(d, problems);
  CheckAddress(*type, d, problems);
  CheckForceMajeureReason(*type, d, problems);
  CheckCarersPurpose(*type, d, problems);
  return std::move(problems).Take();
}

}  // namespace kadry::absences
