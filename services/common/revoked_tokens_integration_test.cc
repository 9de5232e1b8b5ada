// RevokedTokens against the real Redis that `./kadry test` starts (KADRY_REDIS_PORT).
#include <chrono>
#include <cstdlib>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "gtest/gtest.h"
#include "services/common/jwt.h"
#include "services/common/revoked_tokens.h"
#include "services/common/token_verifier.h"
#include "services/common/test_database.h"

namespace kadry {
namespace {

nlohmann::json Claims(const std::string& jti, const std::string& sid, int user_id, long long iat) {
  return {{"jti", jti}, {"sid", sid}, {"sub", std::to_string(user_id)}, {"iat", iat}};
}

class RevokedTokensTest : public ::testing::Test {
 protected:
  RedisClient redis_{"127.0.0.1", TestRedisPort(), 2};
  RevokedTokens revoked_{redis_};
  // Fresh names per run: entries of earlier runs may still be alive.
  const std::string run_ = RandomToken(8);
  const int user_ = 800000 + static_cast<int>(absl::ToUnixMicros(absl::Now()) % 100000);
};

TEST_F(RevokedTokensTest, ATokenRevokedByJtiIsRevokedAndOthersAreNot) {
  const long long now = absl::ToUnixSeconds(absl::Now());
  ASSERT_TRUE(revoked_.RevokeToken("jti-" + run_, absl::Now() + absl::Minutes(15)).ok());
  EXPECT_TRUE(revoked_.IsRevoked(Claims("jti-" + run_, "s-" + run_, user_, now)));
  EXPECT_FALSE(revoked_.IsRevoked(Claims("other-" + run_, "s-" + run_, user_, now)));
  auto ttl = redis_.Command({"TTL", "kadry:revoked:jti:jti-" + run_});
  ASSERT_TRUE(ttl.ok());
  // Until the token expires plus the 5 minutes of skew a verifier allows.
  EXPECT_GT(ttl->integer, 19 * 60);
  EXPECT_LE(ttl->integer, 20 * 60);
}

TEST_F(RevokedTokensTest, ARevokedSessionRevokesEveryTokenOfIt) {
  const long long now = absl::ToUnixSeconds(absl::Now());
  ASSERT_TRUE(revoked_.RevokeSession("sid-" + run_, absl::Minutes(20)).ok());
  EXPECT_TRUE(revoked_.IsRevoked(Claims("a-" + run_, "sid-" + run_, user_, now)));
  EXPECT_TRUE(revoked_.IsRevoked(Claims("b-" + run_, "sid-" + run_, user_, now)));
  EXPECT_FALSE(revoked_.IsRevoked(Claims("c-" + run_, "other-" + run_, user_, now)));
}

TEST_F(RevokedTokensTest, AUserCutoffRevokesOnlyTokensIssuedBeforeIt) {
  const absl::Time cutoff = absl::Now();
  const long long at = absl::ToUnixSeconds(cutoff);
  ASSERT_TRUE(revoked_.RevokeUserTokensIssuedBefore(user_, cutoff, absl::Minutes(20)).ok());
  EXPECT_TRUE(revoked_.IsRevoked(Claims("a-" + run_, "s-" + run_, user_, at - 60)));
  EXPECT_FALSE(revoked_.IsRevoked(Claims("b-" + run_, "s-" + run_, user_, at)));
  EXPECT_FALSE(revoked_.IsRevoked(Claims("c-" + run_, "s-" + run_, user_ + 1, at - 60)));
  // A numeric sub (some providers) counts as the same user.
  nlohmann::json numeric = Claims("d-" + run_, "s-" + run_, user_, at - 60);
  numeric["sub"] = user_;
  EXPECT_TRUE(revoked_.IsRevoked(numeric));
}

TEST_F(RevokedTokensTest, UnsafeClaimsAreNeverUsedAsKeys) {
  EXPECT_FALSE(RevokedTokens::IsSafeKeyPart(""));
  EXPECT_FALSE(RevokedTokens::IsSafeKeyPart("a*"));
  EXPECT_FALSE(RevokedTokens::IsSafeKeyPart("a b"));
  EXPECT_FALSE(RevokedTokens::IsSafeKeyPart("a:b"));
  EXPECT_FALSE(RevokedTokens::IsSafeKeyPart(std::string(129, 'a')));
  EXPECT_TRUE(RevokedTokens::IsSafeKeyPart("Abc-123_x.y~z"));
  EXPECT_FALSE(revoked_.RevokeToken("x\r\nDEL *", absl::Now() + absl::Minutes(1)).ok());
  EXPECT_FALSE(revoked_.RevokeSession("", absl::Minutes(1)).ok());
  // A claim that is not key material is not looked up, so it cannot match anything.
  const long long now = absl::ToUnixSeconds(absl::Now());
  EXPECT_FALSE(revoked_.IsRevoked(Claims("x*", "y\n", user_, now)));
  EXPECT_FALSE(revoked_.IsRevoked(nlohmann::json::array()));
}

// The verifier remembers a verified token's principal, but never its revocation status.
TEST_F(RevokedTokensTest, ARememberedTokenIsStillLookedUpInTheList) {
  auto key = *RsaSigningKey::Generate("key-" + run_);
  const nlohmann::json jwks = {{"keys", nlohmann::json::array({key.PublicJwk()})}};
  TokenVerifier verifier({"http://localhost:8081", "kadry-api", "absences"},
                         [&]() -> absl::StatusOr<nlohmann::json> { return jwks; });
  verifier.CheckRevocationIn(&revoked_);
  const long long now = absl::ToUnixSeconds(absl::Now());
  const nlohmann::json claims = {{"iss", "http://localhost:8081"},
                                 {"aud", "kadry-api"},
                                 {"sub", std::to_string(user_)},
                                 {"scope", "absences"},
                                 {"jti", "jti-" + run_},
                                 {"sid", "sid-" + run_},
                                 {"iat", now},
                                 {"exp", now + 900}};
  const std::string token = key.Sign(claims);
  ASSERT_TRUE(verifier.Authenticate(token).ok());
  ASSERT_TRUE(verifier.Authenticate(token).ok());  // now remembered
  ASSERT_TRUE(revoked_.RevokeToken("jti-" + run_, absl::Now() + absl::Minutes(15)).ok());
  EXPECT_EQ(verifier.Authenticate(token).status().code(), absl::StatusCode::kUnauthenticated);
  EXPECT_EQ(verifier.Verify(token).status().code(), absl::StatusCode::kUnauthenticated);
}

// A reader's copy of the list (KeepLocalCopy): what the list held before it started, what is
// written after, and what is written while its subscription is lost.
class RevokedTokensCopyTest : public RevokedTokensTest {
 protected:
  // Waits up to 5 s for `condition`.
  template <typename Condition>
  static bool Eventually(Condition condition) {
    for (int i = 0; i < 100; ++i) {
      if (condition()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return condition();
  }
  RedisClient reader_redis_{"127.0.0.1", TestRedisPort(), 2};
};

TEST_F(RevokedTokensCopyTest, TheCopyHoldsEntriesWrittenBeforeAndAfterItStarted) {
  const long long now = absl::ToUnixSeconds(absl::Now());
  ASSERT_TRUE(revoked_.RevokeToken("before-" + run_, absl::Now() + absl::Minutes(15)).ok());
  ASSERT_TRUE(revoked_.RevokeUserTokensIssuedBefore(user_, absl::Now(), absl::Minutes(20)).ok());
  RevokedTokens reader(reader_redis_);
  EXPECT_FALSE(reader.CopyIsCurrent());
  reader.KeepLocalCopy();
  ASSERT_TRUE(Eventually([&] { return reader.CopyIsCurrent(); }));
  EXPECT_TRUE(reader.IsRevoked(Claims("before-" + run_, "s-" + run_, user_ + 1, now)));
  EXPECT_TRUE(reader.IsRevoked(Claims("x-" + run_, "s-" + run_, user_, now - 60)));
  EXPECT_FALSE(reader.IsRevoked(Claims("x-" + run_, "s-" + run_, user_, now + 5)));
  EXPECT_FALSE(reader.IsRevoked(Claims("other-" + run_, "s-" + run_, user_ + 1, now)));

  ASSERT_TRUE(revoked_.RevokeSession("after-" + run_, absl::Minutes(20)).ok());
  EXPECT_TRUE(Eventually([&] { return reader.IsRevoked(Claims("y-" + run_, "after-" + run_, user_ + 1, now)); }));
  // A later password change moves the cutoff forward in the copy too.
  ASSERT_TRUE(revoked_.RevokeUserTokensIssuedBefore(user_, absl::Now() + absl::Seconds(30), absl::Minutes(20)).ok());
  EXPECT_TRUE(Eventually([&] { return reader.IsRevoked(Claims("x-" + run_, "s-" + run_, user_, now + 5)); }));
  EXPECT_TRUE(reader.CopyIsCurrent());
}

TEST_F(RevokedTokensCopyTest, AnEntryLeavesTheCopyWhenItExpires) {
  RevokedTokens reader(reader_redis_);
  reader.KeepLocalCopy();
  ASSERT_TRUE(Eventually([&] { return reader.CopyIsCurrent(); }));
  const long long now = absl::ToUnixSeconds(absl::Now());
  ASSERT_TRUE(revoked_.RevokeSession("short-" + run_, absl::Seconds(1)).ok());
  ASSERT_TRUE(Eventually([&] { return reader.IsRevoked(Claims("z-" + run_, "short-" + run_, user_, now)); }));
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  ASSERT_TRUE(reader.CopyIsCurrent());  // the copy answers, not Redis
  EXPECT_FALSE(reader.IsRevoked(Claims("z-" + run_, "short-" + run_, user_, now)));
}

TEST_F(RevokedTokensCopyTest, ALostSubscriptionFallsBackToRedisAndCatchesUp) {
  RevokedTokens reader(reader_redis_);
  reader.KeepLocalCopy();
  ASSERT_TRUE(Eventually([&] { return reader.CopyIsCurrent(); }));
  const long long now = absl::ToUnixSeconds(absl::Now());
  // Redis drops every subscriber (as a restart would); the reader then asks Redis itself.
  ASSERT_TRUE(redis_.Command({"CLIENT", "KILL", "TYPE", "pubsub"}).ok());
  ASSERT_TRUE(Eventually([&] { return !reader.CopyIsCurrent(); }));
  ASSERT_TRUE(revoked_.RevokeToken("while-down-" + run_, absl::Now() + absl::Minutes(15)).ok());
  EXPECT_TRUE(reader.IsRevoked(Claims("while-down-" + run_, "s-" + run_, user_, now)));
  // Back on the copy, which loaded what was written while it was away.
  ASSERT_TRUE(Eventually([&] { return reader.CopyIsCurrent(); }));
  EXPECT_TRUE(reader.IsRevoked(Claims("while-down-" + run_, "s-" + run_, user_, now)));
}

TEST(RevokedTokensDownTest, ARedisOutageDegradesToNotRevoked) {
  RedisClient down("127.0.0.1", 1, 1, std::chrono::milliseconds(200));
  RevokedTokens revoked(down);
  EXPECT_FALSE(revoked.IsRevoked(Claims("a", "b", 1, 0)));
  EXPECT_EQ(revoked.RevokeToken("a", absl::Now() + absl::Minutes(1)).code(), absl::StatusCode::kUnavailable);
}

}  // namespace
}  // namespace kadry
