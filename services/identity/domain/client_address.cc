#include "services/identity/domain/client_address.h"

#include <arpa/inet.h>

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/str_split.h"

namespace kadry::identity {
namespace {

bool IsIpAddress(const std::string& text) {
  unsigned char buffer[sizeof(in6_addr)];
  return inet_pton(AF_INET, text.c_str(), buffer) == 1 || inet_pton(AF_INET6, text.c_str(), buffer) == 1;
}

bool Trusted(const std::vector<std::string>& proxies, const std::string& address) {
  return std::find(proxies.begin(), proxies.end(), address) != proxies.end();
}

}  // namespace

std::string ClientAddressBehindProxies(const std::string& remote_addr, const std::string& forwarded_for,
                                       const std::vector<std::string>& trusted_proxies) {
  if (!Trusted(trusted_proxies, remote_addr) || forwarded_for.empty()) return remote_addr;
  std::vector<std::string> hops = absl::StrSplit(forwarded_for, ',');
  // At most a few hops are read: a long header is somebody's invention anyway.
  int read = 0;
  for (auto hop = hops.rbegin(); hop != hops.rend() && read < 10; ++hop, ++read) {
    const std::string address(absl::StripAsciiWhitespace(*hop));
    if (!IsIpAddress(address)) return remote_addr;
    if (!Trusted(trusted_proxies, address)) return address;
  }
  return remote_addr;
}

}  // namespace kadry::identity
