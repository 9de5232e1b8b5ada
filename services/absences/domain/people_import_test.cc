#include "services/absences/domain/people_import.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

const KnownGrants kFlags = {{"has_access_to_substitutions", "has_access_to_my_work_times"}, {9301, 9044, 9043}};

ImportedPersonFacts Valid() {
  ImportedPersonFacts p;
  p.sap_number = "50001";
  p.first_name = "Ola";
  p.last_name = "Nowicka";
  p.gender_id = 2;
  p.hr_area_id = 2;
  p.employed_since = D(2024, 1, 1);
  p.contracts = {{"na czas nieokreślony", D(2024, 1, 1), std::nullopt, 1, 1, "Księgowa", true}};
  p.username = "ola.nowicka";
  return p;
}

std::vector<std::string> FieldsOf(const std::vector<FieldProblem>& problems) {
  std::vector<std::string> out;
  for (const FieldProblem& p : problems) out.push_back(p.field + " " + p.code);
  return out;
}

TEST(ImportedPerson, AValidPersonHasNoProblems) { EXPECT_TRUE(CheckImportedPerson(Valid(), kFlags).empty()); }

TEST(ImportedPerson, NamesEachBadFieldWithItsCode) {
  ImportedPersonFacts p = Valid();
  p.sap_number = "50 001";
  p.first_name = "";
  p.gender_id = 3;
  p.employed_until = D(2023, 12, 31);
  p.contracts.push_back({"", D(2020, 1, 1), D(2019, 1, 1), 5, 4, "", false});
  p.access_flags = {"has_access_to_everything"};
  p.username = "Ola";
  p.role_ids = {9044, 1234};
  p.opening = OpeningBalance{2026, 80};
  EXPECT_EQ(FieldsOf(CheckImportedPerson(p, kFlags)),
            (std::vector<std::string>{
                "sapNumber person.sap-number", "firstName field.required", "genderId person.gender",
                "employedUntil field.before-start", "contracts[1].contractTypeName field.required",
                "contracts[1].endOn field.before-start", "contracts[1].workingTimeNumerator person.fraction",
                "accessFlags[0] person.access-flag", "openingCarriedOverDays field.range", "username person.username",
                "roleIds[1] person.role"}));
}

// The directory: 1 leads; 2 and 3 report to 1; 4 reports to 2; 5 reports to 4.
SupervisorLinks Directory() { return {{"1", ""}, {"2", "1"}, {"3", "1"}, {"4", "2"}, {"5", "4"}}; }

TEST(SupervisorTree, AnUnknownSupervisorIsRefused) {
  const auto refused = CheckSupervisorTree(Directory(), {{"6", "99"}, {"7", "3"}});
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_EQ(refused[0].first, 0);
  EXPECT_EQ(refused[0].second.code, "person.supervisor-unknown");
}

TEST(SupervisorTree, ASupervisorNewInTheSameBatchIsKnown) {
  // 6 is new and leads 7, who comes before them in the batch.
  EXPECT_TRUE(CheckSupervisorTree(Directory(), {{"7", "6"}, {"6", "3"}}).empty());
}

TEST(SupervisorTree, ACycleWithinTheBatchRefusesEveryoneInIt) {
  // 8 under 9 and 9 under 8: neither is in the directory, so both are refused.
  const auto refused = CheckSupervisorTree(Directory(), {{"8", "9"}, {"9", "8"}, {"10", "1"}});
  ASSERT_EQ(refused.size(), 2u);
  EXPECT_EQ(refused[0].first, 0);
  EXPECT_EQ(refused[1].first, 1);
}

TEST(SupervisorTree, AManagerCannotMoveUnderTheirOwnTeam) {
  // 2 under 5, who is under 4, who is under 2: a cycle.
  const auto refused = CheckSupervisorTree(Directory(), {{"2", "5"}});
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_EQ(refused[0].second.code, "person.supervisor-cycle");
}

TEST(SupervisorTree, AWholeSubtreeMovesWithItsManager) {
  // 2 (with 4 and 5 below) moves under 3: nothing else needs to be stated.
  EXPECT_TRUE(CheckSupervisorTree(Directory(), {{"2", "3"}}).empty());
}

TEST(SupervisorTree, ARefusedNewSupervisorLeavesTheirNewTeamUnknown) {
  // 6 names an unknown supervisor and is refused; 7 was to report to 6, who now does not exist.
  const auto refused = CheckSupervisorTree(Directory(), {{"6", "99"}, {"7", "6"}});
  ASSERT_EQ(refused.size(), 2u);
  EXPECT_EQ(refused[1].first, 1);
  EXPECT_EQ(refused[1].second.code, "person.supervisor-unknown");
}

TEST(SupervisorTree, ABatchThatUndoesACycleOfTheDirectoryMoveIsAccepted) {
  // 2 moves under 4 while 4 moves under 1 in the same batch: the result is a tree.
  EXPECT_TRUE(CheckSupervisorTree(Directory(), {{"2", "4"}, {"4", "1"}}).empty());
}

