// The floor of Kadry's architecture on this machine (bench/README.md): the pieces a request of the
// gateway passes through, with handlers that do nothing else, so that bench/run can show what
// each layer costs beyond them and how fast a route could be at best.
//
//   bench_floor backend <grpc address> <PostgreSQL connection string> <sync|callback|pool>
//   bench_floor front <http port> <grpc address of the backend> <channels> <blocking|callback>
//
//   GET /plain  the front alone: an answer written by the HTTP worker
//   GET /hop    one gRPC call answered without SQL
//   GET /row    one gRPC call whose handler reads one row by key, as pgbench -S does
//
// The front is a cpp-httplib server tuned as the gateway (BindTuned, 64 threads). Its gRPC
// calls are made as BackendChannels::Call makes them (one channel, the method registered once,
// a blocking call on the HTTP worker), or through gRPC's callback API. The backend is gRPC's
// callback API with the handlers handed to threads of its own as the services' are (pool: the
// call workers of services/common/rpc.h), or run on gRPC's own thread (callback: a service
// could not block there on PostgreSQL), or gRPC's synchronous server with the options the
// services had until the services moved to gRPC's callback API (bench/README.md) (sync). The row is pgbench -S's
// statement on bench/run's database, through the services' PostgreSQL pool (PgPool, 8 connections). bench/run measures
// the services' configuration: pool, one channel, blocking.
#include <grpcpp/grpcpp.h>
#include <grpcpp/impl/client_unary_call.h>
#include <grpcpp/impl/codegen/client_callback.h>
#include <grpcpp/impl/codegen/server_callback_handlers.h>
#include <grpcpp/impl/service_type.h>
#include <grpcpp/support/byte_buffer.h>
#include <grpcpp/support/method_handler.h>
#include <httplib.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "services/common/http_listen.h"
#include "services/common/pg.h"
#include "services/common/process_start.h"
#include "services/common/rpc.h"
#include "services/common/termination.h"

namespace {

// gRPC keeps the pointers of a method's path: they must outlive the server.
constexpr char kEchoPath[] = "/kadry.bench.Floor/Echo";
constexpr char kRowPath[] = "/kadry.bench.Floor/Row";
constexpr int kAccounts = 1000000;  // pgbench's accounts at scale 10, as bench/lib.sh makes them

std::string TextOf(const grpc::ByteBuffer& buffer) {
  std::vector<grpc::Slice> slices;
  std::string text;
  if (!buffer.Dump(&slices).ok()) return text;
  for (const grpc::Slice& s : slices) text.append(reinterpret_cast<const char*>(s.begin()), s.size());
  return text;
}

grpc::ByteBuffer BufferOf(const std::string& text) {
  grpc::Slice slice(text);
  return grpc::ByteBuffer(&slice, 1);
}

// pgbench -S's statement through the services' own pool (PgPool, 8 connections as a
// service's default, each statement prepared once per connection).
grpc::Status ReadBalance(kadry::PgPool& pool, const grpc::ByteBuffer& request, grpc::ByteBuffer* reply) {
  absl::StatusOr<kadry::PgResult> result =
      pool.Query("SELECT abalance FROM pgbench_accounts WHERE aid = $1", {TextOf(request)});
  if (!result.ok()) return grpc::Status(grpc::StatusCode::UNAVAILABLE, std::string(result.status().message()));
  if (result->Rows() != 1) return grpc::Status(grpc::StatusCode::NOT_FOUND, "no such account");
  *reply = BufferOf(result->Text(0, 0));
  return grpc::Status::OK;
}

enum class ServerApi { kSync, kCallback, kPool };

// Two methods on raw bytes; the method index is the order of AddMethod. kSync: gRPC's
// synchronous server, as the services ran until the services moved to gRPC's callback API (bench/README.md). kCallback:
// the callback API with both handlers run inline on gRPC's thread (a real service could not block there on PostgreSQL).
// kPool: the callback API, the row read on the services' call workers (RunOnCallWorker), as the services do.
class FloorService final : public grpc::Service {
 public:
  FloorService(kadry::PgPool& pool, ServerApi api) : pool_(pool) {
    using Handler = grpc::internal::RpcMethodHandler<FloorService, grpc::ByteBuffer, grpc::ByteBuffer>;
    AddMethod(new grpc::internal::RpcServiceMethod(
        kEchoPath, grpc::internal::RpcMethod::NORMAL_RPC,
        new Handler(
            [](FloorService*, grpc::ServerContext*, const grpc::ByteBuffer*, grpc::ByteBuffer* reply) {
              *reply = BufferOf("");
              return grpc::Status::OK;
            },
            this)));
    AddMethod(new grpc::internal::RpcServiceMethod(
        kRowPath, grpc::internal::RpcMethod::NORMAL_RPC,
        new Handler([](FloorService* self, grpc::ServerContext*, const grpc::ByteBuffer* request,
                       grpc::ByteBuffer* reply) { return ReadBalance(self->pool_, *request, reply); },
                    this)));
    if (api == ServerApi::kSync) return;
    using Callback = grpc::internal::CallbackUnaryHandler<grpc::ByteBuffer, grpc::ByteBuffer>;
    MarkMethodCallback(
        0, new Callback([](grpc::CallbackServerContext* context, const grpc::ByteBuffer*, grpc::ByteBuffer* reply) {
          *reply = BufferOf("");
          grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
          reactor->Finish(grpc::Status::OK);
          return reactor;
        }));
    MarkMethodCallback(1, new Callback([this, api](grpc::CallbackServerContext* context,
                                                   const grpc::ByteBuffer* request, grpc::ByteBuffer* reply) {
                         grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
                         if (api == ServerApi::kCallback) {
                           reactor->Finish(ReadBalance(pool_, *request, reply));
                         } else {
                           kadry::RunOnCallWorker([this, reactor, request, reply] {
                             reactor->Finish(ReadBalance(pool_, *request, reply));
                           });
                         }
                         return reactor;
                       }));
  }

