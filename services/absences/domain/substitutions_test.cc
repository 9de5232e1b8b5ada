#include "services/absences/domain/substitutions.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }
const absl::CivilDay kToday = D(2026, 11, 30);
constexpr int kAway = 10, kSubstitute = 11, kBoss = 20, kAdmin = 40, kOther = 50;

std::vector<std::string> Codes(const std::vector<FieldProblem>& problems) {
  std::vector<std::string> out;
  for (const auto& p : problems) out.push_back(p.field + " " + p.code);
  return out;
}

TEST(Substitutions, ASubstituteOtherThanTheAwayPersonOverAPeriodFromToday) {
  SubstitutionInput in{kAway, kSubstitute, "2026-12-07", "2026-12-11", ""};
  EXPECT_TRUE(ValidateSubstitution(in, kToday).empty());
  in.substitute_id = kAway;
  in.from_date = "2026-11-27";
  EXPECT_EQ(Codes(ValidateSubstitution(in, kToday)),
            (std::vector<std::string>{"substituteId substitution.self", "fromDate field.before-today"}));
  in = {kAway, 0, "", "2026-12-1", std::string(501, 'x')};
  EXPECT_EQ(Codes(ValidateSubstitution(in, kToday)),
            (std::vector<std::string>{"substituteId field.required", "fromDate field.required", "toDate field.date",
                                      "comment field.too-long"}));
  // 366 days at most: 30 XI 2026 – 30 XI 2027 is 366 days (2027 is no leap year), a day more is not.
  in = {kAway, kSubstitute, "2026-11-30", "2027-11-30", ""};
  EXPECT_TRUE(ValidateSubstitution(in, kToday).empty());
  in.to_date = "2027-12-01";
  EXPECT_EQ(Codes(ValidateSubstitution(in, kToday)), (std::vector<std::string>{"toDate field.period-too-long"}));
  in.to_date = "2026-11-29";
  EXPECT_EQ(Codes(ValidateSubstitution(in, kToday)), (std::vector<std::string>{"toDate leave.ends-before-start"}));
}

std::vector<std::string> Allowed(const SubstitutionTerms& s, const SubstitutionActor& a, absl::CivilDay day = kToday) {
  std::vector<std::string> out;
  for (auto action : AllowedSubstitutionActions(s, a, day)) out.push_back(SubstitutionActionName(action));
  return out;
}
using Names = std::vector<std::string>;

TEST(Substitutions, TheSupervisorConfirmsTheAwayPersonOrTheSupervisorCancelsTheSubstituteTakesNoStep) {
  const SubstitutionTerms proposed{kAway, kSubstitute, D(2026, 12, 7), D(2026, 12, 11), SubstitutionStatus::kProposed};
  const SubstitutionActor away{kAway, false, false}, substitute{kSubstitute, false, false}, boss{kBoss, false, true},
      admin{kAdmin, true, false}, other{kOther, false, false};
  EXPECT_EQ(Allowed(proposed, boss), (Names{"confirm", "reject", "cancel"}));
  EXPECT_EQ(Allowed(proposed, admin), (Names{"confirm", "reject", "cancel"}));
  EXPECT_EQ(Allowed(proposed, away), Names{"cancel"});
  EXPECT_EQ(Allowed(proposed, substitute), Names{});
  EXPECT_EQ(Allowed(proposed, other), Names{});
  SubstitutionTerms confirmed = proposed;
  confirmed.status = SubstitutionStatus::kConfirmed;
  EXPECT_EQ(Allowed(confirmed, boss), Names{"cancel"});
  EXPECT_EQ(Allowed(confirmed, away), Names{"cancel"});
  // Cancelled up to its last day, not after: what has run stays on record.
  EXPECT_EQ(Allowed(confirmed, away, D(2026, 12, 11)), Names{"cancel"});
  EXPECT_EQ(Allowed(confirmed, away, D(2026, 12, 12)), Names{});
  // An Admin away does not confirm their own substitute.
  const SubstitutionTerms admins_own{kAdmin, kSubstitute, D(2026, 12, 7), D(2026, 12, 11),
                                     SubstitutionStatus::kProposed};
  EXPECT_EQ(Allowed(admins_own, admin), Names{"cancel"});
  EXPECT_EQ(*ApplySubstitutionStep(proposed, boss, SubstitutionAction::kConfirm, kToday),
            SubstitutionStatus::kConfirmed);
  EXPECT_EQ(ApplySubstitutionStep(confirmed, boss, SubstitutionAction::kConfirm, kToday).status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(*ApplySubstitutionStep(confirmed, away, SubstitutionAction::kCancel, kToday),
            SubstitutionStatus::kCancelled);
}

// A substitute's rights start on the first day of the period and end with its last.
TEST(Substitutions, ASubstitutesRightsStartAndEndExactlyWithThePeriod) {
  const std::vector<SubstitutionTerms> mine = {
      {kBoss, kSubstitute, D(2026, 12, 7), D(2026, 12, 11), SubstitutionStatus::kConfirmed},
      {kOther, kSubstitute, D(2026, 12, 10), D(2026, 12, 14), SubstitutionStatus::kProposed},  // not confirmed
      {kAdmin, kSubstitute, D(2026, 12, 1), D(2026, 12, 31), SubstitutionStatus::kCancelled},  // withdrawn
      {kAway, 99, D(2026, 12, 1), D(2026, 12, 31), SubstitutionStatus::kConfirmed},            // someone else's
  };
  EXPECT_EQ(StoodInForOn(mine, kSubstitute, D(2026, 12, 6)), std::vector<int>{});
  EXPECT_EQ(StoodInForOn(mine, kSubstitute, D(2026, 12, 7)), std::vector<int>{kBoss});
  EXPECT_EQ(StoodInForOn(mine, kSubstitute, D(2026, 12, 11)), std::vector<int>{kBoss});
  EXPECT_EQ(StoodInForOn(mine, kSubstitute, D(2026, 12, 12)), std::vector<int>{});
}

}  // namespace
}  // namespace kadry::absences
