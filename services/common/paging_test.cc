#include "services/common/paging.h"

#include "gtest/gtest.h"

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

}  // namespace
}  // namespace kadry
