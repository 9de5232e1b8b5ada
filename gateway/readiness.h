#pragma once

#include <set>
#include <string>

#include "nlohmann/json.hpp"

namespace kadry {
class TokenVerifier;
}

namespace kadry::gateway {

class BackendChannels;
class PrincipalCache;

struct Readiness {
  bool ready = false;
  nlohmann::json report;  // per dependency: "ok", "down" or "degraded"
};

// /readyz: ready when the JWKS is loaded and every routed backend accepts a
// connection. Redis down is "degraded", still ready: tokens are then verified directly.
// /readyz/self: ready when the gateway's own state is, the JWKS loaded (nothing can be
// authorised before). What a load balancer asks: a backend that is down fails its own routes
// with a 503, and taking every gateway out of service for it would fail all the others too.
class ReadinessProbe final {
 public:
  ReadinessProbe(PrincipalCache& cache, TokenVerifier& verifier, BackendChannels& backends,
                 std::set<std::string> backend_names);
  Readiness Check();
  Readiness CheckSelf();

 private:
  PrincipalCache& cache_;
  TokenVerifier& verifier_;
  BackendChannels& backends_;
  const std::set<std::string> backend_names_;
};

}  // namespace kadry::gateway
