#include "gateway/readiness.h"

#include <chrono>

#include "gateway/backend_channels.h"
#include "gateway/principal_cache.h"
#include "services/common/token_verifier.h"

namespace kadry::gateway {

ReadinessProbe::ReadinessProbe(PrincipalCache& cache, TokenVerifier& verifier, BackendChannels& backends,
                               std::set<std::string> backend_names)
    : cache_(cache), verifier_(verifier), backends_(backends), backend_names_(std::move(backend_names)) {}

Readiness ReadinessProbe::Check() {
  Readiness r;
  r.ready = true;
  const bool redis = cache_.Ping();
  r.report["redis"] = redis ? "ok" : "degraded";
  const bool jwks = verifier_.HasKeys();
  r.report["jwks"] = jwks ? "ok" : "down";
  r.ready = r.ready && jwks;
  for (const auto& name : backend_names_) {
    const bool up = backends_.CanConnect(name, std::chrono::seconds(1));
    r.report["backends"][name] = up ? "ok" : "down";
    r.ready = r.ready && up;
  }
  r.report["status"] = r.ready ? (redis ? "ok" : "degraded") : "unavailable";
  return r;
}

Readiness ReadinessProbe::CheckSelf() {
  Readiness r;
  r.ready = verifier_.HasKeys();
  r.report["jwks"] = r.ready ? "ok" : "down";
  r.report["status"] = r.ready ? "ok" : "unavailable";
  return r;
}

}  // namespace kadry::gateway
