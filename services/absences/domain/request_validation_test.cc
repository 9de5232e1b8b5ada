#include "services/absences/domain/request_validation.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

// Monday 23 November 2026.
const absl::CivilDay kToday = D(2026, 11, 23);

RequestDraftInput Draft(int type, absl::CivilDay from, absl::CivilDay to) {
  RequestDraftInput d;
  d.request_type_id = type;
  d.from = from;
  d.to = to;
  return d;
}

bool HasProblem(const std::vector<FieldProblem>& problems, const std::string& field) {
  for (const auto& p : problems) {
    if (p.field == field) return true;
  }
  return false;
}

RequestDraftInput ForceMajeureFor(absl::CivilDay day) {
  RequestDraftInput d = Draft(23, day, day);
  d.reason_type_id = 1;
  d.cared_for_full_name = "Zofia Kowalska";
  d.cared_for_has_address = true;
  d.degree_of_kinship_id = 1;
  return d;
}

TEST(RequestValidation, AnnualLeaveNextWeekIsValid) {
  EXPECT_TRUE(ValidateDraft(Draft(1, D(2026, 11, 30), D(2026, 12, 4)), kToday).empty());
}

TEST(RequestValidation, AnUnknownTypeIsRefusedAlone) {
  auto problems = ValidateDraft(Draft(99, D(2026, 12, 1), D(2026, 12, 1)), kToday);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].field, "requestTypeId");
}

TEST(RequestValidation, ToDateBeforeFromDateIsRefused) {
  auto problems = ValidateDraft(Draft(1, D(2026, 12, 4), D(2026, 11, 30)), kToday);
  ASSERT_TRUE(HasProblem(problems, "toDate"));
  EXPECT_EQ(problems[0].message, "toDate must not be before fromDate");
}

TEST(RequestValidation, ARequestCoversAtMostOneYear) {
  EXPECT_FALSE(HasProblem(ValidateDraft(Draft(6, D(2027, 1, 4), D(2028, 1, 3)), kToday), "toDate"));
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(6, D(2027, 1, 4), D(2028, 1, 4)), kToday), "toDate"));
}

TEST(RequestValidation, OnDemandLeaveMayStartTodayButNotYesterday) {
  EXPECT_TRUE(ValidateDraft(Draft(2, kToday, kToday), kToday).empty());
  auto late = ValidateDraft(Draft(2, kToday - 1, kToday), kToday);
  ASSERT_TRUE(HasProblem(late, "fromDate"));
  EXPECT_EQ(late[0].message, "on-demand leave must be requested at the latest on its first day");
}

TEST(RequestValidation, PlannedLeaveCannotStartInThePast) {
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(1, D(2026, 11, 20), D(2026, 11, 24)), kToday), "fromDate"));
  // Filed for today it is accepted here; the service sends it to manual verification.
  EXPECT_TRUE(ValidateDraft(Draft(1, kToday, kToday), kToday).empty());
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(41, kToday - 1, kToday - 1), kToday), "fromDate"));
}

TEST(RequestValidation, ForceMajeureMayBeFiledUpToAWeekAfterwards) {
  EXPECT_TRUE(ValidateDraft(ForceMajeureFor(D(2026, 11, 16)), kToday).empty());
  EXPECT_TRUE(HasProblem(ValidateDraft(ForceMajeureFor(D(2026, 11, 13)), kToday), "fromDate"));
  EXPECT_EQ(EarliestStart(*FindRequestType(24), kToday), D(2026, 11, 16));
  EXPECT_EQ(EarliestStart(*FindRequestType(2), kToday), kToday);
}

TEST(RequestValidation, APeriodWithOnlyAHolidayOrAWeekendHasNoWorkingDay) {
  // 11 November 2026 is a Wednesday holiday; 28-29 November a weekend.
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(1, D(2026, 11, 11), D(2026, 11, 11)), D(2026, 11, 1)), "fromDate"));
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(1, D(2026, 11, 28), D(2026, 11, 29)), kToday), "fromDate"));
  // Unpaid leave is reckoned in calendar days but must still free a working day.
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(6, D(2026, 11, 28), D(2026, 11, 29)), kToday), "fromDate"));
  EXPECT_TRUE(ValidateDraft(Draft(6, D(2026, 11, 28), D(2026, 11, 30)), kToday).empty());
}

