#pragma once

#include "absl/status/status.h"
#include "grpcpp/support/status.h"

namespace kadry::absences {

// The payload key under which a status carries problem+json extension members; the
// gateway copies them into the problem body (docs/platform.md).
inline constexpr char kProblemExtensions[] = "kadry/problem-extensions";

// absl::Status -> grpc::Status, with problem extensions as the error details; internal
// errors are logged here, once.
grpc::Status Reply(const absl::Status& status);

}  // namespace kadry::absences

// Opens an RPC handler: the signed-in caller as `caller`, or the reply that refuses.
#define KADRY_CALLER(context)                            \
  auto caller_or = CallerFrom(context);                  \
  if (!caller_or.ok()) return Reply(caller_or.status()); \
  const Caller& caller = *caller_or
