#include "services/bonus-declarations/people_directory.h"

#include <grpcpp/grpcpp.h>

#include <chrono>

#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/common/grpc_status.h"

namespace kadry::bonus_declarations {
namespace {

namespace av1 = kadry::absences::v1;

constexpr auto kDeadline = std::chrono::seconds(5);
constexpr int kPageSize = 1000;

void Prepare(grpc::ClientContext& context, const OnBehalfOf& caller) {
  context.set_deadline(std::chrono::system_clock::now() + kDeadline);
  if (!caller.authorization.empty()) context.AddMetadata("authorization", caller.authorization);
  if (!caller.request_id.empty()) context.AddMetadata("x-request-id", caller.request_id);
}

Person PersonOf(const av1::Employee& e) {
  return Person{e.employee_id(), e.full_name(), e.sap_number(), e.department_name(), e.supervisor_full_name()};
}

// The directory's refusal as this service's: its absence is UNAVAILABLE to our caller too.
absl::Status FromDirectory(const grpc::Status& s) {
  absl::Status status = FromGrpcStatus(s);
  if (status.code() == absl::StatusCode::kDeadlineExceeded) {
    return absl::UnavailableError("the people directory did not answer in time");
  }
  return status;
}

}  // namespace

struct AbsencesDirectory::Stub {
  std::unique_ptr<av1::AbsencesService::Stub> stub;
};

AbsencesDirectory::AbsencesDirectory(const std::string& address)
    : stub_(std::make_unique<Stub>(
          Stub{av1::AbsencesService::NewStub(grpc::CreateChannel(address, grpc::InsecureChannelCredentials()))})) {}

AbsencesDirectory::~AbsencesDirectory() = default;

absl::StatusOr<Person> AbsencesDirectory::Get(const OnBehalfOf& caller, int user_id) {
  grpc::ClientContext context;
  Prepare(context, caller);
  av1::GetEmployeeRequest request;
  request.set_id(user_id);
  av1::EmployeeResponse response;
  const grpc::Status s = stub_->stub->GetEmployee(&context, request, &response);
  if (!s.ok()) return FromDirectory(s);
  return PersonOf(response.data());
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Search(const OnBehalfOf& caller, const std::string& search) {
  std::vector<Person> out;
  for (int page = 1;; ++page) {
    grpc::ClientContext context;
    Prepare(context, caller);
    av1::SearchEmployeesRequest request;
    request.set_page(page);
    request.set_page_size(kPageSize);
    request.set_search(search);
    request.add_sort("full-name");
    av1::EmployeeList response;
    const grpc::Status s = stub_->stub->SearchEmployees(&context, request, &response);
    if (!s.ok()) return FromDirectory(s);
    for (const av1::Employee& e : response.data()) out.push_back(PersonOf(e));
    if (response.data_size() < kPageSize || static_cast<int>(out.size()) >= response.total()) break;
  }
  return out;
}

}  // namespace kadry::bonus_declarations
