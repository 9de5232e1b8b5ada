#pragma once

#include <chrono>
#include <map>
#include <set>
#include <string>

#include "absl/status/status.h"
#include "gateway/backend_channels.h"
#include "gateway/problem.h"
#include "gateway/routes.h"
#include "gateway/transcoding.h"
#include "nlohmann/json.hpp"

namespace google::protobuf {
class MethodDescriptor;
}

namespace kadry {
class AbilityRules;
}  // namespace kadry

namespace kadry::gateway {

class Authenticator;
class CampaignConfiguration;

// An /api/ request as the HTTP layer hands it over (already percent-decoded).
struct ApiRequest {
  std::string method;
  std::string path;
  QueryParams query;
  std::string authorization;  // the Authorization header, may be empty
  std::string body;
  std::string request_id;
  std::string raw_query;        // as sent, for its length
  std::string idempotency_key;  // the Idempotency-Key header, may be empty
};

// The REST -> gRPC pipeline: match the route, authenticate, check the ability,
// transcode, call with a deadline, and map the answer or status. No business rules.
class ApiHandler final {
 public:
  // A request must be answered within `deadline` of its arrival (KADRY_GRPC_DEADLINE_MS): one
  // deadline, shared by every backend call made for it (the access-flag look-up of a new
  // token, the call itself), so that together they never take longer. `feature_flags` is the
  // body of GET /api/configuration, with the current ZFŚS campaign from `campaign` (when
  // given and known) as `bonusDeclarationConfiguration`.
  ApiHandler(const RouteMatcher& routes, Authenticator& authenticator, BackendChannels& backends,
             std::chrono::milliseconds deadline, nlohmann::json feature_flags,
             CampaignConfiguration* campaign = nullptr);

  HttpResponse Handle(const ApiRequest& request);

 private:
  HttpResponse CallBackend(const Route& route, const RouteMatch& match, const ApiRequest& request,
                           std::string_view token, Deadline deadline);
  HttpResponse StreamFromBackend(const Route& route, const std::string& encoded, const ApiRequest& request,
                                 std::string_view token);

  const RouteMatcher& routes_;
  Authenticator& authenticator_;
  BackendChannels& backends_;
  const std::chrono::milliseconds deadline_;
  const nlohmann::json feature_flags_;
  CampaignConfiguration* const campaign_;
  std::map<const Route*, const google::protobuf::MethodDescriptor*> methods_;
};

// Start-up check of the route table: every gRPC method exists in the linked protos,
// path parameters and body fields exist, backends are configured, abilities are known.
absl::Status ValidateRoutes(const RouteMatcher& routes, const AbilityRules& abilities,
                            const std::set<std::string>& backend_names);

}  // namespace kadry::gateway
