#include "services/absences/proto_conversions.h"

#include <google/protobuf/field_mask.pb.h>
#include <google/protobuf/util/field_mask_util.h>

#include <algorithm>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "services/absences/domain/access_flags.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/request_validation.h"
#include "services/common/paging.h"
#include "services/common/status_macros.h"
#include "services/common/problem.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {
constexpr int kMaxCalendarDays = 366;
}  // namespace

absl::StatusOr<absl::CivilDay> RequiredDate(const std::string& text, const char* field) {
  auto day = ParseDate(text);
  if (!day.ok()) return InvalidFields({{field, "field.date", absl::StrCat(field, " must be a date yyyy-MM-dd")}});
  return day;
}

absl::StatusOr<std::pair<absl::CivilDay, absl::CivilDay>> Period(const std::string& from, const std::string& to) {
  auto f = RequiredDate(from, "dateFrom");
  if (!f.ok()) return f.status();
  auto t = RequiredDate(to, "dateTo");
  if (!t.ok()) return t.status();
  if (*t < *f) return InvalidFields({{"dateTo", "field.before-start", "dateTo must not be before dateFrom"}});
  if (*t - *f >= kMaxCalendarDays) {
    return InvalidFields(
        {{"dateTo", "field.period-too-long", "a period covers at most 366 days", {{"days", kMaxCalendarDays}}}});
  }
  return std::make_pair(*f, *t);
}

absl::StatusOr<ApprovedAbsencesQuery> ApprovedAbsencesQueryOf(const v1::ApprovedAbsencesRequest& request) {
  if (request.employee_ids_size() > kMaxApprovedAbsenceEmployees) {
    return InvalidFields({{"employeeIds",
                           "field.too-many",
                           absl::StrCat("employeeIds holds at most ", kMaxApprovedAbsenceEmployees, " ids"),
                           {{"max", kMaxApprovedAbsenceEmployees}}}});
  }
  ASSIGN_OR_RETURN(const auto period, Period(request.date_from(), request.date_to()));
  return ApprovedAbsencesQuery{
      {request.employee_ids().begin(), request.employee_ids().end()}, period.first, period.second};
}

nlohmann::json AddressJson(const v1::Address& a) {
  return {{"street", a.street()},
          {"houseNumber", a.house_number()},
          {"flatNumber", a.flat_number()},
          {"postalCode", a.postal_code()},
          {"city", a.city()}};
}
bool HasAddress(const v1::Address& a) { return !a.street().empty() && !a.city().empty(); }

void ToProto(const RequestTypeInfo& t, absl::CivilDay today, v1::RequestType* out) {
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
  out->set_earliest_from_date(FormatDate(EarliestStart(t, today)));
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
  out->set_number_of_working_days(r.working_days);
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
  if (f.grant_by) out->set_grant_by_on(FormatDate(*f.grant_by));
  if (f.prescribed_on) out->set_prescribed_on(FormatDate(*f.prescribed_on));
}

void ToProto(const AnnualLeaveSummary& s, absl::CivilDay today, v1::AnnualLeaveBalance* out) {
  out->set_available(s.available_for_today);
  out->set_this_year_available(s.this_year_for_today);
  out->set_carried_over_available(s.carried_over_for_today);
  out->set_on_demand_available(s.on_demand);
  if (s.overdue.total > 0 && s.overdue.grant_by) {
    out->set_carried_over_grant_by_on(FormatDate(*s.overdue.grant_by));
    out->set_carried_over_grant_overdue(today > *s.overdue.grant_by);
    if (s.overdue.prescribed_on) out->set_carried_over_prescribed_on(FormatDate(*s.overdue.prescribed_on));
  }
}

EmployeeCriteria CriteriaOf(const v1::SearchEmployeesRequest& request, bool supervisors_only) {
  EmployeeCriteria c;
  c.search = request.paging().search();
  c.employee_id = request.employee_id();
  c.employee_ids.assign(request.employee_ids().begin(), request.employee_ids().end());
  c.supervisor_id = request.supervisor_id();
  c.whole_team = request.whole_team();
  c.hr_area_id = request.hr_area_id();
  c.location_id = request.location_id();
  c.supervisors_only = supervisors_only;
  c.sort.assign(request.paging().sort().begin(), request.paging().sort().end());
  c.window = PageOf(request);
  return c;
}

