#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "kadry/work_times/v1/work_times_service.pb.h"
#include "services/common/problem.h"
#include "services/work-times/month_evaluation.h"
#include "services/work-times/people_directory.h"
#include "services/work-times/store/on_call_store.h"
#include "services/work-times/store/schedule_store.h"
#include "services/work-times/store/workday_store.h"

namespace kadry::work_times {

inline constexpr int kMaxReasonLength = 500;
// A record longer than a day is a forgotten clock-out, not work (art. 132: 11 h of rest a day).
inline constexpr absl::Duration kMaxRecordLength = absl::Hours(24);

// "2026-11-23T08:00:00+01:00" (any offset or Z); INVALID_ARGUMENT naming `field` otherwise.
absl::StatusOr<absl::Time> ParseMoment(const std::string& text, const std::string& field);

// A supervisor's record: a kind of work/break/private_exit, a start, an end after it (at most
// 24 h) or none, a reason of 1..500 characters. Every problem at once.
absl::StatusOr<RecordChange> FromProto(const v1::RecordDraft& draft);

// A planned day sent by the planner (fields named under `field`, "days[3]"): a known kind, a
// shift starting on its day and ending after it within 24 h, a day off with its kind, a
// "sunday" only on a Sunday. Its problems are added to `problems` (so that a request's days
// are refused with every problem at once); nothing when it has any.
std::optional<PlannedDayRecord> FromProto(const v1::PlannedDay& d, const std::string& field,
                                          std::vector<FieldProblem>& problems);

// The terms HR or the HR system sends, checked against the Code's bounds and the person's working
// time; valid from `today` when they name no day. Every problem at once.
absl::StatusOr<TermsRecord> TermsFromProto(const v1::EmployeeTerms& in, const Person& person, absl::CivilDay today);

// A duty a supervisor or the HR system plans: moments with their offset, the end after the start
// within kMaxOnCallLength, a place of "home" or "workplace". Problems added as with a day.
inline constexpr absl::Duration kMaxOnCallLength = absl::Hours(7 * 24);
std::optional<DutyRecord> FromProto(const v1::OnCallPlan& plan, std::vector<FieldProblem>& problems);

// The days of one month's plan as sent (`field`: "days", "schedule.days"): each once and in
// `month`; a day before `today` is refused, or left out with `leave_out_past` (the HR system
// sends whole months). Problems added as with a day.
std::vector<PlannedDayRecord> DaysFromProto(const google::protobuf::RepeatedPtrField<v1::PlannedDay>& days,
                                            absl::CivilDay month, absl::CivilDay today, bool leave_out_past,
                                            const std::string& field, std::vector<FieldProblem>& problems);

void ToProto(const PlannedDayRecord& d, v1::PlannedDay* out);
void ToProto(const ScheduleChangeRecord& c, v1::ScheduleChange* out);
void ToProto(const RecordRow& r, v1::ClockRecord* out);
void ToProto(const CorrectionRow& c, v1::RecordCorrection* out);
void ToProto(const EvaluatedDay& day, const Person& person, v1::WorkdayRow* out);
void ToProto(const EvaluatedDay& day, const PersonMonth& month, v1::TimeEvaluationRow* out);
// The month's totals; its rows too when `with_rows`.
void ToProto(const PersonMonth& month, bool with_rows, v1::TimeEvaluation* out);
void ToProto(const DutyRecord& d, const std::string& full_name, v1::OnCallDuty* out);
void ToProto(const WorkdayStore::Reopening& r, v1::MonthReopening* out);

}  // namespace kadry::work_times
