#include "services/identity/http/sign_in_guard.h"

#include <httplib.h>

#include "absl/strings/str_cat.h"
#include "services/common/jwt.h"
#include "services/common/log.h"
#include "services/identity/domain/client_address.h"

namespace kadry::identity {
namespace {

std::string NameKey(const std::string& username) { return Sha256Hex(username).substr(0, 32); }

}  // namespace

absl::Duration RevocationTtl(const Config& config) {
  return absl::Seconds(config.access_ttl_seconds) + RevokedTokens::kSkew;
}

std::string ClientAddress(const Provider& p, const httplib::Request& req) {
  return ClientAddressBehindProxies(req.remote_addr, req.get_header_value("X-Forwarded-For"), p.config.trusted_proxies);
}

SignInGuard::SignInGuard(Provider& provider, const std::string& username, const std::string& address)
    : provider_(provider),
      keys_{absl::StrCat("pair:", NameKey(username), ":", address), absl::StrCat("ip:", address),
            absl::StrCat("acct:", NameKey(username))} {}

bool SignInGuard::Admit() {
  const LoginThrottle& t = provider_.throttle;
  const auto counts = provider_.attempts.Add(keys_, t.window_seconds);
  const SignInAttempts attempts{counts[0], counts[1], counts[2]};
  if (t.Refuses(attempts)) {
    LogWarn("sign-in throttled", {{"address", keys_[1].substr(3)}});
    return false;
  }
  if (const absl::Duration delay = t.DelayFor(attempts); delay > absl::ZeroDuration()) {
    // An account under attack: each address may try it once per delay. The first try
    // from an address passes, so the owner is paced, never locked; no thread waits.
    const int seconds = static_cast<int>(absl::ToInt64Seconds(absl::Ceil(delay, absl::Seconds(1))));
    if (provider_.attempts.Add({absl::StrCat("pace:", keys_[0])}, seconds)[0] > 1) {
      LogWarn("sign-in paced", {{"address", keys_[1].substr(3)}, {"seconds", seconds}});
      return false;
    }
  }
  return true;
}

void SignInGuard::Succeeded() {
  provider_.attempts.Reset(keys_[0]);
  provider_.attempts.Remove({keys_[1], keys_[2]});
}

void SignInGuard::NotJudged() { provider_.attempts.Remove(keys_); }

}  // namespace kadry::identity
