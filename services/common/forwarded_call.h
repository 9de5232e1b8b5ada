#pragma once

// A call one service makes to another on behalf of its own caller (docs/architecture.md §1):
// the caller's token and request id go along, so the other service applies its own row rules
// to the same person, and its absence is this service's UNAVAILABLE.
#include <grpcpp/client_context.h>
#include <grpcpp/support/status.h>

#include <chrono>
#include <string>

#include "absl/status/status.h"

namespace kadry {

// Whose call it is, forwarded as it was received.
struct OnBehalfOf {
  std::string authorization;  // the caller's "Bearer ..." metadata
  std::string request_id;
};

// A deadline of `deadline` from now and the caller's authorization and request id.
void PrepareForwarded(grpc::ClientContext& context, const OnBehalfOf& caller,
                      std::chrono::seconds deadline = std::chrono::seconds(5));

// The other service's answer as this service's status; a deadline passed is UNAVAILABLE
// ("did not answer in time"), since the caller can only try again later.
absl::Status FromForwarded(const grpc::Status& status, const std::string& service);

}  // namespace kadry