namespace {
// The filter fields the request list and the report file share; the list's sort and search
// are in its PageRequest.
template <typename Message>
absl::StatusOr<RequestFilter> FilterFields(const Message& m,
                                           const google::protobuf::RepeatedPtrField<std::string>& sort,
                                           const std::string& search) {
  RequestFilter f;
  f.sort.assign(sort.begin(), sort.end());
  f.search = search;
  f.status_ids.assign(m.request_status_ids().begin(), m.request_status_ids().end());
  f.type_ids.assign(m.request_type_ids().begin(), m.request_type_ids().end());
  if (!m.date_from().empty()) {
    ASSIGN_OR_RETURN(f.from, RequiredDate(m.date_from(), "dateFrom"));
  }
  if (!m.date_to().empty()) {
    ASSIGN_OR_RETURN(f.to, RequiredDate(m.date_to(), "dateTo"));
  }
  f.employee_id = m.employee_id();
  f.processing_status_id = m.processing_status_id();
  return f;
}

std::string OptionalDate(const std::optional<absl::CivilDay>& day) { return day ? FormatDate(*day) : ""; }

void ToProto(const RequestEventRecord& e, v1::RequestEvent* event) {
  event->set_occurred_at(FormatWarsawTimestamp(e.occurred_at));
  event->set_actor_id(e.actor_id);
  event->set_actor_full_name(e.actor_full_name);
  event->set_action(e.action);
  event->set_comment(e.comment);
  event->set_on_behalf_of_full_name(e.on_behalf_of_full_name);
}

void ToProto(const PostalAddress& a, v1::Address* out) {
  out->set_street(a.street);
  out->set_house_number(a.house_number);
  out->set_flat_number(a.flat_number);
  out->set_postal_code(a.postal_code);
  out->set_city(a.city);
}

// "HH:MM" of an hours-off request's start and end; "" for day requests.
// An hours-off request's times of day; empty for a request of whole days.
std::pair<std::string, std::string> StartAndEndTime(const RequestInPeriod& r) {
  if (!r.start_minute) return {};
  return {FormatTimeOfDay(*r.start_minute), FormatTimeOfDay(*r.start_minute + 60 * r.hours)};
}

std::string RequestTypeName(int request_type_id) {
  const RequestTypeInfo* t = FindRequestType(request_type_id);
  return t ? t->name : "";
}
}  // namespace

absl::StatusOr<RequestFilter> FilterOf(const v1::ListRequestsRequest& request) {
  ASSIGN_OR_RETURN(RequestFilter f, FilterFields(request, request.paging().sort(), request.paging().search()));
  f.window = PageOf(request);
  return f;
}

absl::StatusOr<RequestFilter> FilterOf(const v1::ExportRequestsReportRequest& request) {
  return FilterFields(request, request.sort(), request.search());
}

void ToProto(const EmployeeRecord& e, v1::Employee* out) {
  out->set_employee_id(e.employee_id);
  out->set_sap_number(e.sap_number);
  out->set_first_name(e.first_name);
  out->set_last_name(e.last_name);
  out->set_full_name(e.full_name);
  out->set_position(e.position);
  out->set_gender_id(e.gender_id);
  out->set_hr_area_id(e.hr_area_id);
  out->set_employment_sub_group_id(e.employment_sub_group_id);
  out->set_employment_sub_group_name(e.employment_sub_group_name);
  out->set_department_name(e.department_name);
  out->set_location_id(e.location_id);
  out->set_location_name(e.location_name);
  out->set_supervisor_id(e.supervisor_id);
  out->set_supervisor_full_name(e.supervisor_full_name);
  out->set_working_time_numerator(e.working_time_numerator);
  out->set_working_time_denominator(e.working_time_denominator);
  out->set_company_email(e.company_email);
  out->set_private_email(e.private_email);
  out->set_private_phone_number(e.private_phone_number);
  out->set_company_phone_number(e.company_phone_number);
  ToProto(e.address, out->mutable_address());
  out->set_employed_since_on(FormatDate(e.employed_since));
  out->set_employed_until_on(OptionalDate(e.employed_until));
  for (const std::string& a : e.abilities) out->add_abilities(a);
  SetAccessFlags(out);
  out->set_education(e.education);
}

void ToProto(const EmployeePage& page, v1::EmployeeList* out) {
  for (const EmployeeRecord& e : page.employees) ToProto(e, out->add_data());
  out->mutable_paging()->set_total(page.total);
}

void ToProto(const std::vector<EmploymentContractRecord>& contracts, v1::EmploymentContractList* out) {
  for (const EmploymentContractRecord& c : contracts) {
    auto* p = out->add_data();
    p->set_employment_contract_id(c.id);
    p->set_contract_type_name(c.contract_type_name);
    p->set_start_on(FormatDate(c.start_on));
    p->set_end_on(OptionalDate(c.end_on));
    p->set_working_time_numerator(c.working_time_numerator);
    p->set_working_time_denominator(c.working_time_denominator);
    p->set_position(c.position);
    p->set_with_this_employer(c.with_this_employer);
  }
  CountWholeList(out);
}

void ToProto(const std::vector<BenefitRecord>& benefits, v1::BenefitList* out) {
  for (const BenefitRecord& b : benefits) {
    auto* p = out->add_data();
    p->set_benefit_id(b.id);
    p->set_name(b.name);
    p->set_start_on(FormatDate(b.start_on));
    p->set_end_on(OptionalDate(b.end_on));
  }
  CountWholeList(out);
}

