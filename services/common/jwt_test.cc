#include "services/common/jwt.h"

#include "gtest/gtest.h"
#include "services/common/token_verifier.h"

namespace kadry {
namespace {

const absl::Time kNow = absl::FromUnixSeconds(1795407600);

class JwtTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    key_ = new RsaSigningKey(*RsaSigningKey::Generate("key-1"));
    other_ = new RsaSigningKey(*RsaSigningKey::Generate("key-1"));  // same kid, other key
  }
  static KeySet Keys() { return *KeySet::FromJwks({{"keys", nlohmann::json::array({key_->PublicJwk()})}}); }
  static nlohmann::json Claims() {
    return {{"iss", "http://localhost:8081"},
            {"aud", "kadry-api"},
            {"sub", "1002"},
            {"exp", absl::ToUnixSeconds(kNow) + 900},
            {"nbf", absl::ToUnixSeconds(kNow)},
            {"scope", "openid absences"},
            {"role", {9044, "9043"}}};
  }
  static TokenRules Rules() { return {"http://localhost:8081", "kadry-api", "absences"}; }

  static RsaSigningKey* key_;
  static RsaSigningKey* other_;
};
RsaSigningKey* JwtTest::key_ = nullptr;
RsaSigningKey* JwtTest::other_ = nullptr;

TEST_F(JwtTest, AcceptsAValidToken) {
  auto claims = VerifyJwt(key_->Sign(Claims()), Keys(), Rules(), kNow);
  ASSERT_TRUE(claims.ok()) << claims.status();
  EXPECT_EQ((*claims)["sub"], "1002");
}

TEST_F(JwtTest, KeyRoundTripsThroughPem) {
  auto again = RsaSigningKey::FromPem(key_->PrivatePem(), "key-1");
  ASSERT_TRUE(again.ok());
  EXPECT_TRUE(VerifyJwt(again->Sign(Claims()), Keys(), Rules(), kNow).ok());
}

TEST_F(JwtTest, RejectsSignatureOfAnotherKey) {
  auto claims = VerifyJwt(other_->Sign(Claims()), Keys(), Rules(), kNow);
  EXPECT_EQ(claims.status().code(), absl::StatusCode::kUnauthenticated);
}

TEST_F(JwtTest, RejectsTamperedPayload) {
  std::string token = key_->Sign(Claims());
  nlohmann::json forged = Claims();
  forged["sub"] = "1001";
  const size_t first = token.find('.');
  const size_t second = token.find('.', first + 1);
  token.replace(first + 1, second - first - 1, Base64UrlEncode(forged.dump()));
  EXPECT_EQ(VerifyJwt(token, Keys(), Rules(), kNow).status().code(), absl::StatusCode::kUnauthenticated);
}

TEST_F(JwtTest, RejectsAlgNone) {
  const std::string token =
      Base64UrlEncode(R"({"alg":"none","kid":"key-1"})") + "." + Base64UrlEncode(Claims().dump()) + ".";
  EXPECT_EQ(VerifyJwt(token, Keys(), Rules(), kNow).status().code(), absl::StatusCode::kUnauthenticated);
  const std::string with_signature = token + "c2ln";
  EXPECT_EQ(VerifyJwt(with_signature, Keys(), Rules(), kNow).status().code(), absl::StatusCode::kUnauthenticated);
}

TEST_F(JwtTest, ChecksTimesWithFiveMinutesSkew) {
  nlohmann::json claims = Claims();
  claims["exp"] = absl::ToUnixSeconds(kNow) - 299;
  EXPECT_TRUE(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).ok());
  claims["exp"] = absl::ToUnixSeconds(kNow) - 301;
  EXPECT_EQ(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).status().message(), "token expired");
  claims = Claims();
  claims["nbf"] = absl::ToUnixSeconds(kNow) + 301;
  EXPECT_EQ(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).status().message(), "token not yet valid");
  claims.erase("exp");
  claims["nbf"] = absl::ToUnixSeconds(kNow);
  EXPECT_FALSE(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).ok());
}

TEST_F(JwtTest, ChecksIssuerAudienceAndScope) {
  nlohmann::json claims = Claims();
  claims["iss"] = "http://evil.example";
  EXPECT_EQ(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).status().message(), "wrong issuer");
  claims = Claims();
  claims["aud"] = {"other", "kadry-api"};
  EXPECT_TRUE(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).ok());
  claims["aud"] = "other";
  EXPECT_EQ(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).status().message(), "wrong audience");
  claims = Claims();
  claims["scope"] = "openid absences.read";
  EXPECT_EQ(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).status().message(), "missing scope");
}

TEST_F(JwtTest, UnknownKidIsNotFoundSoTheCallerCanRefresh) {
  auto stranger = *RsaSigningKey::Generate("key-2");
  EXPECT_EQ(VerifyJwt(stranger.Sign(Claims()), Keys(), Rules(), kNow).status().code(), absl::StatusCode::kNotFound);
}

