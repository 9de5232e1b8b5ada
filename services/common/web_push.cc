#include "services/common/web_push.h"

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"
#include "services/common/digest.h"
#include "services/common/http_url.h"
#include "services/common/status_macros.h"

namespace kadry {
namespace {

constexpr size_t kPointBytes = 65;  // 0x04 || x || y
constexpr size_t kScalarBytes = 32;
constexpr size_t kSaltBytes = 16;
constexpr size_t kAuthSecretBytes = 16;
constexpr size_t kTagBytes = 16;
constexpr uint32_t kRecordSize = 4096;
constexpr char kCurve[] = "prime256v1";  // OpenSSL's name for P-256
// RFC 8292 §2: a token must not live over 24 hours; half a day leaves room for clock skew.
constexpr absl::Duration kVapidLifetime = absl::Hours(12);

using PkeyCtxPtr = std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)>;
using BignumPtr = std::unique_ptr<BIGNUM, decltype(&BN_clear_free)>;

const unsigned char* Bytes(std::string_view text) { return reinterpret_cast<const unsigned char*>(text.data()); }
unsigned char* Bytes(std::string& text) { return reinterpret_cast<unsigned char*>(text.data()); }

// OpenSSL leaves the reasons of a failure in a per-thread queue; a later, unrelated caller
// that reads the queue would blame itself, so a failure empties it before it is reported.
absl::Status Failed(absl::Status status) {
  ERR_clear_error();
  return status;
}

PkeyPtr Own(EVP_PKEY* key) { return PkeyPtr(key, EVP_PKEY_free); }

// The key's public half as a 65-byte uncompressed point.
absl::StatusOr<std::string> PublicPoint(const EVP_PKEY* key) {
  std::string point(kPointBytes, '\0');
  size_t length = 0;
  if (EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, Bytes(point), point.size(), &length) !=
          1 ||
      length != kPointBytes || point[0] != '\x04') {
    return Failed(absl::InternalError("cannot read a P-256 public key"));
  }
  return point;
}

absl::StatusOr<PkeyPtr> KeyFromParams(const OSSL_PARAM* params, int selection) {
  PkeyCtxPtr ctx(EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr), EVP_PKEY_CTX_free);
  EVP_PKEY* key = nullptr;
  if (!ctx || EVP_PKEY_fromdata_init(ctx.get()) != 1 ||
      EVP_PKEY_fromdata(ctx.get(), &key, selection, const_cast<OSSL_PARAM*>(params)) != 1) {
    return Failed(absl::InvalidArgumentError("not a P-256 key"));
  }
  return Own(key);
}

// A subscription's p256dh. OpenSSL would also take a compressed point, which RFC 8291 §3.1
// rules out; and ECDH with a point off the curve is unsafe, so the point is checked.
absl::StatusOr<PkeyPtr> UaPublicKey(std::string_view point) {
  const absl::Status bad =
      absl::InvalidArgumentError("the user agent's public key must be a 65-byte uncompressed P-256 point");
  if (point.size() != kPointBytes || point[0] != '\x04') return bad;
  OSSL_PARAM params[] = {
      OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, const_cast<char*>(kCurve), 0),
      OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, const_cast<char*>(point.data()), point.size()),
      OSSL_PARAM_construct_end()};
  auto key = KeyFromParams(params, EVP_PKEY_PUBLIC_KEY);
  if (!key.ok()) return bad;
  PkeyCtxPtr check(EVP_PKEY_CTX_new_from_pkey(nullptr, key->get(), nullptr), EVP_PKEY_CTX_free);
  if (!check || EVP_PKEY_public_check(check.get()) != 1) return Failed(bad);
  return key;
}

