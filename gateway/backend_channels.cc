#include "gateway/backend_channels.h"

#include <mutex>
#include <shared_mutex>
#include <unordered_map>

#include <grpcpp/channel.h>
#include <grpcpp/client_context.h>
#include <grpcpp/completion_queue.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/impl/client_unary_call.h>
#include <grpcpp/impl/rpc_method.h>
#include <grpcpp/support/byte_buffer.h>

#include "absl/strings/str_cat.h"
#include "services/common/grpc_channel.h"
#include "services/common/grpc_status.h"

namespace kadry::gateway {

// Methods registered once on a backend's channel: gRPC then skips interning the path and the
// authority on every call. Outside the anonymous namespace: Impl, declared in the header,
// holds one.
struct RegisteredMethods {
  std::shared_mutex mu;
  std::unordered_map<std::string, std::unique_ptr<grpc::internal::RpcMethod>> by_name;
  std::vector<std::unique_ptr<std::string>> paths;  // the names the RpcMethods point at
};

namespace {
absl::Status FailedCall(const grpc::Status& status) {
  absl::Status failed = FromGrpcStatus(status);
  // A service's problem+json members (e.g. the conflicting requests of a 409).
  if (!status.error_details().empty()) {
    failed.SetPayload(kProblemExtensions, absl::Cord(status.error_details()));
  }
  return failed;
}

// "pkg.Service/Method" registered on `channel` as "/pkg.Service/Method", made once.
const grpc::internal::RpcMethod& MethodOn(RegisteredMethods& methods, const std::shared_ptr<grpc::Channel>& channel,
                                          const std::string& method) {
  {
    std::shared_lock lock(methods.mu);
    auto it = methods.by_name.find(method);
    if (it != methods.by_name.end()) return *it->second;
  }
  std::unique_lock lock(methods.mu);
  auto [it, added] = methods.by_name.try_emplace(method);
  if (added) {
    auto path = std::make_unique<std::string>(absl::StrCat("/", method));
    it->second =
        std::make_unique<grpc::internal::RpcMethod>(path->c_str(), grpc::internal::RpcMethod::NORMAL_RPC, channel);
    methods.paths.push_back(std::move(path));
  }
  return *it->second;
}
}  // namespace

struct BackendChannels::Impl {
  // One channel (one HTTP/2 connection) per backend. The calls served at once share it, so
  // one read or write carries several of them and each side wakes fewer threads per call:
  // against four channels, one hop took 90 instead of 150 µs of the service's CPU and its
  // p99 fell from about 20 to 14 ms (bench/README.md).
  struct Backend {
    std::shared_ptr<grpc::Channel> channel;
    std::unique_ptr<grpc::GenericStub> stub;
    RegisteredMethods methods;
  };
  std::map<std::string, std::unique_ptr<Backend>> backends;
};

BackendChannels::BackendChannels(const std::map<std::string, std::string>& addresses)
    : impl_(std::make_unique<Impl>()) {
  for (const auto& [name, address] : addresses) {
    auto backend = std::make_unique<Impl::Backend>();
    // A backend that restarts, or starts after the gateway, is found again at once.
    backend->channel = ChannelTo(address);
    backend->stub = std::make_unique<grpc::GenericStub>(backend->channel);
    impl_->backends[name] = std::move(backend);
  }
}

BackendChannels::~BackendChannels() = default;

absl::StatusOr<std::string> BackendChannels::Call(const std::string& backend_name, const std::string& method,
                                                  const std::string& request, const CallMetadata& metadata,
                                                  Deadline deadline) {
  auto it = impl_->backends.find(backend_name);
  if (it == impl_->backends.end()) {
    return absl::UnimplementedError(absl::StrCat("no backend named ", backend_name));
  }
  Impl::Backend& backend = *it->second;
  const std::shared_ptr<grpc::Channel>& channel = backend.channel;
  const grpc::internal::RpcMethod& rpc = MethodOn(backend.methods, channel, method);

  grpc::ClientContext context;
  // wait_for_ready stays false (the default): a backend that is down fails at once
  // with UNAVAILABLE instead of holding the request for the whole deadline.
  context.set_deadline(deadline);
  if (!metadata.bearer_token.empty()) {
    context.AddMetadata("authorization", absl::StrCat("Bearer ", metadata.bearer_token));
  }
  if (!metadata.request_id.empty()) context.AddMetadata("x-request-id", metadata.request_id);
  if (!metadata.idempotency_key.empty()) context.AddMetadata("idempotency-key", metadata.idempotency_key);

  grpc::Slice slice(request);
  grpc::ByteBuffer request_buffer(&slice, 1);
  grpc::ByteBuffer response_buffer;
  // A blocking call: this HTTP worker drives its own completion queue, as generated sync
  // stubs do, so no gRPC thread has to wake it when the answer arrives.
  const grpc::Status status = grpc::internal::BlockingUnaryCall<grpc::ByteBuffer, grpc::ByteBuffer>(
      channel.get(), rpc, &context, request_buffer, &response_buffer);
  if (!status.ok()) return FailedCall(status);

  std::string bytes;
  grpc::Slice single;
  if (response_buffer.TrySingleSlice(&single).ok()) {
    bytes.assign(reinterpret_cast<const char*>(single.begin()), single.size());
    return bytes;
  }
  std::vector<grpc::Slice> slices;
  if (!response_buffer.Dump(&slices).ok()) return absl::InternalError("unreadable response");
  bytes.reserve(response_buffer.Length());
  for (const auto& s : slices) bytes.append(reinterpret_cast<const char*>(s.begin()), s.size());
  return bytes;
}

namespace {
std::string BytesOf(grpc::ByteBuffer& buffer) {
  std::vector<grpc::Slice> slices;
  std::string bytes;
  if (!buffer.Dump(&slices).ok()) return bytes;
  for (const auto& s : slices) bytes.append(reinterpret_cast<const char*>(s.begin()), s.size());
  return bytes;
}

// One generic streaming call driven step by step on its own completion queue: the HTTP
// worker that streams the download waits for each message in turn.
class GenericStream final : public BackendStream {
 public:
  absl::Status Start(grpc::GenericStub& stub, const std::string& method, const std::string& request) {
    call_ = stub.PrepareCall(&context_, absl::StrCat("/", method), &queue_);
    call_->StartCall(this);
    if (!Step()) return Finish();
    grpc::Slice slice(request);
    grpc::ByteBuffer buffer(&slice, 1);
    call_->Write(buffer, this);
    if (!Step()) return Finish();
    call_->WritesDone(this);
    if (!Step()) return Finish();
    return absl::OkStatus();
  }

