#include "services/work-times/people_directory.h"

#include <grpcpp/grpcpp.h>

#include "absl/strings/str_cat.h"
#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/common/grpc_channel.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::work_times {
namespace {

namespace av1 = kadry::absences::v1;

constexpr char kDirectory[] = "the people directory";

}  // namespace

struct AbsencesDirectory::Stub {
  std::unique_ptr<av1::AbsencesService::Stub> stub;
};

AbsencesDirectory::AbsencesDirectory(const std::string& address) : AbsencesDirectory(ChannelTo(address)) {}

AbsencesDirectory::AbsencesDirectory(std::shared_ptr<grpc::ChannelInterface> channel)
    : stub_(std::make_unique<Stub>(Stub{av1::AbsencesService::NewStub(channel)})), people_(channel) {}

AbsencesDirectory::~AbsencesDirectory() = default;

absl::StatusOr<Person> AbsencesDirectory::Get(const OnBehalfOf& caller, int employee_id) {
  return people_.Get(caller, employee_id);
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Visible(const OnBehalfOf& caller, const std::string& search) {
  av1::SearchEmployeesRequest request;
  request.mutable_paging()->set_search(search);
  return people_.SearchAll(caller, std::move(request));
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Colleagues(const OnBehalfOf& caller, int) {
  av1::SearchEmployeesRequest request;
  request.set_colleagues(true);
  return people_.SearchAll(caller, std::move(request));
}

absl::StatusOr<std::vector<AbsenceDay>> AbsencesDirectory::Absences(const OnBehalfOf& caller,
                                                                    const std::vector<int>& employee_ids,
                                                                    absl::CivilDay from, absl::CivilDay to,
                                                                    bool colleagues) {
  std::vector<AbsenceDay> out;
  if (employee_ids.empty()) return out;
  av1::ApprovedAbsencesRequest request;
  for (int id : employee_ids) request.add_employee_ids(id);
  request.set_date_from(FormatDate(from));
  request.set_date_to(FormatDate(to));
  request.set_colleagues(colleagues);
  av1::ApprovedAbsenceList response;
  RETURN_IF_ERROR(CallOnBehalf(caller, kDirectory, [&](grpc::ClientContext* c) {
    return stub_->stub->ListApprovedAbsences(c, request, &response);
  }));
  out.reserve(response.data_size());
  for (const av1::ApprovedAbsenceDay& d : response.data()) {
    ASSIGN_OR_RETURN(const absl::CivilDay day, ParseDate(d.date()));
    out.push_back(
        AbsenceDay{d.employee_id(), day, d.request_type_code(), d.request_type_name(), d.is_home_office(), d.hours()});
  }
  return out;
}

absl::StatusOr<std::map<int, std::string>> AbsencesDirectory::AbsenceVersions(const OnBehalfOf& caller,
                                                                              const std::vector<int>& employee_ids) {
  std::map<int, std::string> out;
  if (employee_ids.empty()) return out;
  av1::AbsenceVersionsRequest request;
  for (int id : employee_ids) request.add_employee_ids(id);
  av1::AbsenceVersionList response;
  RETURN_IF_ERROR(CallOnBehalf(caller, kDirectory, [&](grpc::ClientContext* c) {
    return stub_->stub->ListAbsenceVersions(c, request, &response);
  }));
  // A location manager reads some people's days without their types: another text.
  for (const av1::AbsenceVersion& v : response.data()) {
    out[v.employee_id()] = absl::StrCat(v.version(), v.types_shown() ? "" : "-untyped");
  }
  return out;
}

absl::StatusOr<std::vector<absl::CivilDay>> AbsencesDirectory::Holidays(const OnBehalfOf& caller, int year) {
  {
    std::lock_guard<std::mutex> lock(holidays_mu_);
    if (auto it = holidays_.find(year); it != holidays_.end()) return it->second;
  }
  av1::HolidaysRequest request;
  request.set_year(year);
  av1::HolidayList response;
  RETURN_IF_ERROR(CallOnBehalf(
      caller, kDirectory, [&](grpc::ClientContext* c) { return stub_->stub->ListHolidays(c, request, &response); }));
  std::vector<absl::CivilDay> days;
  for (const av1::Holiday& h : response.data()) {
    ASSIGN_OR_RETURN(const absl::CivilDay day, ParseDate(h.date()));
    days.push_back(day);
  }
  std::lock_guard<std::mutex> lock(holidays_mu_);
  holidays_[year] = days;  // the calendar of a year never changes: computed, not edited
  return days;
}

absl::StatusOr<AccessFacts> AbsencesDirectory::AccessOf(const OnBehalfOf& caller, int caller_id) {
  av1::EmployeeRef request;
  request.set_employee_id(caller_id);
  av1::AbilitiesResponse response;
  RETURN_IF_ERROR(CallOnBehalf(caller, kDirectory, [&](grpc::ClientContext* c) {
    return stub_->stub->GetEmployeeAbilities(c, request, &response);
  }));
  AccessFacts facts;
  for (const auto& [flag, on] : response.access_flags()) facts.flags[flag] = on;
  facts.hr_area_id = response.hr_area_id();
  return facts;
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Below(const OnBehalfOf& caller, int supervisor_id,
                                                             int employee_id) {
  av1::SearchEmployeesRequest request;
  request.set_supervisor_id(supervisor_id);
  request.set_whole_team(true);
  request.set_employee_id(employee_id);
  return people_.SearchAll(caller, std::move(request));
}

absl::StatusOr<std::map<int, Person>> AbsencesDirectory::Employments(const OnBehalfOf& system,
                                                                     const std::vector<int>& employee_ids) {
  std::map<int, Person> out;
  if (employee_ids.empty()) return out;
  av1::EmploymentsRequest request;
  for (int id : employee_ids) request.add_employee_ids(id);
  av1::EmploymentList response;
  RETURN_IF_ERROR(CallOnBehalf(
      system, kDirectory, [&](grpc::ClientContext* c) { return stub_->stub->ListEmployments(c, request, &response); }));
  for (const av1::Employment& e : response.data()) {
    Employment employment;
    ASSIGN_OR_RETURN(employment.since, ParseDate(e.employed_since()));
    if (!e.employed_until().empty()) {
      ASSIGN_OR_RETURN(employment.until, ParseDate(e.employed_until()));
    }
    Person& person = out[e.employee_id()];
    person.employee_id = e.employee_id();
    person.full_name = e.full_name();
    person.fraction_numerator = e.fraction_numerator() > 0 ? e.fraction_numerator() : 1;
    person.fraction_denominator = e.fraction_denominator() > 0 ? e.fraction_denominator() : 1;
    person.employment = employment;
  }
  return out;
}

}  // namespace kadry::work_times
