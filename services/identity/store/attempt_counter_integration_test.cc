// AttemptCounter against the real Redis that `./kadry test` starts, and without one.
#include <algorithm>
#include <cstdlib>
#include <set>
#include <thread>

#include "gtest/gtest.h"
#include "services/common/jwt.h"
#include "services/identity/store/attempt_counter.h"
#include "services/common/test_database.h"

namespace kadry::identity {
namespace {

TEST(AttemptCounterTest, ParallelAttemptsEachSeeTheirOwnCount) {
  RedisClient redis("127.0.0.1", TestRedisPort(), 8);
  AttemptCounter counter(redis);
  const std::string key = "test:" + RandomToken(8);
  std::vector<long long> seen(16);
  std::vector<std::thread> threads;
  for (int i = 0; i < 16; ++i) {
    threads.emplace_back([&, i] { seen[i] = counter.Add({key, key + ":b"}, 60)[0]; });
  }
  for (auto& t : threads) t.join();
  // Increment-then-check in one step: no two attempts share a count, so no limit is
  // passed by racing it.
  EXPECT_EQ(std::set<long long>(seen.begin(), seen.end()).size(), 16u);
  EXPECT_EQ(*std::max_element(seen.begin(), seen.end()), 16);
  EXPECT_FALSE(counter.degraded());
  auto ttl = redis.Command({"TTL", "idp:attempts:" + key});
  ASSERT_TRUE(ttl.ok());
  EXPECT_GT(ttl->integer, 0);
  EXPECT_LE(ttl->integer, 60);

  counter.Remove({key});
  EXPECT_EQ(counter.Peek({key})[0], 15);
  counter.Reset(key);
  EXPECT_EQ(counter.Peek({key, key + ":b"}), (std::vector<long long>{0, 16}));
}

TEST(AttemptCounterTest, ARedisOutageCountsInThisProcessInsteadOfFailing) {
  RedisClient down("127.0.0.1", 1, 1, std::chrono::milliseconds(200));
  AttemptCounter counter(down);
  EXPECT_EQ(counter.Add({"a", "b"}, 60), (std::vector<long long>{1, 1}));
  EXPECT_EQ(counter.Add({"a"}, 60), (std::vector<long long>{2}));
  EXPECT_TRUE(counter.degraded());
  EXPECT_EQ(counter.Peek({"a", "b", "c"}), (std::vector<long long>{2, 1, 0}));
  counter.Remove({"a"});
  EXPECT_EQ(counter.Peek({"a"})[0], 1);
  counter.Reset("b");
  EXPECT_EQ(counter.Peek({"b"})[0], 0);
}

}  // namespace
}  // namespace kadry::identity
