#include "gateway/campaign_configuration.h"

#include "gtest/gtest.h"

namespace kadry::gateway {
namespace {

TEST(CampaignConfiguration, IsKeptForItsTimeThenFetchedAgain) {
  int calls = 0;
  absl::Time now = absl::FromUnixSeconds(1000);
  CampaignConfiguration c(
      [&](std::string_view, const std::string&, Deadline) -> absl::StatusOr<std::string> {
        ++calls;
        return std::string(R"({"campaignId":7,"startOn":"2026-06-01"})");
      },
      absl::Seconds(10), [&] { return now; });
  EXPECT_EQ(c.Get("t", "r", Deadline())->at("campaignId"), 7);
  now += absl::Seconds(9);
  EXPECT_TRUE(c.Get("t", "r", Deadline()).has_value());
  EXPECT_EQ(calls, 1);
  now += absl::Seconds(2);
  EXPECT_TRUE(c.Get("t", "r", Deadline()).has_value());
  EXPECT_EQ(calls, 2);
}

TEST(CampaignConfiguration, NoCampaignOrNoServiceIsNothing) {
  absl::Status next = absl::NotFoundError("there is no campaign");
  CampaignConfiguration c(
      [&](std::string_view, const std::string&, Deadline) -> absl::StatusOr<std::string> { return next; },
      absl::ZeroDuration());
  EXPECT_FALSE(c.Get("t", "r", Deadline()).has_value());
  next = absl::UnavailableError("down");
  EXPECT_FALSE(c.Get("t", "r", Deadline()).has_value());
}

TEST(CampaignConfiguration, ACallerTheServiceRefusesIsNotKeptForTheNext) {
  absl::StatusOr<std::string> next = absl::PermissionDeniedError("a signed-in employee is required");
  absl::Time now = absl::FromUnixSeconds(1000);
  CampaignConfiguration c([&](std::string_view, const std::string&, Deadline) { return next; }, absl::Seconds(10),
                          [&] { return now; });
  EXPECT_FALSE(c.Get("token-without-a-user", "r", Deadline()).has_value());
  // Within the 10 s: a user's call still asks the service, as nothing was kept.
  next = std::string(R"({"campaignId":8})");
  EXPECT_EQ(c.Get("user", "r", Deadline())->at("campaignId"), 8);
}

}  // namespace
}  // namespace kadry::gateway
