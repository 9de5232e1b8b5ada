#include "gateway/principal_cache.h"

#include <gtest/gtest.h>

#include "gateway/circuit_breaker.h"

namespace kadry::gateway {
namespace {

SharedUser User(AuthenticatedUser user) { return std::make_shared<const AuthenticatedUser>(std::move(user)); }

TEST(CircuitBreaker, OpensForFiveSecondsAfterAFailure) {
  absl::Time now = absl::FromUnixSeconds(1000);
  CircuitBreaker breaker(absl::Seconds(5), [&] { return now; });
  EXPECT_TRUE(breaker.Allows());
  breaker.RecordFailure();
  EXPECT_FALSE(breaker.Allows());
  now += absl::Seconds(4);
  EXPECT_FALSE(breaker.Allows());
  now += absl::Seconds(1);
  EXPECT_TRUE(breaker.Allows());
}

TEST(CircuitBreaker, ByDefaultProbesAgainAfterOneSecond) {
  // Redis back must mean the cache back within a second, not after minutes.
  absl::Time now = absl::FromUnixSeconds(1000);
  CircuitBreaker breaker(CircuitBreaker::kDefaultOpenFor, [&] { return now; });
  breaker.RecordFailure();
  EXPECT_FALSE(breaker.Allows());
  now += absl::Seconds(1);
  EXPECT_TRUE(breaker.Allows());
}

TEST(PrincipalCache, KeyIsTheHexSha256OfTheToken) {
  // sha256("abc")
  EXPECT_EQ(PrincipalCache::KeyFor("abc"),
            "gw:principal:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(PrincipalCache, WithoutRedisOnlyThisProcessRemembers) {
  PrincipalCache cache(nullptr);
  cache.Store("t", User({1, {9044}, {"Menu_General"}}), absl::Seconds(30));
  auto found = cache.Find("t");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->user_id, 1);
  EXPECT_TRUE(found->abilities.count("Menu_General"));
  EXPECT_FALSE(cache.Find("t2"));  // the exact token bytes, nothing else
  EXPECT_FALSE(cache.Find("T"));
  EXPECT_FALSE(cache.Ping());
}

TEST(PrincipalCache, ARememberedPrincipalEndsWithItsTtlAndAtMostAfterAMinute) {
  absl::Time now = absl::FromUnixSeconds(1000);
  PrincipalCache cache(nullptr, [&] { return now; });
  cache.Store("short", User({1}), absl::Seconds(30));  // the token expires in 30 s
  cache.Store("long", User({2}), absl::Minutes(10));
  now += absl::Seconds(29);
  EXPECT_TRUE(cache.Find("short"));
  now += absl::Seconds(1);
  EXPECT_FALSE(cache.Find("short"));
  EXPECT_TRUE(cache.Find("long"));
  now += absl::Seconds(30);
  EXPECT_FALSE(cache.Find("long"));
  // An expired token is never stored.
  cache.Store("expired", User({3}), absl::Seconds(-1));
  EXPECT_FALSE(cache.Find("expired"));
}

}  // namespace
}  // namespace kadry::gateway
