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
#include "services/common/grpc_server.h"
#include "services/common/grpc_status.h"
#include "services/common/log.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

constexpr int kAdmin = 9301, kHr = 9042, kAdministration = 9046, kHrPreview = 9047;
constexpr int kMaxCalendarDays = 366;
// The payload key under which a status carries problem+json extension members; the
// gateway copies them into the problem body (docs/platform.md).
constexpr char kProblemExtensions[] = "kadry/problem-extensions";

// absl::Status -> grpc::Status, with problem extensions as the error details.
grpc::Status Reply(const absl::Status& status) {
  if (status.ok()) return grpc::Status::OK;
  if (status.code() == absl::StatusCode::kInternal || status.code() == absl::StatusCode::kUnknown) {
    LogError("absences call failed", {{"error", std::string(status.message())}});
  }
  auto extensions = status.GetPayload(kProblemExtensions);
  if (!extensions.has_value()) return ToGrpcStatus(status);
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()), std::string(status.message()),
                      std::string(*extensions));
}

absl::StatusOr<absl::CivilDay> RequiredDate(const std::string& text, const char* field) {
  auto day = ParseDate(text);
  if (!day.ok()) return absl::InvalidArgumentError(absl::StrCat(field, " must be a date yyyy-MM-dd"));
  return day;
}

absl::StatusOr<std::pair<absl::CivilDay, absl::CivilDay>> Period(const std::string& from, const std::string& to) {
  auto f = RequiredDate(from, "dateFrom");
  if (!f.ok()) return f.status();
  auto t = RequiredDate(to, "dateTo");
  if (!t.ok()) return t.status();
  if (*t < *f) return absl::InvalidArgumentError("dateTo must not be before dateFrom");
  if (*t - *f >= kMaxCalendarDays) return absl::InvalidArgumentError("a period covers at most 366 days");
  return std::make_pair(*f, *t);
}

nlohmann::json AddressJson(const v1::Address& a) {
  return {{"street", a.street()}, {"houseNumber", a.house_number()}, {"flatNumber", a.flat_number()},
          {"postalCode", a.postal_code()}, {"city", a.city()}};
}
bool HasAddress(const v1::Address& a) { return !a.street().empty() && !a.city().empty(); }

void ToProto(const RequestTypeInfo& t, v1::RequestType* out) {
  out->set_request_type_id(t.id);
  out->set_code(t.code);
  out->set_name(t.name);
  out->set_in_hours(t.in_hours);
  out->set_needs_reason(t.needs_reason);
  out->set_needs_purpose(t.needs_purpose);
  out->set_needs_address(t.needs_address);
  out->set_may_start_today(t.may_start_today);
  out->set_has_limit(t.limit != LimitGroup::kNone);
  out->set_is_home_office(t.is_home_office);
}

void ToProto(const ExistingRequest& r, v1::ConflictingRequest* out) {
  out->set_id(r.id);
  out->set_request_no(r.request_no);
  out->set_request_type_id(r.request_type_id);
  const RequestTypeInfo* t = FindRequestType(r.request_type_id);
  out->set_request_type(t ? t->name : "");
  out->set_from_date(FormatDate(r.from));
  out->set_to_date(FormatDate(r.to));
  out->set_request_status_id(r.status_id);
}

void ToProto(const LimitFigures& f, v1::LimitRow* out) {
  out->set_request_type_id(f.request_type_id);
  const RequestTypeInfo* t = FindRequestType(f.request_type_id);
  out->set_request_type_name(t ? t->name : "");
  out->set_period_start_on(FormatDate(f.period_start));
  out->set_period_end_on(FormatDate(f.period_end));
  out->set_total(f.total);
  out->set_reserved(f.reserved);
  out->set_approved(f.approved);
  out->set_used(f.used);
  out->set_available(f.available);
  out->set_unit(f.in_hours ? "hours" : "days");
  out->set_is_overdue(f.is_overdue);
}