void ToProto(const EmployeeRecord& e, const AnnualLeaveSummary& s, v1::LimitsReportRow* out) {
  out->set_employee_id(e.employee_id);
  out->set_employee_full_name(e.full_name);
  out->set_employee_sap_number(e.sap_number);
  out->set_supervisor_full_name(e.supervisor_full_name);
  out->set_usage(s.usage_percent);
  out->set_this_year_total(s.current.total);
  out->set_overdue_total(s.overdue.total);
  out->set_overdue_available(std::max(0.0, s.overdue.available));
  out->set_approved(s.current.approved + s.overdue.approved);
  out->set_reserved(s.current.reserved + s.overdue.reserved);
  out->set_available(s.current.available);
  out->set_available_for_today(s.available_for_today);
  out->set_extra(s.extra);
  out->set_on_demand(s.on_demand);
}

void ToProto(const RequestRecord& r, v1::RequestRow* out) {
  out->set_id(r.id);
  out->set_request_no(r.request_no);
  out->set_submitted_date(FormatWarsawTimestamp(r.submitted_at));
  out->set_from_date(FormatDate(r.from));
  out->set_to_date(FormatDate(r.to));
  out->set_number_of_working_days(r.number_of_working_days);
  out->set_request_type_id(r.request_type_id);
  out->set_request_type(RequestTypeName(r.request_type_id));
  out->set_request_status_id(r.status_id);
  out->set_request_status(RequestStatusName(r.status_id));
  out->set_request_status_date(FormatWarsawTimestamp(r.status_changed_at));
  out->set_employee_id(r.employee_id);
  out->set_applicant_full_name(r.applicant_full_name);
  out->set_applicant_sap_number(r.applicant_sap_number);
  out->set_supervisor_full_name(r.supervisor_full_name);
  out->set_comment(r.comment);
  out->set_requires_manual_verification(r.requires_manual_verification);
  out->set_manual_verification_deadline_on(OptionalDate(r.manual_verification_deadline));
  out->set_processing_status_id(r.processing_status_id);
  out->set_processing_status(ProcessingStatusName(r.processing_status_id));
  out->set_handled_by_hr(r.handled_by_hr);
  out->set_handled_by_hr_full_name(r.handled_by_hr_full_name);
  out->set_hours(r.hours);
  auto [start, end] = StartAndEndTime(r);
  out->set_start_time(std::move(start));
  out->set_end_time(std::move(end));
}

void ToProto(const RequestPage& page, v1::RequestList* out) {
  for (const RequestRecord& r : page.rows) ToProto(r, out->add_data());
  out->mutable_paging()->set_total(page.total);
  out->mutable_paging()->set_total_capped(page.total_capped);
}

void ToProto(const RequestDetailsRecord& d, v1::RequestDetails* out) {
  const RequestRecord& r = d.request;
  out->set_id(r.id);
  out->set_number(r.request_no);
  out->set_employee_id(r.employee_id);
  out->set_applicant_full_name(r.applicant_full_name);
  out->set_request_type_id(r.request_type_id);
  out->set_request_type_name(RequestTypeName(r.request_type_id));
  out->set_submitted_at(FormatWarsawTimestamp(r.submitted_at));
  out->set_start_at(FormatDate(r.from));
  out->set_end_at(FormatDate(r.to));
  out->set_number_of_days(d.number_of_days);
  out->set_number_of_working_days(r.number_of_working_days);
  out->set_hours(r.hours);
  auto [start, end] = StartAndEndTime(r);
  out->set_start_time(std::move(start));
  out->set_end_time(std::move(end));
  out->set_request_status_id(r.status_id);
  out->set_request_status_name(RequestStatusName(r.status_id));
  out->set_comment(r.comment);
  out->set_requires_manual_verification(r.requires_manual_verification);
  out->set_manual_verification_deadline_on(OptionalDate(r.manual_verification_deadline));
  out->set_processing_status_id(r.processing_status_id);
  out->set_processing_status_name(ProcessingStatusName(r.processing_status_id));
  out->set_handled_by_hr(r.handled_by_hr);
  out->set_handled_by_hr_full_name(r.handled_by_hr_full_name);
  out->set_supervisor_full_name(r.supervisor_full_name);
  out->set_decision_comment(d.decision_comment);
  if (d.address) ToProto(*d.address, out->mutable_address());
  if (d.reason) {
    auto* reason = out->mutable_request_reason();
    reason->set_type_id(d.reason->type_id);
    reason->set_type_name(ReasonTypeName(d.reason->type_id));
    reason->set_full_name(d.reason->full_name);
    reason->set_degree_of_kinship_id(d.reason->degree_of_kinship_id);
    reason->set_degree_of_kinship_name(KinshipName(d.reason->degree_of_kinship_id));
    reason->set_purpose(d.reason->purpose);
    if (d.reason->address) ToProto(*d.reason->address, reason->mutable_address());
  }
  for (const RequestEventRecord& e : d.history) ToProto(e, out->add_history());
}

