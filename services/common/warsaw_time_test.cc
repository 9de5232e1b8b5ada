#include "services/common/warsaw_time.h"

#include "gtest/gtest.h"

namespace kadry {
namespace {

TEST(WarsawTimeTest, FormatsWinterAndSummerOffsets) {
  const absl::Time winter = absl::FromUnixSeconds(1795407600);  // 2026-11-23T04:20:00Z
  EXPECT_EQ(FormatWarsawTimestamp(winter), "2026-11-23T05:20:00+01:00");
  const absl::Time summer = absl::FromCivil(absl::CivilSecond(2026, 7, 1, 8, 0, 0), WarsawZone());
  EXPECT_EQ(FormatWarsawTimestamp(summer), "2026-07-01T08:00:00+02:00");
}

TEST(WarsawTimeTest, DayBoundaryFollowsPolandNotUtc) {
  // 23:30 UTC on 22 Nov is already 23 Nov in Warsaw.
  const absl::Time t = absl::FromCivil(absl::CivilSecond(2026, 11, 22, 23, 30, 0), absl::UTCTimeZone());
  EXPECT_EQ(WarsawDay(t), absl::CivilDay(2026, 11, 23));
  EXPECT_EQ(FormatWarsawTimestamp(StartOfWarsawDay(absl::CivilDay(2026, 11, 23))),
            "2026-11-23T00:00:00+01:00");
}

TEST(WarsawTimeTest, WeeksStartOnMonday) {
  EXPECT_EQ(MondayOf(absl::CivilDay(2026, 11, 22)), absl::CivilDay(2026, 11, 16));  // Sunday
  EXPECT_EQ(MondayOf(absl::CivilDay(2026, 11, 23)), absl::CivilDay(2026, 11, 23));  // Monday
  EXPECT_TRUE(IsWeekend(absl::CivilDay(2026, 11, 21)));
  EXPECT_FALSE(IsWeekend(absl::CivilDay(2026, 11, 20)));
}

TEST(WarsawTimeTest, ParsesOnlyIsoDates) {
  EXPECT_EQ(*ParseDate("2026-02-28"), absl::CivilDay(2026, 2, 28));
  EXPECT_FALSE(ParseDate("28.02.2026").ok());
  EXPECT_FALSE(ParseDate("2026-2-8").ok());
}

}  // namespace
}  // namespace kadry
