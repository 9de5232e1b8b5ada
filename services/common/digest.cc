#include "services/common/digest.h"

#include <openssl/sha.h>

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"

namespace kadry {

std::string Base64UrlEncode(std::string_view bytes) {
  std::string out;
  absl::WebSafeBase64Escape(absl::string_view(bytes.data(), bytes.size()), &out);  // no padding
  return out;
}

absl::StatusOr<std::string> Base64UrlDecode(std::string_view text) {
  // absl's decoder skips whitespace and '=' and ignores a last character's spare bits, so
  // "ab\tc" and "abd" could decode like "abc": a token would have many spellings, and a
  // TAB copied into gRPC metadata aborts the process. Only the one canonical, unpadded
  // spelling passes: strict alphabet, then the re-encoding must give back the input.
  const bool alphabet = std::all_of(text.begin(), text.end(), [](char c) {
    return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
  std::string out;
  if (!alphabet || !absl::WebSafeBase64Unescape(absl::string_view(text.data(), text.size()), &out) ||
      Base64UrlEncode(out) != text) {
    return absl::InvalidArgumentError("not base64url");
  }
  return out;
}

std::string Sha256(std::string_view bytes) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), digest);
  return std::string(reinterpret_cast<char*>(digest), sizeof digest);
}

std::string Sha256Hex(std::string_view bytes) { return absl::BytesToHexString(Sha256(bytes)); }

}  // namespace kadry
