#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/absences/domain/substitutions.h"
#include "services/common/paging.h"
#include "services/common/pg.h"

namespace kadry::absences {

// A substitution as the lists show it.
struct SubstitutionRecord {
  int id = 0;
  SubstitutionTerms terms;
  std::string employee_full_name;
  std::string substitute_full_name;
  std::string supervisor_full_name;  // the away person's
  std::string comment;
  std::string created_by_full_name;
  absl::Time created_at;
  std::string decided_by_full_name;
  std::optional<absl::Time> decided_at;
  std::string decision_comment;
  bool supervised_by_caller = false;  // the caller is above the away person
};

// Whose substitutions a list shows: the caller's (away or standing in), their team's (the away
// person below them), or everyone's.
enum class SubstitutionListKind { kMine, kTeam, kAll };

struct SubstitutionFilter {
  std::vector<std::string> sort;  // from-date, to-date, employee-full-name, substitute-full-name, status
  std::string search;             // either person's name
  std::vector<int> status_ids;
  std::optional<absl::CivilDay> from;  // substitutions that overlap [from, to]
  std::optional<absl::CivilDay> to;
  std::string side;  // kMine: "away", "standing-in" or "" for both
  PageWindow window;
};

struct SubstitutionPage {
  std::vector<SubstitutionRecord> rows;
  int total = 0;
};

// Someone the form may suggest as a substitute.
struct SuggestedSubstitute {
  int employee_id = 0;
  std::string full_name;
  int substitution_id = 0;  // the caller's substitution covering the period, 0 when none does
};

// Substitutions in PostgreSQL (migration 0013).
class SubstitutionStore final {
 public:
  explicit SubstitutionStore(PgPool& pool) : pool_(pool) {}

  // NOT_FOUND unless the caller is the away person, the substitute, above the away person or
  // `reads_all`.
  absl::StatusOr<SubstitutionRecord> Get(int substitution_id, int caller_id, bool reads_all);
  absl::StatusOr<SubstitutionPage> List(const SubstitutionFilter& filter, SubstitutionListKind kind, int caller_id);
  // Every row of the filter (the report's file), up to `limit`.
  absl::StatusOr<std::vector<SubstitutionRecord>> All(SubstitutionFilter filter, int limit);
  // The confirmed substitutions `substitute_id` has that have not ended by `day`.
  absl::StatusOr<std::vector<SubstitutionTerms>> StandInsOf(int substitute_id, absl::CivilDay day);
  // The substitute of the employee's live substitution covering [from, to], else the one they
  // named last; nullopt when they never named anyone.
  absl::StatusOr<std::optional<SuggestedSubstitute>> SuggestionFor(int employee_id, absl::CivilDay from,
                                                                   absl::CivilDay to);

  // --- inside a transaction
  static absl::StatusOr<int> Insert(PgConnection& tx, const SubstitutionTerms& terms, const std::string& comment,
                                    int created_by_id);
  // Ids of the employee's proposed or confirmed substitutions overlapping [from, to].
  static absl::StatusOr<std::vector<int>> LiveOverlapping(PgConnection& tx, int employee_id, absl::CivilDay from,
                                                          absl::CivilDay to);
  static absl::StatusOr<SubstitutionTerms> Lock(PgConnection& tx, int substitution_id);
  static absl::Status Apply(PgConnection& tx, int substitution_id, SubstitutionStatus status, int actor_id,
                            const std::string& comment);

 private:
  PgPool& pool_;
};

}  // namespace kadry::absences
