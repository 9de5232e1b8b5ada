#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/time/civil_time.h"
#include "services/absences/domain/leave_entitlement.h"
#include "services/absences/domain/leave_limits.h"
#include "services/common/problem.h"

namespace kadry::absences {

// Disability degree of the certificate (orzeczenie o stopniu niepełnosprawności).
enum class DisabilityDegree { kNone, kLight, kModerate, kSignificant };

// The stored code ("none", "light", "moderate", "significant"); nullopt for another.
std::optional<DisabilityDegree> DisabilityDegreeFromCode(std::string_view code);
std::string DisabilityDegreeCode(DisabilityDegree degree);

// Ustawa o rehabilitacji art. 19 ust. 1: 10 days of additional leave a year with a moderate
// or significant degree.
int DisabilityLeaveDays(DisabilityDegree degree);

struct ImportedContract {
  std::string kind;  // "na czas nieokreślony", "na okres próbny", ...
  absl::CivilDay start;
  std::optional<absl::CivilDay> end;
  int fraction_numerator = 1;
  int fraction_denominator = 1;
  std::string position;
  bool with_this_employer = true;  // false: earlier employment, counted for seniority
};

struct ImportedBenefit {
  std::string name;
  absl::CivilDay start;
  std::optional<absl::CivilDay> end;
};

// A person as the HR system states them (docs/people-import.md), keyed by the SAP number.
struct ImportedPersonFacts {
  std::string sap_number;
  std::string first_name;
  std::string last_name;
  int gender_id = 0;
  std::string position;
  std::string company_email;
  std::string private_email;
  std::string company_phone_number;
  std::string private_phone_number;
  std::string street;
  std::string house_number;
  std::string flat_number;
  std::string postal_code;
  std::string city;
  int location_id = 0;
  std::string location_name;
  int hr_area_id = 0;
  int employment_sub_group_id = 0;
  std::string employment_sub_group_name;
  std::string department_name;
  std::string supervisor_sap_number;  // empty: the top of the organisation
  absl::CivilDay employed_since;
  std::optional<absl::CivilDay> employed_until;
  std::vector<ImportedContract> contracts;
  std::vector<std::string> access_flags;
  std::vector<ImportedBenefit> benefits;
  Education education = Education::kNone;
  DisabilityDegree disability = DisabilityDegree::kNone;
  std::optional<OpeningBalance> opening;
  std::string username;
  std::vector<int> role_ids;
};

// What one import may carry (each checked before anything is written).
inline constexpr int kMaxPeoplePerImport = 500;
inline constexpr int kMaxContractsPerPerson = 50;
inline constexpr int kMaxBenefitsPerPerson = 50;
// Carried-over leave stated at go-live: at most two years of the longest base (art. 154 §1)
// and the disability leave (art. 19): more would be a typing error, not a balance.
inline constexpr int kMaxOpeningCarriedOverDays = 2 * (26 + 10);

// What a person may hold: the access flags and the role ids the product knows.
struct KnownGrants {
  std::vector<std::string> access_flags;
  std::vector<int> role_ids;
};

// The rules one person must meet on their own, whatever the rest of the organisation:
// names, SAP number, codes, dates in order, contracts, the account. Field names are the
// JSON ones (firstName, contracts[1].startOn).
std::vector<FieldProblem> CheckImportedPerson(const ImportedPersonFacts& person, const KnownGrants& known);

// The supervisor of each person, after the import, by SAP number ("" at the top).
using SupervisorLinks = absl::flat_hash_map<std::string, std::string>;

// The supervisor tree after an import: `directory` as stored, then each of `batch` (SAP
// number and the supervisor it states, in the batch's order) put over it. A person whose
// supervisor is unknown (in neither) or whose line of supervisors leads back to them (a
// cycle) is refused, and the directory's link stays for them; refusing one can leave
// another without its supervisor, so this repeats until nothing more is refused. Answers
// the refused positions of `batch` with the problem on supervisorSapNumber.
std::vector<std::pair<int, FieldProblem>> CheckSupervisorTree(
    const SupervisorLinks& directory, const std::vector<std::pair<std::string, std::string>>& batch);

// Every field as text, in a fixed order, for the preview's "before → after" and the audit.
std::vector<std::pair<std::string, std::string>> FieldsAsText(const ImportedPersonFacts& person);

struct FieldChange {
  std::string field;
  std::string before;
  std::string after;
};
// The fields whose text differs, in FieldsAsText's order.
std::vector<FieldChange> ChangedFields(const ImportedPersonFacts& before, const ImportedPersonFacts& after);

// The facts leave entitlement rests on: every contract's period, the school, the
// disability leave (art. 19) and the opening balance.
EntitlementFacts EntitlementOf(const ImportedPersonFacts& person);

}  // namespace kadry::absences