TEST(RequestValidation, AnHourlyRequestIsOneDayOfOneToEightHours) {
  RequestDraftInput d = Draft(5, D(2026, 11, 24), D(2026, 11, 25));
  d.hours = 9;
  auto problems = ValidateDraft(d, kToday);
  EXPECT_TRUE(HasProblem(problems, "toDate"));
  EXPECT_TRUE(HasProblem(problems, "hours"));
  d.to = d.from;
  d.hours = 0;
  d.start_time = "08:00";
  EXPECT_TRUE(HasProblem(ValidateDraft(d, kToday), "hours"));
  d.hours = 8;
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
}

TEST(RequestValidation, AHalfTimerTakesAtMostTheFourHoursOfTheirDay) {
  RequestDraftInput d = Draft(5, D(2026, 11, 24), D(2026, 11, 24));
  d.day_schedule_hours = 4;
  d.hours = 5;
  d.start_time = "12:00";
  auto problems = ValidateDraft(d, kToday);
  ASSERT_TRUE(HasProblem(problems, "hours"));
  EXPECT_EQ(problems[0].message, "hours must be between 1 and 4");
  d.hours = 4;
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
}

TEST(RequestValidation, HoursOffStartAtATimeOnAFiveMinuteStep) {  // docs/product.md §5 picker
  RequestDraftInput d = Draft(5, D(2026, 11, 24), D(2026, 11, 24));
  d.hours = 2;
  auto problems = ValidateDraft(d, kToday);
  ASSERT_TRUE(HasProblem(problems, "startTime"));
  EXPECT_EQ(problems[0].message, "the start time is required as HH:MM (24-hour)");
  for (const char* bad : {"8:00", "24:00", "12:60", "12-00", "12:00:00", "1200"}) {
    d.start_time = bad;
    EXPECT_TRUE(HasProblem(ValidateDraft(d, kToday), "startTime")) << bad;
  }
  d.start_time = "08:07";
  EXPECT_EQ(ValidateDraft(d, kToday).at(0).message, "the start time goes in steps of 5 minutes");
  d.start_time = "22:05";  // would end at 00:05 the next day
  EXPECT_EQ(ValidateDraft(d, kToday).at(0).message, "the hours off must end by midnight");
  d.start_time = "22:00";
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
  d.start_time = "07:35";
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
  // Types taken in days ignore it.
  RequestDraftInput leave = Draft(1, D(2026, 11, 30), D(2026, 11, 30));
  leave.start_time = "nonsense";
  EXPECT_TRUE(ValidateDraft(leave, kToday).empty());
}

TEST(RequestValidation, TimesOfDayAreTwentyFourHourHHMM) {
  EXPECT_EQ(ParseTimeOfDay("00:00"), 0);
  EXPECT_EQ(ParseTimeOfDay("12:00"), 720);
  EXPECT_EQ(ParseTimeOfDay("23:55"), 23 * 60 + 55);
  EXPECT_EQ(ParseTimeOfDay("7:30"), std::nullopt);
  EXPECT_EQ(FormatTimeOfDay(7 * 60 + 5), "07:05");
  EXPECT_EQ(FormatTimeOfDay(kMinutesPerDay), "24:00");
}

TEST(RequestValidation, CommentsAreCountedInCharactersUpTo500) {
  RequestDraftInput d = Draft(1, D(2026, 11, 30), D(2026, 11, 30));
  for (int i = 0; i < 500; ++i) d.comment += "ż";  // two bytes each
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
  d.comment += "a";
  auto problems = ValidateDraft(d, kToday);
  ASSERT_TRUE(HasProblem(problems, "comment"));
  EXPECT_EQ(problems[0].message, "maximum length is 500 characters");
}

