#include "services/common/redis.h"

#include <hiredis/hiredis.h>
#include <poll.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <string_view>
#include <tuple>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
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
    default: break;
  }
  return value;
}

timeval ToTimeval(std::chrono::milliseconds ms) {
  return timeval{static_cast<time_t>(ms.count() / 1000), static_cast<suseconds_t>((ms.count() % 1000) * 1000)};
}

std::string PasswordFromEnv() {
  const char* value = std::getenv("KADRY_REDIS_PASSWORD");
  return value ? value : "";
}

// An idle connection has nothing to read unless the server closed it: look, don't block.
bool LooksClosed(const redisContext* c) {
  pollfd ready{c->fd, POLLIN, 0};
  return ::poll(&ready, 1, 0) != 0;
}
}  // namespace

RedisClient::RedisClient(RedisAddress address, int pool_size, std::chrono::milliseconds timeout,
                         std::optional<std::string> password)
    : address_(std::move(address)),
      password_(password ? *std::move(password) : PasswordFromEnv()),
      timeout_(timeout),
      free_slots_(pool_size) {}

RedisClient::~RedisClient() {
  for (redisContext* c : idle_) redisFree(c);
}

redisContext* RedisClient::ConnectFresh() {
  if (address_.sentinels.empty()) return ConnectTo(address_.host, address_.port);
  const auto master = AskSentinels();
  if (!master) return nullptr;
  redisContext* c = ConnectTo(master->first, master->second);
  if (c == nullptr) return nullptr;
  // A sentinel may name the old master for a moment after a failover: only a master will do.
  auto* role = static_cast<redisReply*>(redisCommand(c, "ROLE"));
  const bool is_master = role != nullptr && role->type == REDIS_REPLY_ARRAY && role->elements > 0 &&
                         role->element[0]->type == REDIS_REPLY_STRING &&
                         std::string_view(role->element[0]->str, role->element[0]->len) == "master";
  if (role) freeReplyObject(role);
  if (is_master) return c;
  redisFree(c);
  return nullptr;
}

std::optional<std::pair<std::string, int>> RedisClient::AskSentinels() {
  std::lock_guard lock(sentinels_mu_);
  auto& sentinels = address_.sentinels;
  for (size_t i = 0; i < sentinels.size(); ++i) {
    redisContext* c = ConnectTo(sentinels[i].first, sentinels[i].second);
    if (c == nullptr) continue;
    auto* reply = static_cast<redisReply*>(
        redisCommand(c, "SENTINEL get-master-addr-by-name %b", address_.master.data(), address_.master.size()));
    std::optional<std::pair<std::string, int>> master;
    // [host, port], or nil when this sentinel does not monitor that name.
    if (reply != nullptr && reply->type == REDIS_REPLY_ARRAY && reply->elements == 2 &&
        reply->element[0]->type == REDIS_REPLY_STRING && reply->element[1]->type == REDIS_REPLY_STRING) {
      int port = 0;
      if (absl::SimpleAtoi(absl::string_view(reply->element[1]->str, reply->element[1]->len), &port)) {
        master.emplace(std::string(reply->element[0]->str, reply->element[0]->len), port);
      }
    }
    if (reply) freeReplyObject(reply);
    redisFree(c);
    if (master) {
      // Redis' advice for clients: the sentinel that answered is asked first next time.
      std::rotate(sentinels.begin(), sentinels.begin() + static_cast<std::ptrdiff_t>(i), sentinels.begin() + i + 1);
      return master;
    }
  }
  return std::nullopt;
}

redisContext* RedisClient::ConnectTo(const std::string& host, int port) {
  redisContext* c = redisConnectWithTimeout(host.c_str(), port, ToTimeval(timeout_));
  if (c == nullptr || c->err) {
    if (c) redisFree(c);
    return nullptr;
  }
  redisSetTimeout(c, ToTimeval(timeout_));
  if (!password_.empty()) {
    auto* reply = static_cast<redisReply*>(redisCommand(c, "AUTH %b", password_.data(), password_.size()));
    const bool ok = reply != nullptr && reply->type != REDIS_REPLY_ERROR;
    if (reply) freeReplyObject(reply);
    if (!ok) {
      redisFree(c);
      return nullptr;
    }
  }
  return c;
}

std::pair<redisContext*, bool> RedisClient::Acquire() {
  std::unique_lock lock(mu_);
  available_.wait(lock, [this] { return !idle_.empty() || free_slots_ > 0; });
  while (!idle_.empty()) {
    redisContext* c = idle_.back();
    idle_.pop_back();
    if (!LooksClosed(c)) return {c, true};
    redisFree(c);
    ++free_slots_;
  }
  --free_slots_;
  lock.unlock();
  // Connect outside the lock: a down server must not block other callers' timeouts.
  redisContext* c = ConnectFresh();
  if (c == nullptr) Release(nullptr, false);
  return {c, false};
}

