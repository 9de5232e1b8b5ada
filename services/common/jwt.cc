#include "services/common/jwt.h"

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/sha.h>

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/numbers.h"
#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "services/common/digest.h"
#include "services/common/json_limits.h"

namespace kadry {
namespace {

PkeyPtr Own(EVP_PKEY* key) { return PkeyPtr(key, EVP_PKEY_free); }

std::string BignumBytes(const BIGNUM* bn) {
  std::string out(BN_num_bytes(bn), '\0');
  BN_bn2bin(bn, reinterpret_cast<unsigned char*>(out.data()));
  return out;
}

absl::StatusOr<PkeyPtr> RsaPublicKey(const std::string& n_b64, const std::string& e_b64) {
  auto n = Base64UrlDecode(n_b64);
  auto e = Base64UrlDecode(e_b64);
  if (!n.ok() || !e.ok() || n->empty() || e->empty()) {
    return absl::InvalidArgumentError("bad RSA key in JWKS");
  }
  std::unique_ptr<BIGNUM, decltype(&BN_free)> bn_n(
      BN_bin2bn(reinterpret_cast<const unsigned char*>(n->data()), n->size(), nullptr), BN_free);
  std::unique_ptr<BIGNUM, decltype(&BN_free)> bn_e(
      BN_bin2bn(reinterpret_cast<const unsigned char*>(e->data()), e->size(), nullptr), BN_free);
  std::unique_ptr<OSSL_PARAM_BLD, decltype(&OSSL_PARAM_BLD_free)> bld(OSSL_PARAM_BLD_new(), OSSL_PARAM_BLD_free);
  OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_N, bn_n.get());
  OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_E, bn_e.get());
  std::unique_ptr<OSSL_PARAM, decltype(&OSSL_PARAM_free)> params(OSSL_PARAM_BLD_to_param(bld.get()), OSSL_PARAM_free);
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr),
                                                                  EVP_PKEY_CTX_free);
  EVP_PKEY* key = nullptr;
  if (!ctx || EVP_PKEY_fromdata_init(ctx.get()) <= 0 ||
      EVP_PKEY_fromdata(ctx.get(), &key, EVP_PKEY_PUBLIC_KEY, params.get()) <= 0) {
    return absl::InvalidArgumentError("bad RSA key in JWKS");
  }
  return Own(key);
}

bool VerifyRs256(const EVP_PKEY* key, std::string_view signed_part, std::string_view signature) {
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, const_cast<EVP_PKEY*>(key)) != 1) {
    return false;
  }
  return EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char*>(signature.data()), signature.size(),
                          reinterpret_cast<const unsigned char*>(signed_part.data()), signed_part.size()) == 1;
}

absl::Status Unauthenticated(std::string_view why) { return absl::UnauthenticatedError(std::string(why)); }

bool AudienceMatches(const nlohmann::json& aud, const std::string& expected) {
  if (aud.is_string()) return aud.get<std::string>() == expected;
  if (aud.is_array()) {
    return std::any_of(aud.begin(), aud.end(), [&](const auto& a) { return a.is_string() && a == expected; });
  }
  return false;
}

}  // namespace

std::string StringClaim(const nlohmann::json& claims, const char* name) {
  auto it = claims.find(name);
  return it != claims.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::string RandomToken(int bytes) {
  std::string raw(bytes, '\0');
  RAND_bytes(reinterpret_cast<unsigned char*>(raw.data()), bytes);
  return Base64UrlEncode(raw);
}

absl::StatusOr<RsaSigningKey> RsaSigningKey::Generate(std::string kid) {
  EVP_PKEY* key = EVP_RSA_gen(2048);
  if (key == nullptr) return absl::InternalError("RSA key generation failed");
  return RsaSigningKey(Own(key), std::move(kid));
}

absl::StatusOr<RsaSigningKey> RsaSigningKey::FromPem(const std::string& private_pem, std::string kid) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(
      BIO_new_mem_buf(private_pem.data(), static_cast<int>(private_pem.size())), BIO_free);
  EVP_PKEY* key = PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr);
  if (key == nullptr) return absl::InvalidArgumentError("unreadable private key");
  return RsaSigningKey(Own(key), std::move(kid));
}

