#pragma once

#include "gateway/config.h"
#include "nlohmann/json.hpp"

namespace kadry::gateway {

// GET /config.json: the web app's OIDC settings and API base URLs (docs/platform.md).
nlohmann::json ClientConfigJson(const GatewayConfig& config);

// GET /api/configuration: the feature flags of a signed-in user's app.
nlohmann::json FeatureFlagsJson(const GatewayConfig& config);

// The Content-Security-Policy of every answer: the app talks only to itself and the
// identity provider (silent renew runs in an iframe of the provider).
std::string ContentSecurityPolicy(const GatewayConfig& config);

}  // namespace kadry::gateway