// The sender's key pair from its private scalar. OpenSSL 3.0 does not compute the public
// point of a key imported without one, so it is computed here.
absl::StatusOr<PkeyPtr> SenderKey(std::string_view scalar) {
  const absl::Status bad = absl::InvalidArgumentError("the sender's private key must be a 32-byte P-256 scalar");
  if (scalar.size() != kScalarBytes) return bad;
  std::unique_ptr<EC_GROUP, decltype(&EC_GROUP_free)> group(EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1),
                                                            EC_GROUP_free);
  BignumPtr d(BN_bin2bn(Bytes(scalar), static_cast<int>(scalar.size()), nullptr), BN_clear_free);
  if (!group || !d) return Failed(absl::InternalError("cannot set up P-256"));
  if (BN_is_zero(d.get()) || BN_cmp(d.get(), EC_GROUP_get0_order(group.get())) >= 0) return bad;
  std::unique_ptr<EC_POINT, decltype(&EC_POINT_free)> point(EC_POINT_new(group.get()), EC_POINT_free);
  std::string public_point(kPointBytes, '\0');
  if (!point || EC_POINT_mul(group.get(), point.get(), d.get(), nullptr, nullptr, nullptr) != 1 ||
      EC_POINT_point2oct(group.get(), point.get(), POINT_CONVERSION_UNCOMPRESSED, Bytes(public_point),
                         public_point.size(), nullptr) != kPointBytes) {
    return Failed(absl::InternalError("cannot compute the sender's public key"));
  }
  std::unique_ptr<OSSL_PARAM_BLD, decltype(&OSSL_PARAM_BLD_free)> build(OSSL_PARAM_BLD_new(), OSSL_PARAM_BLD_free);
  if (!build || OSSL_PARAM_BLD_push_utf8_string(build.get(), OSSL_PKEY_PARAM_GROUP_NAME, kCurve, 0) != 1 ||
      OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_PRIV_KEY, d.get()) != 1 ||
      OSSL_PARAM_BLD_push_octet_string(build.get(), OSSL_PKEY_PARAM_PUB_KEY, public_point.data(),
                                       public_point.size()) != 1) {
    return Failed(absl::InternalError("cannot build the sender's key"));
  }
  std::unique_ptr<OSSL_PARAM, decltype(&OSSL_PARAM_free)> params(OSSL_PARAM_BLD_to_param(build.get()), OSSL_PARAM_free);
  if (!params) return Failed(absl::InternalError("cannot build the sender's key"));
  return KeyFromParams(params.get(), EVP_PKEY_KEYPAIR);
}

absl::StatusOr<PkeyPtr> NewP256Key() {
  EVP_PKEY* key = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256");
  if (key == nullptr) return Failed(absl::InternalError("P-256 key generation failed"));
  return Own(key);
}

// The x coordinate of own × peer (RFC 8291 §3.1).
absl::StatusOr<std::string> SharedSecret(EVP_PKEY* own, EVP_PKEY* peer) {
  PkeyCtxPtr ctx(EVP_PKEY_CTX_new_from_pkey(nullptr, own, nullptr), EVP_PKEY_CTX_free);
  size_t length = 0;
  if (!ctx || EVP_PKEY_derive_init(ctx.get()) != 1 || EVP_PKEY_derive_set_peer(ctx.get(), peer) != 1 ||
      EVP_PKEY_derive(ctx.get(), nullptr, &length) != 1) {
    return Failed(absl::InternalError("ECDH failed"));
  }
  std::string secret(length, '\0');
  if (EVP_PKEY_derive(ctx.get(), Bytes(secret), &length) != 1) return Failed(absl::InternalError("ECDH failed"));
  secret.resize(length);
  return secret;
}

// HKDF-SHA256, extract then expand (RFC 5869).
absl::StatusOr<std::string> Hkdf(std::string_view salt, std::string_view ikm, std::string_view info, size_t length) {
  std::unique_ptr<EVP_KDF, decltype(&EVP_KDF_free)> kdf(EVP_KDF_fetch(nullptr, "HKDF", nullptr), EVP_KDF_free);
  std::unique_ptr<EVP_KDF_CTX, decltype(&EVP_KDF_CTX_free)> ctx(kdf ? EVP_KDF_CTX_new(kdf.get()) : nullptr,
                                                                EVP_KDF_CTX_free);
  OSSL_PARAM params[] = {
      OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, const_cast<char*>("SHA256"), 0),
      OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, const_cast<char*>(ikm.data()), ikm.size()),
      OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, const_cast<char*>(salt.data()), salt.size()),
      OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, const_cast<char*>(info.data()), info.size()),
      OSSL_PARAM_construct_end()};
  std::string out(length, '\0');
  if (!ctx || EVP_KDF_derive(ctx.get(), Bytes(out), out.size(), params) != 1) {
    return Failed(absl::InternalError("HKDF failed"));
  }
  return out;
}

// One AES-128-GCM record: the ciphertext followed by its 16-byte tag.
absl::StatusOr<std::string> SealRecord(std::string_view key, std::string_view nonce, std::string_view record) {
  std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> ctx(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
  std::string out(record.size() + kTagBytes, '\0');
  int written = 0;
  int final_written = 0;
  if (!ctx || EVP_EncryptInit_ex2(ctx.get(), EVP_aes_128_gcm(), Bytes(key), Bytes(nonce), nullptr) != 1 ||
      EVP_EncryptUpdate(ctx.get(), Bytes(out), &written, Bytes(record), static_cast<int>(record.size())) != 1 ||
      EVP_EncryptFinal_ex(ctx.get(), Bytes(out) + written, &final_written) != 1 ||
      static_cast<size_t>(written + final_written) != record.size() ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, kTagBytes, Bytes(out) + record.size()) != 1) {
    return Failed(absl::InternalError("AES-128-GCM failed"));
  }
  return out;
}

