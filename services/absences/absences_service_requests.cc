// The request RPCs of AbsencesServiceImpl: types, lists, details, filing and decisions.
#include "services/absences/absences_service.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/leave_limits.h"
#include "services/absences/domain/polish_calendar.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/domain/request_validation.h"
#include "services/absences/domain/timesheet.h"
#include "services/absences/proto_conversions.h"
#include "services/absences/report_export.h"
#include "services/common/grpc_server.h"
#include "services/common/grpc_status.h"
#include "services/common/log.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// The overlap of docs/product.md §5 as a 409 with the conflicting requests attached.
nlohmann::json ConflictList(const std::vector<ExistingRequest>& conflicts) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& c : conflicts) {
    const RequestTypeInfo* t = FindRequestType(c.request_type_id);
    list.push_back({{"id", c.id}, {"requestNo", c.request_no}, {"requestTypeId", c.request_type_id},
                    {"requestType", t ? t->name : ""}, {"fromDate", FormatDate(c.from)},
                    {"toDate", FormatDate(c.to)}, {"requestStatusId", c.status_id},
                    {"numberOfWorkingDays", c.working_days}});
  }
  return list;
}

absl::Status ConflictProblem(const std::string& title, const std::vector<ExistingRequest>& conflicts) {
  return WithProblemExtensions(absl::AbortedError(title),
                               nlohmann::json{{"title", title}, {"conflicts", ConflictList(conflicts)}}.dump());
}

absl::Status OverlapError(const std::vector<ExistingRequest>& conflicts) {
  return ConflictProblem("request period overlaps another request", conflicts);
}

// A confirmation that would have to withdraw approved leave (or someone else's request).
absl::Status OverlapNeedsCancellationRequest(const std::vector<ExistingRequest>& conflicts) {
  return ConflictProblem(
      "request period overlaps an approved request: ask for its cancellation first", conflicts);
}

// A request starting within two days, other than those the law lets start at once,
// waits for the supervisor's manual verification until the day before it starts.
bool NeedsManualVerification(const RequestTypeInfo& type, absl::CivilDay from, absl::CivilDay today) {
  return !type.may_start_today && from - today <= 2;
}

}  // namespace

grpc::Status AbsencesServiceImpl::ListRequestTypes(grpc::ServerContext* ctx, const v1::Empty*,
                                                   v1::RequestTypeList* res) {
  return Serve(ctx, [&](const Caller&) -> absl::Status {
    const absl::CivilDay today = Today();
    for (const auto& t : RequestTypes()) ToProto(t, today, res->add_data());
    res->set_total(res->data_size());
    return absl::OkStatus();
  });
}

grpc::Status AbsencesServiceImpl::ListMyRequests(grpc::ServerContext* ctx, const v1::ListRequestsRequest* req,
                                                 v1::RequestList* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    auto list = requests_.List(*req, ListKind::kOwn, caller.user_id);
    if (!list.ok()) return list.status();
    *res = std::move(*list);
    return absl::OkStatus();
  });
}

grpc::Status AbsencesServiceImpl::ListTeamRequests(grpc::ServerContext* ctx, const v1::ListRequestsRequest* req,
                                                   v1::RequestList* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    // Admin decides for everyone; a supervisor for the whole chain below.
    auto list = requests_.List(*req, caller.is_admin ? ListKind::kAll : ListKind::kTeam, caller.user_id);
    if (!list.ok()) return list.status();
    *res = std::move(*list);
    return absl::OkStatus();
  });
}

grpc::Status AbsencesServiceImpl::ListRequestsReport(grpc::ServerContext* ctx, const v1::ListRequestsRequest* req,
                                                     v1::RequestList* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    if (!caller.reads_all) return absl::PermissionDeniedError("the requests report is for HR and administration");
    auto list = requests_.List(*req, ListKind::kAll, caller.user_id);
    if (!list.ok()) return list.status();
    *res = std::move(*list);
    return absl::OkStatus();
  });
}

