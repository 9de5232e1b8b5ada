#include "services/bonus-declarations/people_directory.h"

#include <grpcpp/grpcpp.h>

#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/common/grpc_channel.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::bonus_declarations {
namespace {

namespace av1 = kadry::absences::v1;

constexpr int kPageSize = 1000;
constexpr char kDirectory[] = "the people directory";

Person PersonOf(const av1::Employee& e) {
  Person p{e.employee_id(), e.full_name(), e.sap_number(), e.department_name(), e.supervisor_full_name(), std::nullopt};
  // A card without personnel data has no dates; a date the directory wrote is always whole.
  if (const absl::StatusOr<absl::CivilDay> since = ParseDate(e.employed_since_on()); since.ok()) {
    p.employment = Employment{*since, std::nullopt};
    if (const absl::StatusOr<absl::CivilDay> until = ParseDate(e.employed_until_on()); until.ok()) p.employment->until = *until;
  }
  return p;
}

}  // namespace

struct AbsencesDirectory::Stub {
  std::unique_ptr<av1::AbsencesService::Stub> stub;
};

AbsencesDirectory::AbsencesDirectory(const std::string& address)
    : stub_(std::make_unique<Stub>(
          Stub{av1::AbsencesService::NewStub(ChannelTo(address))})) {}

AbsencesDirectory::~AbsencesDirectory() = default;

absl::StatusOr<Person> AbsencesDirectory::Get(const OnBehalfOf& caller, int user_id) {
  grpc::ClientContext context;
  PrepareForwarded(context, caller);
  av1::GetEmployeeRequest request;
  request.set_id(user_id);
  av1::EmployeeResponse response;
  const grpc::Status s = stub_->stub->GetEmployee(&context, request, &response);
  if (!s.ok()) return FromForwarded(s, kDirectory);
  return PersonOf(response.data());
}

absl::StatusOr<int> AbsencesDirectory::SearchPage(const OnBehalfOf& caller, av1::SearchEmployeesRequest& request,
                                                  std::vector<Person>& out) {
  grpc::ClientContext context;
  PrepareForwarded(context, caller);
  request.mutable_paging()->set_page_size(kPageSize);
  av1::EmployeeList response;
  const grpc::Status s = stub_->stub->SearchEmployees(&context, request, &response);
  if (!s.ok()) return FromForwarded(s, kDirectory);
  for (const av1::Employee& e : response.data()) out.push_back(PersonOf(e));
  return response.paging().total();
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Search(const OnBehalfOf& caller, const std::string& search) {
  std::vector<Person> out;
  for (int page = 1;; ++page) {
    av1::SearchEmployeesRequest request;
    request.mutable_paging()->set_page(page);
    request.mutable_paging()->set_search(search);
    request.mutable_paging()->add_sort("full-name");
    const size_t before = out.size();
    ASSIGN_OR_RETURN(const int total, SearchPage(caller, request, out));
    if (out.size() - before < static_cast<size_t>(kPageSize) || static_cast<int>(out.size()) >= total) break;
  }
  return out;
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Find(const OnBehalfOf& caller, const std::vector<int>& user_ids) {
  std::vector<Person> out;
  for (size_t first = 0; first < user_ids.size(); first += kPageSize) {
    av1::SearchEmployeesRequest request;
    request.mutable_paging()->set_page(1);
    for (size_t i = first; i < user_ids.size() && i < first + kPageSize; ++i) request.add_employee_ids(user_ids[i]);
    RETURN_IF_ERROR(SearchPage(caller, request, out).status());
  }
  return out;
}

}  // namespace kadry::bonus_declarations
