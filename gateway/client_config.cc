#include "gateway/client_config.h"

#include "absl/strings/str_cat.h"

namespace kadry::gateway {

nlohmann::json ClientConfigJson(const GatewayConfig& c) {
  const std::string app = WithoutTrailingSlash(c.public_url) + "/";
  const std::string issuer = WithoutTrailingSlash(c.issuer);
  return {
      {"apkiConfig",
       {{"authority", issuer},
        {"clientId", c.oidc_client_id},
        {"automaticSilentRenew", true},
        {"responseType", "code"},
        {"scope", "openid profile absences"},
        {"baseUrl", app},
        {"postLogoutRelationalUri", app},
        {"apkiBaseUrl", issuer + "/"},
        {"applicationId", c.application_id},
        {"diagnosticMode", false},
        {"accessDeniedUrl", c.access_denied_url},
        {"disableSessionMonitoring", false}}},
      // docs/product.md §7 writes the employee module's paths with their service prefix
      // (/absences/api/...); the absences module names the same surface directly for
      // clients that resolve a module per service.
      {"modules", nlohmann::json::array({{{"name", "employee"}, {"apiBaseUrl", app}},
                                         {{"name", "absences"}, {"apiBaseUrl", app + "absences/api/"}}})},
  };
}

nlohmann::json FeatureFlagsJson(const GatewayConfig& c) {
  return {{"newsEnabled", c.news_enabled}, {"uiMonitoringEnabled", c.ui_monitoring_enabled}};
}

std::string ContentSecurityPolicy(const GatewayConfig& c) {
  const std::string issuer = WithoutTrailingSlash(c.issuer);
  // frame-src: oidc-client-ts renews the token in a hidden frame that starts at the
  // provider's /authorize and is redirected back to the app's own silent callback, so both
  // origins are needed (a redirect is checked against frame-src too); the provider's
  // check-session frame is the issuer's. frame-ancestors 'self' (and X-Frame-Options
  // SAMEORIGIN) still let the app frame its own callback and nobody else frame the app.
  return absl::StrCat("default-src 'self'; connect-src 'self' ", issuer, "; frame-src 'self' ", issuer,
                      "; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:;"
                      " frame-ancestors 'self'; base-uri 'self'; form-action 'self' ",
                      issuer);
}

}  // namespace kadry::gateway