 private:
  kadry::PgPool& pool_;
};

int Backend(const std::string& address, const std::string& dsn, ServerApi api) {
  absl::StatusOr<std::unique_ptr<kadry::PgPool>> pool = kadry::PgPool::Connect(dsn, 8);
  if (!pool.ok()) {
    std::cerr << "bench_floor: " << pool.status() << "\n";
    return 1;
  }
  FloorService service(**pool, api);
  grpc::ServerBuilder builder;
  // The synchronous options the services had until the services moved to gRPC's callback API (bench/README.md).
  builder.SetSyncServerOption(grpc::ServerBuilder::SyncServerOption::NUM_CQS, 1);
  builder.SetSyncServerOption(grpc::ServerBuilder::SyncServerOption::MIN_POLLERS, 2);
  builder.SetSyncServerOption(grpc::ServerBuilder::SyncServerOption::MAX_POLLERS, 64);
  int port = 0;
  builder.AddListeningPort(address, grpc::InsecureServerCredentials(), &port);
  builder.RegisterService(&service);
  std::unique_ptr<grpc::Server> server = builder.BuildAndStart();
  if (!server || port == 0) {
    std::cerr << "bench_floor: cannot listen on " << address << "\n";
    return 1;
  }
  kadry::WaitForTermination();
  server->Shutdown(std::chrono::system_clock::now() + std::chrono::seconds(1));
  return 0;
}

// The front's gRPC client: `channels` connections (distinct arguments, or gRPC would share
// one), each call on the next one of its HTTP worker; either the gateway's blocking call
// (the worker drives its own completion queue) or the callback API (gRPC's thread completes
// the call and wakes the waiting worker).
class FloorClient {
 public:
  FloorClient(const std::string& address, int channels, bool callback) : callback_(callback) {
    for (int i = 0; i < channels; ++i) {
      grpc::ChannelArguments args;
      args.SetInt("kadry.bench.channel", i);
      auto channel = grpc::CreateCustomChannel(address, grpc::InsecureChannelCredentials(), args);
      echo_.emplace_back(kEchoPath, grpc::internal::RpcMethod::NORMAL_RPC, channel);
      row_.emplace_back(kRowPath, grpc::internal::RpcMethod::NORMAL_RPC, channel);
      channels_.push_back(std::move(channel));
    }
  }

