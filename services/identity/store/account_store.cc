#include "services/identity/store/account_store.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "services/common/pg_rows.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::identity {
namespace {
constexpr char kSelectAccount[] = R"sql(
    SELECT u.user_id, u.username, u.password_hash, u.first_name, u.last_name, u.email,
    u.language_id, u.active, coalesce(u.access_ends_on::text, ''),
    coalesce((SELECT string_agg(role_id::text, ',' ORDER BY role_id) FROM identity.user_roles r
    WHERE r.user_id = u.user_id), '') FROM identity.users u )sql";
constexpr char kSetLanguage[] = "UPDATE identity.users SET language_id = $2 WHERE user_id = $1";
constexpr char kSetPassword[] =
    "UPDATE identity.users SET password_hash = $2, password_changed_at = now() WHERE user_id = $1";
constexpr char kUpsertUser[] = R"sql(
    INSERT INTO identity.users(user_id, username, password_hash, first_name, last_name, email,
    language_id, active) VALUES ($1, lower($2), $3, $4, $5, $6, $7, $8)
    ON CONFLICT (user_id) DO UPDATE SET username = excluded.username,
    password_hash = CASE WHEN $9 THEN excluded.password_hash ELSE identity.users.password_hash END,
    first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
    active = excluded.active)sql";
constexpr char kDeleteRoles[] = "DELETE FROM identity.user_roles WHERE user_id = $1";
constexpr char kInsertRole[] =
    "INSERT INTO identity.user_roles(user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING";
constexpr char kRoles[] = "SELECT role_id, name FROM identity.roles ORDER BY role_id";
constexpr char kLanguages[] = R"sql(
    SELECT coalesce(json_agg(json_build_object('languageId', language_id, 'nativeName', native_name,
    'cultureName', culture_name, 'isoName', iso_name, 'countryCode', country_code,
    'isoCode', iso_code, 'languageCode', language_code, 'default', is_default)
    ORDER BY sort_order), '[]')::text FROM identity.languages)sql";
constexpr char kSetAccess[] = R"sql(
    UPDATE identity.users SET access_ends_on = $2::date, active = $3,
    access_ended_at = CASE WHEN $3 THEN NULL ELSE access_ended_at END WHERE user_id = $1)sql";
constexpr char kAccessEndsDue[] = R"sql(
    SELECT user_id FROM identity.users WHERE access_ends_on <= $1::date AND access_ended_at IS NULL
    ORDER BY user_id)sql";
constexpr char kMarkAccessEnded[] =
    "UPDATE identity.users SET active = false, access_ended_at = now() WHERE user_id = $1";
constexpr char kPutSetup[] = R"sql(
    INSERT INTO identity.password_setups (token_hash, user_id, expires_at) VALUES ($2, $1, to_timestamp($3))
    ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at)sql";
constexpr char kSetupUser[] =
    "SELECT user_id FROM identity.password_setups WHERE token_hash = $1 AND expires_at > now()";
constexpr char kSpendSetup[] =
    "DELETE FROM identity.password_setups WHERE token_hash = $1 AND expires_at > now() RETURNING user_id";
constexpr char kLanguageExists[] = "SELECT 1 FROM identity.languages WHERE language_id = $1";
}  // namespace

std::string Account::FullName() const {
  if (first_name.empty()) return last_name;
  if (last_name.empty()) return first_name;
  return absl::StrCat(first_name, " ", last_name);
}

absl::StatusOr<Account> AccountStore::FindOne(const std::string& sql, const std::string& key) {
  auto rows = pool_.Query(sql, {key});
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "account.not-found", "no such account");
  Account a;
  a.user_id = rows->Int(0, 0);
  a.username = rows->Text(0, 1);
  a.password_hash = rows->Text(0, 2);
  a.first_name = rows->Text(0, 3);
  a.last_name = rows->Text(0, 4);
  a.email = rows->Text(0, 5);
  a.language_id = rows->Int(0, 6);
  a.active = rows->Bool(0, 7);
  ASSIGN_OR_RETURN(a.access_ends_on, OptionalDayAt(*rows, 0, 8));
  const std::string roles = rows->Text(0, 9);
  size_t start = 0;
  while (start < roles.size()) {
    size_t end = roles.find(',', start);
    if (end == std::string::npos) end = roles.size();
    a.role_ids.push_back(std::stoi(roles.substr(start, end - start)));
    start = end + 1;
  }
  return a;
}

