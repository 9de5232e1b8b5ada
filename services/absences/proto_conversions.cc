#include "services/absences/proto_conversions.h"

#include <google/protobuf/field_mask.pb.h>
#include <google/protobuf/util/field_mask_util.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "services/absences/domain/access_flags.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/request_validation.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {
constexpr int kMaxCalendarDays = 366;
}  // namespace

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

ParsedDraft ParseDraft(const v1::RequestDraft& d, absl::CivilDay today) {
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

nlohmann::json ReasonJson(const v1::RequestReason& r) {
  return nlohmann::json{{"typeId", r.type_id()}, {"fullName", r.full_name()}, {"address", AddressJson(r.address())},
                        {"degreeOfKinshipId", r.degree_of_kinship_id()}, {"purpose", r.purpose()}};
}

void ToProto(const RequestPreview& p, v1::PreviewRequestResponse* out) {
  for (const auto& problem : p.problems) out->add_problems(problem.message);
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
