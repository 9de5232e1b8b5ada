#include "services/absences/domain/people_import.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "services/absences/domain/postal_code.h"
#include "services/absences/domain/stored_codes.h"
#include "services/common/usernames.h"

namespace kadry::absences {
namespace {

constexpr StoredCode<DisabilityDegree> kDisabilityCodes[] = {
    {"none", DisabilityDegree::kNone},
    {"light", DisabilityDegree::kLight},
    {"moderate", DisabilityDegree::kModerate},
    {"significant", DisabilityDegree::kSignificant},
};

constexpr size_t kMaxNameLength = 100;
constexpr size_t kMaxTextLength = 200;

// SAP numbers as the HR system prints them: 1 to 20 letters and digits.
bool IsSapNumber(std::string_view s) {
  return !s.empty() && s.size() <= 20 && std::all_of(s.begin(), s.end(), [](char c) { return absl::ascii_isalnum(c); });
}

bool IsEmail(std::string_view s) {
  const size_t at = s.find('@');
  return s.size() <= 254 && at != std::string_view::npos && at > 0 && s.find('.', at) != std::string_view::npos &&
         s.find(' ') == std::string_view::npos;
}

bool IsFraction(int numerator, int denominator) {
  return numerator > 0 && denominator > 0 && numerator <= denominator && denominator <= 100;
}

std::string Date(absl::CivilDay day) { return absl::FormatCivilTime(day); }
std::string Day(const std::optional<absl::CivilDay>& day) { return day ? Date(*day) : ""; }

class Problems {
 public:
  void Required(const std::string& field, std::string_view value) {
    if (value.empty()) Add(field, "field.required", field + " is required");
  }
  void Length(const std::string& field, std::string_view value, size_t max) {
    if (value.size() > max)
      Add(field, "field.too-long", absl::StrCat(field, " is longer than ", max, " characters"),
          {{"max", static_cast<int64_t>(max)}});
  }
  void Add(const std::string& field, std::string code, std::string message, ProblemParams params = {}) {
    list_.emplace_back(field, std::move(code), std::move(message), std::move(params));
  }
  std::vector<FieldProblem> Take() { return std::move(list_); }

