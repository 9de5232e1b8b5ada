#pragma once

// The one way a gRPC handler runs (docs/architecture.md §3): the gateway's request id in the
// log scope, the caller authenticated, a body that returns absl::Status, and the status
// turned into the reply in one place (INTERNAL logged once, problem extensions as details).
//
//   grpc::Status Svc::GetThing(grpc::ServerContext* ctx, const Req* req, Res* res) {
//     return Serve(ctx, [&](const Caller& caller) -> absl::Status {
//       ASSIGN_OR_RETURN(*res->mutable_data(), things_.Get(req->id(), caller.Scope()));
//       return absl::OkStatus();
//     });
//   }
#include <string>
#include <utility>
#include <vector>

#include <grpcpp/support/status.h>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "services/common/log.h"
#include "services/common/status_macros.h"

namespace grpc {
class ServerContext;
}  // namespace grpc

namespace kadry {

// The payload key under which a status carries problem+json extension members; the
// gateway copies them into the problem body (docs/architecture.md §3).
inline constexpr char kProblemExtensions[] = "kadry/problem-extensions";

// `status` with `extensions` (a JSON object) to be merged into the client's problem+json.
absl::Status WithProblemExtensions(absl::Status status, std::string extensions_json);

// INVALID_ARGUMENT naming each bad field: the message lists them, the problem's `errors`
// maps each field (JSON name) to its messages (docs/architecture.md §3).
struct FieldError {
  std::string field;
  std::string message;
};
absl::Status InvalidFields(const std::vector<FieldError>& problems);

// absl::Status -> grpc::Status: the code and message kept, problem extensions as the
// error details; INTERNAL and UNKNOWN are logged here, once.
grpc::Status Reply(const absl::Status& status);

// The x-request-id metadata value of this call, or a new id.
std::string RequestIdOf(grpc::ServerContext* context);

// Runs one handler: request-id scope, `authenticate(context)` -> a caller (a refusal is
// the reply), then `body(caller)` and its status as the reply.
template <typename Authenticate, typename Body>
grpc::Status ServeCall(grpc::ServerContext* context, Authenticate&& authenticate, Body&& body) {
  RequestIdScope scope(RequestIdOf(context));
  auto caller = std::forward<Authenticate>(authenticate)(context);
  if (!caller.ok()) return Reply(caller.status());
  return Reply(std::forward<Body>(body)(*caller));
}

// ServeCall for handlers whose caller is only checked, not used: `check(context)` returns
// OK or the refusal, `body()` runs after it.
template <typename Check, typename Body>
grpc::Status ServeChecked(grpc::ServerContext* context, Check&& check, Body&& body) {
  return ServeCall(
      context,
      [&](grpc::ServerContext* c) -> absl::StatusOr<bool> {
        RETURN_IF_ERROR(check(c));
        return true;
      },
      [&](bool) { return body(); });
}

}  // namespace kadry
