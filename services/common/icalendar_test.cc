#include "services/common/icalendar.h"

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"

namespace kadry {
namespace {

TEST(ICalendar, TextEscapesWhatRfc5545Reserves) {
  EXPECT_EQ(ICalendarText("Urlop; wyjazd, góry\\dom"), "Urlop\\; wyjazd\\, góry\\\\dom");
  EXPECT_EQ(ICalendarText("pierwsza\r\ndruga\nt\rrzecia"), "pierwsza\\ndruga\\nt\\nrzecia");
  EXPECT_EQ(ICalendarText(std::string("a\x01\x7f"
                                      "b",
                                      4)),
            "ab");
}

TEST(ICalendar, LongLinesFoldAtSeventyFiveOctetsNeverInsideACharacter) {
  EXPECT_EQ(FoldedLine("SUMMARY:krótko"), "SUMMARY:krótko\r\n");
  // 8 octets of "SUMMARY:" and 100 two-octet letters: 208 octets.
  std::string line = "SUMMARY:";
  for (int i = 0; i < 100; ++i) line += "ż";
  const std::string folded = FoldedLine(line);
  std::string unfolded;
  for (absl::string_view part : absl::StrSplit(folded, "\r\n", absl::SkipEmpty())) {
    EXPECT_LE(part.size(), 75u) << part;
    // Each piece is whole UTF-8: it neither starts nor ends in the middle of a letter.
    const bool continuation = !part.empty() && part.front() == ' ';
    const absl::string_view text = continuation ? part.substr(1) : part;
    EXPECT_NE(static_cast<unsigned char>(text.front()) & 0xC0, 0x80) << part;
    unfolded += std::string(text);
  }
  EXPECT_EQ(unfolded, line);
  EXPECT_EQ(folded.substr(folded.size() - 2), "\r\n");
}

TEST(ICalendar, AnAllDayEventEndsTheDayAfterItsLastDay) {
  const std::string ics = WriteICalendar(
      "Nieobecności",
      {{"request-7@kadry", absl::CivilDay(2026, 12, 31), absl::CivilDay(2027, 1, 1), "Urlop wypoczynkowy", ""}},
      absl::FromUnixSeconds(1'800'000'000));
  EXPECT_NE(ics.find("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"), std::string::npos);
  EXPECT_NE(ics.find("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270102\r\n"), std::string::npos);
  EXPECT_NE(ics.find("DTSTAMP:20270115T080000Z\r\n"), std::string::npos);
  EXPECT_NE(ics.find("X-WR-CALNAME:Nieobecności\r\n"), std::string::npos);
  EXPECT_EQ(ics.find("DESCRIPTION"), std::string::npos);
  EXPECT_EQ(ics.substr(ics.size() - 15), "END:VCALENDAR\r\n");
}

}  // namespace
}  // namespace kadry
