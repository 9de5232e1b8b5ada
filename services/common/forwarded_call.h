#pragma once

// A call one service makes to another on behalf of its own caller (docs/architecture.md §1):
// the caller's token and request id go along, so the other service applies its own row rules
// to the same person, and its absence is this service's UNAVAILABLE.
#include <grpcpp/client_context.h>
#include <grpcpp/support/status.h>

#include <chrono>
#include <string>
#include <utility>

#include "absl/status/status.h"

namespace grpc {
class ServerContextBase;
}  // namespace grpc

namespace kadry {

// Whose call it is, forwarded as it was received.
struct OnBehalfOf {
  std::string authorization;  // the caller's "Bearer ..." metadata
  std::string request_id;
  // When the caller stops waiting: the deadline of their call (none: the latest time there is).
  std::chrono::system_clock::time_point deadline = std::chrono::system_clock::time_point::max();
};

// The caller of the call `context` serves: its authorization, request id and deadline.
OnBehalfOf OnBehalfOfCaller(grpc::ServerContextBase* context);

// The caller's authorization and request id, and a deadline `longest` from now or the caller's
// own, whichever comes first: a call made on someone's behalf never outlives their call (the
// gateway gives a request one deadline, and no service down the line extends it).
void PrepareForwarded(grpc::ClientContext& context, const OnBehalfOf& caller,
                      std::chrono::seconds longest = std::chrono::seconds(5));

// The other service's answer as this service's status; a deadline passed is UNAVAILABLE
// ("did not answer in time"), since the caller can only try again later.
absl::Status FromForwarded(const grpc::Status& status, const std::string& service);

// One call to `service` on the caller's behalf: `call(&context)` runs with a context prepared by
// PrepareForwarded, and its answer is this service's status (FromForwarded), e.g.
//   RETURN_IF_ERROR(CallOnBehalf(caller, "the people directory", [&](grpc::ClientContext* c) {
//     return stub->GetEmployee(c, request, &response);
//   }));
template <typename Call>
absl::Status CallOnBehalf(const OnBehalfOf& caller, const std::string& service, Call&& call) {
  grpc::ClientContext context;
  PrepareForwarded(context, caller);
  return FromForwarded(std::forward<Call>(call)(&context), service);
}

}  // namespace kadry
