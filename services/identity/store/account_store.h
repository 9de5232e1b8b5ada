#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "nlohmann/json.hpp"
#include "services/common/pg.h"

namespace kadry::identity {

struct Account {
  int user_id = 0;
  std::string username;
  std::string password_hash;
  std::string first_name;
  std::string last_name;
  std::string email;
  int language_id = 1;
  bool active = true;
  std::vector<int> role_ids;
  // The Warsaw day the account's access ends (a leaver's), if set: SetAccess writes it.
  std::optional<absl::CivilDay> access_ends_on;
  std::string FullName() const;
};

struct Role {
  int role_id;
  std::string name;
};

// Accounts, roles and languages in PostgreSQL (schema identity).
class AccountStore final {
 public:
  explicit AccountStore(PgPool& pool) : pool_(pool) {}

  absl::StatusOr<Account> FindByUsername(const std::string& username);
  absl::StatusOr<Account> FindById(int user_id);
  absl::Status SetLanguage(int user_id, int language_id);
  absl::Status SetPasswordHash(int user_id, const std::string& hash);
  // Creates or updates the account and replaces its roles; an empty hash keeps the
  // current password.
  absl::Status Upsert(const Account& account, const std::string& password_hash);

  // The import's side of an account (docs/people-import.md).
  // Sets the day access ends (nullopt: none) and whether the account is active now.
  absl::Status SetAccess(int user_id, std::optional<absl::CivilDay> ends_on, bool active);
  // Active accounts whose access ends on or before `today`.
  absl::StatusOr<std::vector<int>> AccessEndsDue(absl::CivilDay today);
  // Inactive from now, with the time recorded.
  absl::Status MarkAccessEnded(int user_id);
  // A new one-time link of the user (the old one stops working), valid until `expires`.
  absl::Status PutPasswordSetup(int user_id, const std::string& token_hash, absl::Time expires);
  // The user of a live link, or NOT_FOUND.
  absl::StatusOr<int> PasswordSetupUser(const std::string& token_hash);
  // Sets the password and spends the link in one transaction; NOT_FOUND when the link is
  // spent or expired meanwhile.
  absl::Status SetPasswordFromSetup(const std::string& token_hash, const std::string& password_hash);

  absl::StatusOr<std::vector<Role>> Roles();
  // The languages as the IdP API returns them (docs/product.md §3 "Language").
  absl::StatusOr<nlohmann::json> Languages();
  absl::StatusOr<bool> LanguageExists(int language_id);

 private:
  absl::StatusOr<Account> FindOne(const std::string& sql, const std::string& key);
  PgPool& pool_;
};

}  // namespace kadry::identity
