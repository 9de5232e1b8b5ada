#include "services/absences/domain/request_types.h"

#include <set>
#include <string>

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

TEST(RequestTypes, TheCatalogueHasTheElevenTypesOfTheContract) {
  std::vector<int> ids;
  std::set<std::string> codes;
  for (const auto& t : RequestTypes()) {
    ids.push_back(t.id);
    codes.insert(t.code);
  }
  EXPECT_EQ(ids, (std::vector<int>{1, 2, 3, 4, 5, 6, 23, 24, 25, 40, 41}));
  EXPECT_EQ(codes, (std::set<std::string>{"UW", "UZ", "UO", "OPD", "OPH", "UB", "SWD", "SWH", "UOP", "HO", "HOOK"}));
}

TEST(RequestTypes, LookupByIdFindsTheTypeOrSaysNotFound) {
  auto annual = RequestTypeById(1);
  ASSERT_TRUE(annual.ok());
  EXPECT_STREQ(annual->name, "Urlop wypoczynkowy");
  EXPECT_EQ(RequestTypeById(7).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(FindRequestType(99), nullptr);
}

TEST(RequestTypes, OnlyOphAndSwhAreFiledInHours) {
  for (const auto& t : RequestTypes()) {
    EXPECT_EQ(t.in_hours, t.id == 5 || t.id == 24) << t.code;
    EXPECT_STREQ(UnitOf(t), t.in_hours ? "hours" : "days") << t.code;
  }
}

TEST(RequestTypes, ForceMajeureNeedsAReasonAndCarersLeaveAPurpose) {
  EXPECT_TRUE(FindRequestType(23)->needs_reason);
  EXPECT_TRUE(FindRequestType(24)->needs_reason);
  EXPECT_TRUE(FindRequestType(25)->needs_purpose);
  EXPECT_FALSE(FindRequestType(25)->needs_reason);
}

TEST(RequestTypes, HomeOfficeNeedsAnAddressAndOnlyHookMayStartToday) {
  EXPECT_TRUE(FindRequestType(40)->is_home_office && FindRequestType(40)->needs_address);
  EXPECT_TRUE(FindRequestType(41)->is_home_office && FindRequestType(41)->needs_address);
  EXPECT_FALSE(FindRequestType(40)->may_start_today);
  EXPECT_TRUE(FindRequestType(41)->may_start_today);
}

TEST(RequestTypes, OnDemandLeaveMayStartTodayButAnnualLeaveIsPlanned) {
  EXPECT_TRUE(FindRequestType(kOnDemandLeave)->may_start_today);
  EXPECT_FALSE(FindRequestType(kAnnualLeave)->may_start_today);
}

TEST(RequestTypes, SharedLimitsPairDaysWithHoursAndOnDemandWithAnnual) {
  EXPECT_EQ(TypesSharingLimit(LimitGroup::kAnnual), (std::vector<int>{1, 2}));
  EXPECT_EQ(TypesSharingLimit(LimitGroup::kChildcare), (std::vector<int>{4, 5}));
  EXPECT_EQ(TypesSharingLimit(LimitGroup::kForceMajeure), (std::vector<int>{23, 24}));
  EXPECT_EQ(TypesSharingLimit(LimitGroup::kCarers), (std::vector<int>{25}));
  EXPECT_EQ(TypesSharingLimit(LimitGroup::kOccasionalRemoteWork), (std::vector<int>{41}));
  EXPECT_TRUE(TypesSharingLimit(LimitGroup::kNone).empty());
  EXPECT_TRUE(IsDayOrHoursLimit(LimitGroup::kChildcare));
  EXPECT_FALSE(IsDayOrHoursLimit(LimitGroup::kAnnual));
}

TEST(RequestTypes, OccasionalUnpaidAndRegularHomeOfficeHaveNoLimit) {
  EXPECT_FALSE(HasLimit(*FindRequestType(3)));
  EXPECT_FALSE(HasLimit(*FindRequestType(6)));
  EXPECT_FALSE(HasLimit(*FindRequestType(40)));
  EXPECT_TRUE(HasLimit(*FindRequestType(41)));
}

TEST(RequestTypes, FullDayAbsencesExcludeHoursAndRemoteWork) {
  EXPECT_TRUE(IsFullDayAbsence(*FindRequestType(1)));
  EXPECT_TRUE(IsFullDayAbsence(*FindRequestType(23)));
  EXPECT_FALSE(IsFullDayAbsence(*FindRequestType(24)));
  EXPECT_FALSE(IsFullDayAbsence(*FindRequestType(41)));
}

TEST(RequestTypes, StatusReasonAndKinshipNamesArePolish) {
  EXPECT_EQ(RequestStatusName(5), "Wniosek o anulowanie");
  EXPECT_EQ(ReasonTypeName(2), "Wypadek");
  EXPECT_EQ(KinshipName(1), "Dziecko");
  EXPECT_EQ(KinshipName(0), "");
  EXPECT_EQ(KinshipName(8), "");
}

}  // namespace
}  // namespace kadry::absences
