#include "services/common/rpc.h"

#include <grpcpp/server_context.h>
#include <pthread.h>

#include <condition_variable>
#include <deque>

#include <nlohmann/json.hpp>

#include "absl/strings/str_join.h"
#include "services/common/grpc_status.h"

namespace kadry {

grpc::Status Reply(const absl::Status& status) {
  if (status.ok()) return grpc::Status::OK;
  if (status.code() == absl::StatusCode::kInternal || status.code() == absl::StatusCode::kUnknown) {
    LogError("call failed", {{"error", std::string(status.message())}});
  }
  auto extensions = status.GetPayload(kProblemExtensions);
  if (!extensions.has_value()) return ToGrpcStatus(status);
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()), std::string(status.message()),
                      std::string(*extensions));
}

std::string RequestIdOf(grpc::ServerContextBase* context) {
  const auto& metadata = context->client_metadata();
  auto it = metadata.find("x-request-id");
  return it == metadata.end() ? NewRequestId() : std::string(it->second.data(), it->second.size());
}

namespace {
// Threads that run handed-over work in turn; more may be added, none removed.
class WorkThreads {
 public:
  explicit WorkThreads(int count) { GrowTo(count); }
  ~WorkThreads();  // runs what was handed over, then ends the threads
  void GrowTo(int count);
  void Post(std::function<void()> work);

 private:
  void Run();
  std::mutex mu_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> work_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

void WorkThreads::GrowTo(int count) {
  std::lock_guard lock(mu_);
  while (static_cast<int>(threads_.size()) < count) {
    threads_.emplace_back([this] { Run(); });
    pthread_setname_np(threads_.back().native_handle(), "call-worker");  // as perf and top show it
  }
}

WorkThreads::~WorkThreads() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  ready_.notify_all();
  for (std::thread& t : threads_) t.join();
}

void WorkThreads::Post(std::function<void()> work) {
  {
    std::lock_guard lock(mu_);
    work_.push_back(std::move(work));
  }
  ready_.notify_one();
}

void WorkThreads::Run() {
  for (;;) {
    std::unique_lock lock(mu_);
    ready_.wait(lock, [this] { return stopping_ || !work_.empty(); });
    if (work_.empty()) return;  // stopping, and nothing is left to run
    std::function<void()> work = std::move(work_.front());
    work_.pop_front();
    lock.unlock();
    work();
  }
}

WorkThreads& CallWorkers() {
  static WorkThreads workers(kCallWorkers);
  return workers;
}

}  // namespace

void RunOnCallWorker(std::function<void()> work) { CallWorkers().Post(std::move(work)); }

void SizeCallWorkersFor(int pg_pool_size) { CallWorkers().GrowTo(2 * pg_pool_size); }

}  // namespace kadry