void ToProto(const RequestInPeriod& r, v1::CalendarEvent* out) {
  const RequestTypeInfo* t = FindRequestType(r.request_type_id);
  out->set_kind("request");
  out->set_date(FormatDate(r.from));
  out->set_end_date(FormatDate(r.to));
  out->set_type(t ? t->code : "");
  out->set_description(t ? t->name : "");
  out->set_is_working_day(true);
  out->set_employee_id(r.employee_id);
  out->set_employee_full_name(r.applicant_full_name);
  out->set_request_id(r.id);
  out->set_request_no(r.request_no);
  out->set_request_status_id(r.status_id);
  out->set_request_status_name(RequestStatusName(r.status_id));
  out->set_request_type_id(r.request_type_id);
  auto [start, end] = StartAndEndTime(r);
  out->set_start_time(std::move(start));
  out->set_end_time(std::move(end));
}

void ToProto(const std::vector<ApprovedAbsenceDayRecord>& days, v1::ApprovedAbsenceList* out) {
  for (const ApprovedAbsenceDayRecord& d : days) {
    const RequestTypeInfo* t = FindRequestType(d.request_type_id);
    auto* row = out->add_data();
    row->set_employee_id(d.employee_id);
    row->set_date(FormatDate(d.day));
    row->set_request_type_code(t ? t->code : "");
    row->set_request_type_name(t ? t->name : "");
    row->set_request_id(d.request_id);
    row->set_is_home_office(t && t->is_home_office);
    // Only hourly types leave part of the day: any other request is the whole day.
    row->set_hours(t && t->in_hours ? d.hours : 0);
  }
  CountWholeList(out);
}

v1::Employee ColleagueCard(const v1::Employee& full) {
  // A field left out here is trimmed: a new field of the record stays private by default.
  static const google::protobuf::FieldMask* const kCard = [] {
    auto* mask = new google::protobuf::FieldMask();
    for (const char* field : {"employee_id", "first_name", "last_name", "full_name", "position",
                              "gender_id" /* the avatar */, "department_name", "location_id", "location_name",
                              "supervisor_id", "supervisor_full_name", "company_email", "company_phone_number"}) {
      mask->add_paths(field);
    }
    return mask;
  }();
  v1::Employee card = full;
  google::protobuf::util::FieldMaskUtil::TrimMessage(*kCard, &card);
  return card;
}

v1::Employee LocationCard(const v1::Employee& full) {
  v1::Employee card = ColleagueCard(full);
  card.set_working_time_numerator(full.working_time_numerator());
  card.set_working_time_denominator(full.working_time_denominator());
  return card;
}

ParsedDraft ParseDraft(const v1::RequestDraft& d, absl::CivilDay today) {
  ParsedDraft p;
  p.input.request_type_id = d.request_type_id();
  auto from = ParseDate(d.from_date());
  auto to = ParseDate(d.to_date().empty() ? d.from_date() : d.to_date());
  if (!from.ok()) p.problems.push_back({"fromDate", "field.date", "fromDate must be a date yyyy-MM-dd"});
  if (!to.ok()) p.problems.push_back({"toDate", "field.date", "toDate must be a date yyyy-MM-dd"});
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

nlohmann::json ReasonJson(const v1::RequestReason& r) {
  return nlohmann::json{{"typeId", r.type_id()},
                        {"fullName", r.full_name()},
                        {"address", AddressJson(r.address())},
                        {"degreeOfKinshipId", r.degree_of_kinship_id()},
                        {"purpose", r.purpose()}};
}

namespace {
void ToProto(const FieldProblem& p, common::v1::FieldProblem* out) {
  out->set_field(p.field);
  out->set_code(p.code);
  out->set_detail(p.message);
  auto& params = *out->mutable_params()->mutable_fields();
  for (const auto& [name, value] : p.params) {
    if (const auto* text = std::get_if<std::string>(&value)) {
      params[name].set_string_value(*text);
    } else if (const auto* whole = std::get_if<int64_t>(&value)) {
      params[name].set_number_value(static_cast<double>(*whole));
    } else {
      params[name].set_number_value(std::get<double>(value));
    }
  }
}
}  // namespace

void ToProto(const RequestPreview& p, v1::PreviewRequestResponse* out) {
  for (const auto& problem : p.problems) ToProto(problem, out->add_problems());
  if (!p.has_period) return;
  out->set_number_of_days(p.number_of_days);
  out->set_number_of_working_days(p.number_of_working_days);
  out->set_has_limit(p.limit.has_limit);
  out->set_limit_available(p.limit.available);
  out->set_limit_after(p.limit.after);
  out->set_unit(p.limit.unit);
  if (p.annual_leave) ToProto(*p.annual_leave, p.annual_leave_as_of, out->mutable_annual_leave());
  for (const auto& c : p.conflicts) ToProto(c, out->add_conflicts());
}

namespace {
// The has_access_to_* fields of the employee record: the list of flags is the proto's.
template <typename Visit>
void ForEachAccessFlag(Visit&& visit) {
  const google::protobuf::Descriptor* d = v1::Employee::descriptor();
  for (int i = 0; i < d->field_count(); ++i) {
    const google::protobuf::FieldDescriptor* f = d->field(i);
    if (f->type() == google::protobuf::FieldDescriptor::TYPE_BOOL && absl::StartsWith(f->name(), "has_access_to_")) {
      visit(f);
    }
  }
}
}  // namespace

void SetAccessFlags(v1::Employee* e) {
  const std::vector<std::string> abilities(e->abilities().begin(), e->abilities().end());
  ForEachAccessFlag([&](const google::protobuf::FieldDescriptor* f) {
    e->GetReflection()->SetBool(e, f, HasAccess(abilities, f->name()));
  });
}

void SetAccessFlags(const std::vector<std::string>& abilities, v1::AbilitiesResponse* out) {
  ForEachAccessFlag([&](const google::protobuf::FieldDescriptor* f) {
    (*out->mutable_access_flags())[f->json_name()] = HasAccess(abilities, f->name());
  });
}

}  // namespace kadry::absences

