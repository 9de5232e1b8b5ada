#include "services/identity/config.h"

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "services/identity/domain/client_address.h"

namespace kadry::identity {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "identity");
  c.http_port = env.Int("KADRY_IDENTITY_PORT", 8081, 1, 65535);
  c.code_ttl_seconds = env.Int("KADRY_IDENTITY_CODE_TTL_SECONDS", 60, 1, 600);
  c.access_ttl_seconds = env.Int("KADRY_IDENTITY_ACCESS_TTL_SECONDS", 900, 30, 86400);
  c.refresh_ttl_seconds = env.Int("KADRY_IDENTITY_REFRESH_TTL_SECONDS", 30 * 86400, 60, 365 * 86400);
  c.session_ttl_seconds = env.Int("KADRY_IDENTITY_SESSION_TTL_SECONDS", 8 * 3600, 60, 30 * 86400);
  c.http_threads = env.Int("KADRY_IDENTITY_HTTP_THREADS", 32, 2, 1024);
  c.public_url = env.String("KADRY_PUBLIC_URL", "http://localhost:8080");
  c.cors_origins = absl::StrSplit(env.String("KADRY_IDENTITY_CORS_ORIGINS", c.public_url), ',', absl::SkipEmpty());
  c.application_id = env.Int("KADRY_APPLICATION_ID", 1, 1, 1000000);
  // Loopback only by default: the nginx front of a deployment runs on the same host.
  c.trusted_proxies = absl::StrSplit(env.String("KADRY_TRUSTED_PROXIES", "127.0.0.1,::1"), ',', absl::SkipEmpty());
  for (const std::string& entry : c.trusted_proxies) {
    if (!IsProxyEntry(entry)) env.Problem("KADRY_TRUSTED_PROXIES: \"" + entry + "\" is neither an address nor a range");
  }
  c.grpc_reflection = env.Bool("KADRY_IDENTITY_GRPC_REFLECTION", false);
  if (auto s = env.Finish(); !s.ok()) return s;
  c.cookie_secure = absl::StartsWith(c.issuer, "https://");
  return c;
}

}  // namespace kadry::identity