absl::StatusOr<std::string> Encrypt(std::string_view plaintext, std::string_view ua_public_key,
                                    std::string_view auth_secret, EVP_PKEY* sender_key, std::string_view salt) {
  if (plaintext.size() > kWebPushMaxPlaintextBytes) {
    return absl::InvalidArgumentError(absl::StrCat("a push message holds at most ", kWebPushMaxPlaintextBytes,
                                                   " bytes of plaintext, not ", plaintext.size()));
  }
  if (auth_secret.size() != kAuthSecretBytes) {
    return absl::InvalidArgumentError("the subscription's auth secret must be 16 bytes");
  }
  if (salt.size() != kSaltBytes) return absl::InvalidArgumentError("the salt must be 16 bytes");
  ASSIGN_OR_RETURN(PkeyPtr ua_key, UaPublicKey(ua_public_key));
  ASSIGN_OR_RETURN(std::string as_public_key, PublicPoint(sender_key));

  // RFC 8291 §3.3-3.4: the ECDH secret mixed with the auth secret gives the input keying
  // material, from which the salt draws the content encryption key and the nonce.
  ASSIGN_OR_RETURN(std::string ecdh_secret, SharedSecret(sender_key, ua_key.get()));
  std::string key_info("WebPush: info\0", 14);
  key_info.append(ua_public_key).append(as_public_key);
  ASSIGN_OR_RETURN(std::string ikm, Hkdf(auth_secret, ecdh_secret, key_info, 32));
  ASSIGN_OR_RETURN(std::string cek, Hkdf(salt, ikm, std::string_view("Content-Encoding: aes128gcm\0", 28), 16));
  ASSIGN_OR_RETURN(std::string nonce, Hkdf(salt, ikm, std::string_view("Content-Encoding: nonce\0", 24), 12));

  // The only record is the last one: its padding delimiter is 0x02 (RFC 8188 §2), and no
  // padding follows. Being record 0, its nonce is the derived one unchanged.
  std::string record(plaintext);
  record.push_back('\x02');
  ASSIGN_OR_RETURN(std::string sealed, SealRecord(cek, nonce, record));

  std::string body(salt);
  for (int shift = 24; shift >= 0; shift -= 8) body.push_back(static_cast<char>((kRecordSize >> shift) & 0xff));
  body.push_back(static_cast<char>(kPointBytes));
  body.append(as_public_key).append(sealed);
  return body;
}

// RFC 8292 §2: the audience is the push resource's origin, "scheme://host[:port]", written
// as RFC 6454 §6.2 serialises it (lower case, no default port) so it matches the service's.
absl::StatusOr<std::string> EndpointOrigin(std::string_view endpoint_url) {
  const absl::Status bad = absl::InvalidArgumentError("the push endpoint must be an http(s) URL with a host");
  auto url = ParseHttpUrl(std::string(endpoint_url));
  if (!url.ok()) return bad;
  const size_t authority_start = url->base.find("://") + 3;
  // Without a path, ParseHttpUrl leaves a query or fragment in the base.
  std::string authority = url->base.substr(authority_start);
  authority = absl::AsciiStrToLower(authority.substr(0, authority.find_first_of("?#")));
  const bool printable = std::all_of(authority.begin(), authority.end(), [](char c) { return c > ' ' && c < '\x7f'; });
  if (authority.empty() || !printable || authority.find('@') != std::string::npos) return bad;
  const std::string_view default_port = url->https ? ":443" : ":80";
  if (authority.ends_with(default_port)) authority.resize(authority.size() - default_port.size());
  if (authority.empty() || authority.back() == ':') return bad;
  return absl::StrCat(url->https ? "https://" : "http://", authority);
}