// The overlap of SPEC §5 as a 409 with the conflicting requests attached.
absl::Status OverlapError(const std::vector<ExistingRequest>& conflicts) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& c : conflicts) {
    const RequestTypeInfo* t = FindRequestType(c.request_type_id);
    list.push_back({{"id", c.id}, {"requestNo", c.request_no}, {"requestTypeId", c.request_type_id},
                    {"requestType", t ? t->name : ""}, {"fromDate", FormatDate(c.from)},
                    {"toDate", FormatDate(c.to)}, {"requestStatusId", c.status_id}});
  }
  absl::Status status = absl::AbortedError("request period overlaps another request");
  status.SetPayload(kProblemExtensions,
                    absl::Cord(nlohmann::json{{"title", "request period overlaps another request"},
                                              {"conflicts", list}}.dump()));
  return status;
}

// Approved requests (also those with a pending cancellation) as the timesheet counts them.
std::vector<CountedRequest> ApprovedOf(const std::vector<std::pair<int, v1::RequestRow>>& rows) {
  std::vector<CountedRequest> approved;
  for (const auto& [owner, r] : rows) {
    if (r.request_status_id() != static_cast<int>(RequestStatus::kApproved) &&
        r.request_status_id() != static_cast<int>(RequestStatus::kCancellationRequested)) continue;
    auto f = ParseDate(r.from_date());
    auto t = ParseDate(r.to_date());
    if (f.ok() && t.ok()) approved.push_back({r.request_type_id(), *f, *t, r.number_of_working_days(), r.hours(), r.request_status_id()});
  }
  return approved;
}

// A request starting within two days, other than those the law lets start at once,
// waits for the supervisor's manual verification until the day before it starts.
bool NeedsManualVerification(const RequestTypeInfo& type, absl::CivilDay from, absl::CivilDay today) {
  return !type.may_start_today && from - today <= 2;
}

}  // namespace

absl::CivilDay AbsencesServiceImpl::Today() const { return WarsawDay(clock_()); }

absl::StatusOr<Caller> AbsencesServiceImpl::CallerFrom(grpc::ServerContext* context) {
  auto principal = CallerOf(context, verifier_);
  if (!principal.ok()) return principal.status();
  if (principal->user_id <= 0) return absl::PermissionDeniedError("a signed-in employee is required");
  Caller c;
  c.user_id = principal->user_id;
  c.is_admin = principal->HasRole(kAdmin);
  c.is_hr = principal->HasRole(kHr);
  c.reads_all = c.is_admin || c.is_hr || principal->HasRole(kAdministration) || principal->HasRole(kHrPreview);
  return c;
}

#define KADRY_CALLER(context)                    \
  auto caller_or = CallerFrom(context);          \
  if (!caller_or.ok()) return Reply(caller_or.status()); \
  const Caller& caller = *caller_or

// ---------------------------------------------------------------- employees

