#include "services/common/json_limits.h"

#include "gtest/gtest.h"

namespace kadry {
namespace {

TEST(ScanJsonText, CountsNestingOutsideStringsOnly) {
  EXPECT_EQ(ScanJsonText(R"({"a":[1,{"b":2}]})").depth, 3);
  EXPECT_EQ(ScanJsonText(R"({"a":"[[[[{{{{"})").depth, 1);
  EXPECT_EQ(ScanJsonText(R"({"a":"\"[[["})").depth, 1) << "an escaped quote does not end the string";
  EXPECT_EQ(ScanJsonText("42").depth, 0);
}

TEST(ScanJsonText, FindsOnlyRealNulEscapes) {
  EXPECT_TRUE(ScanJsonText(R"({"a":"x\u0000y"})").has_nul);
  EXPECT_FALSE(ScanJsonText(R"({"a":"x\\u0000y"})").has_nul);
  EXPECT_FALSE(ScanJsonText(R"({"a":"x\u0001y"})").has_nul);
}

TEST(ParseUntrustedJson, RefusesDepthNulAndGarbage) {
  EXPECT_TRUE(ParseUntrustedJson(std::string(32, '[') + std::string(32, ']')).ok());
  EXPECT_EQ(ParseUntrustedJson(std::string(33, '[') + std::string(33, ']')).status().code(),
            absl::StatusCode::kInvalidArgument);
  // 100 000 levels: refused from the scan, no tree built (it would overflow the stack).
  EXPECT_EQ(ParseUntrustedJson(std::string(100000, '[') + std::string(100000, ']')).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(ParseUntrustedJson(R"({"a":"\u0000"})").status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(ParseUntrustedJson(R"({"a":)").status().code(), absl::StatusCode::kInvalidArgument);
  auto ok = ParseUntrustedJson(R"({"a":"Zażółć"})");
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ((*ok)["a"], "Zażółć");
}

}  // namespace
}  // namespace kadry
