#include "services/absences/domain/request_number.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

TEST(RequestNumber, IsTypeCodeYearAndSixDigitSequence) {
  EXPECT_EQ(FormatRequestNumber("UW", 2026, 123), "UW/2026/000123");
  EXPECT_EQ(FormatRequestNumber(RequestNumber{"HOOK", 2026, 1}), "HOOK/2026/000001");
}

TEST(RequestNumber, ASequenceBeyondSixDigitsIsNeverCut) {
  EXPECT_EQ(FormatRequestNumber("UW", 2026, 1234567), "UW/2026/1234567");
}

TEST(RequestNumber, ParsesBackIntoItsParts) {
  auto n = ParseRequestNumber("SWH/2025/004200");
  ASSERT_TRUE(n.ok()) << n.status();
  EXPECT_EQ(n->type_code, "SWH");
  EXPECT_EQ(n->year, 2025);
  EXPECT_EQ(n->sequence, 4200);
  EXPECT_EQ(FormatRequestNumber(*n), "SWH/2025/004200");
}

TEST(RequestNumber, RefusesWhatIsNotANumber) {
  for (const char* text : {"", "UW", "UW/2026", "uw/2026/000001", "UW/26/000001", "UW/2026/12", "UW/2026/00001x",
                           "UW/2026/000001/1", "/2026/000001"}) {
    EXPECT_EQ(ParseRequestNumber(text).status().code(), absl::StatusCode::kInvalidArgument) << text;
  }
}

}  // namespace
}  // namespace kadry::absences