grpc::Status AbsencesServiceImpl::GetEmployee(grpc::ServerContext* ctx, const v1::GetEmployeeRequest* req,
                                              v1::EmployeeResponse* res) {
  KADRY_CALLER(ctx);
  auto e = employees_.Get(req->id(), caller.Scope());
  if (!e.ok()) return Reply(e.status());
  *res->mutable_data() = std::move(*e);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::SearchEmployees(grpc::ServerContext* ctx, const v1::SearchEmployeesRequest* req,
                                                  v1::EmployeeList* res) {
  KADRY_CALLER(ctx);
  auto list = employees_.Search(*req, caller.Scope(), false);
  if (!list.ok()) return Reply(list.status());
  *res = std::move(*list);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::SearchSupervisors(grpc::ServerContext* ctx, const v1::SearchEmployeesRequest* req,
                                                    v1::EmployeeList* res) {
  KADRY_CALLER(ctx);
  (void)caller;
  // Who supervises whom is no secret inside the organisation: every employee may look
  // supervisors up (e.g. to pick a substitute's supervisor).
  auto list = employees_.Search(*req, EmployeeScope{true, 0}, true);
  if (!list.ok()) return Reply(list.status());
  *res = std::move(*list);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::GetSupervisor(grpc::ServerContext* ctx, const v1::GetEmployeeRequest* req,
                                                v1::EmployeeResponse* res) {
  KADRY_CALLER(ctx);
  auto e = employees_.Get(req->id(), caller.Scope());
  if (!e.ok()) return Reply(e.status());
  if (e->supervisor_id() == 0) return Reply(absl::NotFoundError("the employee has no supervisor"));
  auto s = employees_.Get(e->supervisor_id(), EmployeeScope{true, 0});
  if (!s.ok()) return Reply(s.status());
  *res->mutable_data() = std::move(*s);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::ListBenefits(grpc::ServerContext* ctx, const v1::EmployeeRef* req,
                                               v1::BenefitList* res) {
  KADRY_CALLER(ctx);
  if (auto e = employees_.Get(req->employee_id(), caller.Scope()); !e.ok()) return Reply(e.status());
  auto list = employees_.Benefits(req->employee_id());
  if (!list.ok()) return Reply(list.status());
  *res = std::move(*list);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::ListEmploymentContracts(grpc::ServerContext* ctx, const v1::EmployeeRef* req,
                                                          v1::EmploymentContractList* res) {
  KADRY_CALLER(ctx);
  if (auto e = employees_.Get(req->employee_id(), caller.Scope()); !e.ok()) return Reply(e.status());
  auto list = employees_.Contracts(req->employee_id());
  if (!list.ok()) return Reply(list.status());
  *res = std::move(*list);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::GetEmployeeAbilities(grpc::ServerContext* ctx, const v1::EmployeeRef* req,
                                                       v1::AbilitiesResponse* res) {
  KADRY_CALLER(ctx);
  auto e = employees_.Get(req->employee_id(), caller.Scope());
  if (!e.ok()) return Reply(e.status());
  *res->mutable_abilities() = e->abilities();
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::ListTimesheets(grpc::ServerContext* ctx, const v1::TimesheetsRequest* req,
                                                 v1::TimesheetList* res) {
  KADRY_CALLER(ctx);
  auto e = employees_.Get(req->employee_id(), caller.Scope());
  if (!e.ok()) return Reply(e.status());
  auto period = Period(req->date_from(), req->date_to());
  if (!period.ok()) return Reply(period.status());
  auto rows = requests_.InPeriod(period->first, period->second, ListKind::kOwn, req->employee_id(), 0);
  if (!rows.ok()) return Reply(rows.status());
  for (const TimesheetDay& d : BuildTimesheet(period->first, period->second, e->working_time_numerator(),
                                              e->working_time_denominator(), ApprovedOf(*rows), WarsawZone())) {
    auto* row = res->add_data();
    row->set_work_date_on(FormatDate(d.day));
    if (d.start != absl::InfinitePast()) {
      row->set_start_date_at(FormatWarsawTimestamp(d.start));
      row->set_end_date_at(FormatWarsawTimestamp(d.end));
    }
    row->set_work_time(static_cast<int32_t>(d.work_seconds));
    row->set_is_calendar_working_day(d.is_calendar_working_day);
    row->set_is_timesheet_day_off(d.is_day_off);
    row->set_timesheet_type_name(d.type_code);
    row->set_timesheet_type_description(d.type_description);
    row->set_timesheet_absence_type_name(d.absence_code);
    row->set_timesheet_absence_type_description(d.absence_description);
  }
  res->set_total(res->data_size());
  return grpc::Status::OK;
}

// ---------------------------------------------------------------- calendars

grpc::Status AbsencesServiceImpl::ListHolidays(grpc::ServerContext* ctx, const v1::HolidaysRequest* req,
                                               v1::HolidayList* res) {
  KADRY_CALLER(ctx);
  (void)caller;
  const int year = req->year() == 0 ? static_cast<int>(Today().year()) : req->year();
  if (year < 1951 || year > 2200) return Reply(absl::InvalidArgumentError("year must be between 1951 and 2200"));
  for (const auto& h : PublicHolidays(year)) {
    auto* out = res->add_data();
    out->set_date(FormatDate(h.day));
    out->set_name(h.name);
  }
  res->set_total(res->data_size());
  return grpc::Status::OK;
}

namespace {
void AddHolidays(absl::CivilDay from, absl::CivilDay to, v1::CalendarResponse* res) {
  for (int y = static_cast<int>(from.year()); y <= static_cast<int>(to.year()); ++y) {
    for (const auto& h : PublicHolidays(y)) {
      if (h.day < from || h.day > to) continue;
      auto* e = res->add_data();
      e->set_kind("holiday");
      e->set_date(FormatDate(h.day));
      e->set_end_date(FormatDate(h.day));
      e->set_type("S");
      e->set_description(h.name);
      e->set_is_working_day(false);
    }
  }
}

void AddRequests(const std::vector<std::pair<int, v1::RequestRow>>& rows, const v1::CalendarRequest& filter,
                 v1::CalendarResponse* res) {
  for (const auto& [owner, r] : rows) {
    if (filter.request_type_ids_size() > 0 &&
        std::find(filter.request_type_ids().begin(), filter.request_type_ids().end(), r.request_type_id()) ==
            filter.request_type_ids().end()) continue;
    if (filter.employee_ids_size() > 0 &&
        std::find(filter.employee_ids().begin(), filter.employee_ids().end(), owner) == filter.employee_ids().end()) continue;
    const RequestTypeInfo* t = FindRequestType(r.request_type_id());
    auto* e = res->add_data();
    e->set_kind("request");
    e->set_date(r.from_date());
    e->set_end_date(r.to_date());
    e->set_type(t ? t->code : "");
    e->set_description(r.request_type());
    e->set_is_working_day(true);
    e->set_employee_id(owner);
    e->set_employee_full_name(r.applicant_full_name());
    e->set_request_id(r.id());
    e->set_request_no(r.request_no());
    e->set_request_status_id(r.request_status_id());
    e->set_request_status_name(r.request_status());
    e->set_request_type_id(r.request_type_id());
  }
}
}  // namespace

grpc::Status AbsencesServiceImpl::GetMyCalendar(grpc::ServerContext* ctx, const v1::CalendarRequest* req,
                                                v1::CalendarResponse* res) {
  KADRY_CALLER(ctx);
  auto period = Period(req->date_from(), req->date_to());
  if (!period.ok()) return Reply(period.status());
  auto rows = requests_.InPeriod(period->first, period->second, ListKind::kOwn, caller.user_id, 0);
  if (!rows.ok()) return Reply(rows.status());
  auto me = employees_.Get(caller.user_id, caller.Scope());
  if (!me.ok()) return Reply(me.status());
  AddHolidays(period->first, period->second, res);
  AddRequests(*rows, *req, res);
  // The timesheet of each day, for the calendar's day preview (SPEC §3: date, type,
  // description, isWorkingDay).
  for (const TimesheetDay& d : BuildTimesheet(period->first, period->second, me->working_time_numerator(),
                                              me->working_time_denominator(), ApprovedOf(*rows), WarsawZone())) {
    auto* e = res->add_data();
    e->set_kind("timesheet");
    e->set_date(FormatDate(d.day));
    e->set_end_date(FormatDate(d.day));
    e->set_type(d.type_code);
    e->set_description(d.absence_description.empty() ? d.type_description : d.absence_description);
    e->set_is_working_day(d.is_calendar_working_day);
    e->set_employee_id(caller.user_id);
  }
  res->set_total(res->data_size());
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::GetTeamCalendar(grpc::ServerContext* ctx, const v1::CalendarRequest* req,
                                                  v1::CalendarResponse* res) {
  KADRY_CALLER(ctx);
  auto period = Period(req->date_from(), req->date_to());
  if (!period.ok()) return Reply(period.status());
  const int supervisor = req->supervisor_id() == 0 ? caller.user_id : req->supervisor_id();
  if (supervisor != caller.user_id && !caller.reads_all) {
    auto above = employees_.IsAbove(caller.user_id, supervisor);
    if (!above.ok()) return Reply(above.status());
    if (!*above) return Reply(absl::NotFoundError("no such team"));
  }
  auto rows = requests_.InPeriod(period->first, period->second, ListKind::kTeam, supervisor, 0);
  if (!rows.ok()) return Reply(rows.status());
  AddHolidays(period->first, period->second, res);
  AddRequests(*rows, *req, res);
  res->set_total(res->data_size());
  return grpc::Status::OK;
}

// ---------------------------------------------------------------- requests

grpc::Status AbsencesServiceImpl::ListRequestTypes(grpc::ServerContext* ctx, const v1::Empty*,
                                                   v1::RequestTypeList* res) {
  KADRY_CALLER(ctx);
  (void)caller;
  for (const auto& t : RequestTypes()) ToProto(t, res->add_data());
  res->set_total(res->data_size());
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::ListMyRequests(grpc::ServerContext* ctx, const v1::ListRequestsRequest* req,
                                                 v1::RequestList* res) {
  KADRY_CALLER(ctx);
  auto list = requests_.List(*req, ListKind::kOwn, caller.user_id);
  if (!list.ok()) return Reply(list.status());
  *res = std::move(*list);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::ListTeamRequests(grpc::ServerContext* ctx, const v1::ListRequestsRequest* req,
                                                   v1::RequestList* res) {
  KADRY_CALLER(ctx);
  // Admin decides for everyone; a supervisor for the whole chain below.
  auto list = requests_.List(*req, caller.is_admin ? ListKind::kAll : ListKind::kTeam, caller.user_id);
  if (!list.ok()) return Reply(list.status());
  *res = std::move(*list);
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::ListRequestsReport(grpc::ServerContext* ctx, const v1::ListRequestsRequest* req,
                                                     v1::RequestList* res) {
  KADRY_CALLER(ctx);
  if (!caller.reads_all) return Reply(absl::PermissionDeniedError("the requests report is for HR and administration"));
  auto list = requests_.List(*req, ListKind::kAll, caller.user_id);
  if (!list.ok()) return Reply(list.status());
  *res = std::move(*list);
  return grpc::Status::OK;
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
  KADRY_CALLER(ctx);
  return Reply(Details(caller, req->id(), res->mutable_data()));
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
  absl::Status status = absl::InvalidArgumentError(absl::StrJoin(texts, "; "));
  status.SetPayload(kProblemExtensions, absl::Cord(nlohmann::json{{"errors", errors}}.dump()));
  return status;
}
}  // namespace

grpc::Status AbsencesServiceImpl::PreviewRequest(grpc::ServerContext* ctx, const v1::CreateRequestRequest* req,
                                                 v1::PreviewRequestResponse* res) {
  KADRY_CALLER(ctx);
  const v1::RequestDraft& d = req->request();
  const int employee_id = d.employee_id() == 0 ? caller.user_id : d.employee_id();
  if (employee_id != caller.user_id && !caller.is_admin && !caller.is_hr) {
    auto above = employees_.IsAbove(caller.user_id, employee_id);
    if (!above.ok()) return Reply(above.status());
    if (!*above) return Reply(absl::NotFoundError("no such employee"));
  }
  const absl::CivilDay today = Today();
  ParsedDraft p = Parse(d, today);
  for (const auto& problem : p.problems) res->add_problems(problem.message);
  if (p.type == nullptr || p.input.to < p.input.from) return grpc::Status::OK;
  res->set_number_of_days(NumberOfDays(p.input.from, p.input.to));
  res->set_number_of_working_days(NumberOfWorkingDays(p.input.from, p.input.to));
  auto inputs = employees_.LimitInputsOf(employee_id);
  if (!inputs.ok()) return Reply(inputs.status());
  auto counted = requests_.Counted(employee_id, static_cast<int>(p.input.from.year()));
  if (!counted.ok()) return Reply(counted.status());
  inputs->requests = std::move(*counted);
  const LimitAvailability limit =
      LimitAvailabilityFor(*inputs, *p.type, p.input.from, res->number_of_working_days(), p.input.hours, today);
  res->set_has_limit(limit.has_limit);
  res->set_limit_available(limit.available);
  res->set_limit_after(limit.after);
  res->set_unit(limit.unit);
  auto conflicts = pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    auto found = RequestStore::Overlapping(tx, employee_id, p.input.from, p.input.to);
    if (!found.ok()) return found.status();
    for (const auto& c : ConflictingRequests(p.type->id, p.input.from, p.input.to, *found)) ToProto(c, res->add_conflicts());
    return absl::OkStatus();
  });
  return Reply(conflicts);
}

grpc::Status AbsencesServiceImpl::CreateRequest(grpc::ServerContext* ctx, const v1::CreateRequestRequest* req,
                                                v1::RequestDetailsResponse* res) {
  KADRY_CALLER(ctx);
  const v1::RequestDraft& d = req->request();
  const int employee_id = d.employee_id() == 0 ? caller.user_id : d.employee_id();
  if (employee_id != caller.user_id) {
    // Supervisor mode: a member of the caller's team (HR and Admin file for anyone).
    auto above = employees_.IsAbove(caller.user_id, employee_id);
    if (!above.ok()) return Reply(above.status());
    if (!*above && !caller.is_admin && !caller.is_hr) return Reply(absl::NotFoundError("no such employee"));
  }
  const absl::CivilDay today = Today();
  ParsedDraft p = Parse(d, today);
  if (!p.problems.empty()) return Reply(Invalid(p.problems));
  auto inputs = employees_.LimitInputsOf(employee_id);
  if (!inputs.ok()) return Reply(inputs.status());

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
  absl::Status filed = pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    // One filing at a time per employee: the overlap check then sees every request.
    if (auto s = RequestStore::LockEmployee(tx, employee_id); !s.ok()) return s;
    auto existing = RequestStore::Overlapping(tx, employee_id, n.from, n.to);
    if (!existing.ok()) return existing.status();
    const auto conflicts = ConflictingRequests(n.request_type_id, n.from, n.to, *existing);
    if (!conflicts.empty() && !d.cancel_conflicting()) return OverlapError(conflicts);
    for (const auto& c : conflicts) {
      // Confirmed by the user (SPEC §4): the older request gives way in this transaction.
      const bool was_approved = c.status_id != static_cast<int>(RequestStatus::kPending);
      Transition t{static_cast<int>(RequestStatus::kCancelled), "cancelled-by-new-request",
                   "", was_approved ? std::optional<int>(static_cast<int>(ProcessingStatus::kProcessing)) : std::nullopt};
      if (auto s = RequestStore::Apply(tx, c.id, t, caller.user_id, false); !s.ok()) return s;
      if (was_approved) {
        if (auto s = RequestStore::EnqueueExport(tx, c.id, "cancelled"); !s.ok()) return s;
      }
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
  if (!filed.ok()) return Reply(filed);
  return Reply(Details(caller, created, res->mutable_data()));
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
  absl::Status done = pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
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
    KADRY_CALLER(ctx);                                                                              \
    return Reply(Decide(caller, *req, static_cast<int>(Action), res));                              \
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

// ---------------------------------------------------------------- limits

grpc::Status AbsencesServiceImpl::ListMyLimits(grpc::ServerContext* ctx, const v1::LimitsRequest* req,
                                               v1::LimitList* res) {
  KADRY_CALLER(ctx);
  const int employee_id = req->employee_id() == 0 ? caller.user_id : req->employee_id();
  if (auto e = employees_.Get(employee_id, caller.Scope()); !e.ok()) return Reply(e.status());
  // Someone else's limits: their supervisors, HR and Admin; readers use the limits report.
  if (employee_id != caller.user_id && !caller.is_hr && !caller.is_admin) {
    auto above = employees_.IsAbove(caller.user_id, employee_id);
    if (!above.ok()) return Reply(above.status());
    if (!*above) return Reply(absl::NotFoundError("no such employee"));
  }
  const absl::CivilDay today = Today();
  const int year = req->year() == 0 ? static_cast<int>(today.year()) : req->year();
  if (year < 2000 || year > 2100) return Reply(absl::InvalidArgumentError("year must be between 2000 and 2100"));
  auto inputs = employees_.LimitInputsOf(employee_id);
  if (!inputs.ok()) return Reply(inputs.status());
  auto counted = requests_.Counted(employee_id, year);
  if (!counted.ok()) return Reply(counted.status());
  inputs->requests = std::move(*counted);
  for (const LimitFigures& f : MyLimits(*inputs, year, today)) ToProto(f, res->add_data());
  res->set_total(res->data_size());
  return grpc::Status::OK;
}

grpc::Status AbsencesServiceImpl::GetLimitsReport(grpc::ServerContext* ctx, const v1::LimitsReportRequest* req,
                                                  v1::LimitsReportResponse* res) {
  KADRY_CALLER(ctx);
  const int size = req->all() ? 1000 : req->page_size() <= 0 ? 10 : std::min(req->page_size(), 1000);
  const int page = req->all() ? 1 : std::max(req->page(), 1);
  const absl::CivilDay today = Today();
  const int year = req->year() == 0 ? static_cast<int>(today.year()) : req->year();
  if (year < 2000 || year > 2100) return Reply(absl::InvalidArgumentError("year must be between 2000 and 2100"));
  auto people = employees_.Page(caller.Scope(), req->search(), req->sort(), size, (page - 1) * size);
  if (!people.ok()) return Reply(people.status());
  std::vector<int> ids;
  for (const auto& e : people->second) ids.push_back(e.employee_id());
  std::vector<int> owners;
  auto counted = requests_.CountedForMany(ids, year, owners);
  if (!counted.ok()) return Reply(counted.status());
  for (const auto& e : people->second) {
    auto inputs = employees_.LimitInputsOf(e.employee_id());
    if (!inputs.ok()) return Reply(inputs.status());
    for (size_t i = 0; i < owners.size(); ++i) {
      if (owners[i] == e.employee_id()) inputs->requests.push_back((*counted)[i]);
    }
    const AnnualLeaveSummary s = AnnualLeave(*inputs, year, today);
    auto* row = res->add_data();
    row->set_employee_id(e.employee_id());
    row->set_employee_full_name(e.full_name());
    row->set_employee_sap_number(e.sap_number());
    row->set_supervisor_full_name(e.supervisor_full_name());
    row->set_usage(s.usage_percent);
    row->set_this_year_total(s.current.total);
    row->set_overdue_total(s.overdue.total);
    row->set_overdue_available(std::max(0.0, s.overdue.available));
    row->set_approved(s.current.approved + s.overdue.approved);
    row->set_reserved(s.current.reserved + s.overdue.reserved);
    row->set_available(s.current.available);
    row->set_available_for_today(s.available_for_today);
    row->set_extra(s.extra);
    row->set_on_demand(s.on_demand);
  }
  res->set_total(people->first);
  return grpc::Status::OK;
}

}  // namespace kadry::absences
