#pragma once

// `<binary> health`: the process asks itself whether it serves, for an image's HEALTHCHECK
// (a runtime image has no gRPC or HTTP client of its own). Exit 0 when it does.
#include <chrono>
#include <string>

#include "absl/status/status.h"

namespace kadry {

inline constexpr std::chrono::milliseconds kHealthCheckTimeout{2000};

// Where a process listening on `bind_address` is reached from inside its own host or
// container: the address itself, or loopback when it listens on every interface.
std::string LocalAddressOf(const std::string& bind_address);

// grpc.health.v1.Health/Check for the whole server (service ""): OK when it answers SERVING.
absl::Status AskGrpcHealth(const std::string& host, int port);

// GET `path` over HTTP: OK on a 200.
absl::Status AskHttpHealth(const std::string& host, int port, const std::string& path);

}  // namespace kadry