 private:
  std::vector<FieldProblem> list_;
};

}  // namespace

std::optional<DisabilityDegree> DisabilityDegreeFromCode(std::string_view code) {
  return ValueOfCode(kDisabilityCodes, code);
}

std::string DisabilityDegreeCode(DisabilityDegree degree) { return CodeOfValue(kDisabilityCodes, degree); }

int DisabilityLeaveDays(DisabilityDegree degree) {
  return degree == DisabilityDegree::kModerate || degree == DisabilityDegree::kSignificant ? 10 : 0;
}

std::vector<FieldProblem> CheckImportedPerson(const ImportedPersonFacts& p, const KnownGrants& known) {
  Problems problems;
  if (!IsSapNumber(p.sap_number))
    problems.Add("sapNumber", "person.sap-number", "a SAP number of 1 to 20 letters and digits is required");
  problems.Required("firstName", p.first_name);
  problems.Required("lastName", p.last_name);
  problems.Length("firstName", p.first_name, kMaxNameLength);
  problems.Length("lastName", p.last_name, kMaxNameLength);
  if (p.gender_id != 1 && p.gender_id != 2)
    problems.Add("genderId", "person.gender", "gender is 1 (male) or 2 (female)");
  if (p.hr_area_id != 2 && p.hr_area_id != 11)
    problems.Add("hrAreaId", "person.hr-area", "the HR area is 2 (ASP) or 11 (BPO)");
  for (const auto& [field, value] : {std::pair<const char*, const std::string*>{"position", &p.position},
                                     {"locationName", &p.location_name},
                                     {"departmentName", &p.department_name},
                                     {"employmentSubGroupName", &p.employment_sub_group_name},
                                     {"address.street", &p.street},
                                     {"address.city", &p.city},
                                     {"companyPhoneNumber", &p.company_phone_number},
                                     {"privatePhoneNumber", &p.private_phone_number}}) {
    problems.Length(field, *value, kMaxTextLength);
  }
  for (const auto& [field, value] : {std::pair<const char*, const std::string*>{"companyEmail", &p.company_email},
                                     {"privateEmail", &p.private_email}}) {
    if (!value->empty() && !IsEmail(*value)) problems.Add(field, "field.email", "not an e-mail address");
  }
  if (!p.postal_code.empty() && !IsPolishPostalCode(p.postal_code))
    problems.Add("address.postalCode", "field.postal-code", "a Polish postal code is 00-000");
  if (!p.supervisor_sap_number.empty() && !IsSapNumber(p.supervisor_sap_number))
    problems.Add("supervisorSapNumber", "person.sap-number", "a SAP number of 1 to 20 letters and digits is required");
  if (p.supervisor_sap_number == p.sap_number && !p.sap_number.empty())
    problems.Add("supervisorSapNumber", "person.supervisor-cycle", "nobody is their own supervisor");
  if (p.employed_until && *p.employed_until < p.employed_since)
    problems.Add("employedUntil", "field.before-start", "employment cannot end before it starts");

  if (p.contracts.size() > static_cast<size_t>(kMaxContractsPerPerson))
    problems.Add("contracts", "field.count", "at most 50 contracts", {{"max", int64_t{kMaxContractsPerPerson}}});
  for (size_t i = 0; i < p.contracts.size() && i < static_cast<size_t>(kMaxContractsPerPerson); ++i) {
    const ImportedContract& c = p.contracts[i];
    const std::string at = absl::StrCat("contracts[", i, "].");
    problems.Required(at + "contractTypeName", c.kind);
    problems.Length(at + "contractTypeName", c.kind, kMaxTextLength);
    if (c.end && *c.end < c.start)
      problems.Add(at + "endOn", "field.before-start", "a contract cannot end before it starts");
    if (!IsFraction(c.fraction_numerator, c.fraction_denominator))
      problems.Add(at + "workingTimeNumerator", "person.fraction",
                   "the working-time fraction is between 1/100 and 1/1");
    if (c.with_this_employer && c.start < p.employed_since)
      problems.Add(at + "startOn", "person.contract-before-employment",
                   "a contract with this employer starts on or after employedSince");
  }
  if (p.benefits.size() > static_cast<size_t>(kMaxBenefitsPerPerson))
    problems.Add("benefits", "field.count", "at most 50 benefits", {{"max", int64_t{kMaxBenefitsPerPerson}}});
  for (size_t i = 0; i < p.benefits.size() && i < static_cast<size_t>(kMaxBenefitsPerPerson); ++i) {
    const ImportedBenefit& b = p.benefits[i];
    const std::string at = absl::StrCat("benefits[", i, "].");
    problems.Required(at + "name", b.name);
    problems.Length(at + "name", b.name, kMaxTextLength);
    if (b.end && *b.end < b.start)
      problems.Add(at + "endOn", "field.before-start", "a benefit cannot end before it starts");
  }
  for (size_t i = 0; i < p.access_flags.size(); ++i) {
    if (std::find(known.access_flags.begin(), known.access_flags.end(), p.access_flags[i]) == known.access_flags.end())
      problems.Add(absl::StrCat("accessFlags[", i, "]"), "person.access-flag", "not an access flag");
  }
  if (p.opening) {
    if (p.opening->carried_over_days < 0 || p.opening->carried_over_days > kMaxOpeningCarriedOverDays)
      problems.Add("openingCarriedOverDays", "field.range", "carried-over leave is 0 to 72 days",
                   {{"min", int64_t{0}}, {"max", int64_t{kMaxOpeningCarriedOverDays}}});
    if (p.opening->year < p.employed_since.year() || p.opening->year > p.employed_since.year() + 100)
      problems.Add("openingBalanceYear", "person.opening-year", "the opening balance is of a year of employment");
  }
  if (!IsUsername(p.username)) problems.Add("username", "person.username", kUsernameRule);
  for (size_t i = 0; i < p.role_ids.size(); ++i) {
    if (std::find(known.role_ids.begin(), known.role_ids.end(), p.role_ids[i]) == known.role_ids.end())
      problems.Add(absl::StrCat("roleIds[", i, "]"), "person.role", "not a role");
  }
  return problems.Take();
}

std::vector<std::pair<int, FieldProblem>> CheckSupervisorTree(
    const SupervisorLinks& directory, const std::vector<std::pair<std::string, std::string>>& batch) {
  std::vector<bool> refused(batch.size(), false);
  std::vector<std::pair<int, FieldProblem>> out;
  for (bool again = true; again;) {
    again = false;
    SupervisorLinks tree = directory;
    for (size_t i = 0; i < batch.size(); ++i) {
      if (!refused[i]) tree[batch[i].first] = batch[i].second;
    }
    for (size_t i = 0; i < batch.size(); ++i) {
      if (refused[i]) continue;
      const auto& [sap, supervisor] = batch[i];
      std::optional<FieldProblem> problem;
      if (!supervisor.empty() && !tree.contains(supervisor)) {
        problem.emplace("supervisorSapNumber", "person.supervisor-unknown",
                        absl::StrCat("no person with SAP number ", supervisor),
                        ProblemParams{{"sapNumber", supervisor}});
      } else {
        // Up the line of supervisors: back at `sap` is a cycle. The steps are bounded by
        // the people there are, so a cycle elsewhere above cannot loop forever.
        std::string at = supervisor;
        for (size_t steps = 0; !at.empty() && steps <= tree.size(); ++steps) {
          if (at == sap) {
            problem.emplace("supervisorSapNumber", "person.supervisor-cycle",
                            absl::StrCat("the line of supervisors from ", supervisor, " leads back to ", sap));
            break;
          }
          const auto up = tree.find(at);
          at = up == tree.end() ? "" : up->second;
        }
      }
      if (problem) {
        refused[i] = true;
        out.emplace_back(static_cast<int>(i), std::move(*problem));
        again = true;
      }
    }
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

std::vector<std::pair<std::string, std::string>> FieldsAsText(const ImportedPersonFacts& p) {
  // Lists in the order of their dates, as the directory keeps them: the same contracts sent
  // in another order are no change.
  std::vector<ImportedContract> ordered = p.contracts;
  std::stable_sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) { return a.start < b.start; });
  std::vector<ImportedBenefit> benefits_ordered = p.benefits;
  std::stable_sort(benefits_ordered.begin(), benefits_ordered.end(), [](const auto& a, const auto& b) {
    return a.start != b.start ? a.start < b.start : a.name < b.name;
  });
  std::vector<std::string> contracts;
  for (const ImportedContract& c : ordered) {
    contracts.push_back(absl::StrCat(Date(c.start), "..", Day(c.end), " ", c.kind, " ", c.fraction_numerator, "/",
                                     c.fraction_denominator, c.position.empty() ? "" : " " + c.position,
                                     c.with_this_employer ? "" : " (earlier employer)"));
  }
  std::vector<std::string> benefits;
  for (const ImportedBenefit& b : benefits_ordered) {
    benefits.push_back(absl::StrCat(b.name, " ", Date(b.start), "..", Day(b.end)));
  }
  std::vector<std::string> flags = p.access_flags;
  std::sort(flags.begin(), flags.end());
  std::vector<int> roles = p.role_ids;
  std::sort(roles.begin(), roles.end());
  return {
      {"firstName", p.first_name},
      {"lastName", p.last_name},
      {"genderId", std::to_string(p.gender_id)},
      {"position", p.position},
      {"companyEmail", p.company_email},
      {"privateEmail", p.private_email},
      {"companyPhoneNumber", p.company_phone_number},
      {"privatePhoneNumber", p.private_phone_number},
      {"address.street", p.street},
      {"address.houseNumber", p.house_number},
      {"address.flatNumber", p.flat_number},
      {"address.postalCode", p.postal_code},
      {"address.city", p.city},
      {"locationId", std::to_string(p.location_id)},
      {"locationName", p.location_name},
      {"hrAreaId", std::to_string(p.hr_area_id)},
      {"employmentSubGroupId", std::to_string(p.employment_sub_group_id)},
      {"employmentSubGroupName", p.employment_sub_group_name},
      {"departmentName", p.department_name},
      {"supervisorSapNumber", p.supervisor_sap_number},
      {"employedSince", Date(p.employed_since)},
      {"employedUntil", Day(p.employed_until)},
      {"contracts", absl::StrJoin(contracts, "; ")},
      {"accessFlags", absl::StrJoin(flags, ", ")},
      {"benefits", absl::StrJoin(benefits, "; ")},
      {"education", EducationCode(p.education)},
      {"disabilityDegree", DisabilityDegreeCode(p.disability)},
      {"openingBalance", p.opening ? absl::StrCat(p.opening->year, ": ", p.opening->carried_over_days) : ""},
      {"username", p.username},
      {"roleIds", absl::StrJoin(roles, ", ")},
  };
}

std::vector<FieldChange> ChangedFields(const ImportedPersonFacts& before, const ImportedPersonFacts& after) {
  const auto a = FieldsAsText(before);
  const auto b = FieldsAsText(after);
  std::vector<FieldChange> out;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].second != b[i].second) out.push_back({a[i].first, a[i].second, b[i].second});
  }
  return out;
}

EntitlementFacts EntitlementOf(const ImportedPersonFacts& p) {
  EntitlementFacts facts;
  facts.employed_since = p.employed_since;
  facts.employed_until = p.employed_until;
  facts.education = p.education;
  for (const ImportedContract& c : p.contracts) facts.employments.push_back({c.start, c.end});
  // The working-time fraction of the latest contract with this employer.
  const ImportedContract* current = nullptr;
  for (const ImportedContract& c : p.contracts) {
    if (c.with_this_employer && (current == nullptr || c.start > current->start)) current = &c;
  }
  if (current != nullptr) {
    facts.fraction_numerator = current->fraction_numerator;
    facts.fraction_denominator = current->fraction_denominator;
  }
  facts.extra_days = DisabilityLeaveDays(p.disability);
  facts.opening = p.opening;
  return facts;
}

}  // namespace kadry::absences
