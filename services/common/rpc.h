#pragma once

// The one way a gRPC handler runs (docs/architecture.md §3): the gateway's request id in the
// log scope, the caller authenticated, a body that returns absl::Status, and the status
// turned into the reply in one place (INTERNAL logged once, problem extensions as details).
// The services serve on gRPC's callback API; a handler's body runs on the call workers
// (below), never on gRPC's own threads, and captures what it uses by value:
//
//   grpc::ServerUnaryReactor* Svc::GetThing(grpc::CallbackServerContext* ctx, const Req* req, Res* res) {
//     return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
//       ASSIGN_OR_RETURN(*res->mutable_data(), things_.Get(req->id(), caller.Scope()));
//       return absl::OkStatus();
//     });
//   }
#include <grpcpp/server_context.h>
#include <grpcpp/support/server_callback.h>
#include <grpcpp/support/status.h>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "services/common/grpc_server.h"
#include "services/common/log.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"

namespace kadry {

// absl::Status -> grpc::Status: the code and message kept, problem extensions as the
// error details; INTERNAL and UNKNOWN are logged here, once.
grpc::Status Reply(const absl::Status& status);

// The x-request-id metadata value of this call, or a new id.
std::string RequestIdOf(grpc::ServerContextBase* context);

// The process's call workers run every unary handler's body, first come first served.
// gRPC's callback API calls a handler on one of gRPC's own few threads, which must never
// block, and a body waits on PostgreSQL or on another service. With bodies on these threads
// absences spent 8-20 % less CPU on a read of PostgreSQL than on gRPC's synchronous server
// (bench/README.md). Twice a service's PostgreSQL pool (at least twice the default
// of 8), so a call that waits on another service or on Redis does not hold back those that read.
inline constexpr int kCallWorkers = 16;
void RunOnCallWorker(std::function<void()> work);
// Adds call workers up to twice `pg_pool_size`; ServeGrpcServices calls it with the service's pool.
void SizeCallWorkersFor(int pg_pool_size);

// Runs one handler on this thread: request-id scope, `authenticate(context)` -> a caller (a
// refusal is the reply), then `body(caller)` and its status as the reply.
template <typename Authenticate, typename Body>
grpc::Status ServeCall(grpc::ServerContextBase* context, Authenticate&& authenticate, Body&& body) {
  RequestIdScope scope(RequestIdOf(context));
  auto caller = std::forward<Authenticate>(authenticate)(context);
  if (!caller.ok()) return Reply(caller.status());
  return Reply(std::forward<Body>(body)(*caller));
}

// A unary handler: ServeCall on a call worker; gRPC sends the reply when it is done. The
// request, the response and the context live until then.
template <typename Authenticate, typename Body>
grpc::ServerUnaryReactor* ServeUnary(grpc::CallbackServerContext* context, Authenticate authenticate, Body body) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  RunOnCallWorker([reactor, context, authenticate = std::move(authenticate), body = std::move(body)]() mutable {
    reactor->Finish(ServeCall(context, authenticate, body));
  });
  return reactor;
}

// ServeUnary for handlers whose caller is only checked, not used: `check(context)` returns
// OK or the refusal, `body()` runs after it.
template <typename Check, typename Body>
grpc::ServerUnaryReactor* ServeChecked(grpc::CallbackServerContext* context, Check check, Body body) {
  return ServeUnary(
      context,
      [check = std::move(check)](grpc::ServerContextBase* c) mutable -> absl::StatusOr<bool> {
        RETURN_IF_ERROR(check(c));
        return true;
      },
      [body = std::move(body)](bool) mutable { return body(); });
}

// ServeChecked for an internal system's call: a client-credentials token holding `scope`
// (SystemCallerOf), anything else refused; `body()` runs after it.
template <typename Body>
grpc::ServerUnaryReactor* ServeSystem(grpc::CallbackServerContext* context, TokenVerifier& verifier,
                                      std::string_view scope, Body body) {
  return ServeChecked(
      context,
      [&verifier, scope = std::string(scope)](grpc::ServerContextBase* c) {
        return SystemCallerOf(c, verifier, scope).status();
      },
      std::move(body));
}

// The writing end of a server stream on the callback API, for a handler written as a loop of
// writes: Write blocks until gRPC has sent the message or the call has ended (false), as the
// synchronous API's writer does. It deletes itself when gRPC is done with the call.
template <typename Message>
class StreamWriter final : public grpc::ServerWriteReactor<Message> {
 public:
  bool Write(const Message& message) {
    {
      std::lock_guard lock(mu_);
      writing_ = true;
    }
    this->StartWrite(&message);
    std::unique_lock lock(mu_);
    written_.wait(lock, [this] { return !writing_; });
    return write_ok_;
  }

 private:
  void OnWriteDone(bool ok) override {
    {
      std::lock_guard lock(mu_);
      writing_ = false;
      write_ok_ = ok;
    }
    written_.notify_all();
  }
  void OnDone() override { delete this; }

  std::mutex mu_;
  std::condition_variable written_;
  bool writing_ = false;
  bool write_ok_ = false;
};

// A server-streaming handler: ServeCall with `body(caller, writer)` on a thread of its own (a
// download may take minutes, and must not hold a call worker that long); the stream ends with
// the body's status.
template <typename Message, typename Authenticate, typename Body>
grpc::ServerWriteReactor<Message>* ServeStream(grpc::CallbackServerContext* context, Authenticate authenticate,
                                               Body body) {
  auto* writer = new StreamWriter<Message>();
  std::thread([writer, context, authenticate = std::move(authenticate), body = std::move(body)]() mutable {
    writer->Finish(ServeCall(context, authenticate, [&](auto& caller) { return body(caller, *writer); }));
  }).detach();
  return writer;
}

// The two ways a handler of `Service` runs with the caller `Service::CallerFrom(context)`
// authenticates: Serve(ctx, body(caller)) for a unary call, ServeFile<Chunk>(ctx,
// body(caller, writer)) for a download. A service derives from it and befriends it, so that
// CallerFrom stays private.
template <typename Service>
class CallerHandlers {
 protected:
  template <typename Body>
  grpc::ServerUnaryReactor* Serve(grpc::CallbackServerContext* context, Body body) {
    return ServeUnary(context, Authenticate(), std::move(body));
  }
  template <typename Chunk, typename Body>
  grpc::ServerWriteReactor<Chunk>* ServeFile(grpc::CallbackServerContext* context, Body body) {
    return ServeStream<Chunk>(context, Authenticate(), std::move(body));
  }

 private:
  auto Authenticate() {
    return [this](grpc::ServerContextBase* c) { return static_cast<Service*>(this)->CallerFrom(c); };
  }
};

}  // namespace kadry
