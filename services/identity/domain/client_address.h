#pragma once

#include <string>
#include <vector>

namespace kadry::identity {

// The address a request came from for throttling and logs. X-Forwarded-For is a
// client-written header, so it counts only when the connection comes from a trusted
// proxy (KADRY_TRUSTED_PROXIES); then the rightmost address not itself a trusted proxy
// is the client. Anything unreadable falls back to the connection's address.
std::string ClientAddressBehindProxies(const std::string& remote_addr, const std::string& forwarded_for,
                                       const std::vector<std::string>& trusted_proxies);

}  // namespace kadry::identity
