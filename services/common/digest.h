#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

// Encodings and digests with no I/O: the domain rules (PKCE, session state, client
// secrets) may use them, so they live apart from tokens and keys.
namespace kadry {

std::string Base64UrlEncode(std::string_view bytes);  // unpadded
// The one canonical, unpadded spelling only; anything else is INVALID_ARGUMENT.
absl::StatusOr<std::string> Base64UrlDecode(std::string_view text);
std::string Sha256(std::string_view bytes);     // the 32 raw bytes
std::string Sha256Hex(std::string_view bytes);  // the same, as 64 lower-case hex digits

}  // namespace kadry
