#include "gateway/problem.h"

#include <gtest/gtest.h>
#include "services/common/problem.h"

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
  p.errors = {{"name", {{{"code", "field.required"}, {"detail", "is required"}}}}};
  HttpResponse r = ProblemResponse(p);
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(r.content_type, "application/problem+json");
  auto body = nlohmann::json::parse(r.body);
  EXPECT_EQ(body["status"], 404);
  EXPECT_EQ(body["title"], "Not Found");
  EXPECT_EQ(body["detail"], "no preset 5");
  EXPECT_EQ(body["type"], "about:blank");
  EXPECT_EQ(body["errors"]["name"][0]["code"], "field.required");
  EXPECT_EQ(body["code"], "resource.not-found");
  EXPECT_FALSE(nlohmann::json::parse(ProblemResponse(ProblemFor(400, "x")).body).contains("errors"));
}

TEST(Problem, EveryProblemHasACodeTheStatusGivesWhenTheServiceNamedNone) {
  const std::pair<int, const char*> table[] = {
      {400, "http.invalid"},       {401, "auth.unauthenticated"}, {403, "access.denied"},
      {404, "resource.not-found"}, {409, "state.conflict"},       {429, "http.too-many"},
      {500, "server.error"},       {503, "service.unavailable"},  {504, "service.timeout"}};
  for (const auto& [status, code] : table) {
    EXPECT_EQ(nlohmann::json::parse(ProblemResponse(ProblemFor(status, "x")).body)["code"], code) << status;
  }
}

TEST(Problem, AServicesCodeParamsAndFieldsReachTheBody) {
  const absl::Status refused =
      WithProblemExtensions(Refusal(absl::StatusCode::kFailedPrecondition, "leave.limit-exceeded",
                                    "the limit is exceeded: 2 days left", {{"available", 2}, {"unit", "days"}}),
                            R"({"title": "limit"})");
  auto body = nlohmann::json::parse(ProblemResponse(ProblemFromStatus(refused)).body);
  EXPECT_EQ(body["status"], 400);
  EXPECT_EQ(body["code"], "leave.limit-exceeded");
  EXPECT_EQ(body["params"]["available"], 2);
  EXPECT_EQ(body["title"], "limit");
  EXPECT_EQ(body["detail"], "the limit is exceeded: 2 days left");

  body = nlohmann::json::parse(
      ProblemResponse(ProblemFromStatus(InvalidFields({{"hours", "field.range", "1 to 8", {{"min", 1}, {"max", 8}}}})))
          .body);
  EXPECT_EQ(body["code"], "http.invalid-fields");
  EXPECT_EQ(body["errors"]["hours"][0]["params"]["max"], 8);
}

TEST(Problem, AFailedServiceTellsNothingButItsStatus) {
  const absl::Status failed =
      WithProblemExtensions(Refusal(absl::StatusCode::kInternal, "leave.overlap", "secret"), R"({"conflicts": [1]})");
  auto body = nlohmann::json::parse(ProblemResponse(ProblemFromStatus(failed)).body);
  EXPECT_EQ(body["code"], "server.error");
  EXPECT_FALSE(body.contains("conflicts"));
}

}  // namespace
}  // namespace kadry::gateway
