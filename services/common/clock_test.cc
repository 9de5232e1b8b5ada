#include "services/common/clock.h"

#include "gtest/gtest.h"
#include "services/common/warsaw_time.h"

namespace kadry {
namespace {

TEST(ClockTest, APinnedClockStaysOnItsDayInPoland) {
  const Clock clock = ClockPinnedTo(absl::CivilDay(2026, 11, 22));
  EXPECT_EQ(WarsawDay(clock()), absl::CivilDay(2026, 11, 22));
  // Time still moves within the day, so timestamps taken from it keep their order.
  const absl::Time first = clock();
  const absl::Time second = clock();
  EXPECT_LE(first, second);
}

TEST(ClockTest, TheSettingIsEmptyOrADate) {
  auto system = ClockFromSetting("");
  ASSERT_TRUE(system.ok());
  EXPECT_LT(absl::AbsDuration((*system)() - absl::Now()), absl::Seconds(5));
  auto pinned = ClockFromSetting("2027-01-04");
  ASSERT_TRUE(pinned.ok());
  EXPECT_EQ(WarsawDay((*pinned)()), absl::CivilDay(2027, 1, 4));
  EXPECT_EQ(ClockFromSetting("22.11.2026").status().code(), absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace kadry