// A JWS ES256 signature is r || s, 32 bytes each (RFC 7518 §3.4); OpenSSL gives DER.
absl::StatusOr<std::string> SignEs256(EVP_PKEY* key, std::string_view input) {
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  size_t length = 0;
  if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key) != 1 ||
      EVP_DigestSign(ctx.get(), nullptr, &length, Bytes(input), input.size()) != 1) {
    return Failed(absl::InternalError("ES256 signing failed"));
  }
  std::string der(length, '\0');
  if (EVP_DigestSign(ctx.get(), Bytes(der), &length, Bytes(input), input.size()) != 1) {
    return Failed(absl::InternalError("ES256 signing failed"));
  }
  const unsigned char* cursor = Bytes(der);
  std::unique_ptr<ECDSA_SIG, decltype(&ECDSA_SIG_free)> sig(d2i_ECDSA_SIG(nullptr, &cursor, static_cast<long>(length)),
                                                            ECDSA_SIG_free);
  std::string raw(2 * kScalarBytes, '\0');
  constexpr int kHalf = static_cast<int>(kScalarBytes);
  if (!sig || BN_bn2binpad(ECDSA_SIG_get0_r(sig.get()), Bytes(raw), kHalf) != kHalf ||
      BN_bn2binpad(ECDSA_SIG_get0_s(sig.get()), Bytes(raw) + kHalf, kHalf) != kHalf) {
    return Failed(absl::InternalError("ES256 signing failed"));
  }
  return raw;
}

// A key file is read unattended: an encrypted one must fail, not prompt on a terminal.
int NoPassphrase(char*, int, int, void*) { return 0; }

}  // namespace

absl::StatusOr<std::string> EncryptWebPushMessage(std::string_view plaintext, std::string_view ua_public_key,
                                                  std::string_view auth_secret) {
  ASSIGN_OR_RETURN(PkeyPtr sender_key, NewP256Key());
  std::string salt(kSaltBytes, '\0');
  if (RAND_bytes(Bytes(salt), static_cast<int>(salt.size())) != 1) {
    return Failed(absl::InternalError("no random bytes for the salt"));
  }
  return Encrypt(plaintext, ua_public_key, auth_secret, sender_key.get(), salt);
}

absl::StatusOr<std::string> EncryptWebPushMessage(std::string_view plaintext, std::string_view ua_public_key,
                                                  std::string_view auth_secret, const WebPushSenderSecrets& sender) {
  ASSIGN_OR_RETURN(PkeyPtr sender_key, SenderKey(sender.private_key));
  return Encrypt(plaintext, ua_public_key, auth_secret, sender_key.get(), sender.salt);
}

absl::StatusOr<VapidKey> VapidKeyFromPem(std::string_view pem) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())), BIO_free);
  PkeyPtr key = Own(bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, NoPassphrase, nullptr) : nullptr);
  if (!key) return Failed(absl::InvalidArgumentError("the VAPID key is not an unencrypted PEM private key"));
  char curve[32] = {};
  size_t curve_length = 0;
  if (!EVP_PKEY_is_a(key.get(), "EC") ||
      EVP_PKEY_get_utf8_string_param(key.get(), OSSL_PKEY_PARAM_GROUP_NAME, curve, sizeof curve, &curve_length) != 1 ||
      std::strcmp(curve, kCurve) != 0) {
    return Failed(absl::InvalidArgumentError("the VAPID key must be an EC key on the P-256 curve"));
  }
  ASSIGN_OR_RETURN(std::string public_key, PublicPoint(key.get()));
  return VapidKey(std::move(key), std::move(public_key));
}

absl::StatusOr<std::string> GenerateVapidKeyPem() {
  ASSIGN_OR_RETURN(PkeyPtr key, NewP256Key());
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  if (!bio || PEM_write_bio_PrivateKey(bio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1) {
    return Failed(absl::InternalError("cannot write the VAPID key as PEM"));
  }
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, length);
}

absl::StatusOr<std::string> VapidAuthorization(const VapidKey& key, std::string_view endpoint_url,
                                               std::string_view subject, absl::Time now) {
  // RFC 8292 §2.1: a contact the push service's operator can use; a JSON string must also
  // be valid UTF-8, which printable ASCII always is.
  const bool contact =
      (subject.starts_with("mailto:") && subject.size() > 7) || (subject.starts_with("https://") && subject.size() > 8);
  const bool printable = std::all_of(subject.begin(), subject.end(), [](char c) { return c > ' ' && c < '\x7f'; });
  if (!contact || !printable) {
    return absl::InvalidArgumentError("the VAPID subject must be a mailto: or https:// URI");
  }
  ASSIGN_OR_RETURN(std::string audience, EndpointOrigin(endpoint_url));
  const nlohmann::json claims = {
      {"aud", audience}, {"exp", absl::ToUnixSeconds(now + kVapidLifetime)}, {"sub", std::string(subject)}};
  const std::string signing_input =
      absl::StrCat(Base64UrlEncode(R"({"typ":"JWT","alg":"ES256"})"), ".", Base64UrlEncode(claims.dump()));
  ASSIGN_OR_RETURN(std::string signature, SignEs256(key.key_.get(), signing_input));
  return absl::StrCat("vapid t=", signing_input, ".", Base64UrlEncode(signature),
                      ", k=", Base64UrlEncode(key.public_key()));
}

}  // namespace kadry
