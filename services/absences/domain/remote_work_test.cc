#include "services/absences/domain/remote_work.h"

#include <algorithm>

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }
const absl::CivilDay kToday = D(2026, 11, 30);  // a Monday

AgreementDraft Complete() {
  AgreementDraft d;
  d.valid_from = "2026-12-01";
  d.valid_to = "2027-05-31";
  d.weekdays = {3, 1};
  d.street = "ul. Floriańska";
  d.house_number = "15";
  d.postal_code = "31-019";
  d.city = "Kraków";
  d.safe_workplace_confirmed = true;
  d.risk_assessment_acknowledged = true;
  d.data_protection_acknowledged = true;
  return d;
}

std::vector<std::string> Codes(const std::vector<FieldProblem>& problems) {
  std::vector<std::string> out;
  for (const auto& p : problems) out.push_back(p.field + " " + p.code);
  return out;
}

TEST(RemoteWork, HoNeedsTheRegularFlagAndHookTheOccasionalOne) {
  EXPECT_EQ(AccessNeededFor(*FindRequestType(kHomeOffice)), "has_access_to_regular_home_office");
  EXPECT_EQ(AccessNeededFor(*FindRequestType(kOccasionalHomeOffice)), "has_access_to_occasional_home_office");
  EXPECT_EQ(AccessNeededFor(*FindRequestType(kAnnualLeave)), "");
  EXPECT_EQ(NoAccessProblem(*FindRequestType(kHomeOffice)).field, "requestTypeId");
}

TEST(RemoteWork, ACompleteDraftHasNoProblemsAndItsWeekdaysAreSorted) {
  EXPECT_TRUE(ValidateAgreementDraft(Complete(), kToday).empty());
  const AgreementTerms t = TermsOf(Complete());
  EXPECT_EQ(t.from, D(2026, 12, 1));
  EXPECT_EQ(t.to, D(2027, 5, 31));
  EXPECT_EQ(t.weekdays, (std::vector<int>{1, 3}));
  AgreementDraft open_ended = Complete();
  open_ended.valid_to = "";
  EXPECT_TRUE(ValidateAgreementDraft(open_ended, kToday).empty());
  EXPECT_FALSE(TermsOf(open_ended).to.has_value());
}

TEST(RemoteWork, TheStatementsTheLawAsksForAreRequired) {
  AgreementDraft d = Complete();
  d.safe_workplace_confirmed = false;      // art. 67³¹ §7
  d.risk_assessment_acknowledged = false;  // art. 67³¹ §3
  d.data_protection_acknowledged = false;
  EXPECT_EQ(
      Codes(ValidateAgreementDraft(d, kToday)),
      (std::vector<std::string>{"safeWorkplaceConfirmed field.required", "riskAssessmentAcknowledged field.required",
                                "dataProtectionAcknowledged field.required"}));
}

TEST(RemoteWork, ThePeriodStartsTodayAtTheEarliestAndEndsAfterItStarts) {
  AgreementDraft d = Complete();
  d.valid_from = "2026-11-27";
  EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)), (std::vector<std::string>{"validFrom field.before-today"}));
  d.valid_from = "2026-11-30";  // today
  EXPECT_TRUE(ValidateAgreementDraft(d, kToday).empty());
  d.valid_to = "2026-11-29";
  EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)), (std::vector<std::string>{"validTo leave.ends-before-start"}));
  d.valid_from = "30.11.2026";
  d.valid_to = "";
  EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)), (std::vector<std::string>{"validFrom field.date"}));
}

TEST(RemoteWork, WeekdaysAreOneToFiveDistinctWorkingDays) {
  AgreementDraft d = Complete();
  d.weekdays = {};
  EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)), (std::vector<std::string>{"weekdays field.required"}));
  for (const std::vector<int>& bad : {std::vector<int>{6}, {0, 1}, {2, 2}, {1, 2, 3, 4, 5, 7}}) {
    d.weekdays = bad;
    EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)), (std::vector<std::string>{"weekdays field.range"}));
  }
  d.weekdays = {1, 2, 3, 4, 5};
  EXPECT_TRUE(ValidateAgreementDraft(d, kToday).empty());
}