TEST(ImportedChanges, ListsOnlyTheFieldsThatDiffer) {
  const ImportedPersonFacts before = Valid();
  ImportedPersonFacts after = before;
  after.supervisor_sap_number = "1";
  after.employed_until = D(2026, 11, 30);
  const auto changes = ChangedFields(before, after);
  ASSERT_EQ(changes.size(), 2u);
  EXPECT_EQ(changes[0].field, "supervisorSapNumber");
  EXPECT_EQ(changes[0].after, "1");
  EXPECT_EQ(changes[1].field, "employedUntil");
  EXPECT_EQ(changes[1].before, "");
  EXPECT_EQ(changes[1].after, "2026-11-30");
}

// Entitlement from imported facts, computed by hand.
int AnnualTotal(const ImportedPersonFacts& p, int year) {
  return static_cast<int>(AnnualLeave(LimitInputsFrom(EntitlementOf(p)), year, D(year, 6, 1)).current.total);
}

// KP art. 155 §1 pkt 1 and art. 154 §1: basic vocational school counts 3 years; earlier
// employment 2015-01-01..2019-12-31 is 1 826 days (5 × 365 + 29 February 2016). Hired on
// 2024-01-01, ten years are reached on 2024-01-01 + 7 years − 1 826 days = 2031-01-01 − 1 826
// days = 2026-01-01. So 2025 (judged on 31 December 2025) gives 20 days and 2026 gives 26.
TEST(ImportedEntitlement, EarlierEmploymentAndSchoolReachTenYearsOnNewYearsDay2026) {
  ImportedPersonFacts p = Valid();
  p.education = Education::kBasicVocational;
  p.contracts.push_back({"umowa o pracę", D(2015, 1, 1), D(2019, 12, 31), 1, 1, "Magazynier", false});
  EXPECT_EQ(AnnualTotal(p, 2025), 20);
  EXPECT_EQ(AnnualTotal(p, 2026), 26);
  // Without the earlier job: 2024-01-01 + 7 years = 2031-01-01, so 20 days in 2026.
  p.contracts.pop_back();
  EXPECT_EQ(AnnualTotal(p, 2026), 20);
}

// Art. 155 §1 pkt 6: higher education counts 8 years, so ten years are reached after two
// years of work: hired 2020-01-01, 26 days from 2022. Art. 154 §2: at 3/4 time 26 × 3/4 =
// 19.5, a started day whole: 20. Ustawa o rehabilitacji art. 19: a significant degree adds
// 10 days: 30.
TEST(ImportedEntitlement, HigherEducationPartTimeAndDisability) {
  ImportedPersonFacts p = Valid();
  p.employed_since = D(2020, 1, 1);
  p.education = Education::kHigher;
  p.contracts = {{"na czas nieokreślony", D(2020, 1, 1), std::nullopt, 3, 4, "Analityk", true}};
  EXPECT_EQ(AnnualTotal(p, 2026), 20);
  p.disability = DisabilityDegree::kSignificant;
  EXPECT_EQ(AnnualTotal(p, 2026), 30);
  p.disability = DisabilityDegree::kLight;
  EXPECT_EQ(AnnualTotal(p, 2026), 20);
}

// Art. 168: 7 days carried over into 2026 at go-live. In 2026 the person takes 10 days, the
// first 7 of them from the carried-over leave; of 2026's 26 days 3 are used, 23 carry over
// into 2027.
TEST(ImportedEntitlement, TheOpeningBalanceIsCarriedOverAndUsedFirst) {
  ImportedPersonFacts p = Valid();
  p.employed_since = D(2010, 1, 1);
  p.contracts = {{"na czas nieokreślony", D(2010, 1, 1), std::nullopt, 1, 1, "Kierowca", true}};
  p.opening = OpeningBalance{2026, 7};
  LimitInputs in = LimitInputsFrom(EntitlementOf(p));
  const AnnualLeaveSummary in_2026 = AnnualLeave(in, 2026, D(2026, 3, 1));
  EXPECT_EQ(in_2026.overdue.total, 7);
  EXPECT_EQ(in_2026.current.total, 26);
  // 2026-02-02..2026-02-13: ten working days.
  in.requests = {CountedRequest{1, D(2026, 2, 2), D(2026, 2, 13), 10, 0, 2}};
  const AnnualLeaveSummary after = AnnualLeave(in, 2026, D(2026, 3, 1));
  EXPECT_EQ(after.overdue.used, 7);
  EXPECT_EQ(after.current.used, 3);
  EXPECT_EQ(AnnualLeave(in, 2027, D(2027, 3, 1)).overdue.total, 23);
  // Before go-live nothing is carried over: the product never saw those years.
  EXPECT_EQ(AnnualLeave(in, 2025, D(2025, 3, 1)).overdue.total, 0);
}

}  // namespace
}  // namespace kadry::absences
