#include "services/identity/domain/client_secret.h"

#include <openssl/crypto.h>

#include "absl/strings/match.h"
#include "services/common/digest.h"
#include "services/identity/domain/password.h"

namespace kadry::identity {
namespace {
constexpr char kSha256Prefix[] = "sha256:";
}  // namespace

std::string HashClientSecret(const std::string& secret) { return kSha256Prefix + Sha256Hex(secret); }

bool ClientSecretMatches(const std::string& stored, const std::string& presented) {
  if (absl::StartsWith(stored, kSha256Prefix)) {
    const std::string expected = stored;
    const std::string actual = HashClientSecret(presented);
    return expected.size() == actual.size() && CRYPTO_memcmp(expected.data(), actual.data(), actual.size()) == 0;
  }
  if (absl::StartsWith(stored, "$argon2")) return PasswordMatches(stored, presented);
  return false;
}

bool ClientSecretNeedsRehash(const std::string& stored) { return !absl::StartsWith(stored, kSha256Prefix); }

}  // namespace kadry::identity
