#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "nlohmann/json.hpp"
#include "services/common/digest.h"

typedef struct evp_pkey_st EVP_PKEY;

namespace kadry {

// The named member when it is a string, else empty: claims come from untrusted input.
std::string StringClaim(const nlohmann::json& claims, const char* name);
std::string RandomToken(int bytes = 32);  // base64url of random bytes

using PkeyPtr = std::shared_ptr<EVP_PKEY>;

// The JWS `typ` of access tokens (RFC 9068) and of ID tokens.
inline constexpr char kAccessTokenType[] = "at+jwt";
inline constexpr char kIdTokenType[] = "JWT";

// An RS256 signing key with its key id; the identity provider signs tokens with it.
class RsaSigningKey final {
 public:
  static absl::StatusOr<RsaSigningKey> Generate(std::string kid);
  static absl::StatusOr<RsaSigningKey> FromPem(const std::string& private_pem, std::string kid);

  const std::string& kid() const { return kid_; }
  std::string PrivatePem() const;
  // The public half as a JWK (kty, use, alg, kid, n, e).
  nlohmann::json PublicJwk() const;
  // A compact JWS: header {alg: RS256, typ, kid} and the given claims.
  std::string Sign(const nlohmann::json& claims, const std::string& typ = kIdTokenType) const;

 private:
  RsaSigningKey(PkeyPtr key, std::string kid) : key_(std::move(key)), kid_(std::move(kid)) {}
  PkeyPtr key_;
  std::string kid_;
};

// Public keys by kid, built from a JWKS document.
class KeySet final {
 public:
  static absl::StatusOr<KeySet> FromJwks(const nlohmann::json& jwks);
  const EVP_PKEY* Find(const std::string& kid) const;
  size_t size() const { return keys_.size(); }

 private:
  std::map<std::string, PkeyPtr> keys_;
};

// Longer tokens are refused before any decoding (Kadry's access tokens are about 1 KB).
inline constexpr size_t kMaxTokenBytes = 8192;

struct TokenRules {
  std::string issuer;
  std::string audience;        // must be in `aud` (string or array)
  std::string required_scope;  // must be one of the space-separated `scope` values; empty = none
  std::string required_type;   // the header's `typ` (case-insensitive); empty = any
  absl::Duration skew = absl::Minutes(5);
};

// Checks an RS256 JWT strictly: three parts, alg exactly RS256 (never none or HS*), a
// known kid, a valid signature, iss, aud, exp and nbf with skew, and the scope.
// Failures are UNAUTHENTICATED with a short reason; an unknown kid is NOT_FOUND so the
// caller can refresh its JWKS once and retry.
absl::StatusOr<nlohmann::json> VerifyJwt(std::string_view token, const KeySet& keys, const TokenRules& rules,
                                         absl::Time now);

// The signed-in user as the token says: numeric `sub`, roles from `role` (a number or a
// list of numbers or numeric strings), scopes and names.
struct Principal {
  int user_id = 0;
  std::vector<int> role_ids;
  std::vector<std::string> scopes;
  std::string username;
  std::string name;
  std::string client_id;
  bool HasRole(int role_id) const;
  bool HasScope(std::string_view scope) const;
};

absl::StatusOr<Principal> PrincipalFromClaims(const nlohmann::json& claims);
std::vector<int> ParseRoleClaim(const nlohmann::json& role);

}  // namespace kadry
