#include "services/identity/demo_data.h"

#include <vector>

#include "services/common/log.h"
#include "services/common/roles.h"
#include "services/identity/domain/client_secret.h"
#include "services/identity/domain/password.h"

namespace kadry::identity {
namespace {

constexpr char kDemoPassword[] = "Kadry2026!";

struct DemoUser {
  int user_id;
  const char* username;
  const char* first_name;
  const char* last_name;
  std::vector<int> role_ids;  // besides Employee
};

const DemoUser kDemoUsers[] = {
    {1001, "admin", "Adam", "Administracyjny", {kAdmin}},
    {1002, "employee", "Jan", "Kowalski", {}},
    {1003, "manager", "Anna", "Nowak", {kManager}},
    {1004, "hr", "Katarzyna", "Wiśniewska", {kHr}},
    {1005, "hrpreview", "Piotr", "Wójcik", {kHrPreview}},
    {1006, "administration", "Magdalena", "Kamińska", {kAdministration}},
    {1007, "hoagreement", "Tomasz", "Lewandowski", {kHoAgreementOpinioning}},
    {1008, "postadmin", "Agnieszka", "Zielińska", {kPostAdmin}},
    {1009, "posteditor", "Michał", "Szymański", {kPostEditor}},
    {1010, "hranalyst", "Ewa", "Woźniak", {kHrAnalyst}},
    {1011, "locationmanager", "Krzysztof", "Dąbrowski", {kLocationManager}},
    // A manager of a small team who also reads the whole location: writes only below her.
    {1012, "teamlead", "Barbara", "Kowalczyk", {kManager, kLocationManager}},
};

}  // namespace

absl::Status SeedDemoData(const Config& config, AccountStore& accounts, ClientStore& clients) {
  // One argon2id hash serves every demo account: they share the published demo password.
  auto hash = HashPassword(kDemoPassword);
  if (!hash.ok()) return hash.status();
  for (const DemoUser& u : kDemoUsers) {
    Account a;
    a.user_id = u.user_id;
    a.username = u.username;
    a.first_name = u.first_name;
    a.last_name = u.last_name;
    a.email = std::string(u.username) + "@kadry.example.pl";
    a.role_ids = {kEmployee};
    a.role_ids.insert(a.role_ids.end(), u.role_ids.begin(), u.role_ids.end());
    // Existing accounts keep their password and language: re-running `up` keeps data.
    auto existing = accounts.FindById(u.user_id);
    if (existing.ok()) a.language_id = existing->language_id;
    if (auto s = accounts.Upsert(a, existing.ok() ? "" : *hash); !s.ok()) return s;
  }

  const std::string app = config.public_url;
  // Demo secrets, published in docs/platform.md: they exist only where demo data was
  // asked for. Re-seeding re-hashes them in the SHA-256 form (docs/decisions/0003).
  const std::string payroll_secret = HashClientSecret("payroll-secret");
  const std::string rcp_secret = HashClientSecret("rcp-secret");
  const std::string conformance_secret = HashClientSecret("conformance-secret");
  const std::string hr_secret = HashClientSecret("hr-secret");
  const Client seeded[] = {
      {"kadry-web",
       std::nullopt,
       {app + "/auth/oidc-callback", app + "/auth/oidc-silent-callback"},
       {app + "/", app},
       {"authorization_code", "refresh_token"},
       {"openid", "profile", "email", "offline_access", "absences"}},
      // identity.users reads users and roles; writing accounts needs identity.admin,
      // which no demo client holds. The services answer only tokens with `absences`;
      // work-times.payroll reads the month's work times for payroll.
      {"kadry-payroll",
       payroll_secret,
       {},
       {},
       {"client_credentials"},
       {"identity.users", "absences.export", "absences", "work-times.payroll"}},
      // The time-clock (RCP) terminals record entries and exits, and learn who is employed: no
      // users, no identity scopes.
      {"kadry-rcp", rcp_secret, {}, {}, {"client_credentials"}, {"absences", "absences.directory", "work-times.clock"}},
      // The HR system: sends the organisation's people (docs/people-import.md) and their working time
      // (docs/work-times.md "From the HR system"); `absences` is every service call's scope.
      {"kadry-hr",
       hr_secret,
       {},
       {},
       {"client_credentials"},
       {"absences", "people.import", "absences.directory", "work-times.planning"}},
      {"kadry-conformance",
       conformance_secret,
       {"http://localhost:9999/cb"},
       {"http://localhost:9999/logged-out"},
       {"authorization_code", "refresh_token", "client_credentials"},
       {"openid", "profile", "email", "offline_access", "absences"}},
  };
  for (const Client& c : seeded) {
    if (auto s = clients.Upsert(c); !s.ok()) return s;
  }
  LogInfo("demo data seeded", {{"accounts", std::size(kDemoUsers)}, {"clients", std::size(seeded)}});
  return absl::OkStatus();
}

}  // namespace kadry::identity