TEST(RequestValidation, RemoteWorkNeedsAnAddress) {
  RequestDraftInput d = Draft(41, D(2026, 11, 24), D(2026, 11, 24));
  EXPECT_TRUE(HasProblem(ValidateDraft(d, kToday), "address"));
  d.has_address = true;
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(40, D(2026, 11, 24), D(2026, 11, 24)), kToday), "address"));
}

TEST(RequestValidation, ForceMajeureNeedsTheCauseThePersonTheirAddressAndKinship) {
  auto problems = ValidateDraft(Draft(24, D(2026, 11, 24), D(2026, 11, 24)), kToday);
  EXPECT_TRUE(HasProblem(problems, "requestReason.typeId"));
  EXPECT_TRUE(HasProblem(problems, "requestReason.fullName"));
  EXPECT_TRUE(HasProblem(problems, "requestReason.address"));
  EXPECT_TRUE(HasProblem(problems, "requestReason.degreeOfKinshipId"));
  RequestDraftInput d = ForceMajeureFor(D(2026, 11, 24));
  d.reason_type_id = 3;
  EXPECT_TRUE(HasProblem(ValidateDraft(d, kToday), "requestReason.typeId"));
  d.reason_type_id = 2;
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
}

TEST(RequestValidation, CarersLeaveNeedsThePurposeThePersonAndKinship) {
  RequestDraftInput d = Draft(25, D(2026, 11, 30), D(2026, 12, 4));
  auto problems = ValidateDraft(d, kToday);
  EXPECT_TRUE(HasProblem(problems, "requestReason.purpose"));
  EXPECT_TRUE(HasProblem(problems, "requestReason.fullName"));
  EXPECT_TRUE(HasProblem(problems, "requestReason.degreeOfKinshipId"));
  d.purpose = "opieka po operacji";
  d.cared_for_full_name = "Maria Kowalska";
  d.degree_of_kinship_id = 3;  // a parent: family, no address needed
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
}

TEST(RequestValidation, CarersLeaveForSomeoneOutsideTheFamilyNeedsTheirAddress) {
  RequestDraftInput d = Draft(25, D(2026, 11, 30), D(2026, 12, 4));
  d.purpose = "opieka";
  d.cared_for_full_name = "Jan Nowak";
  d.degree_of_kinship_id = 7;
  EXPECT_TRUE(HasProblem(ValidateDraft(d, kToday), "requestReason.address"));
  d.cared_for_has_address = true;
  EXPECT_TRUE(ValidateDraft(d, kToday).empty());
}

TEST(RequestValidation, AllProblemsAreReportedAtOnce) {
  RequestDraftInput d = Draft(41, D(2026, 11, 20), D(2026, 11, 19));
  d.comment = std::string(501, 'x');
  auto problems = ValidateDraft(d, kToday);
  EXPECT_TRUE(HasProblem(problems, "toDate"));
  EXPECT_TRUE(HasProblem(problems, "fromDate"));
  EXPECT_TRUE(HasProblem(problems, "comment"));
  EXPECT_TRUE(HasProblem(problems, "address"));
}

TEST(RequestValidation, WorkingDaysSkipWeekendsAndHolidaysForEveryFraction) {
  // 9-15 November 2026 with Independence Day on Wednesday.
  EXPECT_EQ(NumberOfWorkingDays(D(2026, 11, 9), D(2026, 11, 15)), 4);
  EXPECT_EQ(NumberOfDays(D(2026, 11, 9), D(2026, 11, 15)), 7);
  EXPECT_EQ(NumberOfDays(D(2026, 11, 15), D(2026, 11, 9)), 0);
  // Christmas Eve is a holiday from 2025.
  EXPECT_EQ(NumberOfWorkingDays(D(2026, 12, 21), D(2026, 12, 27)), 3);
}

}  // namespace
}  // namespace kadry::absences
