// How a handler runs on gRPC's callback API (rpc.h): bodies on the call workers, a refused
// caller as the reply, and server streams written as loops of blocking writes.
#include "services/common/rpc.h"

#include <grpcpp/grpcpp.h>
#include <grpcpp/impl/client_unary_call.h>
#include <grpcpp/impl/codegen/server_callback_handlers.h>
#include <grpcpp/impl/codegen/sync_stream.h>
#include <grpcpp/impl/service_type.h>
#include <grpcpp/support/byte_buffer.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "services/common/grpc_server.h"

namespace kadry {
namespace {
using namespace std::chrono_literals;

constexpr char kWaitPath[] = "/kadry.test.Rpc/Wait";
constexpr char kStreamPath[] = "/kadry.test.Rpc/Stream";

grpc::ByteBuffer BufferOf(const std::string& text) {
  grpc::Slice slice(text);
  return grpc::ByteBuffer(&slice, 1);
}

std::string TextOf(const grpc::ByteBuffer& buffer) {
  std::vector<grpc::Slice> slices;
  (void)buffer.Dump(&slices);
  std::string text;
  for (const grpc::Slice& s : slices) text.append(reinterpret_cast<const char*>(s.begin()), s.size());
  return text;
}

// The caller is whoever the authorization metadata names; a call without it is refused.
absl::StatusOr<std::string> NamedCaller(grpc::ServerContextBase* context) {
  std::string name = Metadata(context, "authorization");
  if (name.empty()) return absl::UnauthenticatedError("no caller");
  return name;
}

// Wait: the body waits until `together` bodies are running at once, then answers with the
// caller's name. Stream: N messages "0".."N-1", N from the request.
class TestService final : public grpc::Service {
 public:
  explicit TestService(int together) : together_(together) {
    AddMethod(new grpc::internal::RpcServiceMethod(kWaitPath, grpc::internal::RpcMethod::NORMAL_RPC, nullptr));
    AddMethod(new grpc::internal::RpcServiceMethod(kStreamPath, grpc::internal::RpcMethod::SERVER_STREAMING, nullptr));
    MarkMethodCallback(
        0, new grpc::internal::CallbackUnaryHandler<grpc::ByteBuffer, grpc::ByteBuffer>(
               [this](grpc::CallbackServerContext* context, const grpc::ByteBuffer*, grpc::ByteBuffer* reply) {
                 return ServeUnary(context, NamedCaller,
                                   [this, reply](const std::string& caller) { return Wait(caller, reply); });
               }));
    MarkMethodCallback(1, new grpc::internal::CallbackServerStreamingHandler<grpc::ByteBuffer, grpc::ByteBuffer>(
                              [this](grpc::CallbackServerContext* context, const grpc::ByteBuffer* request) {
                                return ServeStream<grpc::ByteBuffer>(
                                    context, NamedCaller,
                                    [this, request](const std::string&, StreamWriter<grpc::ByteBuffer>& writer) {
                                      return Count(TextOf(*request), writer);
                                    });
                              }));
  }

  std::atomic<int> bodies_run = 0;
  std::promise<void> stream_cut;  // kept when a Write found the call gone

 private:
  absl::Status Wait(const std::string& caller, grpc::ByteBuffer* reply) {
    ++bodies_run;
    std::unique_lock lock(mu_);
    ++inside_;
    all_inside_.notify_all();
    if (!all_inside_.wait_for(lock, 5s, [this] { return inside_ >= together_; })) {
      return absl::DeadlineExceededError("the other calls never ran beside this one");
    }
    *reply = BufferOf(caller);
    return absl::OkStatus();
  }

  absl::Status Count(const std::string& request, StreamWriter<grpc::ByteBuffer>& writer) {
    ++bodies_run;
    int count = 0;
    if (!absl::SimpleAtoi(request, &count)) return absl::InvalidArgumentError("a count is required");
    for (int i = 0; i < count; ++i) {
      if (!writer.Write(BufferOf(std::to_string(i)))) {
        stream_cut.set_value();
        return absl::CancelledError("the client left");
      }
    }
    return absl::OkStatus();
  }

  const int together_;
  std::mutex mu_;
  std::condition_variable all_inside_;
  int inside_ = 0;
};

class RpcTest : public ::testing::Test {
 protected:
  void Start(int together) {
    service_ = std::make_unique<TestService>(together);
    grpc::ServerBuilder builder;
    int port = 0;
    builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
    builder.RegisterService(service_.get());
    server_ = builder.BuildAndStart();
    ASSERT_NE(port, 0);
    channel_ = grpc::CreateChannel("127.0.0.1:" + std::to_string(port), grpc::InsecureChannelCredentials());
  }
  void TearDown() override {
    if (server_) server_->Shutdown(std::chrono::system_clock::now() + 2s);
  }

