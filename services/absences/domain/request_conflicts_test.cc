#include "services/absences/domain/request_conflicts.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

constexpr int kPending = 1, kApproved = 2, kRejected = 3, kCancelled = 4, kCancellationRequested = 5;

ExistingRequest Existing(int id, const char* no, int type, absl::CivilDay from, absl::CivilDay to, int status) {
  return ExistingRequest{id, no, type, from, to, status};
}

std::vector<int> Ids(const std::vector<ExistingRequest>& requests) {
  std::vector<int> ids;
  for (const auto& r : requests) ids.push_back(r.id);
  return ids;
}

TEST(RequestConflicts, OnlyPendingApprovedAndCancellationRequestedHoldTheirDays) {
  EXPECT_TRUE(IsLiveStatus(kPending));
  EXPECT_TRUE(IsLiveStatus(kApproved));
  EXPECT_TRUE(IsLiveStatus(kCancellationRequested));
  EXPECT_FALSE(IsLiveStatus(kRejected));
  EXPECT_FALSE(IsLiveStatus(kCancelled));
}

TEST(RequestConflicts, LeaveOverlappingLeaveOrRemoteWorkConflicts) {
  std::vector<ExistingRequest> existing = {
      Existing(1, "UW/2026/000001", 1, D(2026, 12, 1), D(2026, 12, 3), kApproved),
      Existing(2, "HO/2026/000002", 40, D(2026, 12, 3), D(2026, 12, 3), kPending),
      Existing(3, "UW/2026/000003", 1, D(2026, 12, 2), D(2026, 12, 2), kCancelled),
      Existing(4, "UW/2026/000004", 1, D(2026, 12, 10), D(2026, 12, 11), kApproved),
      Existing(5, "UZ/2026/000005", 2, D(2026, 12, 4), D(2026, 12, 4), kCancellationRequested),
      Existing(6, "UW/2026/000006", 1, D(2026, 12, 4), D(2026, 12, 4), kRejected),
  };
  EXPECT_EQ(Ids(ConflictingRequests(1, D(2026, 12, 3), D(2026, 12, 4), existing)), (std::vector<int>{1, 2, 5}));
  EXPECT_TRUE(ConflictingRequests(1, D(2026, 12, 7), D(2026, 12, 9), existing).empty());
}

TEST(RequestConflicts, RemoteWorkConflictsWithAnyFullDayAbsenceAndOtherRemoteWork) {
  for (int absence : {1, 2, 3, 4, 6, 23, 25}) {
    EXPECT_TRUE(TypesConflict(41, absence)) << absence;
    EXPECT_TRUE(TypesConflict(absence, 40)) << absence;
  }
  EXPECT_TRUE(TypesConflict(40, 41));
  EXPECT_TRUE(TypesConflict(41, 41));
}

TEST(RequestConflicts, HoursOffConflictWithAFullDayAwayButNotWithRemoteWork) {
  EXPECT_TRUE(TypesConflict(5, 1));
  EXPECT_TRUE(TypesConflict(1, 24));
  EXPECT_FALSE(TypesConflict(24, 41));
  EXPECT_FALSE(TypesConflict(40, 5));
}

TEST(RequestConflicts, TwoHourlyAbsencesOnOneDayDoNotConflict) {
  std::vector<ExistingRequest> existing = {
      Existing(1, "OPH/2026/000001", 5, D(2026, 12, 1), D(2026, 12, 1), kApproved)};
  EXPECT_TRUE(ConflictingRequests(24, D(2026, 12, 1), D(2026, 12, 1), existing).empty());
  EXPECT_EQ(Ids(ConflictingRequests(4, D(2026, 12, 1), D(2026, 12, 1), existing)), std::vector<int>{1});
}

TEST(RequestConflicts, AnUnknownTypeConflictsToBeSafe) {
  EXPECT_TRUE(TypesConflict(99, 5));
  EXPECT_TRUE(TypesConflict(5, 99));
}

}  // namespace
}  // namespace kadry::absences
