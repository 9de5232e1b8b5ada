#pragma once

// The organisation's import (docs/people-import.md): checks each person, the supervisor tree
// and the usernames, writes the accepted people in one transaction with the audit and the
// moves of their live requests, then keeps their accounts at the identity provider. No gRPC
// service here: the handler parses, authorises, calls Run and maps the outcomes.
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/absences/domain/people_import.h"
#include "services/absences/identity_accounts.h"
#include "services/common/forwarded_call.h"
#include "services/common/pg.h"

namespace kadry::absences {

// Who imports: the HR system (a client holding people.import) or an HR or Admin user.
struct ImportActor {
  int user_id = 0;  // 0 for the HR system
  std::string client_id;
  // As the audit and the request history name them.
  std::string Name() const;
};

// One person of the request after parsing: the facts and the problems parsing found.
struct PersonToImport {
  ImportedPersonFacts facts;
  std::vector<FieldProblem> problems;
  // The demo seed's fixed id for a new person (its accounts were made with it); the RPC
  // never sets one, and a new person then gets the next id.
  int employee_id = 0;
};

struct ImportOutcome {
  int index = 0;
  std::string sap_number;
  std::string outcome;  // created, updated, unchanged, refused
  int employee_id = 0;  // 0 for a new person in a preview
  std::vector<FieldProblem> problems;
  std::vector<FieldChange> changes;
  bool leaves = false;
  int requests_moved = 0;
  std::string password_link;
  std::optional<FieldProblem> account_problem;
};

class PeopleImportWorkflow final {
 public:
  // `accounts` null: no identity provider to reach; each written person says so.
  PeopleImportWorkflow(PgPool& pool, IdentityAccounts* accounts) : pool_(pool), accounts_(accounts) {}

  // `known_access_flags`: the has_access_to_* names a person may hold (the roles are the
  // product's, services/common/roles.h). A preview writes nothing.
  // `source` names the way in for the audit: import, or card (HR's correction of one person).
  absl::StatusOr<std::vector<ImportOutcome>> Run(const ImportActor& actor, const OnBehalfOf& on_behalf,
                                                 std::vector<PersonToImport> people,
                                                 const std::vector<std::string>& known_access_flags, bool preview,
                                                 absl::CivilDay today, const std::string& source = "import");

 private:
  absl::Status SyncAccounts(const OnBehalfOf& on_behalf, const std::vector<PersonToImport>& people,
                            std::vector<ImportOutcome>& outcomes);

  PgPool& pool_;
  IdentityAccounts* accounts_;
};

}  // namespace kadry::absences
