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

// Where a process finds Redis: one server, or the master that Redis Sentinel names when
// `sentinels` are given (docs/operations.md "Redis").
struct RedisAddress {
  std::string host;
  int port = 0;
  std::vector<std::pair<std::string, int>> sentinels;  // asked in turn; the one that answered first next time
  std::string master;                                  // the name the sentinels monitor it by
};

// A small pool of synchronous hiredis connections with short timeouts. Every failure
// is UNAVAILABLE so callers can degrade (e.g. skip a cache) rather than fail a request.
// Connections the server closed (a Redis restart) are dropped before use, so the first
// request after Redis returns already works. With sentinels, each new connection goes to the
// master they name and is checked to be one (ROLE): after a failover the old master closes
// its clients or answers READONLY, the pool is dropped, and the next connection finds the new
// master.
class RedisClient final {
 public:
  // `password` is sent with AUTH after each connect (to the sentinels too); nullopt reads
  // KADRY_REDIS_PASSWORD, so every process that talks to Redis takes the same setting without
  // its own code.
  RedisClient(RedisAddress address, int pool_size, std::chrono::milliseconds timeout = std::chrono::milliseconds(500),
              std::optional<std::string> password = std::nullopt);
  RedisClient(std::string host, int port, int pool_size,
              std::chrono::milliseconds timeout = std::chrono::milliseconds(500),
              std::optional<std::string> password = std::nullopt)
      : RedisClient(RedisAddress{std::move(host), port, {}, {}}, pool_size, timeout, std::move(password)) {}
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
  redisContext* ConnectTo(const std::string& host, int port);
  // The master's host and port as the first sentinel that answers names it.
  std::optional<std::pair<std::string, int>> AskSentinels();
  void Release(redisContext* context, bool healthy);
  // After a connection failure the other idle ones are most likely dead too.
  void DropIdle();

  RedisAddress address_;
  std::mutex sentinels_mu_;  // AskSentinels reorders address_.sentinels
  std::string password_;
  std::chrono::milliseconds timeout_;
  std::mutex mu_;
  std::condition_variable available_;
  std::vector<redisContext*> idle_;
  int free_slots_;
};

}  // namespace kadry
