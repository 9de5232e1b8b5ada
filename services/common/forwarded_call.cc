#include "services/common/forwarded_call.h"

#include "services/common/grpc_status.h"

namespace kadry {

void PrepareForwarded(grpc::ClientContext& context, const OnBehalfOf& caller, std::chrono::seconds deadline) {
  context.set_deadline(std::chrono::system_clock::now() + deadline);
  if (!caller.authorization.empty()) context.AddMetadata("authorization", caller.authorization);
  if (!caller.request_id.empty()) context.AddMetadata("x-request-id", caller.request_id);
}

absl::Status FromForwarded(const grpc::Status& s, const std::string& service) {
  absl::Status status = FromGrpcStatus(s);
  if (status.code() == absl::StatusCode::kDeadlineExceeded) {
    return absl::UnavailableError(service + " did not answer in time");
  }
  return status;
}

}  // namespace kadry
