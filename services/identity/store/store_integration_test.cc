// Identity stores against the real PostgreSQL of `./kadry test` (TestDatabaseDsn).
#include <algorithm>
#include <cstdlib>

#include "gtest/gtest.h"
#include "services/common/migrations.h"
#include "services/common/test_database.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/browser_session_store.h"
#include "services/identity/store/client_store.h"
#include "services/identity/store/key_ring.h"
#include "services/identity/store/preset_store.h"
#include "services/identity/store/refresh_token_store.h"

namespace kadry::identity {
namespace {

constexpr int kAlice = 990001;
constexpr int kBob = 990002;

class IdentityStoreTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "identity")); }
  void SetUp() override {
    AccountStore accounts(*pool_);
    for (int id : {kAlice, kBob}) {
      Account a{id, "store-test-" + std::to_string(id), "", "Test", "User", "", 1, true, {9044}};
      ASSERT_TRUE(accounts.Upsert(a, "hash-" + std::to_string(id)).ok());
    }
    ClientStore clients(*pool_);
    ASSERT_TRUE(
        clients.Upsert({"store-test-client", std::nullopt, {"http://x/cb"}, {}, {"refresh_token"}, {"openid"}}).ok());
  }
  void TearDown() override {
    (void)pool_->Query("DELETE FROM identity.users WHERE user_id IN (990001, 990002)");
    (void)pool_->Query("DELETE FROM identity.clients WHERE client_id = 'store-test-client'");
  }
  static PgPool* pool_;
};
PgPool* IdentityStoreTest::pool_ = nullptr;

