#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

struct redisContext;

namespace kadry {

// A Redis reply reduced to what Kadry uses.
struct RedisValue {
  enum class Type { kNil, kString, kInteger, kArray, kStatus };
  Type type = Type::kNil;
  std::string text;
  long long integer = 0;
  std::vector<RedisValue> elements;
  bool IsNil() const { return type == Type::kNil; }
};

// One connection subscribed to one channel (Redis pub/sub), read by a single thread.
class RedisSubscription final {
 public:
  explicit RedisSubscription(redisContext* context) : context_(context) {}
  ~RedisSubscription();
  RedisSubscription(const RedisSubscription&) = delete;
  RedisSubscription& operator=(const RedisSubscription&) = delete;

  // The payload of the next message published on the channel, waiting at most `wait`;
  // nullopt when none came in time (a PONG counts as none, but as heard). UNAVAILABLE
  // once the connection has failed: the subscription is then over.
  absl::StatusOr<std::optional<std::string>> Next(std::chrono::milliseconds wait);
  // Asks the server for a PONG, which Next takes: silence after it means a dead link.
  absl::Status Ping();
  // When the server was last heard from (a message, a PONG or the subscription itself).
  std::chrono::steady_clock::time_point last_heard() const { return last_heard_; }

 private:
  redisContext* context_;
  std::chrono::steady_clock::time_point last_heard_ = std::chrono::steady_clock::now();
};

// A small pool of synchronous hiredis connections with short timeouts. Every failure
// is UNAVAILABLE so callers can degrade (e.g. skip a cache) rather than fail a request.
// Connections the server closed (a Redis restart) are dropped before use, so the first
// request after Redis returns already works.
class RedisClient final {
 public:
  // `password` is sent with AUTH after each connect; nullopt reads KADRY_REDIS_PASSWORD,
  // so every process that talks to Redis takes the same setting without its own code.
  RedisClient(std::string host, int port, int pool_size,
              std::chrono::milliseconds timeout = std::chrono::milliseconds(500),
              std::optional<std::string> password = std::nullopt);
  ~RedisClient();
  RedisClient(const RedisClient&) = delete;
  RedisClient& operator=(const RedisClient&) = delete;

  absl::StatusOr<RedisValue> Command(const std::vector<std::string>& args);

  // A connection of its own, outside the pool, subscribed to `channel` once this returns.
  absl::StatusOr<std::unique_ptr<RedisSubscription>> Subscribe(const std::string& channel);

 private:
  // The context and whether it was reused from the pool (a reused one may be stale).
  std::pair<redisContext*, bool> Acquire();
  redisContext* ConnectFresh();
  void Release(redisContext* context, bool healthy);
  // After a connection failure the other idle ones are most likely dead too.
  void DropIdle();

  std::string host_;
  int port_;
  std::string password_;
  std::chrono::milliseconds timeout_;
  std::mutex mu_;
  std::condition_variable available_;
  std::vector<redisContext*> idle_;
  int free_slots_;
};

}  // namespace kadry
