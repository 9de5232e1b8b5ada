#include "services/absences/request_workflows.h"

#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/access_flags.h"
#include "services/absences/domain/remote_work.h"
#include "services/absences/store/agreement_store.h"
#include "services/absences/store/notification_outbox.h"
#include "services/common/rpc.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// What a step tells whom (docs/notifications.md "Events").
struct Notice {
  const char* kind;
  NotifiedAbout whom;
};
std::optional<Notice> NoticeOf(RequestAction action) {
  switch (action) {
    case RequestAction::kApprove: return Notice{"leave.approved", NotifiedAbout::kApplicant};
    case RequestAction::kReject: return Notice{"leave.rejected", NotifiedAbout::kApplicant};
    case RequestAction::kRequestCancellation: return Notice{"leave.cancellation-requested", NotifiedAbout::kApprovers};
    case RequestAction::kAcceptCancellation: return Notice{"leave.cancellation-accepted", NotifiedAbout::kApplicant};
    case RequestAction::kRejectCancellation: return Notice{"leave.cancellation-rejected", NotifiedAbout::kApplicant};
    // HR decides from now on: the approvers need not.
    case RequestAction::kTakeOver: return Notice{"leave.taken-over", NotifiedAbout::kApprovers};
    default: return std::nullopt;
  }
}

// The overlap of docs/product.md §5 as a 409 with the conflicting requests attached.
nlohmann::json ConflictList(const std::vector<ExistingRequest>& conflicts) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& c : conflicts) {
    const RequestTypeInfo* t = FindRequestType(c.request_type_id);
    list.push_back({{"id", c.id},
                    {"requestNo", c.request_no},
                    {"requestTypeId", c.request_type_id},
                    {"requestType", t ? t->name : ""},
                    {"fromDate", FormatDate(c.from)},
                    {"toDate", FormatDate(c.to)},
                    {"requestStatusId", c.status_id},
                    {"numberOfWorkingDays", c.working_days}});
  }
  return list;
}

absl::Status ConflictProblem(std::string_view code, const std::string& title,
                             const std::vector<ExistingRequest>& conflicts) {
  return WithProblemExtensions(Refusal(absl::StatusCode::kAborted, code, title),
                               nlohmann::json{{"title", title}, {"conflicts", ConflictList(conflicts)}}.dump());
}

absl::Status OverlapError(const std::vector<ExistingRequest>& conflicts) {
  return ConflictProblem("leave.overlap", "request period overlaps another request", conflicts);
}

// A confirmation that would have to withdraw approved leave (or someone else's request).
absl::Status OverlapNeedsCancellationRequest(const std::vector<ExistingRequest>& conflicts) {
  return ConflictProblem("leave.overlap-approved",
                         "request period overlaps an approved request: ask for its cancellation first", conflicts);
}

// A request starting within two days, other than those the law lets start at once,
// waits for the supervisor's manual verification until the day before it starts.
bool NeedsManualVerification(const RequestTypeInfo& type, absl::CivilDay from, absl::CivilDay today) {
  return !type.may_start_today && from - today <= 2;
}

}  // namespace

absl::StatusOr<Actor> RequestWorkflows::FilerFor(const Caller& caller, int employee_id) {
  bool supervises = false;
  if (employee_id != caller.user_id) {
    ASSIGN_OR_RETURN(supervises, employees_.IsAbove(caller.user_id, employee_id));
  }
  const Actor actor = caller.AsActor(supervises);
  if (!MayFileFor(actor, employee_id))
    return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
  return actor;
}

absl::StatusOr<bool> RequestWorkflows::MayHave(int employee_id, const RequestTypeInfo& type) {
  const std::string_view needed = AccessNeededFor(type);
  if (needed.empty()) return true;
  // FilerFor has let the caller reach this person: their record is read whole.
  auto e = employees_.Get(employee_id, EmployeeScope{true, 0});
  if (e.status().code() == absl::StatusCode::kNotFound) return false;
  if (!e.ok()) return e.status();
  return HasAccess(e->abilities, needed);
}

absl::StatusOr<std::vector<FieldProblem>> RequestWorkflows::ProblemsOf(int employee_id, const ParsedDraft& draft) {
  std::vector<FieldProblem> problems = draft.problems;
  if (draft.type == nullptr) return problems;
  ASSIGN_OR_RETURN(const bool allowed, MayHave(employee_id, *draft.type));
  if (!allowed) problems.push_back(NoAccessProblem(*draft.type));
  return problems;
}