std::string RsaSigningKey::PrivatePem() const {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  PEM_write_bio_PrivateKey(bio.get(), key_.get(), nullptr, nullptr, 0, nullptr, nullptr);
  char* data = nullptr;
  long len = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, len);
}

nlohmann::json RsaSigningKey::PublicJwk() const {
  BIGNUM* n = nullptr;
  BIGNUM* e = nullptr;
  EVP_PKEY_get_bn_param(key_.get(), OSSL_PKEY_PARAM_RSA_N, &n);
  EVP_PKEY_get_bn_param(key_.get(), OSSL_PKEY_PARAM_RSA_E, &e);
  nlohmann::json jwk = {{"kty", "RSA"},
                        {"use", "sig"},
                        {"alg", "RS256"},
                        {"kid", kid_},
                        {"n", Base64UrlEncode(BignumBytes(n))},
                        {"e", Base64UrlEncode(BignumBytes(e))}};
  BN_free(n);
  BN_free(e);
  return jwk;
}

std::string RsaSigningKey::Sign(const nlohmann::json& claims, const std::string& typ) const {
  const nlohmann::json header = {{"alg", "RS256"}, {"typ", typ}, {"kid", kid_}};
  const std::string signing_input = Base64UrlEncode(header.dump()) + "." + Base64UrlEncode(claims.dump());
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  size_t length = 0;
  EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key_.get());
  EVP_DigestSign(ctx.get(), nullptr, &length, reinterpret_cast<const unsigned char*>(signing_input.data()),
                 signing_input.size());
  std::string signature(length, '\0');
  EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(signature.data()), &length,
                 reinterpret_cast<const unsigned char*>(signing_input.data()), signing_input.size());
  signature.resize(length);
  return signing_input + "." + Base64UrlEncode(signature);
}

absl::StatusOr<KeySet> KeySet::FromJwks(const nlohmann::json& jwks) {
  KeySet set;
  if (!jwks.is_object() || !jwks.contains("keys") || !jwks["keys"].is_array()) {
    return absl::InvalidArgumentError("JWKS has no keys array");
  }
  for (const auto& jwk : jwks["keys"]) {
    if (!jwk.is_object() || StringClaim(jwk, "kty") != "RSA" || StringClaim(jwk, "kid").empty()) {
      continue;  // keys of other types are not ours to use
    }
    auto key = RsaPublicKey(StringClaim(jwk, "n"), StringClaim(jwk, "e"));
    if (!key.ok()) return key.status();
    set.keys_[StringClaim(jwk, "kid")] = *key;
  }
  return set;
}

const EVP_PKEY* KeySet::Find(const std::string& kid) const {
  auto it = keys_.find(kid);
  return it == keys_.end() ? nullptr : it->second.get();
}

