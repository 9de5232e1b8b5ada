#include "gateway/input_limits.h"

#include <gtest/gtest.h>

#include <string>

#include "kadry/absences/v1/absences_service.pb.h"

namespace kadry::gateway {
namespace {

TEST(CheckQuery, ALongQueryStringIs414) {
  const std::string raw(kMaxQueryStringBytes + 1, 'a');
  auto p = CheckQuery(raw, {});
  ASSERT_TRUE(p);
  EXPECT_EQ(p->status, 414);
  EXPECT_FALSE(CheckQuery(std::string(kMaxQueryStringBytes, 'a'), {}));
}

TEST(CheckQuery, SearchIsCappedInCharactersNotBytes) {
  std::string polish;
  for (size_t i = 0; i < kMaxSearchChars; ++i) polish += "ż";  // 2 bytes each
  EXPECT_FALSE(CheckQuery("", {{"search", polish}}));
  auto p = CheckQuery("", {{"search", polish + "a"}});
  ASSERT_TRUE(p);
  EXPECT_EQ(p->status, 400);
  EXPECT_TRUE(p->errors.contains("search"));
  EXPECT_FALSE(CheckQuery("", {{"sort", std::string(kMaxSearchChars + 1, 'a')}}));
}

TEST(CheckMessageText, FindsASearchInTheBody) {
  kadry::absences::v1::SearchEmployeesRequest request;
  request.mutable_paging()->set_search(std::string(kMaxSearchChars + 1, 'x'));
  auto p = CheckMessageText(request);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->status, 400);
  request.mutable_paging()->set_search("Kowalski");
  EXPECT_FALSE(CheckMessageText(request));
}

TEST(CheckMessageText, CapsFreeTextInNestedMessages) {
  kadry::absences::v1::CreateRequestRequest request;
  request.mutable_request()->set_comment(std::string(kMaxTextChars + 1, 'x'));
  auto p = CheckMessageText(request);
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->errors.contains("comment"));
}

// A list of a million sort keys or ids is refused before any service reads it.
TEST(CheckMessageText, CapsEveryList) {
  kadry::absences::v1::SearchEmployeesRequest request;
  for (int i = 0; i < kMaxListItems; ++i) request.mutable_paging()->add_sort("full-name");
  EXPECT_FALSE(CheckMessageText(request));
  request.mutable_paging()->add_sort("full-name");
  auto p = CheckMessageText(request);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->status, 400);
  EXPECT_TRUE(p->errors.contains("sort"));
  kadry::absences::v1::ApprovedAbsencesRequest ids;
  for (int i = 0; i <= kMaxListItems; ++i) ids.add_employee_ids(i);
  EXPECT_TRUE(CheckMessageText(ids));
}

TEST(CheckIdempotencyKey, AcceptsTokensUpTo64Characters) {
  EXPECT_FALSE(CheckIdempotencyKey(""));
  EXPECT_FALSE(CheckIdempotencyKey("2f1c9a0e-5b7d-4c1e-9f3a-1d2e3f4a5b6c"));
  EXPECT_FALSE(CheckIdempotencyKey(std::string(64, 'k')));
  EXPECT_EQ(CheckIdempotencyKey(std::string(65, 'k'))->status, 400);
  EXPECT_TRUE(CheckIdempotencyKey("a b"));
  EXPECT_TRUE(CheckIdempotencyKey("a\tb"));
  EXPECT_TRUE(CheckIdempotencyKey("klucz-ż"));
}

}  // namespace
}  // namespace kadry::gateway