absl::StatusOr<Account> AccountStore::FindByUsername(const std::string& username) {
  return FindOne(absl::StrCat(kSelectAccount, "WHERE u.username = lower($1)"), username);
}

absl::StatusOr<Account> AccountStore::FindById(int user_id) {
  return FindOne(absl::StrCat(kSelectAccount, "WHERE u.user_id = $1"), std::to_string(user_id));
}

absl::Status AccountStore::SetLanguage(int user_id, int language_id) {
  auto r = pool_.Query(kSetLanguage, {std::to_string(user_id), std::to_string(language_id)});
  if (!r.ok()) return r.status();
  return r->Affected() == 1 ? absl::OkStatus()
                            : Refusal(absl::StatusCode::kNotFound, "account.not-found", "no such account");
}

absl::Status AccountStore::SetPasswordHash(int user_id, const std::string& hash) {
  auto r = pool_.Query(kSetPassword, {std::to_string(user_id), hash});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::Status AccountStore::Upsert(const Account& a, const std::string& password_hash) {
  return pool_.InTransaction([&](PgConnection& conn) -> absl::Status {
    auto r = conn.Query(kUpsertUser, {std::to_string(a.user_id), a.username, password_hash, a.first_name, a.last_name,
                                      a.email, std::to_string(a.language_id), a.active ? "true" : "false",
                                      password_hash.empty() ? "false" : "true"});
    if (!r.ok()) return r.status();
    if (auto d = conn.Query(kDeleteRoles, {std::to_string(a.user_id)}); !d.ok()) return d.status();
    for (int role : a.role_ids) {
      auto i = conn.Query(kInsertRole, {std::to_string(a.user_id), std::to_string(role)});
      if (!i.ok()) return i.status();
    }
    return absl::OkStatus();
  });
}

absl::Status AccountStore::SetAccess(int user_id, std::optional<absl::CivilDay> ends_on, bool active) {
  return pool_
      .Query(kSetAccess, {std::to_string(user_id), ends_on ? PgParam(FormatDate(*ends_on)) : std::nullopt,
                          active ? "true" : "false"})
      .status();
}

absl::StatusOr<std::vector<int>> AccountStore::AccessEndsDue(absl::CivilDay today) {
  auto r = pool_.Query(kAccessEndsDue, {FormatDate(today)});
  if (!r.ok()) return r.status();
  std::vector<int> ids;
  for (int i = 0; i < r->Rows(); ++i) ids.push_back(r->Int(i, 0));
  return ids;
}

absl::Status AccountStore::MarkAccessEnded(int user_id) {
  return pool_.Query(kMarkAccessEnded, {std::to_string(user_id)}).status();
}

absl::Status AccountStore::PutPasswordSetup(int user_id, const std::string& token_hash, absl::Time expires) {
  return pool_.Query(kPutSetup, {std::to_string(user_id), token_hash, std::to_string(absl::ToUnixSeconds(expires))})
      .status();
}

absl::StatusOr<int> AccountStore::PasswordSetupUser(const std::string& token_hash) {
  auto r = pool_.Query(kSetupUser, {token_hash});
  if (!r.ok()) return r.status();
  if (r->Rows() == 0) return absl::NotFoundError("no such link");
  return r->Int(0, 0);
}

absl::Status AccountStore::SetPasswordFromSetup(const std::string& token_hash, const std::string& password_hash) {
  return pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    auto spent = tx.Query(kSpendSetup, {token_hash});
    if (!spent.ok()) return spent.status();
    if (spent->Rows() == 0) return absl::NotFoundError("no such link");
    return tx.Query(kSetPassword, {spent->Text(0, 0), password_hash}).status();
  });
}

absl::StatusOr<std::vector<Role>> AccountStore::Roles() {
  auto rows = pool_.Query(kRoles);
  if (!rows.ok()) return rows.status();
  std::vector<Role> roles;
  for (int i = 0; i < rows->Rows(); ++i) roles.push_back({rows->Int(i, 0), rows->Text(i, 1)});
  return roles;
}

absl::StatusOr<nlohmann::json> AccountStore::Languages() {
  auto rows = pool_.Query(kLanguages);
  if (!rows.ok()) return rows.status();
  return nlohmann::json::parse(rows->Text(0, 0));
}

absl::StatusOr<bool> AccountStore::LanguageExists(int language_id) {
  auto rows = pool_.Query(kLanguageExists, {std::to_string(language_id)});
  if (!rows.ok()) return rows.status();
  return rows->Rows() > 0;
}

}  // namespace kadry::identity
