#include "services/absences/grpc_replies.h"

#include <string>

#include "services/common/grpc_status.h"
#include "services/common/log.h"

namespace kadry::absences {

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

}  // namespace kadry::absences
