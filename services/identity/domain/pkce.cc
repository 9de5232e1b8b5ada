#include "services/identity/domain/pkce.h"

#include <openssl/crypto.h>

#include "services/common/digest.h"

namespace kadry::identity {
namespace {
bool IsUnreserved(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}
}  // namespace

bool IsValidCodeVerifier(const std::string& verifier) {
  if (verifier.size() < 43 || verifier.size() > 128) return false;
  for (char c : verifier) {
    if (!IsUnreserved(c)) return false;
  }
  return true;
}

bool IsValidS256Challenge(const std::string& challenge) {
  if (challenge.size() != 43) return false;
  for (char c : challenge) {
    if (!IsUnreserved(c) || c == '.' || c == '~') return false;
  }
  return true;
}

bool VerifierMatchesChallenge(const std::string& verifier, const std::string& challenge) {
  if (!IsValidCodeVerifier(verifier) || !IsValidS256Challenge(challenge)) return false;
  const std::string computed = Base64UrlEncode(Sha256(verifier));
  return computed.size() == challenge.size() && CRYPTO_memcmp(computed.data(), challenge.data(), computed.size()) == 0;
}

}  // namespace kadry::identity
