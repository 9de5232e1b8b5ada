#include "services/common/problem.h"

#include <nlohmann/json.hpp>

#include "gtest/gtest.h"

namespace kadry {
namespace {

nlohmann::json MembersOf(const absl::Status& status) {
  auto payload = status.GetPayload(kProblemExtensions);
  return payload ? nlohmann::json::parse(std::string(*payload)) : nlohmann::json();
}

TEST(Problem, ARefusalCarriesItsCodeAndTheValuesItsSentenceNames) {
  const absl::Status s = Refusal(absl::StatusCode::kFailedPrecondition, "leave.limit-exceeded",
                                 "the limit is exceeded: 2.5 days left", {{"available", 2.5}, {"unit", "days"}});
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(s.message(), "the limit is exceeded: 2.5 days left");
  EXPECT_EQ(MembersOf(s)["code"], "leave.limit-exceeded");
  EXPECT_EQ(MembersOf(s)["params"], (nlohmann::json{{"available", 2.5}, {"unit", "days"}}));
}

TEST(Problem, ARefusalWithoutValuesHasNoParams) {
  const absl::Status s = Refusal(absl::StatusCode::kNotFound, "request.not-found", "no such request");
  EXPECT_FALSE(MembersOf(s).contains("params"));
}

TEST(Problem, BadFieldsAreListedEachWithItsCodeValuesAndDetail) {
  const absl::Status s =
      InvalidFields({{"comment", "field.too-long", "maximum length is 500 characters", {{"max", 500}}},
                     {"fromDate", "field.date", "fromDate must be a date yyyy-MM-dd"},
                     {"comment", "field.required", "a comment is required"}});
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(s.message(),
            "comment: maximum length is 500 characters; fromDate: fromDate must be a date yyyy-MM-dd; "
            "comment: a comment is required");
  const nlohmann::json members = MembersOf(s);
  EXPECT_EQ(members["code"], "http.invalid-fields");
  EXPECT_EQ(members["errors"]["comment"].size(), 2u);
  EXPECT_EQ(members["errors"]["comment"][0], (nlohmann::json{{"code", "field.too-long"},
                                                             {"params", {{"max", 500}}},
                                                             {"detail", "maximum length is 500 characters"}}));
  EXPECT_EQ(members["errors"]["fromDate"][0],
            (nlohmann::json{{"code", "field.date"}, {"detail", "fromDate must be a date yyyy-MM-dd"}}));
}

TEST(Problem, ExtensionsAreMergedWithTheCodeNotInPlaceOfIt) {
  const absl::Status s = WithProblemExtensions(
      Refusal(absl::StatusCode::kAborted, "leave.overlap", "request period overlaps another request"),
      R"({"conflicts": [{"id": 7}]})");
  const nlohmann::json members = MembersOf(s);
  EXPECT_EQ(members["code"], "leave.overlap");
  EXPECT_EQ(members["conflicts"][0]["id"], 7);
}

TEST(Problem, AStatusWithoutACodeSaysNone) {
  EXPECT_FALSE(MembersOf(absl::InternalError("boom")).contains("code"));
  EXPECT_FALSE(MembersOf(WithProblemExtensions(absl::InternalError("boom"), "not json")).contains("code"));
}

}  // namespace
}  // namespace kadry