// The people import's one-time link (docs/people-import.md): one live link a user, spent once.
TEST_F(IdentityStoreTest, APasswordLinkSetsThePasswordOnceAndANewLinkReplacesTheOld) {
  AccountStore accounts(*pool_);
  ASSERT_TRUE(accounts.PutPasswordSetup(kAlice, "digest-old", absl::Now() + absl::Hours(1)).ok());
  ASSERT_TRUE(accounts.PutPasswordSetup(kAlice, "digest-new", absl::Now() + absl::Hours(1)).ok());
  EXPECT_EQ(accounts.PasswordSetupUser("digest-old").status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(*accounts.PasswordSetupUser("digest-new"), kAlice);
  ASSERT_TRUE(accounts.SetPasswordFromSetup("digest-new", "hash-set-from-link").ok());
  EXPECT_EQ(accounts.FindById(kAlice)->password_hash, "hash-set-from-link");
  EXPECT_EQ(accounts.SetPasswordFromSetup("digest-new", "hash-again").code(), absl::StatusCode::kNotFound);
  // An expired link does not work.
  ASSERT_TRUE(accounts.PutPasswordSetup(kBob, "digest-late", absl::Now() - absl::Seconds(1)).ok());
  EXPECT_EQ(accounts.SetPasswordFromSetup("digest-late", "hash-late").code(), absl::StatusCode::kNotFound);
}

// Access ends when the end date begins, once: an account ended is not ended again, and a
// rehired one (no end date, active) is not due.
TEST_F(IdentityStoreTest, AccessEndsOnTheEndDateOnce) {
  AccountStore accounts(*pool_);
  const absl::CivilDay today(2026, 11, 30);
  ASSERT_TRUE(accounts.SetAccess(kAlice, today, true).ok());
  ASSERT_TRUE(accounts.SetAccess(kBob, today + 1, true).ok());
  auto due = accounts.AccessEndsDue(today);
  ASSERT_TRUE(due.ok());
  EXPECT_TRUE(std::find(due->begin(), due->end(), kAlice) != due->end());
  EXPECT_TRUE(std::find(due->begin(), due->end(), kBob) == due->end()) << "the day after today is not due yet";
  ASSERT_TRUE(accounts.MarkAccessEnded(kAlice).ok());
  EXPECT_FALSE(accounts.FindById(kAlice)->active);
  due = accounts.AccessEndsDue(today);
  EXPECT_TRUE(std::find(due->begin(), due->end(), kAlice) == due->end()) << "ended once";
  ASSERT_TRUE(accounts.SetAccess(kAlice, std::nullopt, true).ok());
  EXPECT_TRUE(accounts.FindById(kAlice)->active);
  EXPECT_FALSE(accounts.FindById(kAlice)->access_ends_on.has_value());
}

TEST_F(IdentityStoreTest, RefreshTokenWorksOnceAndReuseRevokesTheFamily) {
  RefreshTokenStore tokens(*pool_);
  const RefreshGrant grant{"family-1", kAlice, "store-test-client", "openid", "sid-1", 1};
  ASSERT_TRUE(tokens.Insert("first", grant, 3600).ok());
  auto used = tokens.Consume("first", "store-test-client");
  ASSERT_TRUE(used.ok()) << used.status();
  EXPECT_EQ(used->user_id, kAlice);
  ASSERT_TRUE(tokens.Insert("second", grant, 3600).ok());
  // "first" again: a leak. The newer "second" of the same family must die with it.
  EXPECT_EQ(tokens.Consume("first", "store-test-client").status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(tokens.Consume("second", "store-test-client").status().code(), absl::StatusCode::kNotFound);
}

TEST_F(IdentityStoreTest, RefreshTokenBelongsToItsClientAndExpires) {
  RefreshTokenStore tokens(*pool_);
  ASSERT_TRUE(tokens.Insert("mine", {"family-2", kAlice, "store-test-client", "openid", "s", 1}, 3600).ok());
  EXPECT_FALSE(tokens.Consume("mine", "kadry-web").ok());
  ASSERT_TRUE(tokens.Insert("old", {"family-3", kAlice, "store-test-client", "openid", "s", 1}, 0).ok());
  EXPECT_FALSE(tokens.Consume("old", "store-test-client").ok());
}

TEST_F(IdentityStoreTest, SignOutRevokesTheSessionsRefreshTokens) {
  RefreshTokenStore tokens(*pool_);
  ASSERT_TRUE(tokens.Insert("in-session", {"family-4", kAlice, "store-test-client", "openid", "sid-x", 1}, 3600).ok());
  ASSERT_TRUE(tokens.RevokeSession("sid-x").ok());
  EXPECT_FALSE(tokens.Consume("in-session", "store-test-client").ok());
}

TEST_F(IdentityStoreTest, OnlyTheIssuingClientCanRevokeARefreshToken) {
  RefreshTokenStore tokens(*pool_);
  ASSERT_TRUE(tokens.Insert("kept", {"family-5", kAlice, "store-test-client", "openid", "s5", 1}, 3600).ok());
  ASSERT_TRUE(tokens.RevokeFamilyOf("kept", "kadry-web").ok());
  ASSERT_TRUE(tokens.Consume("kept", "store-test-client").ok());
  ASSERT_TRUE(tokens.Insert("gone", {"family-6", kAlice, "store-test-client", "openid", "s6", 1}, 3600).ok());
  ASSERT_TRUE(tokens.RevokeFamilyOf("gone", "store-test-client").ok());
  EXPECT_FALSE(tokens.Consume("gone", "store-test-client").ok());
}

TEST_F(IdentityStoreTest, PresetsOfAnotherUserAreNotFound) {
  PresetStore presets(*pool_);
  PresetRow row;
  row.user_id = kAlice;
  row.key = "appSettings";
  row.name = "appSettings";
  row.data = {{"theme", "dark"}};
  auto created = presets.Create(row);
  ASSERT_TRUE(created.ok()) << created.status();
  EXPECT_EQ(created->data["theme"], "dark");

  PresetRow stolen = *created;
  stolen.user_id = kBob;
  EXPECT_EQ(presets.Update(stolen).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(presets.Delete(kBob, created->id).code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(presets.MarkAsDefault(kBob, created->id).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(presets.List(kBob, "appSettings", 1, 10)->total, 0);
  EXPECT_EQ(presets.List(kAlice, "appSettings", 1, 10)->total, 1);
}

TEST_F(IdentityStoreTest, PresetListIsPagedAndDefaultIsUnique) {
  PresetStore presets(*pool_);
  std::vector<int> ids;
  for (int i = 0; i < 3; ++i) {
    PresetRow row;
    row.user_id = kAlice;
    row.key = "filters";
    row.name = "filter " + std::to_string(i);
    ids.push_back(presets.Create(row)->id);
  }
  auto second_page = presets.List(kAlice, "filters", 2, 2);
  ASSERT_TRUE(second_page.ok());
  EXPECT_EQ(second_page->total, 3);
  ASSERT_EQ(second_page->rows.size(), 1u);
  EXPECT_EQ(second_page->rows[0].id, ids[2]);
  EXPECT_EQ(presets.List(kAlice, "filters", 5, 2)->total, 3);

  ASSERT_TRUE(presets.MarkAsDefault(kAlice, ids[0]).ok());
  ASSERT_TRUE(presets.MarkAsDefault(kAlice, ids[1]).ok());
  auto all = presets.List(kAlice, "filters", 1, 10);
  int defaults = 0;
  for (const auto& r : all->rows) defaults += r.is_default ? 1 : 0;
  EXPECT_EQ(defaults, 1);
  EXPECT_TRUE(all->rows[1].is_default);
}

TEST_F(IdentityStoreTest, UpsertWithoutPasswordKeepsTheOldOne) {
  AccountStore accounts(*pool_);
  Account a = *accounts.FindById(kAlice);
  a.first_name = "Alicja";
  a.role_ids = {9044, 9043};
  ASSERT_TRUE(accounts.Upsert(a, "").ok());
  auto stored = accounts.FindById(kAlice);
  EXPECT_EQ(stored->password_hash, "hash-990001");
  EXPECT_EQ(stored->first_name, "Alicja");
  EXPECT_EQ(stored->role_ids, (std::vector<int>{9043, 9044}));
  EXPECT_EQ(accounts.FindByUsername("STORE-TEST-990001")->user_id, kAlice);
}

TEST_F(IdentityStoreTest, RotationPublishesOldAndNewKeys) {
  KeyRing ring(*pool_);
  ASSERT_TRUE(ring.EnsureKey().ok());
  const size_t before = (*ring.Jwks())["keys"].size();
  ASSERT_TRUE(ring.Rotate().ok());
  KeyRing fresh(*pool_);
  auto jwks = fresh.Jwks();
  ASSERT_TRUE(jwks.ok());
  EXPECT_EQ((*jwks)["keys"].size(), before + 1);
  // The newest key signs.
  const std::string newest = (*fresh.Current())->kid();
  EXPECT_EQ((*jwks)["keys"][0]["kid"], newest);
  // Leave the running stack's keys as they were.
  ASSERT_TRUE(pool_->Query("DELETE FROM identity.signing_keys WHERE kid = $1", {newest}).ok());
}

// Sign-in state lives in PostgreSQL: a sign-in needs no Redis.
TEST_F(IdentityStoreTest, SignInStateKeepsItsLifetimeAndACodeIsTakenOnce) {
  BrowserSessionStore sessions(*pool_);
  ASSERT_TRUE(sessions.Put("code", "store-test-code", {{"userId", kAlice}}, 60).ok());
  ASSERT_TRUE(sessions.Put("authreq", "store-test-gone", {{"a", 1}}, 0).ok());
  EXPECT_EQ(sessions.Get("code", "store-test-code")->at("userId"), kAlice);
  EXPECT_EQ(sessions.Get("authreq", "store-test-gone").status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(sessions.Get("sess", "store-test-code").status().code(), absl::StatusCode::kNotFound);  // another kind
  EXPECT_TRUE(sessions.Take("code", "store-test-code").ok());
  EXPECT_EQ(sessions.Take("code", "store-test-code").status().code(), absl::StatusCode::kNotFound);
  // Only digests of the ids are stored.
  auto stored = pool_->Query("SELECT count(*) FROM identity.sign_in_state WHERE id_hash LIKE 'store-test%'");
  ASSERT_TRUE(stored.ok());
  EXPECT_EQ(stored->Int(0, 0), 0);

  ASSERT_TRUE(sessions.AddMember("user-sess", "990001", "sid-a", 60).ok());
  ASSERT_TRUE(sessions.AddMember("user-sess", "990001", "sid-b", 60).ok());
  ASSERT_TRUE(sessions.AddMember("user-sess", "990001", "sid-a", 60).ok());
  auto members = sessions.TakeMembers("user-sess", "990001");
  ASSERT_TRUE(members.ok());
  std::sort(members->begin(), members->end());
  EXPECT_EQ(*members, (std::vector<std::string>{"sid-a", "sid-b"}));
  EXPECT_TRUE(sessions.TakeMembers("user-sess", "990001")->empty());
  (void)sessions.Delete("authreq", "store-test-gone");
}

}  // namespace
}  // namespace kadry::identity
