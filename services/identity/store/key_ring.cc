#include "services/identity/store/key_ring.h"

#include "absl/time/clock.h"

namespace kadry::identity {
namespace {
constexpr char kLock[] = "SELECT pg_advisory_xact_lock(hashtext('identity.signing_keys'))";
constexpr char kCountLiveKeys[] = "SELECT count(*) FROM identity.signing_keys WHERE retired_at IS NULL";
constexpr char kInsertKey[] = "INSERT INTO identity.signing_keys(kid, private_pem) VALUES ($1, $2)";
constexpr char kLoad[] = R"sql(
    SELECT kid, private_pem FROM identity.signing_keys WHERE retired_at IS NULL
    ORDER BY created_at DESC)sql";
// Replicas pick up a rotation within this time.
constexpr absl::Duration kReloadEvery = absl::Seconds(60);

absl::Status InsertNewKey(PgConnection& conn) {
  auto key = RsaSigningKey::Generate(RandomToken(12));
  if (!key.ok()) return key.status();
  auto r = conn.Query(kInsertKey, {key->kid(), key->PrivatePem()});
  return r.ok() ? absl::OkStatus() : r.status();
}
}  // namespace

absl::Status KeyRing::EnsureKey() {
  return pool_.InTransaction([](PgConnection& conn) -> absl::Status {
    if (auto r = conn.Query(kLock); !r.ok()) return r.status();
    auto count = conn.Query(kCountLiveKeys);
    if (!count.ok()) return count.status();
    return count->Int(0, 0) > 0 ? absl::OkStatus() : InsertNewKey(conn);
  });
}

absl::Status KeyRing::Rotate() {
  absl::Status s = pool_.InTransaction([](PgConnection& conn) -> absl::Status {
    if (auto r = conn.Query(kLock); !r.ok()) return r.status();
    return InsertNewKey(conn);
  });
  std::lock_guard lock(mu_);
  loaded_at_ = absl::InfinitePast();
  return s;
}

absl::Status KeyRing::ReloadIfStale() {
  std::lock_guard lock(mu_);
  if (!keys_.empty() && absl::Now() - loaded_at_ < kReloadEvery) return absl::OkStatus();
  auto rows = pool_.Query(kLoad);
  if (!rows.ok()) return keys_.empty() ? rows.status() : absl::OkStatus();
  std::vector<std::shared_ptr<const RsaSigningKey>> keys;
  for (int i = 0; i < rows->Rows(); ++i) {
    auto key = RsaSigningKey::FromPem(rows->Text(i, 1), rows->Text(i, 0));
    if (!key.ok()) return key.status();
    keys.push_back(std::make_shared<const RsaSigningKey>(std::move(*key)));
  }
  if (keys.empty()) return absl::FailedPreconditionError("no signing key; run `identity migrate`");
  keys_ = std::move(keys);
  loaded_at_ = absl::Now();
  return absl::OkStatus();
}

absl::StatusOr<std::shared_ptr<const RsaSigningKey>> KeyRing::Current() {
  if (auto s = ReloadIfStale(); !s.ok()) return s;
  std::lock_guard lock(mu_);
  return keys_.front();
}

absl::StatusOr<nlohmann::json> KeyRing::Jwks() {
  if (auto s = ReloadIfStale(); !s.ok()) return s;
  std::lock_guard lock(mu_);
  nlohmann::json keys = nlohmann::json::array();
  for (const auto& k : keys_) keys.push_back(k->PublicJwk());
  return nlohmann::json{{"keys", keys}};
}

}  // namespace kadry::identity
