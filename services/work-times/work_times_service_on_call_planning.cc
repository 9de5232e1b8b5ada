// Planning on-call duty (art. 151⁵): a supervisor their team's, HR and Admin anyone's, with the
// daily and weekly rest kept around it (docs/work-times.md "Planning").
#include <set>

#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"
#include "services/common/problem.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/proto_conversions.h"
#include "services/work-times/work_times_service.h"

namespace kadry::work_times {
namespace {

bool IsRestBreach(const v1::ScheduleBreach& b) {
  return b.code() == "plan.daily-rest" || b.code() == "plan.weekly-rest";
}

}  // namespace

absl::Status WorkTimesServiceImpl::CheckOnCall(const OnBehalfOf& on_behalf, const Person& person,
                                               const DutyRecord& duty) {
  ASSIGN_OR_RETURN(const auto duties, on_call_.Overlapping({person.employee_id}, duty.start, duty.end));
  if (!duties.empty())
    return Refusal(absl::StatusCode::kFailedPrecondition, "on-call.overlap", "the person is on call at that time");
  const PlanProposal proposal{person.employee_id, {}, {duty}};
  nlohmann::json added = nlohmann::json::array();
  // Each month the duty touches, with the rest it leaves (art. 151⁵ §2 with art. 132, 133).
  for (absl::CivilMonth month(WarsawDay(duty.start)); month <= absl::CivilMonth(WarsawDay(duty.end)); ++month) {
    google::protobuf::RepeatedPtrField<v1::PersonSchedule> before, after;
    RETURN_IF_ERROR(DescribeSchedules(on_behalf, {person}, absl::CivilDay(month), true, &after, &proposal, &before));
    // Duty is time outside the working hours (art. 151⁵ §1): never during a shift of the plan.
    for (const v1::PlannedDay& d : after[0].days()) {
      if (d.kind() != "working") continue;
      const auto start = ParseMoment(d.start_at(), "startAt");
      const auto end = ParseMoment(d.end_at(), "endAt");
      if (start.ok() && end.ok() && *start < duty.end && duty.start < *end)
        return Refusal(absl::StatusCode::kFailedPrecondition, "on-call.during-work",
                       "on-call duty is time outside the working hours of the schedule", {{"day", d.day()}});
    }
    std::set<std::string> known;
    for (const v1::ScheduleBreach& b : before[0].breaches()) known.insert(b.code() + b.day());
    for (const v1::ScheduleBreach& b : after[0].breaches()) {
      if (!IsRestBreach(b) || known.count(b.code() + b.day())) continue;
      added.push_back({{"code", b.code()}, {"day", b.day()}, {"value", b.value()}, {"limit", b.limit()}});
    }
  }
  if (added.empty()) return absl::OkStatus();
  return WithProblemExtensions(Refusal(absl::StatusCode::kFailedPrecondition, "on-call.rest",
                                       "the duty leaves less rest than the Code requires (art. 151⁵ §2)",
                                       {{"count", static_cast<int64_t>(added.size())}}),
                               nlohmann::json{{"breaches", added}}.dump());
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::PlanOnCall(grpc::CallbackServerContext* ctx, const v1::OnCallPlan* req,
                                                           v1::OnCallResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    std::vector<FieldProblem> problems;
    const std::optional<DutyRecord> duty = FromProto(*req, problems);
    if (!duty) return InvalidFields(problems);
    if (duty->start < clock_())
      return InvalidFields({{"startAt", "on-call.in-past", "a duty is planned before it begins"}});
    ASSIGN_OR_RETURN(const Person person, PlannedPerson(caller, duty->employee_id));
    RETURN_IF_ERROR(CheckOnCall(caller.on_behalf, person, *duty));
    ASSIGN_OR_RETURN(const int duty_id, on_call_.Add(*duty));
    ASSIGN_OR_RETURN(const DutyRecord added, on_call_.Get(duty_id));
    ToProto(added, person.full_name, res->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::RemoveOnCall(grpc::CallbackServerContext* ctx, const v1::OnCallRef* req,
                                                             v1::OnCallResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    const absl::StatusOr<DutyRecord> duty = on_call_.Get(req->duty_id());
    if (duty.status().code() == absl::StatusCode::kNotFound)
      return Refusal(absl::StatusCode::kNotFound, "on-call.not-found", "no such on-call duty");
    RETURN_IF_ERROR(duty.status());
    // Someone else's duty outside the caller's people does not exist for them.
    const absl::StatusOr<Person> person = PlannedPerson(caller, duty->employee_id);
    if (person.status().code() == absl::StatusCode::kNotFound)
      return Refusal(absl::StatusCode::kNotFound, "on-call.not-found", "no such on-call duty");
    RETURN_IF_ERROR(person.status());
    const absl::Status removed = on_call_.Remove(duty->duty_id, clock_());
    if (removed.code() == absl::StatusCode::kFailedPrecondition)
      return Refusal(absl::StatusCode::kFailedPrecondition, "on-call.begun",
                     "a duty that has begun, or has interventions, stays as recorded");
    RETURN_IF_ERROR(removed);
    ToProto(*duty, person->full_name, res->mutable_data());
    return absl::OkStatus();
  });
}

}  // namespace kadry::work_times