grpc::Status AbsencesServiceImpl::ExportRequestsReport(grpc::ServerContext* ctx,
                                                       const v1::ExportRequestsReportRequest* req,
                                                       grpc::ServerWriter<common::v1::FileChunk>* writer) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    // The report's own rule and rows (ListRequestsReport): every row of the filter, no cap.
    if (!caller.reads_all) return absl::PermissionDeniedError("the requests report is for HR and administration");
    auto format = ParseExportFormat(req->format());
    if (!format.ok()) return format.status();
    v1::ListRequestsRequest filter;
    *filter.mutable_sort() = req->sort();
    filter.set_search(req->search());
    *filter.mutable_request_status_ids() = req->request_status_ids();
    *filter.mutable_request_type_ids() = req->request_type_ids();
    filter.set_date_from(req->date_from());
    filter.set_date_to(req->date_to());
    filter.set_employee_id(req->employee_id());
    filter.set_processing_status_id(req->processing_status_id());

    bool first = true;
    common::v1::FileChunk chunk;
    auto send = [&](absl::string_view bytes) -> absl::Status {
      chunk.Clear();
      if (first) {
        chunk.set_file_name(ExportFileName(*format, req->lang(), FormatDate(Today())));
        chunk.set_content_type(std::string(ExportContentType(*format)));
        first = false;
      }
      chunk.set_data(std::string(bytes));
      if (ctx->IsCancelled() || !writer->Write(chunk)) return absl::CancelledError("the download was interrupted");
      return absl::OkStatus();
    };
    auto file = NewReportFileWriter(*format, req->lang(), send);
    if (!file.ok()) return file.status();
    absl::Status walked = requests_.ForEach(filter, ListKind::kAll, caller.user_id,
                                            [&](const v1::RequestRow& row) { return (*file)->Add(row); });
    if (walked.ok()) walked = (*file)->Finish();
    return walked;
  });
}

absl::Status AbsencesServiceImpl::Details(const Caller& caller, int request_id, v1::RequestDetails* out) {
  auto d = requests_.Get(request_id, caller.Scope());
  if (!d.ok()) return d.status();
  auto state = requests_.StateOf(request_id, caller.Scope());
  if (!state.ok()) return state.status();
  Actor actor{caller.user_id, caller.is_admin, caller.is_hr, false, false};
  auto above = employees_.IsAbove(caller.user_id, d->employee_id());
  if (!above.ok()) return above.status();
  actor.is_supervisor_of_applicant = *above;
  for (auto& a : AllowedActions(*state, actor)) d->add_allowed_actions(std::move(a));
  *out = std::move(*d);
  return absl::OkStatus();
}

grpc::Status AbsencesServiceImpl::GetRequest(grpc::ServerContext* ctx, const v1::RequestRef* req,
                                             v1::RequestDetailsResponse* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    return Details(caller, req->id(), res->mutable_data());
  });
}

