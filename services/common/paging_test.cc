#include "services/common/paging.h"

#include <vector>

#include "gtest/gtest.h"
#include "services/common/sql_list.h"

namespace kadry {
namespace {

TEST(Paging, DefaultsToTheFirstPageOfTen) {
  const PageWindow w = PageOf(0, 0);
  EXPECT_EQ(w.page, 1);
  EXPECT_EQ(w.size, 10);
  EXPECT_EQ(w.Offset(), 0);
}

TEST(Paging, AllAndOversizedPagesAreCappedAtTheSameLimit) {
  EXPECT_EQ(PageOf(3, 0, /*all=*/true).size, kMaxPageSize);
  EXPECT_EQ(PageOf(3, 0, /*all=*/true).page, 1);
  EXPECT_EQ(PageOf(1, 1'000'000).size, kMaxPageSize);
  EXPECT_EQ(PageOf(-4, 5).page, 1);
}

TEST(Paging, TheOffsetOfAFarPageDoesNotOverflow) {
  EXPECT_EQ(PageOf(2'000'000'000, 1000).Offset(), 1'999'999'999'000LL);
}

// A list in one fixed order, or one without a search, says so rather than ignore what it was given.
TEST(Paging, AListWithoutSortKeysOrSearchRefusesThem) {
  EXPECT_TRUE(CheckUnsorted(0).ok());
  EXPECT_EQ(CheckUnsorted(1).code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(CheckUnsearched("").ok());
  EXPECT_EQ(CheckUnsearched("Kowalski").code(), absl::StatusCode::kInvalidArgument);
}

// A million sort keys are refused at once, before any of them is looked up or sorted by.
TEST(Paging, SortKeysAreBoundedInNumberAndLength) {
  EXPECT_TRUE(CheckSortKeys(std::vector<std::string>(kMaxSortKeys, "-full-name")).ok());
  EXPECT_EQ(CheckSortKeys(std::vector<std::string>(kMaxSortKeys + 1, "full-name")).code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(CheckSortKeys(std::vector<std::string>{std::string(kMaxSortKeyChars + 1, 'a')}).code(),
            absl::StatusCode::kInvalidArgument);
  const std::vector<std::string> million(1'000'000, "full-name");
  const auto order = OrderBy(million, {{"full-name", "e.last_name"}}, "", "e.employee_id");
  EXPECT_EQ(order.status().code(), absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace kadry