  grpc::Status CallWait(const std::string& caller, std::string* answer) {
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + 10s);
    if (!caller.empty()) context.AddMetadata("authorization", caller);
    const grpc::internal::RpcMethod method(kWaitPath, grpc::internal::RpcMethod::NORMAL_RPC, channel_);
    grpc::ByteBuffer reply;
    const grpc::Status status = grpc::internal::BlockingUnaryCall<grpc::ByteBuffer, grpc::ByteBuffer>(
        channel_.get(), method, &context, BufferOf(""), &reply);
    *answer = TextOf(reply);
    return status;
  }

  std::unique_ptr<grpc::ClientReader<grpc::ByteBuffer>> OpenStream(grpc::ClientContext& context,
                                                                   const std::string& caller,
                                                                   const std::string& count) {
    context.set_deadline(std::chrono::system_clock::now() + 10s);
    if (!caller.empty()) context.AddMetadata("authorization", caller);
    const grpc::internal::RpcMethod method(kStreamPath, grpc::internal::RpcMethod::SERVER_STREAMING, channel_);
    return std::unique_ptr<grpc::ClientReader<grpc::ByteBuffer>>(
        grpc::internal::ClientReaderFactory<grpc::ByteBuffer>::Create(channel_.get(), method, &context,
                                                                      BufferOf(count)));
  }

  // `count` callers call Wait at once; each gets its own name back.
  void ExpectAllAnsweredTogether(int count) {
    std::vector<std::future<std::pair<grpc::Status, std::string>>> calls;
    for (int i = 0; i < count; ++i) {
      calls.push_back(std::async(std::launch::async, [this, i] {
        std::string answer;
        grpc::Status status = CallWait("caller-" + std::to_string(i), &answer);
        return std::make_pair(status, answer);
      }));
    }
    for (int i = 0; i < count; ++i) {
      auto [status, answer] = calls[i].get();
      EXPECT_TRUE(status.ok()) << i << ": " << status.error_message();
      EXPECT_EQ(answer, "caller-" + std::to_string(i));
    }
  }

  std::unique_ptr<TestService> service_;
  std::unique_ptr<grpc::Server> server_;
  std::shared_ptr<grpc::Channel> channel_;
};

// gRPC runs callback handlers on a few threads of its own; a body that waits (on PostgreSQL,
// here on the others) must not hold them, or the service stops answering.
TEST_F(RpcTest, AsManyBodiesAsThereAreCallWorkersRunAtOnce) {
  Start(kCallWorkers);
  ExpectAllAnsweredTogether(kCallWorkers);
}

// A service given a larger PostgreSQL pool (KADRY_<SVC>_PG_POOL) serves twice as many calls at
// once; with the default workers the first 16 would wait in vain for the other 8.
TEST_F(RpcTest, ALargerPoolGetsMoreCallWorkers) {
  constexpr int kPool = 12;
  SizeCallWorkersFor(kPool);
  Start(2 * kPool);
  ExpectAllAnsweredTogether(2 * kPool);
}

TEST_F(RpcTest, ARefusedCallerIsTheReplyAndNoBodyRuns) {
  Start(1);
  std::string answer;
  const grpc::Status status = CallWait("", &answer);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(status.error_message(), "no caller");

  grpc::ClientContext context;
  auto stream = OpenStream(context, "", "3");
  grpc::ByteBuffer message;
  EXPECT_FALSE(stream->Read(&message));
  EXPECT_EQ(stream->Finish().error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(service_->bodies_run.load(), 0);
}

TEST_F(RpcTest, AStreamArrivesWholeInOrderWithTheBodysStatus) {
  Start(1);
  grpc::ClientContext context;
  auto stream = OpenStream(context, "hr", "500");
  grpc::ByteBuffer message;
  int next = 0;
  while (stream->Read(&message)) EXPECT_EQ(TextOf(message), std::to_string(next++));
  EXPECT_EQ(next, 500);
  EXPECT_TRUE(stream->Finish().ok());

  grpc::ClientContext refused;
  auto bad = OpenStream(refused, "hr", "many");
  EXPECT_FALSE(bad->Read(&message));
  const grpc::Status status = bad->Finish();
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(status.error_message(), "a count is required");
}

// A download the user abandons ends the writing thread instead of leaving it blocked.
TEST_F(RpcTest, AStreamTheClientLeavesEndsItsWriter) {
  Start(1);
  std::future<void> cut = service_->stream_cut.get_future();
  grpc::ClientContext context;
  auto stream = OpenStream(context, "hr", "100000000");
  grpc::ByteBuffer message;
  ASSERT_TRUE(stream->Read(&message));
  EXPECT_EQ(TextOf(message), "0");
  context.TryCancel();
  EXPECT_EQ(cut.wait_for(5s), std::future_status::ready);
  EXPECT_EQ(stream->Finish().error_code(), grpc::StatusCode::CANCELLED);
}

}  // namespace
}  // namespace kadry
