#include "services/common/health_check.h"

#include <grpcpp/channel.h>
#include <grpcpp/client_context.h>
#include <grpcpp/completion_queue.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/support/byte_buffer.h>
#include <httplib.h>

#include "absl/strings/str_cat.h"
#include "services/common/grpc_channel.h"

namespace kadry {
namespace {
// HealthCheckResponse{status: SERVING} on the wire: field 1 as a varint (tag 0x08), value 1.
// The health protocol is fixed and tiny; its generated code is not worth a proto of its own.
constexpr std::string_view kServing = "\x08\x01";
}  // namespace

std::string LocalAddressOf(const std::string& bind_address) {
  if (bind_address.empty() || bind_address == "0.0.0.0") return "127.0.0.1";
  if (bind_address == "::" || bind_address == "[::]") return "::1";
  return bind_address;
}

absl::Status AskGrpcHealth(const std::string& host, int port) {
  const std::string address =
      host.find(':') != std::string::npos ? absl::StrCat("[", host, "]:", port) : absl::StrCat(host, ":", port);
  grpc::GenericStub stub(ChannelTo(address));
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + kHealthCheckTimeout);
  grpc::CompletionQueue queue;
  grpc::Slice empty_request("");  // HealthCheckRequest{service: ""}
  const grpc::ByteBuffer request(&empty_request, 1);
  auto call = stub.PrepareUnaryCall(&context, "/grpc.health.v1.Health/Check", request, &queue);
  call->StartCall();
  grpc::ByteBuffer response;
  grpc::Status status;
  int finished = 0;
  call->Finish(&response, &status, &finished);
  void* tag = nullptr;
  bool ok = false;
  if (!queue.Next(&tag, &ok) || !ok) return absl::UnavailableError(absl::StrCat(address, " did not answer"));
  queue.Shutdown();
  while (queue.Next(&tag, &ok)) {
  }
  if (!status.ok()) return absl::UnavailableError(absl::StrCat(address, ": ", status.error_message()));
  std::vector<grpc::Slice> slices;
  if (!response.Dump(&slices).ok()) return absl::UnavailableError(absl::StrCat(address, ": unreadable answer"));
  std::string bytes;
  for (const auto& s : slices) bytes.append(reinterpret_cast<const char*>(s.begin()), s.size());
  if (bytes != kServing) return absl::UnavailableError(absl::StrCat(address, " is not serving"));
  return absl::OkStatus();
}

absl::Status AskHttpHealth(const std::string& host, int port, const std::string& path) {
  httplib::Client client(host, port);
  const auto timeout = std::chrono::duration_cast<std::chrono::seconds>(kHealthCheckTimeout);
  client.set_connection_timeout(timeout);
  client.set_read_timeout(timeout);
  const auto result = client.Get(path);
  if (!result) return absl::UnavailableError(absl::StrCat(host, ":", port, path, " did not answer"));
  if (result->status != 200) {
    return absl::UnavailableError(absl::StrCat(host, ":", port, path, " answered ", result->status));
  }
  return absl::OkStatus();
}

}  // namespace kadry
