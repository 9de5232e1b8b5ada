#include "services/common/redis.h"

#include <hiredis/hiredis.h>

#include "absl/strings/str_cat.h"

namespace kadry {
namespace {
RedisValue Convert(const redisReply* reply) {
  RedisValue value;
  switch (reply->type) {
    case REDIS_REPLY_STRING:
      value.type = RedisValue::Type::kString;
      value.text.assign(reply->str, reply->len);
      break;
    case REDIS_REPLY_STATUS:
      value.type = RedisValue::Type::kStatus;
      value.text.assign(reply->str, reply->len);
      break;
    case REDIS_REPLY_INTEGER:
      value.type = RedisValue::Type::kInteger;
      value.integer = reply->integer;
      break;
    case REDIS_REPLY_ARRAY:
      value.type = RedisValue::Type::kArray;
      for (size_t i = 0; i < reply->elements; ++i) {
        value.elements.push_back(Convert(reply->element[i]));
      }
      break;
    default:
      break;
  }
  return value;
}

timeval ToTimeval(std::chrono::milliseconds ms) {
  return timeval{static_cast<time_t>(ms.count() / 1000),
                 static_cast<suseconds_t>((ms.count() % 1000) * 1000)};
}
}  // namespace

RedisClient::RedisClient(std::string host, int port, int pool_size,
                         std::chrono::milliseconds timeout)
    : host_(std::move(host)), port_(port), timeout_(timeout), free_slots_(pool_size) {}

RedisClient::~RedisClient() {
  for (redisContext* c : idle_) redisFree(c);
}

redisContext* RedisClient::Acquire() {
  std::unique_lock lock(mu_);
  available_.wait(lock, [this] { return !idle_.empty() || free_slots_ > 0; });
  if (!idle_.empty()) {
    redisContext* c = idle_.back();
    idle_.pop_back();
    return c;
  }
  --free_slots_;
  lock.unlock();
  // Connect outside the lock: a down server must not block other callers' timeouts.
  redisContext* c = redisConnectWithTimeout(host_.c_str(), port_, ToTimeval(timeout_));
  if (c == nullptr || c->err) {
    if (c) redisFree(c);
    Release(nullptr, false);
    return nullptr;
  }
  redisSetTimeout(c, ToTimeval(timeout_));
  return c;
}

void RedisClient::Release(redisContext* context, bool healthy) {
  {
    std::lock_guard lock(mu_);
    if (context && healthy) {
      idle_.push_back(context);
    } else {
      if (context) redisFree(context);
      ++free_slots_;
    }
  }
  available_.notify_one();
}

absl::StatusOr<RedisValue> RedisClient::Command(const std::vector<std::string>& args) {
  redisContext* c = Acquire();
  if (c == nullptr) return absl::UnavailableError("redis is unreachable");
  std::vector<const char*> argv;
  std::vector<size_t> lengths;
  for (const auto& a : args) {
    argv.push_back(a.data());
    lengths.push_back(a.size());
  }
  auto* reply = static_cast<redisReply*>(
      redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lengths.data()));
  if (reply == nullptr) {
    Release(c, false);
    return absl::UnavailableError("redis connection failed");
  }
  if (reply->type == REDIS_REPLY_ERROR) {
    std::string error(reply->str, reply->len);
    freeReplyObject(reply);
    Release(c, true);
    return absl::UnavailableError(absl::StrCat("redis error: ", error));
  }
  RedisValue value = Convert(reply);
  freeReplyObject(reply);
  Release(c, true);
  return value;
}

}  // namespace kadry
