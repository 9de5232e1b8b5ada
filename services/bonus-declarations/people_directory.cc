#include "services/bonus-declarations/people_directory.h"

#include <grpcpp/grpcpp.h>

#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/common/grpc_channel.h"

namespace kadry::bonus_declarations {
namespace {

namespace av1 = kadry::absences::v1;

constexpr int kPageSize = 1000;
constexpr char kDirectory[] = "the people directory";

Person PersonOf(const av1::Employee& e) {
  return Person{e.employee_id(), e.full_name(), e.sap_number(), e.department_name(), e.supervisor_full_name()};
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

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Search(const OnBehalfOf& caller, const std::string& search) {
  std::vector<Person> out;
  for (int page = 1;; ++page) {
    grpc::ClientContext context;
    PrepareForwarded(context, caller);
    av1::SearchEmployeesRequest request;
    request.set_page(page);
    request.set_page_size(kPageSize);
    request.set_search(search);
    request.add_sort("full-name");
    av1::EmployeeList response;
    const grpc::Status s = stub_->stub->SearchEmployees(&context, request, &response);
    if (!s.ok()) return FromForwarded(s, kDirectory);
    for (const av1::Employee& e : response.data()) out.push_back(PersonOf(e));
    if (response.data_size() < kPageSize || static_cast<int>(out.size()) >= response.total()) break;
  }
  return out;
}

}  // namespace kadry::bonus_declarations
