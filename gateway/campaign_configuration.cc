#include "gateway/campaign_configuration.h"

#include "gateway/backend_channels.h"
#include "gateway/transcoding.h"
#include "services/common/log.h"

namespace kadry::gateway {
namespace {
constexpr char kMethod[] = "kadry.bonus_declarations.v1.BonusDeclarationsService/GetConfiguration";
constexpr char kBackend[] = "bonus-declarations";
}  // namespace

CampaignConfiguration::CampaignConfiguration(Fetch fetch, absl::Duration keep, Clock clock)
    : fetch_(std::move(fetch)), keep_(keep), clock_(std::move(clock)) {}

CampaignConfiguration::Fetch CampaignConfiguration::FromBackend(BackendChannels& backends) {
  return [&backends](std::string_view token, const std::string& request_id,
                     Deadline deadline) -> absl::StatusOr<std::string> {
    const auto* method = FindMethod(kMethod);
    if (method == nullptr) return absl::InternalError("GetConfiguration is not linked");
    auto answer = backends.Call(kBackend, kMethod, "", CallMetadata{std::string(token), request_id, ""}, deadline);
    if (!answer.ok()) return answer.status();
    auto json = DecodeResponse(*method, *answer);
    if (!json.ok()) return json.status();
    return std::move(json->json);
  };
}

std::optional<nlohmann::json> CampaignConfiguration::Get(std::string_view token, const std::string& request_id,
                                                         Deadline deadline) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (clock_() < expires_ || refreshing_) return value_;
    refreshing_ = true;
  }
  std::optional<nlohmann::json> fresh;
  auto answer = fetch_(token, request_id, deadline);
  const absl::StatusCode code = answer.status().code();
  if (answer.ok()) {
    auto parsed = nlohmann::json::parse(*answer, nullptr, false);
    if (parsed.is_object()) fresh = std::move(parsed);
  } else if (code != absl::StatusCode::kNotFound) {
    LogWarn("no bonus declaration configuration", {{"error", std::string(answer.status().message())}});
  }
  std::lock_guard<std::mutex> lock(mu_);
  refreshing_ = false;
  // A refusal speaks of this caller (a token without a user), not of the campaign: what is
  // kept stays, and the next caller asks again.
  if (code == absl::StatusCode::kPermissionDenied || code == absl::StatusCode::kUnauthenticated) return value_;
  value_ = std::move(fresh);
  expires_ = clock_() + keep_;
  return value_;
}

}  // namespace kadry::gateway