absl::StatusOr<RequestPreview> RequestWorkflows::Preview(const Caller& caller, int employee_id,
                                                         const ParsedDraft& draft, absl::CivilDay today) {
  RETURN_IF_ERROR(FilerFor(caller, employee_id).status());
  RequestPreview preview;
  ASSIGN_OR_RETURN(preview.problems, ProblemsOf(employee_id, draft));
  const RequestDraftInput& in = draft.input;
  if (draft.type == nullptr || in.to < in.from) return preview;
  preview.has_period = true;
  preview.number_of_days = NumberOfDays(in.from, in.to);
  preview.number_of_working_days = NumberOfWorkingDays(in.from, in.to);
  ASSIGN_OR_RETURN(LimitInputs inputs, employees_.LimitInputsOf(employee_id));
  ASSIGN_OR_RETURN(inputs.requests,
                   requests_.Counted(employee_id, static_cast<int>(in.from.year()), static_cast<int>(in.to.year())));
  preview.limit =
      LimitAvailabilityForPeriod(inputs, *draft.type, in.from, in.to, preview.number_of_working_days, in.hours, today);
  if (draft.type->limit == LimitGroup::kAnnual) {
    // The same computation as the dashboard and my limits, on the leave's first day.
    preview.annual_leave_as_of = std::max(today, in.from);
    preview.annual_leave = AnnualLeave(inputs, static_cast<int>(in.from.year()), preview.annual_leave_as_of);
  }
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    ASSIGN_OR_RETURN(auto found, RequestStore::Overlapping(tx, employee_id, in.from, in.to));
    preview.conflicts = ConflictingRequests(draft.type->id, in.from, in.to, found);
    if (draft.type->id != kHomeOffice) return absl::OkStatus();
    ASSIGN_OR_RETURN(const auto terms, AgreementStore::ApprovedTerms(tx, employee_id, in.from, in.to));
    if (auto outside = OutsideAgreementsProblem(terms, in.from, in.to)) preview.problems.push_back(*outside);
    return absl::OkStatus();
  }));
  return preview;
}

absl::StatusOr<int> RequestWorkflows::File(const Caller& caller, const Filing& filing, absl::CivilDay today) {
  const int employee_id = filing.employee_id;
  ASSIGN_OR_RETURN(const Actor filer, FilerFor(caller, employee_id));
  const ParsedDraft& p = filing.draft;
  ASSIGN_OR_RETURN(const auto problems, ProblemsOf(employee_id, p));
  if (!problems.empty()) return InvalidFields(problems);
  ASSIGN_OR_RETURN(const LimitInputs inputs, employees_.LimitInputsOf(employee_id));

  NewRequest n;
  n.employee_id = employee_id;
  n.filed_by_id = caller.user_id;
  n.filed_on = today;
  n.request_type_id = p.type->id;
  n.type_code = p.type->code;
  n.from = p.input.from;
  n.to = p.input.to;
  n.hours = p.type->in_hours ? p.input.hours : 0;
  if (p.type->in_hours) n.start_time = p.input.start_time;
  n.number_of_days = NumberOfDays(n.from, n.to);
  n.number_of_working_days = NumberOfWorkingDays(n.from, n.to);
  n.comment = p.input.comment;
  if (p.type->needs_address) n.address_json = filing.address_json;
  if (p.type->needs_reason || p.type->needs_purpose) n.reason_json = filing.reason_json;
  n.requires_manual_verification = employee_id == caller.user_id && NeedsManualVerification(*p.type, n.from, today);
  if (n.requires_manual_verification) n.manual_verification_deadline = FormatDate(std::max(today, n.from - 1));

  int64_t created = 0;
  RETURN_IF_ERROR(idempotent_.Run(
      caller.user_id, caller.idempotency_key, filing.operation, created, [&](PgConnection& tx) -> absl::Status {
        // One filing at a time per employee: the overlap check then sees every request.
        RETURN_IF_ERROR(RequestStore::LockEmployee(tx, employee_id));
        ASSIGN_OR_RETURN(auto existing, RequestStore::Overlapping(tx, employee_id, n.from, n.to));
        const auto conflicts = ConflictingRequests(n.request_type_id, n.from, n.to, existing);
        if (!conflicts.empty() && !filing.cancel_conflicting) return OverlapError(conflicts);
        // Confirmed by the user (docs/product.md §4): the older requests give way in this transaction, but
        // only as the filer could withdraw them by hand. Approved leave is undone through a
        // cancellation request the supervisor decides; a confirmation must not bypass that.
        for (const auto& c : conflicts) {
          auto withdrawn =
              Apply(RequestState{c.status_id, 0, employee_id, c.filed_by_id}, filer, RequestAction::kCancel, "");
          if (!withdrawn.ok()) return OverlapNeedsCancellationRequest(conflicts);
          withdrawn->event = "cancelled-by-new-request";
          RETURN_IF_ERROR(RequestStore::Apply(tx, c.id, *withdrawn, caller.user_id, false));
        }
        if (n.request_type_id == kHomeOffice) {
          // Regular remote work only as an approved agreement allows it (art. 67²⁰).
          ASSIGN_OR_RETURN(const auto terms, AgreementStore::ApprovedTerms(tx, employee_id, n.from, n.to));
          if (auto outside = OutsideAgreementsProblem(terms, n.from, n.to)) return InvalidFields({*outside});
        }
        ASSIGN_OR_RETURN(auto counted, RequestStore::CountedIn(tx, employee_id, static_cast<int>(n.from.year()),
                                                               static_cast<int>(n.to.year())));
        LimitInputs with_requests = inputs;
        with_requests.requests.clear();
        for (const auto& r : counted) {
          bool cancelled_now = false;
          for (const auto& c : conflicts)
            cancelled_now |= c.from == r.from && c.to == r.to && c.request_type_id == r.request_type_id;
          if (!cancelled_now) with_requests.requests.push_back(r);
        }
        // Childcare and force majeure stay in the unit of the year's first request (art. 148¹ §3, 188 §3).
        RETURN_IF_ERROR(CheckDayOrHoursChoice(*p.type, static_cast<int>(n.from.year()), with_requests.requests));
        const LimitAvailability limit =
            LimitAvailabilityForPeriod(with_requests, *p.type, n.from, n.to, n.number_of_working_days, n.hours, today);
        if (limit.has_limit && limit.after < 0) {
          return Refusal(absl::StatusCode::kFailedPrecondition, "leave.limit-exceeded",
                         absl::StrCat("the limit is exceeded: ", limit.available, " ", limit.unit, " left"),
                         {{"available", limit.available}, {"unit", limit.unit}});
        }
        ASSIGN_OR_RETURN(created, RequestStore::Insert(tx, n));
        RETURN_IF_ERROR(RequestStore::AddEvent(tx, static_cast<int>(created), caller.user_id, "filed", n.comment));
        return NotificationOutbox::AboutRequest(tx, static_cast<int>(created), "leave.filed", NotifiedAbout::kApprovers,
                                                caller.user_id, today);
      }));
  return static_cast<int>(created);
}

