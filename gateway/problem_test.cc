#include "gateway/problem.h"

#include <gtest/gtest.h>

namespace kadry::gateway {
namespace {

TEST(Problem, GrpcCodesMapAsDesignSection3) {
  using C = absl::StatusCode;
  const std::pair<C, int> table[] = {
      {C::kInvalidArgument, 400},   {C::kFailedPrecondition, 400},
      {C::kOutOfRange, 400},        {C::kUnauthenticated, 401},
      {C::kPermissionDenied, 403},  {C::kNotFound, 404},
      {C::kAlreadyExists, 409},     {C::kAborted, 409},
      {C::kResourceExhausted, 429}, {C::kUnimplemented, 501},
      {C::kUnavailable, 503},       {C::kDeadlineExceeded, 504},
      {C::kInternal, 500},          {C::kUnknown, 500},
      {C::kDataLoss, 500},
  };
  for (const auto& [code, http] : table) EXPECT_EQ(HttpStatusForCode(code), http) << code;
}

TEST(Problem, ResponseIsProblemJson) {
  Problem p = ProblemFromStatus(absl::NotFoundError("no preset 5"));
  p.errors = {{"name", {"is required"}}};
  HttpResponse r = ProblemResponse(p);
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(r.content_type, "application/problem+json");
  auto body = nlohmann::json::parse(r.body);
  EXPECT_EQ(body["status"], 404);
  EXPECT_EQ(body["title"], "Not Found");
  EXPECT_EQ(body["detail"], "no preset 5");
  EXPECT_EQ(body["type"], "about:blank");
  EXPECT_EQ(body["errors"]["name"][0], "is required");
  EXPECT_FALSE(nlohmann::json::parse(ProblemResponse(ProblemFor(400, "x")).body).contains("errors"));
}

}  // namespace
}  // namespace kadry::gateway
