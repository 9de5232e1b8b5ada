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
  EXPECT_EQ(FormatWarsawTimestamp(StartOfWarsawDay(absl::CivilDay(2026, 11, 23))), "2026-11-23T00:00:00+01:00");
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
  EXPECT_EQ(*ParseDate("2028-02-29"), absl::CivilDay(2028, 2, 29));
  EXPECT_EQ(*ParseDate("0001-01-01"), absl::CivilDay(1, 1, 1));
  EXPECT_EQ(FormatDate(absl::CivilDay(2026, 3, 9)), "2026-03-09");
  EXPECT_EQ(FormatDate(absl::CivilDay(987, 1, 2)), "0987-01-02");
  EXPECT_EQ(FormatDate(absl::CivilDay(12026, 1, 2)), "12026-01-02");
  for (const char* bad : {"2026-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
                          "+026-01-05", "2026-01-0a", "2026/01/05", "2026-01-055", " 2026-01-5", ""}) {
    EXPECT_FALSE(ParseDate(bad).ok()) << bad;
  }
}

TEST(WarsawTimeTest, FormatsEveryFieldWithItsZeros) {
  // The night the clocks go back: the same 02:30 on the clock, first in summer, then in winter.
  const absl::Time summer = absl::FromUnixSeconds(1792888200);  // 2026-10-25T00:30:00Z
  EXPECT_EQ(FormatWarsawTimestamp(summer), "2026-10-25T02:30:00+02:00");
  EXPECT_EQ(FormatWarsawTimestamp(summer + absl::Hours(1)), "2026-10-25T02:30:00+01:00");
  // Before 1915 Warsaw kept its mean time, 84 minutes ahead of Greenwich; years keep four digits.
  EXPECT_EQ(FormatWarsawTimestamp(absl::FromCivil(absl::CivilSecond(987, 1, 2, 3, 4, 5), WarsawZone())),
            "0987-01-02T03:04:05+01:24");
  EXPECT_EQ(FormatWarsawTimestamp(absl::FromCivil(absl::CivilSecond(12026, 1, 1, 0, 0, 0), WarsawZone())),
            "12026-01-01T00:00:00+01:00");
}

}  // namespace
}  // namespace kadry