  absl::StatusOr<std::string> Call(bool row, const std::string& request) {
    thread_local std::size_t next = 0;
    const std::size_t i = next++ % channels_.size();
    const grpc::internal::RpcMethod& method = row ? row_[i] : echo_[i];
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(5));
    grpc::ByteBuffer request_buffer = BufferOf(request);
    grpc::ByteBuffer reply;
    grpc::Status status;
    if (callback_) {
      std::atomic<bool> done = false;
      grpc::internal::CallbackUnaryCall<grpc::ByteBuffer, grpc::ByteBuffer>(
          channels_[i].get(), method, &context, &request_buffer, &reply, [&](grpc::Status s) {
            status = std::move(s);
            done.store(true);
            done.notify_one();
          });
      done.wait(false);
    } else {
      status = grpc::internal::BlockingUnaryCall<grpc::ByteBuffer, grpc::ByteBuffer>(channels_[i].get(), method,
                                                                                     &context, request_buffer, &reply);
    }
    if (!status.ok()) return absl::UnavailableError(status.error_message());
    return TextOf(reply);
  }

 private:
  bool callback_;
  std::vector<std::shared_ptr<grpc::Channel>> channels_;
  std::deque<grpc::internal::RpcMethod> echo_, row_;
};

int Front(int port, const std::string& backend, int channels, bool callback) {
  FloorClient client(backend, channels, callback);
  const auto call = [&client](bool row, const std::string& request, httplib::Response& response) {
    absl::StatusOr<std::string> reply = client.Call(row, request);
    if (!reply.ok()) {
      response.status = 502;
      response.set_content(std::string(reply.status().message()), "text/plain");
      return;
    }
    response.set_content(absl::StrCat("{\"value\":\"", *reply, "\"}"), "application/json");
  };
  httplib::Server server;
  server.Get("/plain", [](const httplib::Request&, httplib::Response& response) {
    response.set_content("{\"value\":\"\"}", "application/json");
  });
  server.Get("/hop", [&call](const httplib::Request&, httplib::Response& response) { call(false, "", response); });
  server.Get("/row", [&call](const httplib::Request&, httplib::Response& response) {
    thread_local std::minstd_rand accounts(std::random_device{}());
    call(true, absl::StrCat(1 + accounts() % kAccounts), response);
  });
  if (absl::Status bound = kadry::BindTuned(server, "127.0.0.1", port, 64); !bound.ok()) {
    std::cerr << "bench_floor: " << bound << "\n";
    return 1;
  }
  std::thread serving([&server] { server.listen_after_bind(); });
  kadry::WaitForTermination();
  server.stop();
  serving.join();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  kadry::StartProcess("bench_floor");
  const std::string mode = argc > 1 ? argv[1] : "";
  int port = 0;
  const std::map<std::string, ServerApi> apis = {
      {"sync", ServerApi::kSync}, {"callback", ServerApi::kCallback}, {"pool", ServerApi::kPool}};
  if (mode == "backend" && argc == 5 && apis.contains(argv[4])) return Backend(argv[2], argv[3], apis.at(argv[4]));
  int channels = 0;
  if (mode == "front" && argc == 6 && absl::SimpleAtoi(argv[2], &port) && absl::SimpleAtoi(argv[4], &channels) &&
      channels > 0 && (std::string(argv[5]) == "blocking" || std::string(argv[5]) == "callback")) {
    return Front(port, argv[3], channels, std::string(argv[5]) == "callback");
  }
  std::cerr << "usage: bench_floor backend <grpc address> <postgres dsn> <sync|callback|pool>\n"
               "       bench_floor front <http port> <grpc address of the backend> <channels> <blocking|callback>\n";
  return 2;
}