namespace {
// The parsed form; the employee is resolved and authorised by the caller.
struct ParsedDraft {
  RequestDraftInput input;
  const RequestTypeInfo* type = nullptr;
  std::vector<FieldProblem> problems;
};

ParsedDraft Parse(const v1::RequestDraft& d, absl::CivilDay today) {
  ParsedDraft p;
  p.input.request_type_id = d.request_type_id();
  auto from = ParseDate(d.from_date());
  auto to = ParseDate(d.to_date().empty() ? d.from_date() : d.to_date());
  if (!from.ok()) p.problems.push_back({"fromDate", "fromDate must be a date yyyy-MM-dd"});
  if (!to.ok()) p.problems.push_back({"toDate", "toDate must be a date yyyy-MM-dd"});
  if (!p.problems.empty()) return p;
  p.input.from = *from;
  p.input.to = *to;
  p.input.hours = d.hours();
  p.input.start_time = d.start_time();
  p.input.comment = d.comment();
  p.input.has_address = HasAddress(d.address());
  p.input.reason_type_id = d.request_reason().type_id();
  p.input.cared_for_full_name = d.request_reason().full_name();
  p.input.cared_for_has_address = HasAddress(d.request_reason().address());
  p.input.degree_of_kinship_id = d.request_reason().degree_of_kinship_id();
  p.input.purpose = d.request_reason().purpose();
  p.type = FindRequestType(d.request_type_id());
  p.problems = ValidateDraft(p.input, today);
  return p;
}

absl::Status Invalid(const std::vector<FieldProblem>& problems) {
  std::vector<std::string> texts;
  nlohmann::json errors = nlohmann::json::object();
  for (const auto& p : problems) {
    texts.push_back(p.message);
    errors[p.field].push_back(p.message);
  }
  return WithProblemExtensions(absl::InvalidArgumentError(absl::StrJoin(texts, "; ")),
                               nlohmann::json{{"errors", errors}}.dump());
}
}  // namespace

grpc::Status AbsencesServiceImpl::PreviewRequest(grpc::ServerContext* ctx, const v1::CreateRequestRequest* req,
                                                 v1::PreviewRequestResponse* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    const v1::RequestDraft& d = req->request();
    const int employee_id = d.employee_id() == 0 ? caller.user_id : d.employee_id();
    if (employee_id != caller.user_id && !caller.is_admin && !caller.is_hr) {
      auto above = employees_.IsAbove(caller.user_id, employee_id);
      if (!above.ok()) return above.status();
      if (!*above) return absl::NotFoundError("no such employee");
    }
    const absl::CivilDay today = Today();
    ParsedDraft p = Parse(d, today);
    for (const auto& problem : p.problems) res->add_problems(problem.message);
    if (p.type == nullptr || p.input.to < p.input.from) return absl::OkStatus();
    res->set_number_of_days(NumberOfDays(p.input.from, p.input.to));
    res->set_number_of_working_days(NumberOfWorkingDays(p.input.from, p.input.to));
    auto inputs = employees_.LimitInputsOf(employee_id);
    if (!inputs.ok()) return inputs.status();
    auto counted = requests_.Counted(employee_id, static_cast<int>(p.input.from.year()));
    if (!counted.ok()) return counted.status();
    inputs->requests = std::move(*counted);
    const LimitAvailability limit =
        LimitAvailabilityFor(*inputs, *p.type, p.input.from, res->number_of_working_days(), p.input.hours, today);
    res->set_has_limit(limit.has_limit);
    res->set_limit_available(limit.available);
    res->set_limit_after(limit.after);
    res->set_unit(limit.unit);
    if (p.type->limit == LimitGroup::kAnnual) {
      // The same computation as the dashboard and my limits, on the leave's first day.
      const absl::CivilDay as_of = std::max(today, p.input.from);
      ToProto(AnnualLeave(*inputs, static_cast<int>(p.input.from.year()), as_of), as_of, res->mutable_annual_leave());
    }
    auto conflicts = pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
      auto found = RequestStore::Overlapping(tx, employee_id, p.input.from, p.input.to);
      if (!found.ok()) return found.status();
      for (const auto& c : ConflictingRequests(p.type->id, p.input.from, p.input.to, *found)) ToProto(c, res->add_conflicts());
      return absl::OkStatus();
    });
    return conflicts;
  });
}

