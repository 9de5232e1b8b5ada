#include "services/common/forwarded_call.h"

#include <grpcpp/server_context.h>

#include <algorithm>

#include "services/common/grpc_server.h"
#include "services/common/grpc_status.h"
#include "services/common/rpc.h"

namespace kadry {

OnBehalfOf OnBehalfOfCaller(grpc::ServerContextBase* context) {
  return {Metadata(context, "authorization"), RequestIdOf(context), context->deadline()};
}

void PrepareForwarded(grpc::ClientContext& context, const OnBehalfOf& caller, std::chrono::seconds longest) {
  context.set_deadline(std::min(std::chrono::system_clock::now() + longest, caller.deadline));
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
