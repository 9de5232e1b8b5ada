#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
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

// A small pool of synchronous hiredis connections with short timeouts. Every failure
// is UNAVAILABLE so callers can degrade (e.g. skip a cache) rather than fail a request.
class RedisClient final {
 public:
  RedisClient(std::string host, int port, int pool_size,
              std::chrono::milliseconds timeout = std::chrono::milliseconds(500));
  ~RedisClient();
  RedisClient(const RedisClient&) = delete;
  RedisClient& operator=(const RedisClient&) = delete;

  absl::StatusOr<RedisValue> Command(const std::vector<std::string>& args);

 private:
  redisContext* Acquire();
  void Release(redisContext* context, bool healthy);

  std::string host_;
  int port_;
  std::chrono::milliseconds timeout_;
  std::mutex mu_;
  std::condition_variable available_;
  std::vector<redisContext*> idle_;
  int free_slots_;
};

}  // namespace kadry
