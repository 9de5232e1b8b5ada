#include "services/identity/first_start.h"

#include "absl/strings/match.h"
#include "absl/strings/str_join.h"
#include "services/common/jwt.h"
#include "services/common/roles.h"
#include "services/common/usernames.h"
#include "services/identity/domain/client_secret.h"
#include "services/identity/http/authorization.h"

namespace kadry::identity {

Client WebAppClient(const std::string& public_url) {
  return {"kadry-web",
          std::nullopt,
          {public_url + "/auth/oidc-callback", public_url + "/auth/oidc-silent-callback"},
          {public_url + "/", public_url},
          {"authorization_code", "refresh_token"},
          {"openid", "profile", "email", "offline_access", "absences"}};
}

const std::vector<SystemKind>& SystemKinds() {
  // identity.users reads users and roles; writing accounts needs identity.admin, which no
  // system holds. The services answer only tokens with `absences`.
  static const auto* const kAll = new std::vector<SystemKind>{
      // Payroll reads the month's absences and work times.
      {"payroll", "kadry-payroll", {"identity.users", "absences.export", "absences", "work-times.payroll"}},
      // The time-clock (RCP) terminals record entries and exits, and learn who is employed.
      {"rcp", "kadry-rcp", {"absences", "absences.directory", "work-times.clock"}},
      // The HR system sends the organisation's people (docs/people-import.md) and their working
      // time (docs/work-times.md "From the HR system").
      {"hr", "kadry-hr", {"absences", "people.import", "absences.directory", "work-times.planning"}},
      // Kadry's own services publish what waits for whom to notifications
      // (docs/notifications.md): absences of requests and substitutions, work-times of
      // corrections, approvals and closed months.
      {"absences", "kadry-absences", {"absences", "notifications.publish"}},
      {"work-times", "kadry-work-times", {"absences", "notifications.publish"}},
  };
  return *kAll;
}

Client SystemClient(const SystemKind& kind, const std::string& secret_hash) {
  return {kind.client_id, secret_hash, {}, {}, {"client_credentials"}, kind.scopes};
}

absl::StatusOr<std::string> RegisterSystem(ClientStore& clients, const std::string& name) {
  std::vector<std::string> names;
  for (const SystemKind& kind : SystemKinds()) {
    if (kind.name != name) {
      names.push_back(kind.name);
      continue;
    }
    std::string secret = RandomToken(32);
    if (auto s = clients.Upsert(SystemClient(kind, HashClientSecret(secret))); !s.ok()) return s;
    return secret;
  }
  return absl::InvalidArgumentError(absl::StrCat("the system is one of ", absl::StrJoin(names, ", ")));
}

absl::StatusOr<std::string> BootstrapFirstAdministrator(const Config& config, AccountStore& accounts,
                                                        ClientStore& clients, const std::string& username,
                                                        const std::string& email) {
  if (!IsUsername(username)) return absl::InvalidArgumentError(absl::StrCat("the username: ", kUsernameRule));
  if (email.size() > 254 || !absl::StrContains(email, '@')) {
    return absl::InvalidArgumentError("the e-mail address: name@domain, at most 254 characters");
  }
  if (auto holder = accounts.FindByUsername(username); holder.ok() && holder->user_id != kFirstAdministratorId) {
    return absl::AlreadyExistsError(absl::StrCat("another account already has the username ", username));
  }
  auto existing = accounts.FindById(kFirstAdministratorId);
  if (existing.ok() && existing->username != username) {
    return absl::AlreadyExistsError(
        absl::StrCat("the first administrator already exists as ", existing->username, "; run it with that username"));
  }
  if (auto s = clients.Upsert(WebAppClient(config.public_url)); !s.ok()) return s;
  Account admin;
  admin.user_id = kFirstAdministratorId;
  admin.username = username;
  admin.first_name = "Administrator";
  admin.last_name = "Kadry";
  admin.email = email;
  admin.role_ids = {kEmployee, kAdmin};
  if (existing.ok()) admin.language_id = existing->language_id;
  // No password: the person sets one through the link, as an imported person does.
  if (auto s = accounts.Upsert(admin, ""); !s.ok()) return s;
  std::string link = IssuePasswordSetup(accounts, config.issuer, kFirstAdministratorId);
  if (link.empty()) return absl::UnavailableError("the one-time link could not be stored");
  return link;
}

}  // namespace kadry::identity