grpc::Status AbsencesServiceImpl::CreateRequest(grpc::ServerContext* ctx, const v1::CreateRequestRequest* req,
                                                v1::RequestDetailsResponse* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    const v1::RequestDraft& d = req->request();
    const int employee_id = d.employee_id() == 0 ? caller.user_id : d.employee_id();
    bool supervises = false;
    if (employee_id != caller.user_id) {
      // Supervisor mode: a member of the caller's team (HR and Admin file for anyone).
      auto above = employees_.IsAbove(caller.user_id, employee_id);
      if (!above.ok()) return above.status();
      supervises = *above;
      if (!supervises && !caller.is_admin && !caller.is_hr) return absl::NotFoundError("no such employee");
    }
    const absl::CivilDay today = Today();
    ParsedDraft p = Parse(d, today);
    if (!p.problems.empty()) return Invalid(p.problems);
    auto inputs = employees_.LimitInputsOf(employee_id);
    if (!inputs.ok()) return inputs.status();

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
    if (p.type->needs_address) n.address_json = AddressJson(d.address()).dump();
    if (p.type->needs_reason || p.type->needs_purpose) {
      const auto& r = d.request_reason();
      n.reason_json = nlohmann::json{{"typeId", r.type_id()}, {"fullName", r.full_name()},
                                     {"address", AddressJson(r.address())},
                                     {"degreeOfKinshipId", r.degree_of_kinship_id()}, {"purpose", r.purpose()}}.dump();
    }
    n.requires_manual_verification = employee_id == caller.user_id && NeedsManualVerification(*p.type, n.from, today);
    if (n.requires_manual_verification) n.manual_verification_deadline = FormatDate(std::max(today, n.from - 1));

    int created = 0;
    absl::Status filed = idempotent_.Run(caller.user_id, caller.idempotency_key, CreateOperation(req->SerializeAsString()),
                                         created, [&](PgConnection& tx) -> absl::Status {
      // One filing at a time per employee: the overlap check then sees every request.
      if (auto s = RequestStore::LockEmployee(tx, employee_id); !s.ok()) return s;
      auto existing = RequestStore::Overlapping(tx, employee_id, n.from, n.to);
      if (!existing.ok()) return existing.status();
      const auto conflicts = ConflictingRequests(n.request_type_id, n.from, n.to, *existing);
      if (!conflicts.empty() && !d.cancel_conflicting()) return OverlapError(conflicts);
      // Confirmed by the user (docs/product.md §4): the older requests give way in this transaction, but
      // only as the filer could withdraw them by hand. Approved leave is undone through a
      // cancellation request the supervisor decides; a confirmation must not bypass that.
      const Actor filer{caller.user_id, caller.is_admin, caller.is_hr, supervises, false};
      for (const auto& c : conflicts) {
        auto withdrawn = Apply(RequestState{c.status_id, 0, employee_id, c.filed_by_id}, filer,
                               RequestAction::kCancel, "");
        if (!withdrawn.ok()) return OverlapNeedsCancellationRequest(conflicts);
        withdrawn->event = "cancelled-by-new-request";
        if (auto s = RequestStore::Apply(tx, c.id, *withdrawn, caller.user_id, false); !s.ok()) return s;
      }
      auto counted = RequestStore::CountedIn(tx, employee_id, static_cast<int>(n.from.year()));
      if (!counted.ok()) return counted.status();
      LimitInputs with_requests = *inputs;
      with_requests.requests.clear();
      for (const auto& r : *counted) {
        bool cancelled_now = false;
        for (const auto& c : conflicts) cancelled_now |= c.from == r.from && c.to == r.to && c.request_type_id == r.request_type_id;
        if (!cancelled_now) with_requests.requests.push_back(r);
      }
      // Childcare and force majeure stay in the unit of the year's first request (art. 148¹ §3, 188 §3).
      if (auto s = CheckDayOrHoursChoice(*p.type, static_cast<int>(n.from.year()), with_requests.requests); !s.ok()) return s;
      const LimitAvailability limit =
          LimitAvailabilityFor(with_requests, *p.type, n.from, n.number_of_working_days, n.hours, today);
      if (limit.has_limit && limit.after < 0) {
        return absl::FailedPreconditionError(absl::StrCat("the limit is exceeded: ", limit.available, " ", limit.unit, " left"));
      }
      auto id = RequestStore::Insert(tx, n);
      if (!id.ok()) return id.status();
      created = *id;
      return RequestStore::AddEvent(tx, created, caller.user_id, "filed", n.comment);
    });
    if (!filed.ok()) return filed;
    return Details(caller, created, res->mutable_data());
  });
}

