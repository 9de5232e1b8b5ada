// The Redis client behind Redis Sentinel, against real processes: a master, its replica and a
// sentinel of their own on free ports (Debian's redis-server, which `./kadry` runs too). The
// client asks the sentinel for the master, and after a failover finds the new one by itself.
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "services/common/redis.h"

extern char** environ;

namespace kadry {
namespace {

constexpr char kPassword[] = "sentinel-test-password";

int FreePort() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
  socklen_t length = sizeof address;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  ::close(fd);
  return ntohs(address.sin_port);
}

pid_t Spawn(std::vector<std::string> args) {
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0) return -1;
  return pid;
}

// Polls `done` every 100 ms until it holds or `limit` passes.
template <typename Done>
bool Within(std::chrono::seconds limit, Done done) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < deadline) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return done();
}

class RedisSentinelTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / absl::StrCat("kadry-sentinel-test-", ::getpid());
    std::filesystem::create_directories(dir_);
    master_port_ = FreePort();
    replica_port_ = FreePort();
    sentinel_port_ = FreePort();
    // No dump, a replica's first sync at once (not after the default 5 s), each log in a file.
    auto server = [&](int port, const std::string& role, const std::string& more) {
      std::vector<std::string> args =
          absl::StrSplit(absl::StrCat("redis-server --port ", port, " --bind 127.0.0.1 --save '' --appendonly no",
                                      " --repl-diskless-sync-delay 0 --requirepass ", kPassword, " --masterauth ",
                                      kPassword, " --dir ", dir_.string(), " --logfile ", role, ".log", more),
                         ' ');
      for (auto& a : args) {
        if (a == "''") a.clear();
      }
      return Spawn(args);
    };
    pids_.push_back(server(master_port_, "master", ""));
    pids_.push_back(server(replica_port_, "replica", absl::StrCat(" --replicaof 127.0.0.1 ", master_port_)));
    RedisClient replica("127.0.0.1", replica_port_, 1, std::chrono::milliseconds(500), kPassword);
    ASSERT_TRUE(Within(std::chrono::seconds(20), [&] {
      auto role = replica.Command({"ROLE"});
      return role.ok() && role->elements.size() >= 4 && role->elements[3].text == "connected";
    })) << "the replica did not come up";

    // Started once the replica is in sync, the sentinel finds it in the master's first INFO (the
    // next is 10 s later). It rewrites its own file; quorum 1: it decides alone.
    const auto conf = dir_ / "sentinel.conf";
    std::ofstream(conf) << "port " << sentinel_port_ << "\nbind 127.0.0.1\nlogfile sentinel.log\ndir " << dir_.string()
                        << "\nrequirepass " << kPassword << "\nsentinel monitor kadry 127.0.0.1 " << master_port_
                        << " 1\nsentinel auth-pass kadry " << kPassword
                        << "\nsentinel down-after-milliseconds kadry 1000\nsentinel failover-timeout kadry 10000\n";
    pids_.push_back(Spawn({"redis-server", conf.string(), "--sentinel"}));
    for (pid_t pid : pids_) ASSERT_GT(pid, 0) << "redis-server did not start";
    RedisClient sentinel("127.0.0.1", sentinel_port_, 1, std::chrono::milliseconds(500), kPassword);
    ASSERT_TRUE(Within(std::chrono::seconds(20), [&] {
      auto replicas = sentinel.Command({"SENTINEL", "REPLICAS", "kadry"});
      return replicas.ok() && replicas->elements.size() == 1;
    })) << "the sentinel did not come up";
  }

  void TearDown() override {
    for (pid_t pid : pids_) {
      if (pid > 0) ::kill(pid, SIGKILL);
    }
    for (pid_t pid : pids_) {
      if (pid > 0) ::waitpid(pid, nullptr, 0);
    }
    std::filesystem::remove_all(dir_);
  }

  static std::string RoleOf(RedisClient& server) {
    auto role = server.Command({"ROLE"});
    return role.ok() && !role->elements.empty() ? role->elements[0].text : "";
  }

  RedisAddress Sentinels(std::vector<std::pair<std::string, int>> sentinels) const {
    return RedisAddress{"", 0, std::move(sentinels), "kadry"};
  }

  std::filesystem::path dir_;
  int master_port_ = 0;
  int replica_port_ = 0;
  int sentinel_port_ = 0;
  std::vector<pid_t> pids_;
};

TEST_F(RedisSentinelTest, WritesGoToTheMasterTheSentinelNames) {
  RedisClient redis(Sentinels({{"127.0.0.1", sentinel_port_}}), 2, std::chrono::milliseconds(500), kPassword);
  ASSERT_TRUE(redis.Command({"SET", "sentinel-test:first", "1"}).ok());
  RedisClient master("127.0.0.1", master_port_, 1, std::chrono::milliseconds(500), kPassword);
  EXPECT_EQ(master.Command({"GET", "sentinel-test:first"})->text, "1");
}

TEST_F(RedisSentinelTest, ASentinelThatIsDownIsSkipped) {
  RedisClient redis(Sentinels({{"127.0.0.1", 1}, {"127.0.0.1", sentinel_port_}}), 1, std::chrono::milliseconds(300),
                    kPassword);
  EXPECT_TRUE(redis.Command({"PING"}).ok());
}

TEST_F(RedisSentinelTest, NoSentinelAnsweringIsUnavailable) {
  RedisClient redis(Sentinels({{"127.0.0.1", 1}}), 1, std::chrono::milliseconds(300), kPassword);
  EXPECT_EQ(redis.Command({"PING"}).status().code(), absl::StatusCode::kUnavailable);
}

// The master lost (its process killed, as a node's failure would): the sentinel promotes the
// replica after down-after-milliseconds, and the client, whose pooled connections all led to the
// lost master, writes to the new one without being told.
TEST_F(RedisSentinelTest, AfterAFailoverTheClientWritesToTheNewMaster) {
  RedisClient redis(Sentinels({{"127.0.0.1", sentinel_port_}}), 4, std::chrono::milliseconds(500), kPassword);
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(redis.Command({"SET", "sentinel-test:before", "1"}).ok());

  ::kill(pids_[0], SIGKILL);
  ::waitpid(pids_[0], nullptr, 0);
  pids_[0] = 0;
  RedisClient replica("127.0.0.1", replica_port_, 1, std::chrono::milliseconds(500), kPassword);
  ASSERT_TRUE(Within(std::chrono::seconds(30), [&] { return RoleOf(replica) == "master"; }));

  // Until the sentinel has switched, it names the lost master and writes are UNAVAILABLE.
  ASSERT_TRUE(Within(std::chrono::seconds(10), [&] {
    return redis.Command({"SET", "sentinel-test:after", "2"}).ok();
  }));
  EXPECT_EQ(replica.Command({"GET", "sentinel-test:after"})->text, "2");
  for (int i = 0; i < 8; ++i) EXPECT_TRUE(redis.Command({"INCR", "sentinel-test:count"}).ok()) << i;
  EXPECT_EQ(replica.Command({"GET", "sentinel-test:count"})->text, "8");
}

}  // namespace
}  // namespace kadry
