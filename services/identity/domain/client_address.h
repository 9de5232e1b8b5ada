#pragma once

#include <string>
#include <vector>

namespace kadry::identity {

// The address a request came from for throttling and logs. X-Forwarded-For is a
// client-written header, so it counts only when the connection comes from a trusted
// proxy (KADRY_TRUSTED_PROXIES: addresses or ranges, "10.0.0.0/8", "fd00::/8", since an
// Ingress controller's pods change address); then the rightmost address not itself a
// trusted proxy is the client. Anything unreadable falls back to the connection's address.
// An address or a range in CIDR notation, IPv4 or IPv6.
bool IsProxyEntry(const std::string& entry);

std::string ClientAddressBehindProxies(const std::string& remote_addr, const std::string& forwarded_for,
                                       const std::vector<std::string>& trusted_proxies);

}  // namespace kadry::identity
