#pragma once

#include <memory>
#include <mutex>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/common/jwt.h"
#include "services/common/pg.h"

namespace kadry::identity {

// The provider's RS256 keys, kept in PostgreSQL so every replica signs with the same
// keys. The newest unretired key signs; every unretired key is published in the JWKS,
// so a new key can be added (rotation) before it is used and old tokens stay valid.
class KeyRing final {
 public:
  explicit KeyRing(PgPool& pool) : pool_(pool) {}

  // Creates the first key when there is none (once, under an advisory lock).
  absl::Status EnsureKey();
  // Adds a new signing key; the previous ones stay published until retired.
  absl::Status Rotate();

  absl::StatusOr<std::shared_ptr<const RsaSigningKey>> Current();
  absl::StatusOr<nlohmann::json> Jwks();

 private:
  absl::Status ReloadIfStale();
  PgPool& pool_;
  std::mutex mu_;
  std::vector<std::shared_ptr<const RsaSigningKey>> keys_ ABSL_GUARDED_BY(mu_);  // newest first
  absl::Time loaded_at_ ABSL_GUARDED_BY(mu_) = absl::InfinitePast();
};

}  // namespace kadry::identity