TEST_F(JwtTest, RejectsGarbage) {
  for (const char* token : {"", "a.b", "a.b.c.d", "!!!.???.###", "e30.e30.e30"}) {
    EXPECT_FALSE(VerifyJwt(token, Keys(), Rules(), kNow).ok()) << token;
  }
}

// Security regression: absl's decoder skipped whitespace, so a TAB or SPACE inside the
// signature still verified, and the gateway then forwarded the altered token as gRPC
// metadata, which aborted the process. A token has exactly one spelling.
TEST_F(JwtTest, RejectsEveryOtherSpellingOfAValidToken) {
  const std::string token = key_->Sign(Claims());
  ASSERT_TRUE(VerifyJwt(token, Keys(), Rules(), kNow).ok());
  const size_t in_signature = token.rfind('.') + 5;
  for (const std::string insert : {"\t", " ", "\r\n", "=", "%09"}) {
    std::string altered = token;
    altered.insert(in_signature, insert);
    EXPECT_EQ(VerifyJwt(altered, Keys(), Rules(), kNow).status().code(), absl::StatusCode::kUnauthenticated)
        << "inserted " << nlohmann::json(insert).dump();
  }
  // The last character of a base64url string carries spare bits; flipping them must not
  // give a second valid spelling of the same signature bytes.
  const std::string signature = token.substr(token.rfind('.') + 1);
  const std::string bytes = *Base64UrlDecode(signature);
  for (char c : std::string("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")) {
    std::string other = signature;
    other.back() = c;
    if (other == signature) continue;
    auto decoded = Base64UrlDecode(other);
    EXPECT_TRUE(!decoded.ok() || *decoded != bytes) << other;
  }
}

TEST_F(JwtTest, RejectsOversizedTokensAndDeepClaims) {
  nlohmann::json claims = Claims();
  claims["pad"] = std::string(kMaxTokenBytes, 'x');
  EXPECT_EQ(VerifyJwt(key_->Sign(claims), Keys(), Rules(), kNow).status().message(), "malformed token");
  const std::string deep = Base64UrlEncode(R"({"alg":"RS256","kid":"key-1"})") + "." +
                           Base64UrlEncode(std::string(2000, '[') + std::string(2000, ']')) + ".c2ln";
  EXPECT_EQ(VerifyJwt(deep, Keys(), Rules(), kNow).status().message(), "malformed token");
}

TEST_F(JwtTest, RequiredTypeKeepsIdTokensOut) {
  TokenRules rules = Rules();
  rules.required_type = kAccessTokenType;
  EXPECT_TRUE(VerifyJwt(key_->Sign(Claims(), "at+jwt"), Keys(), rules, kNow).ok());
  EXPECT_EQ(VerifyJwt(key_->Sign(Claims(), "JWT"), Keys(), rules, kNow).status().message(), "wrong token type");
}

TEST(RoleClaimTest, AcceptsNumberListAndNumericStrings) {
  EXPECT_EQ(ParseRoleClaim(9044), std::vector<int>({9044}));
  EXPECT_EQ(ParseRoleClaim("9043"), std::vector<int>({9043}));
  EXPECT_EQ(ParseRoleClaim(nlohmann::json::array({9044, "9043", "x", true})), std::vector<int>({9044, 9043}));
}

TEST(PrincipalTest, NeedsANumericSubject) {
  EXPECT_FALSE(PrincipalFromClaims({{"sub", "kadry-payroll"}}).ok());
  EXPECT_FALSE(PrincipalFromClaims({{"sub", 1002}}).ok());
  auto p = PrincipalFromClaims({{"sub", "1002"}, {"role", 9044}, {"scope", "openid absences"}});
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->user_id, 1002);
  EXPECT_TRUE(p->HasRole(9044));
  EXPECT_TRUE(p->HasScope("absences"));
}

TEST_F(JwtTest, VerifierRefreshesKeysOnRotationButNotOnEveryForgedKid) {
  auto rotated = *RsaSigningKey::Generate("key-2");
  int fetches = 0;
  nlohmann::json published = {{"keys", nlohmann::json::array({key_->PublicJwk()})}};
  absl::Time now = kNow;
  TokenVerifier verifier(
      Rules(),
      [&]() -> absl::StatusOr<nlohmann::json> {
        ++fetches;
        return published;
      },
      absl::Seconds(10), [&] { return now; });
  EXPECT_TRUE(verifier.Verify(key_->Sign(Claims())).ok());
  EXPECT_EQ(fetches, 1);
  // The provider rotates: the new kid is fetched once the interval has passed.
  published["keys"].push_back(rotated.PublicJwk());
  now += absl::Seconds(11);
  EXPECT_TRUE(verifier.Verify(rotated.Sign(Claims())).ok());
  EXPECT_EQ(fetches, 2);
  // A forged kid right after does not trigger another fetch.
  auto forged = *RsaSigningKey::Generate("key-3");
  EXPECT_EQ(verifier.Verify(forged.Sign(Claims())).status().code(), absl::StatusCode::kUnauthenticated);
  EXPECT_EQ(fetches, 2);
}

