#include "gtest/gtest.h"
#include "services/identity/domain/login_throttle.h"
#include "services/identity/domain/password.h"
#include "services/identity/domain/pkce.h"
#include "services/identity/domain/session_state.h"

namespace kadry::identity {
namespace {

// RFC 7636 Appendix B.
constexpr char kVerifier[] = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
constexpr char kChallenge[] = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

TEST(PkceTest, AcceptsTheRfcExample) { EXPECT_TRUE(VerifierMatchesChallenge(kVerifier, kChallenge)); }

TEST(PkceTest, RejectsAWrongOrPlainVerifier) {
  EXPECT_FALSE(VerifierMatchesChallenge(std::string(kVerifier) + "x", kChallenge));
  // method "plain" would send the verifier itself as the challenge.
  EXPECT_FALSE(VerifierMatchesChallenge(kVerifier, kVerifier));
}

TEST(PkceTest, ValidatesVerifierShape) {
  EXPECT_FALSE(IsValidCodeVerifier(std::string(42, 'a')));
  EXPECT_TRUE(IsValidCodeVerifier(std::string(43, 'a')));
  EXPECT_TRUE(IsValidCodeVerifier(std::string(128, '~')));
  EXPECT_FALSE(IsValidCodeVerifier(std::string(129, 'a')));
  EXPECT_FALSE(IsValidCodeVerifier(std::string(42, 'a') + "+"));
  EXPECT_FALSE(IsValidS256Challenge("short"));
}

TEST(PasswordTest, HashesWithArgon2idAndVerifies) {
  auto hash = HashPassword("Kadry2026!");
  ASSERT_TRUE(hash.ok());
  EXPECT_EQ(hash->rfind("$argon2id$", 0), 0u);
  EXPECT_TRUE(PasswordMatches(*hash, "Kadry2026!"));
  EXPECT_FALSE(PasswordMatches(*hash, "kadry2026!"));
  EXPECT_FALSE(PasswordMatches("", "Kadry2026!"));
  // Two hashes of one password differ by their salt.
  EXPECT_NE(*hash, *HashPassword("Kadry2026!"));
}

TEST(PasswordTest, PolicyNamesEveryProblem) {
  EXPECT_TRUE(PasswordPolicyProblems("Zielony-Las-2026", "employee").empty());
  EXPECT_EQ(PasswordPolicyProblems("abc", "employee"), (std::vector<std::string>{"too_short", "needs_digit"}));
  EXPECT_EQ(PasswordPolicyProblems("1234567890", "x"), (std::vector<std::string>{"needs_letter"}));
  EXPECT_EQ(PasswordPolicyProblems("Employee2026", "employee"), (std::vector<std::string>{"same_as_username"}));
}

TEST(SessionStateTest, MatchesWhatTheIframeComputes) {
  // sha256("kadry-web http://localhost:8080 opbs salt") computed with sha256sum.
  EXPECT_EQ(SessionState("kadry-web", "http://localhost:8080", "opbs", "salt"),
            "79e4e3c499ad89c540494d7b26be263170d6bea73097bd6f6f4fc710f52fe1dd.salt");
}

TEST(SessionStateTest, OriginKeepsSchemeHostAndPort) {
  EXPECT_EQ(OriginOf("http://localhost:8080/auth/oidc-callback?x=1"), "http://localhost:8080");
  EXPECT_EQ(OriginOf("https://kadry.example.pl"), "https://kadry.example.pl");
  EXPECT_EQ(OriginOf("not a url"), "");
}

}  // namespace
}  // namespace kadry::identity
