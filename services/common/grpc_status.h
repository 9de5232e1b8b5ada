#pragma once

// absl::Status <-> grpc::Status. The codes share numbers, so the mapping keeps the code
// and the message: a callee's NOT_FOUND stays NOT_FOUND all the way to the gateway.
#include <grpcpp/support/status.h>

#include "absl/status/status.h"

namespace kadry {

inline grpc::Status ToGrpcStatus(const absl::Status& status) {
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()), std::string(status.message()));
}

inline absl::Status FromGrpcStatus(const grpc::Status& status) {
  return absl::Status(static_cast<absl::StatusCode>(status.error_code()), status.error_message());
}

}  // namespace kadry
