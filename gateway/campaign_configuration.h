#pragma once

#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "gateway/backend_channels.h"
#include "nlohmann/json.hpp"

namespace kadry::gateway {

// `bonusDeclarationConfiguration` of GET /api/configuration: the bonus-declarations
// service's GetConfiguration answer (docs/bonus-declarations.md "Configuration"), kept for
// 10 s so the route stays the gateway's alone under load (./kadry bench "gateway alone").
// One caller at a time refreshes it, with their own token; the others meanwhile get what
// is kept. No campaign, or the service down: nothing, which the route omits (the
// configuration never fails because of it).
class CampaignConfiguration final {
 public:
  // Answers the service's JSON (an object) or an error, by `deadline` (the caller's request's).
  using Fetch = std::function<absl::StatusOr<std::string>(std::string_view token, const std::string& request_id,
                                                          Deadline deadline)>;
  using Clock = std::function<absl::Time()>;

  explicit CampaignConfiguration(
      Fetch fetch, absl::Duration keep = absl::Seconds(10), Clock clock = [] { return absl::Now(); });

  // Fetches through BackendChannels from the "bonus-declarations" backend.
  static Fetch FromBackend(BackendChannels& backends);

  std::optional<nlohmann::json> Get(std::string_view token, const std::string& request_id, Deadline deadline);

 private:
  const Fetch fetch_;
  const absl::Duration keep_;
  const Clock clock_;
  std::mutex mu_;
  std::optional<nlohmann::json> value_;
  absl::Time expires_ = absl::InfinitePast();
  bool refreshing_ = false;
};

}  // namespace kadry::gateway