namespace kadry::absences {

std::vector<std::string> AccessFlagNames() {
  std::vector<std::string> names = {"has_access_to_full_timesheet"};
  ForEachAccessFlag([&](const google::protobuf::FieldDescriptor* f) { names.push_back(f->name()); });
  return names;
}

namespace {
// A date of the import: problems name the field; an empty optional one is none.
std::optional<absl::CivilDay> ImportedDate(const std::string& text, const std::string& field, bool required,
                                           std::vector<FieldProblem>& problems) {
  if (text.empty()) {
    if (required) problems.emplace_back(field, "field.required", field + " is required");
    return std::nullopt;
  }
  auto day = ParseDate(text);
  if (!day.ok()) {
    problems.emplace_back(field, "field.date", field + " must be a date yyyy-MM-dd");
    return std::nullopt;
  }
  return *day;
}
}  // namespace

PersonToImport PersonToImportOf(const v1::ImportedPerson& p) {
  PersonToImport out;
  ImportedPersonFacts& f = out.facts;
  std::vector<FieldProblem>& problems = out.problems;
  f.sap_number = p.sap_number();
  f.first_name = p.first_name();
  f.last_name = p.last_name();
  f.gender_id = p.gender_id();
  f.position = p.position();
  f.company_email = p.company_email();
  f.private_email = p.private_email();
  f.company_phone_number = p.company_phone_number();
  f.private_phone_number = p.private_phone_number();
  f.street = p.address().street();
  f.house_number = p.address().house_number();
  f.flat_number = p.address().flat_number();
  f.postal_code = p.address().postal_code();
  f.city = p.address().city();
  f.location_id = p.location_id();
  f.location_name = p.location_name();
  f.hr_area_id = p.hr_area_id();
  f.employment_sub_group_id = p.employment_sub_group_id();
  f.employment_sub_group_name = p.employment_sub_group_name();
  f.department_name = p.department_name();
  f.supervisor_sap_number = p.supervisor_sap_number();
  f.employed_since = ImportedDate(p.employed_since(), "employedSince", true, problems).value_or(absl::CivilDay());
  f.employed_until = ImportedDate(p.employed_until(), "employedUntil", false, problems);
  for (int i = 0; i < p.contracts_size() && i <= kMaxContractsPerPerson; ++i) {
    const v1::EmploymentContract& c = p.contracts(i);
    const std::string at = absl::StrCat("contracts[", i, "].");
    f.contracts.push_back({c.contract_type_name(),
                           ImportedDate(c.start_on(), at + "startOn", true, problems).value_or(absl::CivilDay()),
                           ImportedDate(c.end_on(), at + "endOn", false, problems), c.working_time_numerator(),
                           c.working_time_denominator(), c.position(), c.with_this_employer()});
  }
  for (int i = 0; i < p.benefits_size() && i <= kMaxBenefitsPerPerson; ++i) {
    const v1::Benefit& b = p.benefits(i);
    const std::string at = absl::StrCat("benefits[", i, "].");
    f.benefits.push_back({b.name(),
                          ImportedDate(b.start_on(), at + "startOn", true, problems).value_or(absl::CivilDay()),
                          ImportedDate(b.end_on(), at + "endOn", false, problems)});
  }
  f.access_flags.assign(p.access_flags().begin(), p.access_flags().end());
  if (const auto education = EducationFromCode(p.education().empty() ? "none" : p.education())) {
    f.education = *education;
  } else {
    problems.emplace_back("education", "person.education", "not a school level");
  }
  if (const auto degree = DisabilityDegreeFromCode(p.disability_degree().empty() ? "none" : p.disability_degree())) {
    f.disability = *degree;
  } else {
    problems.emplace_back("disabilityDegree", "person.disability-degree", "none, light, moderate or significant");
  }
  if (p.opening_balance_year() != 0 || p.opening_carried_over_days() != 0) {
    f.opening = OpeningBalance{p.opening_balance_year(), p.opening_carried_over_days()};
  }
  f.username = p.username();
  f.role_ids.assign(p.role_ids().begin(), p.role_ids().end());
  return out;
}

void ToProto(const ImportOutcome& o, v1::ImportedPersonResult* r) {
  r->set_index(o.index);
  r->set_sap_number(o.sap_number);
  r->set_outcome(o.outcome);
  r->set_employee_id(o.employee_id);
  for (const FieldProblem& p : o.problems) ToProto(p, r->add_problems());
  for (const FieldChange& c : o.changes) {
    v1::ImportedFieldChange* change = r->add_changes();
    change->set_field(c.field);
    change->set_before(c.before);
    change->set_after(c.after);
  }
  r->set_leaves(o.leaves);
  r->set_pending_requests_moved(o.requests_moved);
  r->set_password_link(o.password_link);
  if (o.account_problem) ToProto(*o.account_problem, r->mutable_account_problem());
}

void ToProto(const std::vector<ImportOutcome>& outcomes, v1::ImportPeopleResponse* out) {
  for (const ImportOutcome& o : outcomes) {
    ToProto(o, out->add_data());
    if (o.outcome == "created") out->set_created(out->created() + 1);
    if (o.outcome == "updated") out->set_updated(out->updated() + 1);
    if (o.outcome == "unchanged") out->set_unchanged(out->unchanged() + 1);
    if (o.outcome == "refused") out->set_refused(out->refused() + 1);
  }
}

void ToProto(const StoredPerson& person, const std::vector<EmployeeChangeRecord>& changes,
             v1::EmployeeRecordResponse* out) {
  const ImportedPersonFacts& f = person.facts;
  v1::ImportedPerson* p = out->mutable_data();
  p->set_sap_number(f.sap_number);
  p->set_first_name(f.first_name);
  p->set_last_name(f.last_name);
  p->set_gender_id(f.gender_id);
  p->set_position(f.position);
  p->set_company_email(f.company_email);
  p->set_private_email(f.private_email);
  p->set_company_phone_number(f.company_phone_number);
  p->set_private_phone_number(f.private_phone_number);
  p->mutable_address()->set_street(f.street);
  p->mutable_address()->set_house_number(f.house_number);
  p->mutable_address()->set_flat_number(f.flat_number);
  p->mutable_address()->set_postal_code(f.postal_code);
  p->mutable_address()->set_city(f.city);
  p->set_location_id(f.location_id);
  p->set_location_name(f.location_name);
  p->set_hr_area_id(f.hr_area_id);
  p->set_employment_sub_group_id(f.employment_sub_group_id);
  p->set_employment_sub_group_name(f.employment_sub_group_name);
  p->set_department_name(f.department_name);
  p->set_supervisor_sap_number(f.supervisor_sap_number);
  p->set_employed_since(FormatDate(f.employed_since));
  if (f.employed_until) p->set_employed_until(FormatDate(*f.employed_until));
  for (const ImportedContract& c : f.contracts) {
    v1::EmploymentContract* out_c = p->add_contracts();
    out_c->set_contract_type_name(c.kind);
    out_c->set_start_on(FormatDate(c.start));
    if (c.end) out_c->set_end_on(FormatDate(*c.end));
    out_c->set_working_time_numerator(c.fraction_numerator);
    out_c->set_working_time_denominator(c.fraction_denominator);
    out_c->set_position(c.position);
    out_c->set_with_this_employer(c.with_this_employer);
  }
  for (const std::string& flag : f.access_flags) p->add_access_flags(flag);
  for (const ImportedBenefit& b : f.benefits) {
    v1::Benefit* out_b = p->add_benefits();
    out_b->set_name(b.name);
    out_b->set_start_on(FormatDate(b.start));
    if (b.end) out_b->set_end_on(FormatDate(*b.end));
  }
  p->set_education(EducationCode(f.education));
  p->set_disability_degree(DisabilityDegreeCode(f.disability));
  if (f.opening) {
    p->set_opening_balance_year(f.opening->year);
    p->set_opening_carried_over_days(f.opening->carried_over_days);
  }
  p->set_username(f.username);
  for (int role : f.role_ids) p->add_role_ids(role);
  out->set_employee_id(person.employee_id);
  for (const EmployeeChangeRecord& c : changes) {
    v1::EmployeeChange* change = out->add_changes();
    change->set_changed_at(FormatWarsawTimestamp(c.changed_at));
    change->set_changed_by(c.changed_by);
    change->set_changed_by_full_name(c.changed_by_full_name);
    change->set_source(c.source);
    change->set_field(c.field);
    change->set_before(c.before);
    change->set_after(c.after);
  }
}

// ---------------------------------------------------------------- remote work

AgreementDraft AgreementDraftOf(const v1::HomeOfficeAgreementDraft& d) {
  AgreementDraft out;
  out.valid_from = d.valid_from();
  out.valid_to = d.valid_to();
  out.weekdays.assign(d.weekdays().begin(), d.weekdays().end());
  out.street = d.address().street();
  out.house_number = d.address().house_number();
  out.flat_number = d.address().flat_number();
  out.postal_code = d.address().postal_code();
  out.city = d.address().city();
  out.safe_workplace_confirmed = d.safe_workplace_confirmed();
  out.risk_assessment_acknowledged = d.risk_assessment_acknowledged();
  out.data_protection_acknowledged = d.data_protection_acknowledged();
  out.justification = d.justification();
  return out;
}

absl::StatusOr<AgreementFilter> AgreementFilterOf(const v1::ListHomeOfficeAgreementsRequest& request) {
  AgreementFilter f;
  f.sort.assign(request.paging().sort().begin(), request.paging().sort().end());
  f.search = request.paging().search();
  f.window = PageOf(request);
  f.employee_id = request.employee_id();
  constexpr int kStatuses = static_cast<int>(AgreementStatus::kWithdrawn);
  if (request.status_ids_size() > kStatuses)
    return InvalidFields({{"statusIds", "field.too-many", "at most 5 statuses", {{"max", kStatuses}}}});
  for (int id : request.status_ids()) {
    if (id < 1 || id > kStatuses)
      return InvalidFields({{"statusIds", "field.range", "statuses are 1 to 5", {{"min", 1}, {"max", kStatuses}}}});
    f.status_ids.push_back(id);
  }
  return f;
}

void ToProto(const AgreementRecord& a, AgreementActor actor, absl::CivilDay today, v1::HomeOfficeAgreement* out) {
  out->set_id(a.id);
  out->set_agreement_no(AgreementNumber(a.id, static_cast<int>(WarsawDay(a.submitted_at).year())));
  out->set_employee_id(a.employee_id);
  out->set_employee_full_name(a.employee_full_name);
  out->set_supervisor_full_name(a.supervisor_full_name);
  out->set_status_id(a.status_id);
  out->set_status(AgreementStatusName(a.status_id));
  out->set_valid_from(FormatDate(a.terms.from));
  out->set_valid_to(OptionalDate(a.terms.to));
  out->mutable_weekdays()->Assign(a.terms.weekdays.begin(), a.terms.weekdays.end());
  ToProto(a.address, out->mutable_address());
  out->set_safe_workplace_confirmed(a.safe_workplace_confirmed);
  out->set_risk_assessment_acknowledged(a.risk_assessment_acknowledged);
  out->set_data_protection_acknowledged(a.data_protection_acknowledged);
  out->set_justification(a.justification);
  out->set_submitted_at(FormatWarsawTimestamp(a.submitted_at));
  out->set_has_opinion(a.opinion_positive.has_value());
  out->set_opinion_positive(a.opinion_positive.value_or(false));
  out->set_opinion_comment(a.opinion_comment);
  out->set_opinion_by_full_name(a.opinion_by_full_name);
  if (a.opinion_at) out->set_opinion_at(FormatWarsawTimestamp(*a.opinion_at));
  out->set_decision_comment(a.decision_comment);
  out->set_decided_by_full_name(a.decided_by_full_name);
  if (a.decided_at) out->set_decided_at(FormatWarsawTimestamp(*a.decided_at));
  actor.supervises = a.supervised_by_caller;
  for (AgreementAction action : AllowedAgreementActions(static_cast<AgreementStatus>(a.status_id),
                                                        AgreementOver(a.terms, today), a.employee_id, actor))
    out->add_allowed_actions(AgreementActionName(action));
  for (const RequestEventRecord& e : a.events) ToProto(e, out->add_events());
}

void ToProto(const AgreementPage& page, const AgreementActor& actor, absl::CivilDay today,
             v1::HomeOfficeAgreementList* out) {
  for (const AgreementRecord& a : page.rows) ToProto(a, actor, today, out->add_data());
  out->mutable_paging()->set_total(page.total);
}

// ---------------------------------------------------------------- the week report

void ToProto(absl::CivilDay monday, const EmployeeRecord& supervisor, const std::vector<WeekReportPerson>& people,
             v1::WeekReport* out) {
  out->set_week_start(FormatDate(monday));
  out->set_week_end(FormatDate(monday + 6));
  out->set_supervisor_id(supervisor.employee_id);
  out->set_supervisor_full_name(supervisor.full_name);
  for (const WeekReportPerson& p : people) {
    v1::WeekReportRow* row = out->add_data();
    row->set_employee_id(p.employee_id);
    row->set_full_name(p.full_name);
    row->set_position(p.position);
    for (const WorkplaceDay& d : p.days) {
      v1::WeekReportDay* day = row->add_days();
      day->set_date(FormatDate(d.date));
      day->set_kind(WorkplaceName(d.place));
      day->set_request_type_id(d.request_type_id);
      const RequestTypeInfo* type = d.request_type_id ? FindRequestType(d.request_type_id) : nullptr;
      day->set_request_type_code(type ? type->code : "");
      day->set_hours_off(d.hours_off);
    }
    const WeekCounts counts = CountsOf(p.days);
    row->set_remote_days(counts.remote);
    row->set_office_days(counts.office);
    row->set_absent_days(counts.absent);
  }
}

// ---------------------------------------------------------------- substitutions

SubstitutionInput SubstitutionInputOf(const v1::SubstitutionDraft& d) {
  return SubstitutionInput{d.employee_id(), d.substitute_id(), d.from_date(), d.to_date(), d.comment()};
}

namespace {

// The filters both the list and the file take.
template <typename Message>
absl::StatusOr<SubstitutionFilter> SubstitutionFilterFields(const Message& m) {
  SubstitutionFilter f;
  constexpr int kStatuses = static_cast<int>(SubstitutionStatus::kCancelled);
  if (m.status_ids_size() > kStatuses)
    return InvalidFields({{"statusIds", "field.too-many", "at most 4 statuses", {{"max", kStatuses}}}});
  for (int id : m.status_ids()) {
    if (id < 1 || id > kStatuses)
      return InvalidFields({{"statusIds", "field.range", "statuses are 1 to 4", {{"min", 1}, {"max", kStatuses}}}});
    f.status_ids.push_back(id);
  }
  if (!m.date_from().empty()) {
    ASSIGN_OR_RETURN(f.from, RequiredDate(m.date_from(), "dateFrom"));
  }
  if (!m.date_to().empty()) {
    ASSIGN_OR_RETURN(f.to, RequiredDate(m.date_to(), "dateTo"));
  }
  return f;
}

}  // namespace

absl::StatusOr<SubstitutionFilter> SubstitutionFilterOf(const v1::ListSubstitutionsRequest& request) {
  ASSIGN_OR_RETURN(SubstitutionFilter f, SubstitutionFilterFields(request));
  f.sort.assign(request.paging().sort().begin(), request.paging().sort().end());
  f.search = request.paging().search();
  f.window = PageOf(request);
  if (request.side() != "" && request.side() != "away" && request.side() != "standing-in")
    return InvalidFields({{"side", "field.range", "side is away or standing-in"}});
  f.side = request.side();
  return f;
}

absl::StatusOr<SubstitutionFilter> SubstitutionFilterOf(const v1::ExportSubstitutionsRequest& request) {
  ASSIGN_OR_RETURN(SubstitutionFilter f, SubstitutionFilterFields(request));
  f.sort.assign(request.sort().begin(), request.sort().end());
  f.search = request.search();
  return f;
}

void ToProto(const SubstitutionRecord& s, SubstitutionActor actor, absl::CivilDay today, v1::Substitution* out) {
  out->set_id(s.id);
  out->set_employee_id(s.terms.employee_id);
  out->set_employee_full_name(s.employee_full_name);
  out->set_substitute_id(s.terms.substitute_id);
  out->set_substitute_full_name(s.substitute_full_name);
  out->set_from_date(FormatDate(s.terms.from));
  out->set_to_date(FormatDate(s.terms.to));
  out->set_status_id(static_cast<int>(s.terms.status));
  out->set_status(SubstitutionStatusName(static_cast<int>(s.terms.status)));
  out->set_comment(s.comment);
  out->set_created_by_full_name(s.created_by_full_name);
  out->set_created_at(FormatWarsawTimestamp(s.created_at));
  out->set_decided_by_full_name(s.decided_by_full_name);
  if (s.decided_at) out->set_decided_at(FormatWarsawTimestamp(*s.decided_at));
  out->set_decision_comment(s.decision_comment);
  out->set_supervisor_full_name(s.supervisor_full_name);
  actor.supervises = s.supervised_by_caller;
  for (SubstitutionAction action : AllowedSubstitutionActions(s.terms, actor, today))
    out->add_allowed_actions(SubstitutionActionName(action));
}

void ToProto(const SubstitutionPage& page, const SubstitutionActor& actor, absl::CivilDay today,
             v1::SubstitutionList* out) {
  for (const SubstitutionRecord& s : page.rows) ToProto(s, actor, today, out->add_data());
  out->mutable_paging()->set_total(page.total);
}

}  // namespace kadry::absences