TEST(BearerTokenTest, ExtractsOnlyBearer) {
  EXPECT_EQ(BearerToken("Bearer abc"), "abc");
  EXPECT_EQ(BearerToken("bearer abc"), "abc");
  EXPECT_EQ(BearerToken("Basic abc"), "");
  EXPECT_EQ(BearerToken("Bearer "), "");
}

}  // namespace
}  // namespace kadry

namespace kadry {
namespace {
TEST(TokenVerifierTest, AnUnreachableProviderIsNotAskedOnEveryRequest) {
  int fetches = 0;
  absl::Time now = absl::FromUnixSeconds(1795407600);
  TokenVerifier verifier(
      {"http://localhost:8081", "kadry-api", "absences"},
      [&]() -> absl::StatusOr<nlohmann::json> {
        ++fetches;
        return absl::UnavailableError("down");
      },
      absl::Seconds(10), [&] { return now; });
  EXPECT_EQ(verifier.Verify("a.b.c").status().code(), absl::StatusCode::kUnavailable);
  EXPECT_EQ(verifier.Verify("a.b.c").status().code(), absl::StatusCode::kUnavailable);
  EXPECT_EQ(fetches, 1);
  now += absl::Seconds(2);  // without keys it retries after a second
  EXPECT_FALSE(verifier.Verify("a.b.c").ok());
  EXPECT_EQ(fetches, 2);
}
}  // namespace
}  // namespace kadry

namespace kadry {
namespace {
class RememberedTokenTest : public JwtTest {};

TEST_F(RememberedTokenTest, ARememberedTokenNeverOutlivesItsExpiry) {
  absl::Time now = kNow;
  const nlohmann::json published = {{"keys", nlohmann::json::array({key_->PublicJwk()})}};
  TokenVerifier verifier(
      Rules(), [&]() -> absl::StatusOr<nlohmann::json> { return published; }, absl::Seconds(10), [&] { return now; });
  const std::string token = key_->Sign(Claims());  // exp = kNow + 900
  ASSERT_TRUE(verifier.Verify(token).ok());
  now += absl::Seconds(899);
  auto principal = verifier.Authenticate(token);
  ASSERT_TRUE(principal.ok()) << principal.status();
  EXPECT_EQ(principal->user_id, 1002);
  // Past exp plus the five minutes of skew the full check allows: refused, remembered or not.
  now = kNow + absl::Seconds(900) + absl::Minutes(5) + absl::Seconds(1);
  EXPECT_EQ(verifier.Verify(token).status().code(), absl::StatusCode::kUnauthenticated);
  EXPECT_EQ(verifier.Authenticate(token).status().code(), absl::StatusCode::kUnauthenticated);
}

TEST_F(RememberedTokenTest, OnlyTheExactBytesOfAVerifiedTokenAreRemembered) {
  const nlohmann::json published = {{"keys", nlohmann::json::array({key_->PublicJwk()})}};
  TokenVerifier verifier(
      Rules(), [&]() -> absl::StatusOr<nlohmann::json> { return published; }, absl::Seconds(10), [] { return kNow; });
  const std::string token = key_->Sign(Claims());
  ASSERT_TRUE(verifier.Authenticate(token).ok());
  // Another spelling, a cut or a byte more is a different token: checked in full.
  std::string altered = token;
  altered.back() = altered.back() == 'A' ? 'B' : 'A';
  EXPECT_FALSE(verifier.Authenticate(altered).ok());
  EXPECT_FALSE(verifier.Authenticate(token + "A").ok());
  EXPECT_FALSE(verifier.Authenticate(token.substr(0, token.size() - 1)).ok());
  EXPECT_FALSE(verifier.Authenticate(other_->Sign(Claims())).ok());
  EXPECT_TRUE(verifier.Authenticate(token).ok());
}

TEST_F(RememberedTokenTest, ARefusedTokenIsNotRemembered) {
  absl::Time now = kNow - absl::Minutes(10);  // before nbf minus skew: not yet valid
  const nlohmann::json published = {{"keys", nlohmann::json::array({key_->PublicJwk()})}};
  TokenVerifier verifier(
      Rules(), [&]() -> absl::StatusOr<nlohmann::json> { return published; }, absl::Seconds(10), [&] { return now; });
  const std::string token = key_->Sign(Claims());
  EXPECT_FALSE(verifier.Verify(token).ok());
  now = kNow;
  EXPECT_TRUE(verifier.Verify(token).ok());
}
}  // namespace
}  // namespace kadry