absl::StatusOr<RequestReach> RequestWorkflows::ReachOf(const Caller& caller, int request_id, bool as_substitute,
                                                       absl::CivilDay today) {
  RequestReach reach{caller.RequestScope()};
  auto visible = requests_.StateOf(request_id, reach.scope);
  if (visible.ok()) {
    reach.state = *visible;
    ASSIGN_OR_RETURN(reach.supervises, employees_.IsAbove(caller.user_id, reach.state.applicant_id));
    // Only someone who does not decide it in their own right may do so as a substitute.
    if (reach.supervises || caller.is_admin || !as_substitute || reach.state.applicant_id == caller.user_id)
      return reach;
  } else if (visible.status().code() != absl::StatusCode::kNotFound || !as_substitute) {
    return visible.status();
  }
  const EmployeeScope everyone{true, 0};
  RequestState state = reach.state;
  if (!visible.ok()) {
    ASSIGN_OR_RETURN(state, requests_.StateOf(request_id, everyone));
  }
  if (state.applicant_id != caller.user_id) {
    ASSIGN_OR_RETURN(const auto stand_ins, substitutions_.StandInsOf(caller.user_id, today));
    for (int supervisor : StoodInForOn(stand_ins, caller.user_id, today)) {
      ASSIGN_OR_RETURN(const bool theirs, employees_.IsAbove(supervisor, state.applicant_id));
      if (theirs) return RequestReach{everyone, true, supervisor, state};
    }
  }
  if (visible.ok()) return reach;
  return visible.status();
}

absl::Status RequestWorkflows::Decide(const Caller& caller, int request_id, RequestAction action,
                                      const std::string& comment, absl::CivilDay today) {
  if (CharacterCount(comment) > kMaxCommentLength) {
    return InvalidFields({{"comment",
                           "field.too-long",
                           absl::StrCat("maximum length is ", kMaxCommentLength, " characters"),
                           {{"max", kMaxCommentLength}}}});
  }
  // Visible rows only: own, the team below, or everyone for HR/Admin readers; a decision also
  // as a supervisor's substitute.
  ASSIGN_OR_RETURN(const RequestReach reach, ReachOf(caller, request_id, IsDecision(action), today));
  const Actor actor = caller.AsActor(reach.supervises);
  int64_t decided = request_id;
  return idempotent_.Run(caller.user_id, caller.idempotency_key,
                         absl::StrCat("decision ", static_cast<int>(action), " on ", request_id), decided,
                         [&](PgConnection& tx) -> absl::Status {
                           ASSIGN_OR_RETURN(const auto locked, RequestStore::Lock(tx, request_id));
                           ASSIGN_OR_RETURN(Transition t, Apply(locked.state, actor, action, comment));
                           t.on_behalf_of_id = reach.on_behalf_of;
                           RETURN_IF_ERROR(RequestStore::Apply(tx, request_id, t, caller.user_id, IsDecision(action)));
                           if (const auto notice = NoticeOf(action)) {
                             RETURN_IF_ERROR(NotificationOutbox::AboutRequest(tx, request_id, notice->kind,
                                                                              notice->whom, caller.user_id, today));
                           }
                           switch (action) {
                             case RequestAction::kTakeOver:
                               return RequestStore::SetHandledByHr(tx, request_id, caller.user_id);
                             case RequestAction::kApprove:
                               return RequestStore::EnqueueExport(tx, request_id, "approved");
                             case RequestAction::kAcceptCancellation:
                               return RequestStore::EnqueueExport(tx, request_id, "cancelled");
                             case RequestAction::kResumeProcessing: return RequestStore::ResumeExport(tx, request_id);
                             default: return absl::OkStatus();
                           }
                         });
}

}  // namespace kadry::absences