  absl::StatusOr<std::optional<std::string>> Next() override {
    if (finished_) return std::optional<std::string>();
    grpc::ByteBuffer buffer;
    call_->Read(&buffer, this);
    if (Step()) return std::optional<std::string>(BytesOf(buffer));
    absl::Status end = Finish();
    if (!end.ok()) return end;
    return std::optional<std::string>();
  }

  ~GenericStream() override {
    if (call_ != nullptr && !finished_) {
      context_.TryCancel();
      (void)Finish();
    }
    queue_.Shutdown();
    void* tag;
    bool ok;
    while (queue_.Next(&tag, &ok)) {
    }
  }

  grpc::ClientContext& context() { return context_; }

 private:
  bool Step() {
    void* tag;
    bool ok = false;
    return queue_.Next(&tag, &ok) && ok;
  }

  absl::Status Finish() {
    if (finished_) return absl::OkStatus();
    finished_ = true;
    grpc::Status status;
    call_->Finish(&status, this);
    void* tag;
    bool ok;
    queue_.Next(&tag, &ok);
    return status.ok() ? absl::OkStatus() : FailedCall(status);
  }

  grpc::ClientContext context_;
  grpc::CompletionQueue queue_;
  std::unique_ptr<grpc::GenericClientAsyncReaderWriter> call_;
  bool finished_ = false;
};
}  // namespace

absl::StatusOr<std::unique_ptr<BackendStream>> BackendChannels::OpenStream(const std::string& backend_name,
                                                                           const std::string& method,
                                                                           const std::string& request,
                                                                           const CallMetadata& metadata,
                                                                           std::chrono::milliseconds deadline) {
  auto it = impl_->backends.find(backend_name);
  if (it == impl_->backends.end()) {
    return absl::UnimplementedError(absl::StrCat("no backend named ", backend_name));
  }
  Impl::Backend& backend = *it->second;
  grpc::GenericStub& stub = *backend.stub;
  auto stream = std::make_unique<GenericStream>();
  grpc::ClientContext& context = stream->context();
  context.set_deadline(std::chrono::system_clock::now() + deadline);
  if (!metadata.bearer_token.empty()) {
    context.AddMetadata("authorization", absl::StrCat("Bearer ", metadata.bearer_token));
  }
  if (!metadata.request_id.empty()) context.AddMetadata("x-request-id", metadata.request_id);
  if (auto s = stream->Start(stub, method, request); !s.ok()) return s;
  return std::unique_ptr<BackendStream>(std::move(stream));
}

bool BackendChannels::CanConnect(const std::string& backend_name, std::chrono::milliseconds timeout) {
  auto it = impl_->backends.find(backend_name);
  if (it == impl_->backends.end()) return false;
  return it->second->channel->WaitForConnected(std::chrono::system_clock::now() + timeout);
}

}  // namespace kadry::gateway