TEST(RemoteWork, TheWorkplaceAddressIsRequiredWithAPolishPostalCode) {
  AgreementDraft d = Complete();
  d.street = "";
  d.house_number = "";
  d.city = "";
  d.postal_code = "31019";
  EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)),
            (std::vector<std::string>{"address.street field.required", "address.houseNumber field.required",
                                      "address.postalCode field.postal-code", "address.city field.required"}));
  d = Complete();
  d.postal_code = "3a-019";
  EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)),
            (std::vector<std::string>{"address.postalCode field.postal-code"}));
  d.postal_code = "31-019";
  d.city = std::string(101, 'x');
  d.justification = std::string(501, 'x');
  EXPECT_EQ(Codes(ValidateAgreementDraft(d, kToday)),
            (std::vector<std::string>{"address.city field.too-long", "justification field.too-long"}));
  d.city = "";
  for (int i = 0; i < 100; ++i) d.city += "ó";  // 100 characters, 200 bytes: within the limit
  d.justification = "";
  EXPECT_TRUE(ValidateAgreementDraft(d, kToday).empty());
}

constexpr int kEmployee = 10, kSupervisor = 20, kOpinionGiver = 30, kAdmin = 40, kColleague = 50;
const AgreementActor kSelf{kEmployee, false, false, false};
const AgreementActor kBoss{kSupervisor, false, false, true};
const AgreementActor kOpinions{kOpinionGiver, false, true, false};
const AgreementActor kAdministrator{kAdmin, true, false, false};
const AgreementActor kOther{kColleague, false, false, false};

std::vector<std::string> Allowed(AgreementStatus status, const AgreementActor& actor) {
  std::vector<std::string> out;
  for (AgreementAction a : AllowedAgreementActions(status, /*over=*/false, kEmployee, actor))
    out.push_back(AgreementActionName(a));
  return out;
}

using Names = std::vector<std::string>;

// Art. 67¹⁹ §3: the employee applies; the opinion comes first, then the supervisor or Admin decides.
TEST(RemoteWork, EachStepBelongsToItsRoleAndItsMoment) {
  using S = AgreementStatus;
  EXPECT_EQ(Allowed(S::kAwaitingOpinion, kSelf), Names{"withdraw"});
  EXPECT_EQ(Allowed(S::kAwaitingOpinion, kOpinions), Names{"opinion"});
  EXPECT_EQ(Allowed(S::kAwaitingOpinion, kAdministrator), Names{"opinion"});
  EXPECT_EQ(Allowed(S::kAwaitingOpinion, kBoss), Names{});  // the opinion comes first
  EXPECT_EQ(Allowed(S::kAwaitingDecision, kBoss), (Names{"approve", "reject"}));
  EXPECT_EQ(Allowed(S::kAwaitingDecision, kAdministrator), (Names{"approve", "reject"}));
  EXPECT_EQ(Allowed(S::kAwaitingDecision, kOpinions), Names{});  // an opinion is not a decision
  EXPECT_EQ(Allowed(S::kAwaitingDecision, kSelf), Names{"withdraw"});
  EXPECT_EQ(Allowed(S::kAwaitingDecision, kOther), Names{});
  for (S closed : {S::kRejected, S::kWithdrawn}) {
    for (const AgreementActor& a : {kSelf, kBoss, kOpinions, kAdministrator}) EXPECT_EQ(Allowed(closed, a), Names{});
  }
  // An approved agreement is ended early by either side (art. 67²²), not by the opinion-giver.
  for (const AgreementActor& a : {kSelf, kBoss, kAdministrator}) EXPECT_EQ(Allowed(S::kApproved, a), Names{"end"});
  EXPECT_EQ(Allowed(S::kApproved, kOpinions), Names{});
  EXPECT_EQ(Allowed(S::kApproved, kOther), Names{});
  EXPECT_EQ(AllowedAgreementActions(S::kApproved, /*over=*/true, kEmployee, kSelf), std::vector<AgreementAction>{});
  // Nobody gives an opinion on or decides their own agreement, Admin neither.
  const AgreementActor admin_applying{kEmployee, true, true, false};
  EXPECT_EQ(Allowed(S::kAwaitingOpinion, admin_applying), Names{"withdraw"});
  EXPECT_EQ(Allowed(S::kAwaitingDecision, admin_applying), Names{"withdraw"});
}

