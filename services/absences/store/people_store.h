#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/absences/domain/people_import.h"
#include "services/common/pg.h"

namespace kadry::absences {

// A person of the directory as the import states people, with their id.
struct StoredPerson {
  int employee_id = 0;
  ImportedPersonFacts facts;
};

// One change of the audit, newest first.
struct EmployeeChangeRecord {
  absl::Time changed_at;
  std::string changed_by;  // user:<id> or client:<client id>
  std::string changed_by_full_name;
  std::string source;  // import or card
  std::string field;
  std::string before;
  std::string after;
};

// The directory's writes of the organisation's import (docs/people-import.md), each inside
// the import's one transaction.
class PeopleStore final {
 public:
  // A person of a result in kPersonSelect's columns (the demo seed selects the same ones).
  static absl::StatusOr<StoredPerson> PersonAt(const PgResult& rows, int row);
  // One import at a time: the supervisor tree is checked against what is committed, so two
  // batches must not each check against the other's half.
  static absl::Status LockImports(PgConnection& tx);

  // Every person's supervisor by SAP number ("" at the top).
  static absl::StatusOr<SupervisorLinks> Links(PgConnection& tx);
  // The people of these SAP numbers as stored (the others are new).
  static absl::StatusOr<absl::flat_hash_map<std::string, StoredPerson>> FindBySap(PgConnection& tx,
                                                                                  const std::vector<std::string>& saps);
  // Who holds each of `usernames` now: username -> SAP number.
  static absl::StatusOr<absl::flat_hash_map<std::string, std::string>> UsernameOwners(
      PgConnection& tx, const std::vector<std::string>& usernames);
  // The full names of these SAP numbers' people, for the request history.
  static absl::StatusOr<absl::flat_hash_map<std::string, std::string>> FullNames(PgConnection& tx,
                                                                                 const std::vector<std::string>& saps);
  // One person by id (NOT_FOUND when there is none), and the latest `limit` changes of theirs.
  static absl::StatusOr<StoredPerson> FindById(PgPool& pool, int employee_id);
  static absl::StatusOr<std::vector<EmployeeChangeRecord>> Changes(PgPool& pool, int employee_id, int limit);
  // A new person's id, shared with their account.
  static absl::StatusOr<int> NewEmployeeId(PgConnection& tx);
  // Writes the person's fields, contracts and benefits (replacing the stored ones). The
  // supervisor is set by LinkSupervisor once everyone of the batch exists.
  static absl::Status Write(PgConnection& tx, int employee_id, const ImportedPersonFacts& person, bool is_new);
  static absl::Status LinkSupervisor(PgConnection& tx, int employee_id, const std::string& supervisor_sap_number);
  // Everyone above everyone again (absences.employee_ancestors): team scope follows at once.
  static absl::Status RebuildTree(PgConnection& tx);
  // Records `action` with `comment` by `actor_id` on each of the employee's live requests
  // (pending, or waiting for a cancellation decision); with `to_hr`, HR takes them in hand.
  static absl::StatusOr<int> NoteLiveRequests(PgConnection& tx, int employee_id, int actor_id,
                                              const std::string& action, const std::string& comment, bool to_hr);
  // The audit of one person's changed fields.
  static absl::Status Audit(PgConnection& tx, int employee_id, const std::string& changed_by, const std::string& source,
                            const std::vector<FieldChange>& changes);
};

}  // namespace kadry::absences
