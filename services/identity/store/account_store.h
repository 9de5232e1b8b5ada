#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
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

  absl::StatusOr<std::vector<Role>> Roles();
  // The languages as the IdP API returns them (docs/product.md §3 "Language").
  absl::StatusOr<nlohmann::json> Languages();
  absl::StatusOr<bool> LanguageExists(int language_id);

 private:
  absl::StatusOr<Account> FindOne(const std::string& sql, const std::string& key);
  PgPool& pool_;
};

}  // namespace kadry::identity
