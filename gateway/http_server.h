#pragma once

#include "gateway/config.h"

namespace kadry::gateway {

class ApiHandler;
class ReadinessProbe;
class StaticFiles;

// Exit codes of the gateway process.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadConfig = 2;
inline constexpr int kExitPortInUse = 3;
inline constexpr int kExitCannotServe = 1;

// Serves HTTP (API, /config.json, health, the SPA) with the tuning of docs/toolchain.md
// until SIGINT/SIGTERM; returns the process exit code.
int ServeHttp(const GatewayConfig& config, ApiHandler& api, const StaticFiles& web, ReadinessProbe& readiness);

}  // namespace kadry::gateway
