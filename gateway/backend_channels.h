#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <optional>

#include "absl/status/statusor.h"
#include "services/common/rpc.h"

namespace kadry::gateway {

// Metadata every backend call carries (docs/architecture.md §3 "Auth", §6 logs).
struct CallMetadata {
  std::string bearer_token;
  std::string request_id;
  std::string idempotency_key;  // checked by the caller (CheckIdempotencyKey); may be empty
};

// A server-streaming call in progress: the messages one at a time. Destroying it before
// the end cancels the call.
class BackendStream {
 public:
  virtual ~BackendStream() = default;
  // The next message's bytes, nullopt after the last, or the backend's status.
  virtual absl::StatusOr<std::optional<std::string>> Next() = 0;
};

// The point in time by which a backend call must be answered. An API request has one,
// fixed when the gateway receives it and shared by every call made for it (ApiHandler).
using Deadline = std::chrono::system_clock::time_point;

// gRPC channels to the backends, created once; calls carry serialized messages
// (grpc::GenericStub), so the gateway needs no per-service stub code.
class BackendChannels final {
 public:
  explicit BackendChannels(const std::map<std::string, std::string>& addresses);
  ~BackendChannels();
  BackendChannels(const BackendChannels&) = delete;
  BackendChannels& operator=(const BackendChannels&) = delete;

  // The response bytes, or the backend's status unchanged (codes shared with gRPC).
  // "pkg.Service/Method" names the method.
  absl::StatusOr<std::string> Call(const std::string& backend, const std::string& method, const std::string& request,
                                   const CallMetadata& metadata, Deadline deadline);

  // Opens a server-streaming call (exports); `deadline` bounds the whole download.
  absl::StatusOr<std::unique_ptr<BackendStream>> OpenStream(const std::string& backend, const std::string& method,
                                                            const std::string& request, const CallMetadata& metadata,
                                                            std::chrono::milliseconds deadline);

  // For /readyz: whether a connection can be made within `timeout`.
  bool CanConnect(const std::string& backend, std::chrono::milliseconds timeout);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace kadry::gateway