TEST(RemoteWork, StepsMoveTheStatusAndARefusalNeedsItsReason) {
  using S = AgreementStatus;
  using A = AgreementAction;
  EXPECT_EQ(*ApplyAgreementStep(S::kAwaitingOpinion, kEmployee, kOpinions, A::kOpinion, true, ""),
            S::kAwaitingDecision);
  // A negative opinion and a rejection say why (art. 67¹⁹ §7: the reason is given to the employee).
  const auto silent_negative = ApplyAgreementStep(S::kAwaitingOpinion, kEmployee, kOpinions, A::kOpinion, false, " ");
  EXPECT_EQ(silent_negative.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(*ApplyAgreementStep(S::kAwaitingOpinion, kEmployee, kOpinions, A::kOpinion, false, "brak łącza"),
            S::kAwaitingDecision);
  EXPECT_EQ(ApplyAgreementStep(S::kAwaitingDecision, kEmployee, kBoss, A::kReject, false, "").status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(*ApplyAgreementStep(S::kAwaitingDecision, kEmployee, kBoss, A::kReject, false, "zespół na miejscu"),
            S::kRejected);
  EXPECT_EQ(*ApplyAgreementStep(S::kAwaitingDecision, kEmployee, kBoss, A::kApprove, false, ""), S::kApproved);
  EXPECT_EQ(*ApplyAgreementStep(S::kAwaitingOpinion, kEmployee, kSelf, A::kWithdraw, false, ""), S::kWithdrawn);
  const auto too_early = ApplyAgreementStep(S::kAwaitingOpinion, kEmployee, kBoss, A::kApprove, false, "");
  EXPECT_EQ(too_early.status().code(), absl::StatusCode::kFailedPrecondition);
  const auto too_late = ApplyAgreementStep(S::kApproved, kEmployee, kSelf, A::kWithdraw, false, "");
  EXPECT_EQ(too_late.status().code(), absl::StatusCode::kFailedPrecondition);
  const auto too_long =
      ApplyAgreementStep(S::kAwaitingDecision, kEmployee, kBoss, A::kReject, false, std::string(501, 'x'));
  EXPECT_EQ(too_long.status().code(), absl::StatusCode::kInvalidArgument);
}

absl::StatusCode EndRefusal(const absl::StatusOr<absl::CivilDay>& ended) { return ended.status().code(); }

// Art. 67²²: either side asks to return to the workplace; the parties agree the day. Today is
// Thursday 2026-12-03; the agreement runs 2026-11-02 .. 2026-12-31, Mondays and Wednesdays.
TEST(RemoteWork, AnApprovedAgreementEndsEarlyFromYesterdayOnAndNeverLater) {
  using S = AgreementStatus;
  const absl::CivilDay today(2026, 12, 3);
  const AgreementTerms terms{absl::CivilDay(2026, 11, 2), absl::CivilDay(2026, 12, 31), {1, 3}};
  // Ending as of today: yesterday (Wednesday, already worked remotely) was the last day.
  EXPECT_EQ(*EndAgreement(S::kApproved, terms, kEmployee, kSelf, "2026-12-02", "wracam do biura", today),
            absl::CivilDay(2026, 12, 2));
  EXPECT_EQ(*EndAgreement(S::kApproved, terms, kEmployee, kBoss, "2026-12-30", "reorganizacja", today),
            absl::CivilDay(2026, 12, 30));
  // Tuesday 2026-12-01 is the day before yesterday: a day worked remotely is not undone.
  EXPECT_EQ(Codes(AgreementEndProblems(terms, "2026-12-01", "x", today)), Names{"lastDay agreement.end-too-early"});
  // The agreed last day or later changes nothing: that is no early end.
  EXPECT_EQ(Codes(AgreementEndProblems(terms, "2026-12-31", "x", today)), Names{"lastDay agreement.end-not-earlier"});
  EXPECT_EQ(Codes(AgreementEndProblems(terms, "2026-12-10", " ", today)), Names{"comment field.required"});
  EXPECT_EQ(Codes(AgreementEndProblems(terms, "10.12.2026", "x", today)), Names{"lastDay field.date"});
  EXPECT_EQ(Codes(AgreementEndProblems(terms, "", std::string(501, 'x'), today)),
            (Names{"lastDay field.required", "comment field.too-long"}));
  EXPECT_EQ(EndRefusal(EndAgreement(S::kApproved, terms, kEmployee, kAdministrator, "2026-12-31", "x", today)),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(EndRefusal(EndAgreement(S::kApproved, terms, kEmployee, kOpinions, "2026-12-10", "x", today)),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(EndRefusal(EndAgreement(S::kAwaitingDecision, terms, kEmployee, kSelf, "2026-12-10", "x", today)),
            absl::StatusCode::kFailedPrecondition);
  // Over on 2027-01-01: nothing is left to end.
  EXPECT_EQ(
      EndRefusal(EndAgreement(S::kApproved, terms, kEmployee, kSelf, "2027-01-01", "x", absl::CivilDay(2027, 1, 1))),
      absl::StatusCode::kFailedPrecondition);
  // Not started yet (from Monday 2026-12-07): it may end the day before it starts, without a day of remote work.
  const AgreementTerms future{absl::CivilDay(2026, 12, 7), std::nullopt, {1}};
  EXPECT_EQ(*EndAgreement(S::kApproved, future, kEmployee, kSelf, "2026-12-06", "zmiana planów", today),
            absl::CivilDay(2026, 12, 6));
  EXPECT_EQ(Codes(AgreementEndProblems(future, "2026-12-05", "x", today)), Names{"lastDay agreement.end-too-early"});
  // Ended on Wednesday 2026-12-09: Monday 14th is no longer covered, Monday 7th still is.
  AgreementTerms ended = terms;
  ended.to = absl::CivilDay(2026, 12, 9);
  EXPECT_EQ(DaysOutsideAgreements({ended}, absl::CivilDay(2026, 12, 7), absl::CivilDay(2026, 12, 7)),
            std::vector<absl::CivilDay>{});
  EXPECT_EQ(DaysOutsideAgreements({ended}, absl::CivilDay(2026, 12, 14), absl::CivilDay(2026, 12, 14)),
            std::vector<absl::CivilDay>{absl::CivilDay(2026, 12, 14)});
}

std::vector<absl::CivilDay> Outside(const std::vector<AgreementTerms>& approved, absl::CivilDay from,
                                    absl::CivilDay to) {
  return DaysOutsideAgreements(approved, from, to);
}

// Remote work as agreed (art. 67²⁰): on the agreement's weekdays, within its period.
TEST(RemoteWork, HoOutsideTheAgreementsWeekdaysOrPeriodIsNotCovered) {
  // Mondays and Wednesdays, 1 XII 2026 – 22 XII 2026.
  const AgreementTerms mon_wed{D(2026, 12, 1), D(2026, 12, 22), {1, 3}};
  // 7–11 XII (Mon–Fri): Mon 7 and Wed 9 covered; Tue 8, Thu 10, Fri 11 not.
  EXPECT_EQ(Outside({mon_wed}, D(2026, 12, 7), D(2026, 12, 11)),
            (std::vector<absl::CivilDay>{D(2026, 12, 8), D(2026, 12, 10), D(2026, 12, 11)}));
  // A Monday alone.
  EXPECT_TRUE(Outside({mon_wed}, D(2026, 12, 14), D(2026, 12, 14)).empty());
  // Before the period: Mon 30 XI is outside although Mondays are agreed.
  EXPECT_EQ(Outside({mon_wed}, D(2026, 11, 30), D(2026, 11, 30)), (std::vector<absl::CivilDay>{D(2026, 11, 30)}));
  // At its end: Mon 21 XII covered; Tue 22 XII is no agreed weekday; Wed 23 XII is past 22 XII.
  // Thu 24 XII (Wigilia, a holiday from 2025), Fri 25 XII and the weekend need no cover.
  EXPECT_EQ(Outside({mon_wed}, D(2026, 12, 21), D(2026, 12, 27)),
            (std::vector<absl::CivilDay>{D(2026, 12, 22), D(2026, 12, 23)}));
  // Two agreements add up: Tuesdays and Thursdays from 8 XII until further notice.
  const AgreementTerms tue_thu{D(2026, 12, 8), std::nullopt, {2, 4}};
  EXPECT_EQ(Outside({mon_wed, tue_thu}, D(2026, 12, 7), D(2026, 12, 11)),
            (std::vector<absl::CivilDay>{D(2026, 12, 11)}));
  // Without an agreement every working day is outside: 7–13 XII has five.
  EXPECT_EQ(Outside({}, D(2026, 12, 7), D(2026, 12, 13)).size(), 5u);
  const auto problem = OutsideAgreementsProblem({mon_wed}, D(2026, 12, 7), D(2026, 12, 11));
  ASSERT_TRUE(problem.has_value());
  EXPECT_EQ(problem->code, "home-office.outside-agreement");
  EXPECT_EQ(problem->message,
            "remote work on 2026-12-08, 2026-12-10, 2026-12-11 is outside the terms of an approved agreement");
  EXPECT_FALSE(OutsideAgreementsProblem({mon_wed}, D(2026, 12, 16), D(2026, 12, 16)).has_value());  // a Wednesday
}

TEST(RemoteWork, TheNumberIsTheIdAndTheYear) {
  EXPECT_EQ(AgreementNumber(7, 2026), "PZ/7/2026");
  EXPECT_EQ(AgreementStatusName(3), "Zatwierdzone");
  EXPECT_EQ(IsoWeekday(D(2026, 11, 29)), 7);
  EXPECT_EQ(IsoWeekday(D(2026, 11, 30)), 1);
}

}  // namespace
}  // namespace kadry::absences