absl::Status AbsencesServiceImpl::Decide(const Caller& caller, const v1::RequestDecision& decision, int action_value,
                                         v1::RequestDetailsResponse* response) {
  const auto action = static_cast<RequestAction>(action_value);
  if (CharacterCount(decision.comment()) > kMaxCommentLength) {
    return absl::InvalidArgumentError(absl::StrCat("maximum length is ", kMaxCommentLength, " characters"));
  }
  // Visible rows only: own, the team below, or everyone for HR/Admin readers.
  auto visible = requests_.StateOf(decision.id(), caller.Scope());
  if (!visible.ok()) return visible.status();
  auto above = employees_.IsAbove(caller.user_id, visible->applicant_id);
  if (!above.ok()) return above.status();
  Actor actor{caller.user_id, caller.is_admin, caller.is_hr, *above, false};
  int decided = decision.id();
  absl::Status done = idempotent_.Run(caller.user_id, caller.idempotency_key, DecisionOperation(action_value, decided),
                                      decided, [&](PgConnection& tx) -> absl::Status {
    auto locked = RequestStore::Lock(tx, decision.id());
    if (!locked.ok()) return locked.status();
    auto t = Apply(locked->state, actor, action, decision.comment());
    if (!t.ok()) return t.status();
    const bool is_decision = action == RequestAction::kApprove || action == RequestAction::kReject ||
                             action == RequestAction::kAcceptCancellation || action == RequestAction::kRejectCancellation;
    if (auto s = RequestStore::Apply(tx, decision.id(), *t, caller.user_id, is_decision); !s.ok()) return s;
    if (action == RequestAction::kTakeOver) {
      if (auto s = RequestStore::SetHandledByHr(tx, decision.id(), caller.user_id); !s.ok()) return s;
    }
    if (action == RequestAction::kApprove) return RequestStore::EnqueueExport(tx, decision.id(), "approved");
    if (action == RequestAction::kAcceptCancellation) return RequestStore::EnqueueExport(tx, decision.id(), "cancelled");
    if (action == RequestAction::kResumeProcessing) {
      auto r = tx.Query("UPDATE absences.export_outbox SET state = 'pending' WHERE request_id = $1 AND state = 'error'",
                        {std::to_string(decision.id())});
      return r.ok() ? absl::OkStatus() : r.status();
    }
    return absl::OkStatus();
  });
  if (!done.ok()) return done;
  return Details(caller, decision.id(), response->mutable_data());
}

#define KADRY_DECISION(Method, Action)                                                              \
  grpc::Status AbsencesServiceImpl::Method(grpc::ServerContext* ctx, const v1::RequestDecision* req, \
                                           v1::RequestDetailsResponse* res) {                      \
    return Serve(ctx, [&](const Caller& caller) { return Decide(caller, *req, static_cast<int>(Action), res); }); \
  }
KADRY_DECISION(CancelRequest, RequestAction::kCancel)
KADRY_DECISION(ApproveRequest, RequestAction::kApprove)
KADRY_DECISION(RejectRequest, RequestAction::kReject)
KADRY_DECISION(RequestCancellation, RequestAction::kRequestCancellation)
KADRY_DECISION(AcceptCancellation, RequestAction::kAcceptCancellation)
KADRY_DECISION(RejectCancellation, RequestAction::kRejectCancellation)
KADRY_DECISION(TakeOverByHr, RequestAction::kTakeOver)
KADRY_DECISION(ResumeProcessing, RequestAction::kResumeProcessing)
#undef KADRY_DECISION

}  // namespace kadry::absences
