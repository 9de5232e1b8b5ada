#include "services/common/people_directory.h"

#include <grpcpp/grpcpp.h>

#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/common/paging.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry {
namespace {
namespace av1 = kadry::absences::v1;

constexpr char kDirectory[] = "the people directory";
}  // namespace

Person PersonOf(const av1::Employee& e) {
  Person p;
  p.employee_id = e.employee_id();
  p.full_name = e.full_name();
  p.sap_number = e.sap_number();
  p.position = e.position();
  p.location_name = e.location_name();
  p.supervisor_id = e.supervisor_id();
  if (e.working_time_denominator() > 0 && e.working_time_numerator() > 0) {
    p.fraction_numerator = e.working_time_numerator();
    p.fraction_denominator = e.working_time_denominator();
  }
  p.department_name = e.department_name();
  p.supervisor_full_name = e.supervisor_full_name();
  // A card without personnel data has no dates; a date the directory wrote is always whole.
  if (const absl::StatusOr<absl::CivilDay> since = ParseDate(e.employed_since_on()); since.ok()) {
    p.employment = Employment{*since, std::nullopt};
    if (const absl::StatusOr<absl::CivilDay> until = ParseDate(e.employed_until_on()); until.ok())
      p.employment->until = *until;
  }
  return p;
}

struct PeopleDirectoryClient::Stub {
  std::unique_ptr<av1::AbsencesService::Stub> stub;
};

PeopleDirectoryClient::PeopleDirectoryClient(std::shared_ptr<grpc::ChannelInterface> channel)
    : stub_(std::make_unique<Stub>(Stub{av1::AbsencesService::NewStub(std::move(channel))})) {}

PeopleDirectoryClient::~PeopleDirectoryClient() = default;

absl::StatusOr<Person> PeopleDirectoryClient::Get(const OnBehalfOf& caller, int employee_id) {
  av1::GetEmployeeRequest request;
  request.set_id(employee_id);
  av1::EmployeeResponse response;
  RETURN_IF_ERROR(CallOnBehalf(
      caller, kDirectory, [&](grpc::ClientContext* c) { return stub_->stub->GetEmployee(c, request, &response); }));
  return PersonOf(response.data());
}

absl::StatusOr<std::vector<Person>> PeopleDirectoryClient::SearchAll(const OnBehalfOf& caller,
                                                                     av1::SearchEmployeesRequest criteria) {
  std::vector<Person> out;
  if (criteria.paging().sort_size() == 0) criteria.mutable_paging()->add_sort("full-name");
  criteria.mutable_paging()->set_page_size(kMaxPageSize);
  criteria.mutable_paging()->clear_all();
  for (int page = 1;; ++page) {
    criteria.mutable_paging()->set_page(page);
    av1::EmployeeList response;
    RETURN_IF_ERROR(CallOnBehalf(caller, kDirectory, [&](grpc::ClientContext* c) {
      return stub_->stub->SearchEmployees(c, criteria, &response);
    }));
    for (const av1::Employee& e : response.data()) out.push_back(PersonOf(e));
    // A short page is the last, also when people come or go between the calls.
    if (response.data_size() < kMaxPageSize || static_cast<int64_t>(out.size()) >= response.paging().total()) break;
  }
  return out;
}

absl::StatusOr<std::vector<Person>> PeopleDirectoryClient::Find(const OnBehalfOf& caller,
                                                                const std::vector<int>& employee_ids) {
  std::vector<Person> out;
  for (size_t first = 0; first < employee_ids.size(); first += kMaxPageSize) {
    av1::SearchEmployeesRequest criteria;
    for (size_t i = first; i < employee_ids.size() && i < first + kMaxPageSize; ++i) {
      criteria.add_employee_ids(employee_ids[i]);
    }
    ASSIGN_OR_RETURN(std::vector<Person> batch, SearchAll(caller, std::move(criteria)));
    for (Person& p : batch) out.push_back(std::move(p));
  }
  return out;
}

}  // namespace kadry
