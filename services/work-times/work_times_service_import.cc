// The HR system's working time (ImportWorkingTime): terms, schedules and on-call duties over
// gRPC with a client-credentials token, each item written as HR or a planner would write it,
// through the same checks (docs/work-times.md "From the HR system").
#include "absl/strings/str_cat.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/proto_conversions.h"
#include "services/work-times/work_times_service.h"

namespace kadry::work_times {
namespace {

constexpr char kPlanningScope[] = "work-times.planning";
constexpr int kMaxImportItems = 200;
constexpr size_t kMaxItemIdLength = 100;
// Who the audit names for what the HR system writes.
const Author kHrSystem{0, "System kadrowy"};

int EmployeeOf(const v1::WorkingTimeImportItem& item) {
  switch (item.item_case()) {
    case v1::WorkingTimeImportItem::kTerms: return item.terms().employee_id();
    case v1::WorkingTimeImportItem::kSchedule: return item.schedule().employee_id();
    case v1::WorkingTimeImportItem::kOnCall: return item.on_call().employee_id();
    default: return 0;
  }
}

std::string KindOf(const v1::WorkingTimeImportItem& item) {
  switch (item.item_case()) {
    case v1::WorkingTimeImportItem::kTerms: return "terms";
    case v1::WorkingTimeImportItem::kSchedule: return "schedule";
    case v1::WorkingTimeImportItem::kOnCall: return "on_call";
    default: return "";
  }
}

// A refusal of this item alone; anything else (the database away) fails the batch.
bool RefusesTheItem(const absl::Status& s) {
  switch (s.code()) {
    case absl::StatusCode::kInvalidArgument:
    case absl::StatusCode::kFailedPrecondition:
    case absl::StatusCode::kNotFound:
    case absl::StatusCode::kAlreadyExists:
    case absl::StatusCode::kAborted:
    case absl::StatusCode::kPermissionDenied: return true;
    default: return false;
  }
}

}  // namespace

absl::Status WorkTimesServiceImpl::ImportItem(const OnBehalfOf& system, const v1::WorkingTimeImportItem& item,
                                              const Person& person) {
  const absl::CivilDay today = Today();
  switch (item.item_case()) {
    case v1::WorkingTimeImportItem::kTerms: {
      ASSIGN_OR_RETURN(const TermsRecord terms, TermsFromProto(item.terms(), person, today));
      return workdays_.SaveTerms(person.employee_id, terms, kHrSystem);
    }
    case v1::WorkingTimeImportItem::kSchedule: {
      const v1::SavePlanRequest& plan = item.schedule();
      ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(plan.month(), today, "schedule.month"));
      std::vector<FieldProblem> problems;
      const PlanProposal proposal{
          person.employee_id, DaysFromProto(plan.days(), month, today, true, "schedule.days", problems), {}};
      if (!problems.empty()) return InvalidFields(problems);
      // Checked and published as if planned; the plan is written only when it is published.
      v1::PersonScheduleResponse checked;
      RETURN_IF_ERROR(AnswerSchedule(system, person, month, &checked, &proposal));
      if (item.reason().size() > kMaxReasonLength)
        return InvalidFields({{"reason", "field.too-long", "at most 500 characters", {{"max", kMaxReasonLength}}}});
      const std::string reason = item.reason().empty() ? "System kadrowy" : item.reason();
      RETURN_IF_ERROR(Publish(person, month, checked.data(), reason, kHrSystem));
      return schedules_.SavePlan(person.employee_id, proposal.days, kHrSystem);
    }
    case v1::WorkingTimeImportItem::kOnCall: {
      std::vector<FieldProblem> problems;
      const std::optional<DutyRecord> duty = FromProto(item.on_call(), problems);
      if (!duty) return InvalidFields(problems);
      if (duty->start < clock_())
        return InvalidFields({{"on_call.startAt", "on-call.in-past", "a duty is planned before it begins"}});
      RETURN_IF_ERROR(CheckOnCall(system, person, *duty));
      return on_call_.Add(*duty).status();
    }
    default: return InvalidFields({{"item", "field.required", "terms, a schedule or an on-call duty"}});
  }
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ImportWorkingTime(grpc::CallbackServerContext* ctx,
                                                                  const v1::ImportWorkingTimeRequest* req,
                                                                  v1::ImportWorkingTimeResponse* res) {
  return ServeSystem(ctx, verifier_, kPlanningScope, [=, this]() -> absl::Status {
    if (req->items_size() == 0 || req->items_size() > kMaxImportItems) {
      return InvalidFields(
          {{"items", "field.count", "1 to 200 items a batch", {{"min", 1}, {"max", kMaxImportItems}}}});
    }
    const OnBehalfOf system = OnBehalfOfCaller(ctx);
    std::vector<int> ids;
    for (const v1::WorkingTimeImportItem& item : req->items()) {
      if (EmployeeOf(item) > 0) ids.push_back(EmployeeOf(item));
    }
    ASSIGN_OR_RETURN(const auto people, people_.Employments(system, ids));
    for (const v1::WorkingTimeImportItem& item : req->items()) {
      v1::WorkingTimeImportResult* result = res->add_results();
      result->set_item_id(item.item_id().size() <= kMaxItemIdLength ? item.item_id() : "");
      auto refuse = [&](const std::string& code, const std::string& reason) {
        result->set_outcome("refused");
        result->set_code(code);
        result->set_reason(reason);
        res->set_refused(res->refused() + 1);
      };
      if (item.item_id().empty() || item.item_id().size() > kMaxItemIdLength) {
        refuse("field.required", "an item id of 1 to 100 characters is required");
        continue;
      }
      const auto person = people.find(EmployeeOf(item));
      if (KindOf(item).empty()) {
        refuse("field.required", "terms, a schedule or an on-call duty");
        continue;
      }
      if (person == people.end()) {
        refuse("employee.not-found", "no such employee");
        continue;
      }
      ASSIGN_OR_RETURN(const bool claimed, schedules_.ClaimImportItem(item.item_id(), KindOf(item), person->first));
      if (!claimed) {
        result->set_outcome("duplicate");
        res->set_duplicates(res->duplicates() + 1);
        continue;
      }
      const absl::Status written = ImportItem(system, item, person->second);
      if (written.ok()) {
        result->set_outcome("accepted");
        res->set_accepted(res->accepted() + 1);
        continue;
      }
      RETURN_IF_ERROR(schedules_.ReleaseImportItem(item.item_id()));
      if (!RefusesTheItem(written)) return written;
      refuse(ProblemCodeOf(written), std::string(written.message()));
    }
    return absl::OkStatus();
  });
}

}  // namespace kadry::work_times
