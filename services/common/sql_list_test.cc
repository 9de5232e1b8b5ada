#include "services/common/sql_list.h"

#include "gtest/gtest.h"

namespace kadry {
namespace {

std::vector<std::string> Keys(std::initializer_list<const char*> keys) { return {keys.begin(), keys.end()}; }

const std::map<std::string, std::string> kWhitelist = {{"full-name", "e.last_name, e.first_name"},
                                                       {"from-date", "r.from_date"}};

TEST(OrderBy, KebabKeysMapToColumnsWithDescendingPrefix) {
  EXPECT_EQ(*OrderBy(Keys({"-full-name", "from-date"}), kWhitelist, "", "r.id"),
            "e.last_name DESC, e.first_name DESC, r.from_date, r.id");
}

TEST(OrderBy, DefaultOrderOnlyWithoutKeys) {
  EXPECT_EQ(*OrderBy(Keys({}), kWhitelist, "r.submitted_at DESC", "r.id DESC"), "r.submitted_at DESC, r.id DESC");
}

TEST(OrderBy, UnknownKeysAreRefusedNotSpliced) {
  auto order = OrderBy(Keys({"from-date", "1; DROP TABLE x"}), kWhitelist, "", "r.id");
  EXPECT_EQ(order.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(AddParam, NumbersPlaceholdersInOrder) {
  std::vector<PgParam> params;
  EXPECT_EQ(AddParam(params, "a"), "$1");
  EXPECT_EQ(AddParam(params, "b"), "$2");
  EXPECT_EQ(params.size(), 2u);
}

TEST(SearchCondition, MatchesAnyColumnWithWildcardsTakenLiterally) {
  std::vector<PgParam> params{PgParam("x")};
  EXPECT_EQ(SearchCondition(params, "50%_a\\", {"e.full_name", "e.sap_number"}),
            " AND (e.full_name ILIKE $2 OR e.sap_number ILIKE $2)");
  ASSERT_EQ(params.size(), 2u);
  EXPECT_EQ(*params[1], "%50\\%\\_a\\\\%");
  EXPECT_EQ(SearchCondition(params, "", {"e.full_name"}), "");
  EXPECT_EQ(params.size(), 2u);
}

}  // namespace
}  // namespace kadry

namespace kadry {
namespace {

TEST(IntArrayParam, IsPostgresArrayText) {
  EXPECT_EQ(IntArrayParam({}), "{}");
  EXPECT_EQ(IntArrayParam({1002, -3, 7}), "{1002,-3,7}");
}

}  // namespace
}  // namespace kadry
