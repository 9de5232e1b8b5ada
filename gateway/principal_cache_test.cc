#include "gateway/principal_cache.h"

#include <gtest/gtest.h>

#include "gateway/circuit_breaker.h"

namespace kadry::gateway {
namespace {

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

TEST(PrincipalCache, WithoutRedisEverythingIsAMiss) {
  PrincipalCache cache(nullptr);
  cache.Store("t", AuthenticatedUser{1, {9044}, {"Menu_General"}}, absl::Seconds(30));
  EXPECT_FALSE(cache.Find("t"));
  EXPECT_FALSE(cache.Ping());
}

}  // namespace
}  // namespace kadry::gateway