absl::StatusOr<nlohmann::json> VerifyJwt(std::string_view token, const KeySet& keys, const TokenRules& rules,
                                         absl::Time now) {
  if (token.size() > kMaxTokenBytes) return Unauthenticated("malformed token");
  std::vector<std::string> parts = absl::StrSplit(std::string(token), '.');
  if (parts.size() != 3 || parts[2].empty()) return Unauthenticated("malformed token");
  auto header_text = Base64UrlDecode(parts[0]);
  auto claims_text = Base64UrlDecode(parts[1]);
  auto signature = Base64UrlDecode(parts[2]);
  if (!header_text.ok() || !claims_text.ok() || !signature.ok()) {
    return Unauthenticated("malformed token");
  }
  auto header = ParseUntrustedJson(*header_text);
  auto claims_or = ParseUntrustedJson(*claims_text);
  if (!header.ok() || !claims_or.ok() || !header->is_object() || !claims_or->is_object()) {
    return Unauthenticated("malformed token");
  }
  const nlohmann::json& claims = *claims_or;
  if (StringClaim(*header, "alg") != "RS256") return Unauthenticated("unsupported algorithm");
  // RFC 9068 §4: an ID token or a token of another kind must not pass for an access token.
  if (!rules.required_type.empty() && !absl::EqualsIgnoreCase(StringClaim(*header, "typ"), rules.required_type)) {
    return Unauthenticated("wrong token type");
  }
  const std::string kid = StringClaim(*header, "kid");
  const EVP_PKEY* key = keys.Find(kid);
  if (key == nullptr) return absl::NotFoundError("unknown signing key");
  const size_t signed_length = parts[0].size() + 1 + parts[1].size();
  if (!VerifyRs256(key, token.substr(0, signed_length), *signature)) {
    return Unauthenticated("bad signature");
  }
  if (!claims.contains("iss") || claims["iss"] != rules.issuer) {
    return Unauthenticated("wrong issuer");
  }
  if (!claims.contains("aud") || !AudienceMatches(claims["aud"], rules.audience)) {
    return Unauthenticated("wrong audience");
  }
  const int64_t seconds = absl::ToUnixSeconds(now);
  const int64_t skew = absl::ToInt64Seconds(rules.skew);
  if (!claims.contains("exp") || !claims["exp"].is_number_integer() || claims["exp"].get<int64_t>() + skew < seconds) {
    return Unauthenticated("token expired");
  }
  if (claims.contains("nbf") && (!claims["nbf"].is_number_integer() || claims["nbf"].get<int64_t>() - skew > seconds)) {
    return Unauthenticated("token not yet valid");
  }
  if (!rules.required_scope.empty()) {
    const std::string scope = StringClaim(claims, "scope");
    std::vector<std::string> scopes = absl::StrSplit(scope, ' ', absl::SkipEmpty());
    if (std::find(scopes.begin(), scopes.end(), rules.required_scope) == scopes.end()) {
      return Unauthenticated("missing scope");
    }
  }
  return claims;
}

std::vector<int> ParseRoleClaim(const nlohmann::json& role) {
  std::vector<int> out;
  auto add = [&out](const nlohmann::json& value) {
    int id = 0;
    if (value.is_number_integer()) {
      out.push_back(value.get<int>());
    } else if (value.is_string() && absl::SimpleAtoi(value.get<std::string>(), &id)) {
      out.push_back(id);
    }
  };
  if (role.is_array()) {
    for (const auto& r : role) add(r);
  } else {
    add(role);
  }
  return out;
}

absl::StatusOr<Principal> PrincipalFromClaims(const nlohmann::json& claims) {
  Principal p;
  if (!claims.contains("sub") || !claims["sub"].is_string() ||
      !absl::SimpleAtoi(claims["sub"].get<std::string>(), &p.user_id) || p.user_id <= 0) {
    return absl::UnauthenticatedError("the token has no numeric subject");
  }
  if (claims.contains("role")) p.role_ids = ParseRoleClaim(claims["role"]);
  if (claims.contains("scope") && claims["scope"].is_string()) {
    p.scopes = absl::StrSplit(claims["scope"].get<std::string>(), ' ', absl::SkipEmpty());
  }
  p.username = StringClaim(claims, "preferred_username");
  p.name = StringClaim(claims, "name");
  p.client_id = StringClaim(claims, "client_id");
  return p;
}

bool Principal::HasRole(int role_id) const {
  return std::find(role_ids.begin(), role_ids.end(), role_id) != role_ids.end();
}

bool Principal::HasScope(std::string_view scope) const {
  return std::find(scopes.begin(), scopes.end(), scope) != scopes.end();
}

}  // namespace kadry
