#include "services/work-times/domain/record_rules.h"

#include "gtest/gtest.h"

namespace kadry::work_times {
namespace {

absl::TimeZone Warsaw() {
  absl::TimeZone zone;
  EXPECT_TRUE(absl::LoadTimeZone("Europe/Warsaw", &zone));
  return zone;
}

absl::Time At(int day, int hour, int minute = 0) {
  return absl::FromCivil(absl::CivilMinute(2026, 11, day, hour, minute), Warsaw());
}

const std::vector<KnownRecord> kDay = {
    {1, RecordKind::kWork, At(17, 8), At(17, 16)},
    {2, RecordKind::kBreak, At(17, 12), At(17, 12, 30)},
};

TEST(RecordRulesTest, TheSameHoursTwiceAreRefused) {
  // A second 08:00–16:00 would give 16 h of work and 8 h of overtime.
  EXPECT_EQ(FirstOverlap(kDay, RecordKind::kWork, At(17, 8), At(17, 16))->record_id, 1);
  EXPECT_EQ(FirstOverlap(kDay, RecordKind::kWork, At(17, 15), At(17, 18))->record_id, 1);
  // Right after the first: no overlap (the end is exclusive).
  EXPECT_FALSE(FirstOverlap(kDay, RecordKind::kWork, At(17, 16), At(17, 18)));
  // A break inside presence is not presence twice; a second break over the first is.
  EXPECT_FALSE(FirstOverlap(kDay, RecordKind::kBreak, At(17, 10), At(17, 10, 15)));
  EXPECT_EQ(FirstOverlap(kDay, RecordKind::kPrivateExit, At(17, 12, 15), At(17, 13))->record_id, 2);
  // Changing a record may keep its own hours.
  EXPECT_FALSE(FirstOverlap(kDay, RecordKind::kWork, At(17, 7), At(17, 15), /*except_id=*/1));
}

TEST(RecordRulesTest, AnOpenRecordRunsUntilItIsClosed) {
  const std::vector<KnownRecord> running = {{7, RecordKind::kWork, At(17, 8), std::nullopt}};
  EXPECT_EQ(FirstOverlap(running, RecordKind::kWork, At(17, 20), At(17, 21))->record_id, 7);
  EXPECT_FALSE(FirstOverlap(running, RecordKind::kWork, At(17, 6), At(17, 8)));
  EXPECT_EQ(FirstOverlap(running, RecordKind::kWork, At(17, 6), std::nullopt)->record_id, 7);
}

TEST(RecordRulesTest, ARecordStartsOnItsOwnDay) {
  // A night shift from 22:00 belongs to its evening; a 2019 record under a 2026 day does not.
  EXPECT_TRUE(StartsOnDay(absl::CivilDay(2026, 11, 17), At(17, 22), Warsaw()));
  EXPECT_TRUE(StartsOnDay(absl::CivilDay(2026, 11, 17), At(17, 0), Warsaw()));
  EXPECT_FALSE(StartsOnDay(absl::CivilDay(2026, 11, 17), At(18, 0), Warsaw()));
  EXPECT_FALSE(StartsOnDay(absl::CivilDay(2026, 11, 17),
                           absl::FromCivil(absl::CivilMinute(2019, 11, 17, 8, 0), Warsaw()), Warsaw()));
}

}  // namespace
}  // namespace kadry::work_times