void RedisClient::DropIdle() {
  std::vector<redisContext*> dropped;
  {
    std::lock_guard lock(mu_);
    dropped.swap(idle_);
    free_slots_ += static_cast<int>(dropped.size());
  }
  for (redisContext* c : dropped) redisFree(c);
  available_.notify_all();
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
  std::vector<const char*> argv;
  std::vector<size_t> lengths;
  for (const auto& a : args) {
    argv.push_back(a.data());
    lengths.push_back(a.size());
  }
  auto send = [&](redisContext* c) {
    return static_cast<redisReply*>(redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lengths.data()));
  };
  auto [c, reused] = Acquire();
  if (c == nullptr) return absl::UnavailableError("redis is unreachable");
  auto* reply = send(c);
  const bool closed_by_server =
      reply == nullptr &&
      (c->err == REDIS_ERR_EOF || (c->err == REDIS_ERR_IO && (errno == ECONNRESET || errno == EPIPE)));
  if (closed_by_server && reused) {
    // The server closed a pooled connection (a restart) before reading the command:
    // the others are stale too, and the command never ran, so one fresh try is safe.
    Release(c, false);
    DropIdle();
    std::tie(c, reused) = Acquire();
    if (c == nullptr) return absl::UnavailableError("redis is unreachable");
    reply = send(c);
  }
  if (reply == nullptr) {
    Release(c, false);
    DropIdle();
    return absl::UnavailableError("redis connection failed");
  }
  if (reply->type == REDIS_REPLY_ERROR) {
    std::string error(reply->str, reply->len);
    freeReplyObject(reply);
    // A master turned replica by a failover: every pooled connection points at it.
    const bool demoted = absl::StartsWith(error, "READONLY");
    Release(c, !demoted);
    if (demoted) DropIdle();
    return absl::UnavailableError(absl::StrCat("redis error: ", error));
  }
  RedisValue value = Convert(reply);
  freeReplyObject(reply);
  Release(c, true);
  return value;
}

RedisSubscription::~RedisSubscription() { redisFree(context_); }

absl::StatusOr<std::optional<std::string>> RedisSubscription::Next(std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (true) {
    void* raw = nullptr;
    if (redisGetReplyFromReader(context_, &raw) != REDIS_OK) return absl::UnavailableError("redis subscription broke");
    if (raw != nullptr) {
      auto* reply = static_cast<redisReply*>(raw);
      last_heard_ = std::chrono::steady_clock::now();
      std::optional<std::string> payload;
      // A message is ["message", channel, payload]; a PONG is ["pong", ""].
      if (reply->type == REDIS_REPLY_ARRAY && reply->elements == 3 && reply->element[0]->type == REDIS_REPLY_STRING &&
          std::string_view(reply->element[0]->str, reply->element[0]->len) == "message" &&
          reply->element[2]->type == REDIS_REPLY_STRING) {
        payload.emplace(reply->element[2]->str, reply->element[2]->len);
      }
      freeReplyObject(reply);
      if (payload) return payload;
      continue;
    }
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::optional<std::string>();
    pollfd ready{context_->fd, POLLIN, 0};
    const int n = ::poll(&ready, 1, static_cast<int>(left.count()));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return absl::UnavailableError("redis subscription broke");
    if (n == 0) return std::optional<std::string>();
    if (redisBufferRead(context_) != REDIS_OK) return absl::UnavailableError("redis subscription closed");
  }
}

absl::Status RedisSubscription::Ping() {
  if (redisAppendCommand(context_, "PING") != REDIS_OK) return absl::UnavailableError("redis subscription broke");
  int done = 0;
  while (!done) {
    if (redisBufferWrite(context_, &done) != REDIS_OK) return absl::UnavailableError("redis subscription broke");
  }
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<RedisSubscription>> RedisClient::Subscribe(const std::string& channel) {
  redisContext* c = ConnectFresh();
  if (c == nullptr) return absl::UnavailableError("redis is unreachable");
  auto subscription = std::make_unique<RedisSubscription>(c);
  auto* reply = static_cast<redisReply*>(redisCommand(c, "SUBSCRIBE %b", channel.data(), channel.size()));
  // The confirmation is ["subscribe", channel, 1].
  const bool subscribed = reply != nullptr && reply->type == REDIS_REPLY_ARRAY && reply->elements == 3;
  if (reply) freeReplyObject(reply);
  if (!subscribed) return absl::UnavailableError("redis refused the subscription");
  return subscription;
}

}  // namespace kadry
