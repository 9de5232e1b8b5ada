#pragma once

#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/common/pg.h"

namespace kadry::absences {

// The secret addresses of calendar feeds (migration 0014), kept as SHA-256 of the secret.
class CalendarFeedStore final {
 public:
  explicit CalendarFeedStore(PgPool& pool) : pool_(pool) {}

  // When the employee's current address was made; nullopt when they have none.
  absl::StatusOr<std::optional<absl::Time>> CreatedAt(int employee_id);
  // A new secret for the employee, replacing the old one (which then stops working); answers the
  // secret, which is not kept.
  absl::StatusOr<std::string> Renew(int employee_id);
  absl::Status Delete(int employee_id);
  // Whose feed `token` opens; nullopt for an unknown or replaced secret.
  absl::StatusOr<std::optional<int>> OwnerOf(const std::string& token);

 private:
  PgPool& pool_;
};

}  // namespace kadry::absences
