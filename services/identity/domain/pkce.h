#pragma once

#include <string>

namespace kadry::identity {

// RFC 7636 §4.1: a verifier is 43..128 characters of [A-Za-z0-9-._~].
bool IsValidCodeVerifier(const std::string& verifier);
// RFC 7636 §4.2: a S256 challenge is the base64url SHA-256 of the verifier (43 characters).
bool IsValidS256Challenge(const std::string& challenge);
// RFC 7636 §4.6: BASE64URL(SHA256(verifier)) == challenge, compared in constant time.
bool VerifierMatchesChallenge(const std::string& verifier, const std::string& challenge);

}  // namespace kadry::identity
