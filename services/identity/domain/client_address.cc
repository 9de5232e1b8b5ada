#include "services/identity/domain/client_address.h"

#include <arpa/inet.h>

#include <algorithm>
#include <optional>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"

namespace kadry::identity {
namespace {

bool IsIpAddress(const std::string& text) {
  unsigned char buffer[sizeof(in6_addr)];
  return inet_pton(AF_INET, text.c_str(), buffer) == 1 || inet_pton(AF_INET6, text.c_str(), buffer) == 1;
}

// An address's bytes (4 or 16); an IPv4 address seen on an IPv6 socket (::ffff:a.b.c.d) is
// its IPv4 address.
std::optional<std::vector<unsigned char>> AddressBytes(const std::string& text) {
  unsigned char buffer[sizeof(in6_addr)];
  if (inet_pton(AF_INET, text.c_str(), buffer) == 1) return std::vector<unsigned char>(buffer, buffer + 4);
  if (inet_pton(AF_INET6, text.c_str(), buffer) != 1) return std::nullopt;
  static constexpr unsigned char kMapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  if (std::equal(kMapped, kMapped + 12, buffer)) return std::vector<unsigned char>(buffer + 12, buffer + 16);
  return std::vector<unsigned char>(buffer, buffer + 16);
}

struct Range {
  std::vector<unsigned char> bytes;
  int prefix_bits;
};

std::optional<Range> ParseRange(const std::string& entry) {
  const std::vector<std::string> parts = absl::StrSplit(entry, '/');
  if (parts.size() > 2) return std::nullopt;
  auto bytes = AddressBytes(parts[0]);
  if (!bytes) return std::nullopt;
  const int max_bits = static_cast<int>(bytes->size()) * 8;
  int bits = max_bits;
  if (parts.size() == 2 && (!absl::SimpleAtoi(parts[1], &bits) || bits < 0 || bits > max_bits)) return std::nullopt;
  return Range{*bytes, bits};
}

bool InRange(const Range& range, const std::vector<unsigned char>& address) {
  if (address.size() != range.bytes.size()) return false;
  for (int bit = 0; bit < range.prefix_bits; bit += 8) {
    const int bits = std::min(8, range.prefix_bits - bit);
    const unsigned char mask = static_cast<unsigned char>(0xff << (8 - bits));
    if ((address[bit / 8] & mask) != (range.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

bool Trusted(const std::vector<std::string>& proxies, const std::string& address) {
  auto bytes = AddressBytes(address);
  if (!bytes) return false;
  return std::any_of(proxies.begin(), proxies.end(), [&](const std::string& entry) {
    auto range = ParseRange(entry);
    return range && InRange(*range, *bytes);
  });
}

}  // namespace

bool IsProxyEntry(const std::string& entry) { return ParseRange(entry).has_value(); }

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
