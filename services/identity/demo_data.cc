#include "services/identity/demo_data.h"

#include <map>
#include <string>
#include <vector>

#include "services/common/log.h"
#include "services/common/roles.h"
#include "services/identity/domain/client_secret.h"
#include "services/identity/domain/password.h"
#include "services/identity/first_start.h"

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
    // The company's head also leads its managers: as their supervisor he confirms their
    // substitutions on the team's page, which is a Manager's.
    {1001, "admin", "Adam", "Administracyjny", {kAdmin, kManager}},
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
  const std::map<std::string, std::string> secrets = {{"kadry-payroll", "payroll-secret"},
                                                      {"kadry-rcp", "rcp-secret"},
                                                      {"kadry-hr", "hr-secret"},
                                                      {"kadry-absences", "absences-secret"},
                                                      {"kadry-work-times", "work-times-secret"}};
  std::vector<Client> seeded = {
      WebAppClient(app),
      {"kadry-conformance",
       HashClientSecret("conformance-secret"),
       {"http://localhost:9999/cb"},
       {"http://localhost:9999/logged-out"},
       {"authorization_code", "refresh_token", "client_credentials"},
       {"openid", "profile", "email", "offline_access", "absences"}},
  };
  for (const SystemKind& kind : SystemKinds())
    seeded.push_back(SystemClient(kind, HashClientSecret(secrets.at(kind.client_id))));
  for (const Client& c : seeded) {
    if (auto s = clients.Upsert(c); !s.ok()) return s;
  }
  LogInfo("demo data seeded", {{"accounts", std::size(kDemoUsers)}, {"clients", std::size(seeded)}});
  return absl::OkStatus();
}

}  // namespace kadry::identity
