#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "services/common/jwt.h"
#include "services/common/token_verifier.h"

namespace grpc {
class Service;
class ServerContextBase;
}  // namespace grpc

namespace kadry {

// Serves the given services on `address` with the standard health service (used by
// Kubernetes probes); blocks until SIGINT/SIGTERM (WaitForTermination), then drains. Reflection (which
// lists every method to anyone who can connect) only when asked for, e.g. for grpcurl
// during development.
absl::Status ServeGrpc(const std::string& address, const std::vector<grpc::Service*>& services,
                       bool reflection = false);

// The caller of a gRPC method: the bearer token the gateway forwarded in the
// `authorization` metadata, verified again here (services trust no one's word for it).
absl::StatusOr<Principal> CallerOf(grpc::ServerContextBase* context, TokenVerifier& verifier);

// An internal system's call (a client-credentials token: a client id, not a user, as its
// subject) holding `scope`; anything else, a signed-in user included, is PERMISSION_DENIED.
// The client id on success.
absl::StatusOr<std::string> SystemCallerOf(grpc::ServerContextBase* context, TokenVerifier& verifier,
                                           std::string_view scope);

// The value of the call's metadata `key` ("authorization", "x-request-id"), or "". A service
// calling another on the caller's behalf forwards the caller's authorization with it.
std::string Metadata(grpc::ServerContextBase* context, const char* key);

// The idempotency-key metadata (the client's Idempotency-Key header, checked by the
// gateway), or "".
std::string IdempotencyKeyOf(grpc::ServerContextBase* context);

}  // namespace kadry
