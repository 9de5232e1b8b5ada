#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/absences/domain/remote_work.h"
#include "services/absences/store/employee_store.h"
#include "services/absences/store/request_store.h"
#include "services/common/paging.h"
#include "services/common/pg.h"

namespace kadry::absences {

// An agreement on regular remote work as the lists and its page show it.
struct AgreementRecord {
  int id = 0;
  int employee_id = 0;
  std::string employee_full_name;
  std::string supervisor_full_name;
  int status_id = 0;
  AgreementTerms terms;
  PostalAddress address;  // the remote workplace
  bool safe_workplace_confirmed = false;
  bool risk_assessment_acknowledged = false;
  bool data_protection_acknowledged = false;
  std::string justification;
  absl::Time submitted_at;
  std::optional<bool> opinion_positive;  // none until the opinion is given
  std::string opinion_comment;
  std::string opinion_by_full_name;
  std::optional<absl::Time> opinion_at;
  std::string decision_comment;
  std::string decided_by_full_name;
  std::optional<absl::Time> decided_at;
  bool supervised_by_caller = false;       // the caller is above the employee
  std::vector<RequestEventRecord> events;  // Get only, oldest first
};

// Whose agreements a list shows: the caller's, the team below the caller, or everyone.
enum class AgreementListKind { kOwn, kTeam, kAll };

struct AgreementFilter {
  std::vector<std::string> sort;  // submitted-at, valid-from, employee-full-name, status
  std::string search;             // the number's id or the employee's name
  std::vector<int> status_ids;
  int employee_id = 0;
  PageWindow window;
};

struct AgreementPage {
  std::vector<AgreementRecord> rows;
  int total = 0;
};

// The agreement under a row lock, for one step.
struct LockedAgreement {
  int employee_id = 0;
  AgreementStatus status = AgreementStatus::kAwaitingOpinion;
  AgreementTerms terms;
};

// Agreements in PostgreSQL (migration 0012).
class AgreementStore final {
 public:
  explicit AgreementStore(PgPool& pool) : pool_(pool) {}

  // The agreement with its history; NOT_FOUND unless it is the caller's own, of someone below
  // them, or `reads_all` (Admin and opinion-givers).
  absl::StatusOr<AgreementRecord> Get(int agreement_id, int caller_id, bool reads_all);
  absl::StatusOr<AgreementPage> List(const AgreementFilter& filter, AgreementListKind kind, int caller_id);

  // --- inside a transaction
  static absl::StatusOr<int> Insert(PgConnection& tx, int employee_id, const AgreementDraft& draft);
  // The employee's agreement awaiting its opinion or decision, if any.
  static absl::StatusOr<std::optional<int>> OpenOf(PgConnection& tx, int employee_id);
  // NOT_FOUND when there is no such agreement.
  static absl::StatusOr<LockedAgreement> Lock(PgConnection& tx, int agreement_id);
  // Writes the step's status, its opinion or decision fields and its event.
  static absl::Status Apply(PgConnection& tx, int agreement_id, AgreementAction action, AgreementStatus status,
                            int actor_id, bool positive, const std::string& comment);
  // Ends an approved agreement early: `last_day` is its new last day; the event says it and why.
  static absl::Status End(PgConnection& tx, int agreement_id, absl::CivilDay last_day, int actor_id,
                          const std::string& comment);
  static absl::Status AddEvent(PgConnection& tx, int agreement_id, int actor_id, const std::string& action,
                               const std::string& comment);
  // The terms of the employee's approved agreements that overlap [from, to], but the one named.
  static absl::StatusOr<std::vector<AgreementTerms>> ApprovedTerms(PgConnection& tx, int employee_id,
                                                                   absl::CivilDay from, absl::CivilDay to,
                                                                   int except_agreement_id = 0);

 private:
  PgPool& pool_;
};

}  // namespace kadry::absences
