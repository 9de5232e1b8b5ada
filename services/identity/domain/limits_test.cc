// The sign-in and client-authentication limits, the proxy rule for client addresses and
// the client-secret hash (docs/security-identity.md).
#include "gtest/gtest.h"
#include "services/identity/domain/client_address.h"
#include "services/identity/domain/client_secret.h"
#include "services/identity/domain/login_throttle.h"
#include "services/identity/domain/password.h"

namespace kadry::identity {
namespace {

TEST(LoginThrottleTest, RefusesAPairAndAnAddressPastTheirLimitsCountingThisAttempt) {
  LoginThrottle t;
  EXPECT_FALSE(t.Refuses({5, 5, 5}));
  EXPECT_TRUE(t.Refuses({6, 6, 6}));
  EXPECT_FALSE(t.Refuses({1, 30, 1}));
  EXPECT_TRUE(t.Refuses({1, 31, 1}));
}

TEST(LoginThrottleTest, AnAccountUnderAttackIsSlowedNeverRefused) {
  LoginThrottle t;
  // The owner's first attempt from their own address, while thousands of guesses hit
  // the account from elsewhere, is still judged by the password.
  EXPECT_FALSE(t.Refuses({1, 1, 5000}));
  EXPECT_EQ(t.DelayFor({1, 1, 10}), absl::ZeroDuration());
  EXPECT_EQ(t.DelayFor({1, 1, 11}), absl::Seconds(1));
  EXPECT_EQ(t.DelayFor({1, 1, 12}), absl::Seconds(2));
  EXPECT_EQ(t.DelayFor({1, 1, 5000}), absl::Seconds(8));
}

TEST(ClientAuthThrottleTest, RefusesAnAddressButNotAFreshOneWhenTheClientIsAttacked) {
  ClientAuthThrottle t;
  EXPECT_FALSE(t.Refuses(19, 19));
  EXPECT_TRUE(t.Refuses(20, 20));
  EXPECT_TRUE(t.Refuses(100, 1));
  // The real system, which never failed, keeps working while others guess.
  EXPECT_FALSE(t.Refuses(100000, 0));
}

TEST(ClientAddressTest, ForwardedForCountsOnlyFromATrustedProxy) {
  const std::vector<std::string> trusted = {"127.0.0.1", "::1"};
  EXPECT_EQ(ClientAddressBehindProxies("127.0.0.1", "203.0.113.5", trusted), "203.0.113.5");
  EXPECT_EQ(ClientAddressBehindProxies("198.51.100.9", "203.0.113.5", trusted), "198.51.100.9");
  EXPECT_EQ(ClientAddressBehindProxies("127.0.0.1", "", trusted), "127.0.0.1");
}

TEST(ClientAddressTest, TheRightmostUntrustedHopIsTheClient) {
  const std::vector<std::string> trusted = {"127.0.0.1", "10.0.0.2"};
  // The client wrote the first entry itself; only what our proxies appended counts.
  EXPECT_EQ(ClientAddressBehindProxies("127.0.0.1", "1.2.3.4, 203.0.113.5, 10.0.0.2", trusted), "203.0.113.5");
  EXPECT_EQ(ClientAddressBehindProxies("127.0.0.1", "2001:db8::1", trusted), "2001:db8::1");
  EXPECT_EQ(ClientAddressBehindProxies("127.0.0.1", "not-an-address", trusted), "127.0.0.1");
  EXPECT_EQ(ClientAddressBehindProxies("127.0.0.1", "203.0.113.5 x", trusted), "127.0.0.1");
}

TEST(ClientAddressTest, ProxiesMayBeRangesOfEitherFamily) {
  // An Ingress controller's pods in 10.0.0.0/8 (their addresses change), a node's IPv6 range.
  const std::vector<std::string> trusted = {"10.0.0.0/8", "fd00:1::/32", "192.168.1.7/32"};
  EXPECT_EQ(ClientAddressBehindProxies("10.244.3.17", "203.0.113.5", trusted), "203.0.113.5");
  EXPECT_EQ(ClientAddressBehindProxies("::ffff:10.1.2.3", "203.0.113.5", trusted), "203.0.113.5");
  EXPECT_EQ(ClientAddressBehindProxies("fd00:1:abcd::9", "2001:db8::1", trusted), "2001:db8::1");
  EXPECT_EQ(ClientAddressBehindProxies("192.168.1.7", "203.0.113.5", trusted), "203.0.113.5");
  // Just outside each range: the header is somebody's invention.
  EXPECT_EQ(ClientAddressBehindProxies("11.0.0.1", "203.0.113.5", trusted), "11.0.0.1");
  EXPECT_EQ(ClientAddressBehindProxies("fd00:2::9", "203.0.113.5", trusted), "fd00:2::9");
  EXPECT_EQ(ClientAddressBehindProxies("192.168.1.8", "203.0.113.5", trusted), "192.168.1.8");
  // A hop inside the range is one of ours too: the client is the one before it.
  EXPECT_EQ(ClientAddressBehindProxies("10.0.0.9", "203.0.113.5, 10.7.7.7", trusted), "203.0.113.5");
  // A range of one family never takes an address of the other.
  EXPECT_EQ(ClientAddressBehindProxies("10.0.0.9", "203.0.113.5", {"::/0"}), "10.0.0.9");
}

TEST(ClientAddressTest, OnlyAddressesAndRangesAreProxyEntries) {
  for (const char* good : {"127.0.0.1", "::1", "10.0.0.0/8", "0.0.0.0/0", "fd00::/8", "10.1.2.3/32"}) {
    EXPECT_TRUE(IsProxyEntry(good)) << good;
  }
  for (const char* bad :
       {"", "10.0.0.0/33", "fd00::/129", "10.0.0.0/-1", "10.0.0.0/8/8", "ingress", "10.0.0/8", "10.0.0.0/x"}) {
    EXPECT_FALSE(IsProxyEntry(bad)) << bad;
  }
}

TEST(ClientSecretTest, ASha256SecretMatchesOnlyItself) {
  const std::string stored = HashClientSecret("a long random secret");
  EXPECT_EQ(stored.rfind("sha256:", 0), 0u);
  EXPECT_TRUE(ClientSecretMatches(stored, "a long random secret"));
  EXPECT_FALSE(ClientSecretMatches(stored, "a long random secreT"));
  EXPECT_FALSE(ClientSecretMatches(stored, ""));
  EXPECT_FALSE(ClientSecretNeedsRehash(stored));
  EXPECT_FALSE(ClientSecretMatches("", "x"));
}

TEST(ClientSecretTest, AnOldArgon2SecretStillVerifiesAndAsksForARehash) {
  const std::string old = *HashPassword("conformance-secret");
  EXPECT_TRUE(ClientSecretMatches(old, "conformance-secret"));
  EXPECT_FALSE(ClientSecretMatches(old, "nope"));
  EXPECT_TRUE(ClientSecretNeedsRehash(old));
}

}  // namespace
}  // namespace kadry::identity
