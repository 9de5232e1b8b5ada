#include "services/common/web_push.h"

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "services/common/digest.h"

namespace kadry {
namespace {

// RFC 8291, Appendix A (and the message of §5), as published: the inputs and the body.
constexpr char kRfcPlaintext[] = "V2hlbiBJIGdyb3cgdXAsIEkgd2FudCB0byBiZSBhIHdhdGVybWVsb24";
constexpr char kRfcAsPublic[] =
    "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
constexpr char kRfcAsPrivate[] = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
constexpr char kRfcUaPublic[] =
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
constexpr char kRfcUaPrivate[] = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94";
constexpr char kRfcSalt[] = "DGv6ra1nlYgDCS1FRnbzlw";
constexpr char kRfcAuthSecret[] = "BTBZMqHH6r4Tts7J_aSIgg";
constexpr char kRfcBody[] =
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml"
    "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT"
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN";

const absl::Time kNow = absl::FromUnixSeconds(1795407600);

using PkeyCtxPtr = std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)>;

std::string Unbase64(std::string_view text) {
  auto bytes = Base64UrlDecode(text);
  EXPECT_TRUE(bytes.ok()) << text;
  return bytes.ok() ? *bytes : std::string();
}

const unsigned char* Bytes(std::string_view text) { return reinterpret_cast<const unsigned char*>(text.data()); }

std::string PublicPoint(const EVP_PKEY* key) {
  std::string point(65, '\0');
  size_t length = 0;
  EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY,
                                  reinterpret_cast<unsigned char*>(point.data()), point.size(), &length);
  point.resize(length);
  return point;
}

// A P-256 key from its public point and, when given, its private scalar.
PkeyPtr P256Key(std::string_view point, std::string_view scalar = {}) {
  std::unique_ptr<OSSL_PARAM_BLD, decltype(&OSSL_PARAM_BLD_free)> build(OSSL_PARAM_BLD_new(), OSSL_PARAM_BLD_free);
  OSSL_PARAM_BLD_push_utf8_string(build.get(), OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0);
  OSSL_PARAM_BLD_push_octet_string(build.get(), OSSL_PKEY_PARAM_PUB_KEY, point.data(), point.size());
  std::unique_ptr<BIGNUM, decltype(&BN_clear_free)> d(nullptr, BN_clear_free);
  if (!scalar.empty()) {
    d.reset(BN_bin2bn(Bytes(scalar), static_cast<int>(scalar.size()), nullptr));
    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_PRIV_KEY, d.get());
  }
  std::unique_ptr<OSSL_PARAM, decltype(&OSSL_PARAM_free)> params(OSSL_PARAM_BLD_to_param(build.get()), OSSL_PARAM_free);
  PkeyCtxPtr ctx(EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr), EVP_PKEY_CTX_free);
  EVP_PKEY* key = nullptr;
  EVP_PKEY_fromdata_init(ctx.get());
  EVP_PKEY_fromdata(ctx.get(), &key, scalar.empty() ? EVP_PKEY_PUBLIC_KEY : EVP_PKEY_KEYPAIR, params.get());
  return PkeyPtr(key, EVP_PKEY_free);
}

PkeyPtr NewKey(const char* type, const char* curve) {
  return PkeyPtr(EVP_PKEY_Q_keygen(nullptr, nullptr, type, curve), EVP_PKEY_free);
}

std::string RandomBytes(int count) {
  std::string bytes(count, '\0');
  RAND_bytes(reinterpret_cast<unsigned char*>(bytes.data()), count);
  return bytes;
}

std::string HmacSha256(std::string_view key, std::string_view data) {
  unsigned char out[32];
  unsigned int length = 0;
  HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), Bytes(data), data.size(), out, &length);
  return std::string(reinterpret_cast<char*>(out), length);
}

// What the browser does with a push message (RFC 8291 §3.3-3.4, RFC 8188 §2), written out
// step by step as the RFC writes it, apart from the code under test.
absl::StatusOr<std::string> Decrypt(std::string_view body, EVP_PKEY* ua_key, std::string_view auth_secret) {
  if (body.size() < 21) return absl::InvalidArgumentError("no header");
  const std::string_view salt = body.substr(0, 16);
  const uint32_t rs = (uint32_t{static_cast<unsigned char>(body[16])} << 24) |
                      (uint32_t{static_cast<unsigned char>(body[17])} << 16) |
                      (uint32_t{static_cast<unsigned char>(body[18])} << 8) | static_cast<unsigned char>(body[19]);
  const size_t idlen = static_cast<unsigned char>(body[20]);
  if (rs != 4096 || idlen != 65 || body.size() < 21 + idlen + 17) return absl::InvalidArgumentError("bad header");
  const std::string_view as_public = body.substr(21, idlen);
  const std::string_view record = body.substr(21 + idlen);
  if (record.size() > rs) return absl::InvalidArgumentError("more than one record");

  PkeyPtr as_key = P256Key(as_public);
  if (!as_key) return absl::InvalidArgumentError("bad keyid");
  PkeyCtxPtr ctx(EVP_PKEY_CTX_new_from_pkey(nullptr, ua_key, nullptr), EVP_PKEY_CTX_free);
  std::string ecdh_secret(32, '\0');
  size_t length = ecdh_secret.size();
  if (EVP_PKEY_derive_init(ctx.get()) != 1 || EVP_PKEY_derive_set_peer(ctx.get(), as_key.get()) != 1 ||
      EVP_PKEY_derive(ctx.get(), reinterpret_cast<unsigned char*>(ecdh_secret.data()), &length) != 1) {
    return absl::InternalError("ECDH");
  }
  const std::string ua_public = PublicPoint(ua_key);
  // PRK_key = HMAC-SHA-256(auth_secret, ecdh_secret)
  const std::string prk_key = HmacSha256(auth_secret, ecdh_secret);
  // key_info = "WebPush: info" || 0x00 || ua_public || as_public; IKM = HMAC(PRK_key, key_info || 0x01)
  std::string key_info("WebPush: info\0", 14);
  key_info.append(ua_public).append(as_public);
  const std::string ikm = HmacSha256(prk_key, key_info + '\x01');
  // PRK = HMAC(salt, IKM); CEK and NONCE are the first 16 and 12 bytes of HMAC(PRK, info || 0x01).
  const std::string prk = HmacSha256(salt, ikm);
  const std::string cek = HmacSha256(prk, std::string("Content-Encoding: aes128gcm\0\x01", 29)).substr(0, 16);
  const std::string nonce = HmacSha256(prk, std::string("Content-Encoding: nonce\0\x01", 25)).substr(0, 12);

  const std::string_view ciphertext = record.substr(0, record.size() - 16);
  std::string tag(record.substr(record.size() - 16));
  std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> cipher(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
  std::string padded(ciphertext.size(), '\0');
  int written = 0;
  int final_written = 0;
  if (EVP_DecryptInit_ex(cipher.get(), EVP_aes_128_gcm(), nullptr, Bytes(cek), Bytes(nonce)) != 1 ||
      EVP_DecryptUpdate(cipher.get(), reinterpret_cast<unsigned char*>(padded.data()), &written, Bytes(ciphertext),
                        static_cast<int>(ciphertext.size())) != 1 ||
      EVP_CIPHER_CTX_ctrl(cipher.get(), EVP_CTRL_GCM_SET_TAG, 16, tag.data()) != 1 ||
      EVP_DecryptFinal_ex(cipher.get(), reinterpret_cast<unsigned char*>(padded.data()) + written, &final_written) !=
          1) {
    return absl::InvalidArgumentError("the tag does not match");
  }
  // The last record ends in 0x02 followed by zero or more 0x00.
  const size_t delimiter = padded.find_last_not_of('\0');
  if (delimiter == std::string::npos || padded[delimiter] != '\x02') return absl::InvalidArgumentError("bad padding");
  return padded.substr(0, delimiter);
}

TEST(WebPushEncryptionTest, ReproducesRfc8291AppendixA) {
  const std::string plaintext = Unbase64(kRfcPlaintext);
  ASSERT_EQ(plaintext, "When I grow up, I want to be a watermelon");
  auto body = EncryptWebPushMessage(plaintext, Unbase64(kRfcUaPublic), Unbase64(kRfcAuthSecret),
                                    {.private_key = Unbase64(kRfcAsPrivate), .salt = Unbase64(kRfcSalt)});
  ASSERT_TRUE(body.ok()) << body.status();
  EXPECT_EQ(Base64UrlEncode(*body), kRfcBody);
  // The header's keyid is the application server's public key the appendix gives.
  EXPECT_EQ(body->substr(21, 65), Unbase64(kRfcAsPublic));
}

TEST(WebPushEncryptionTest, TheTestsDecryptionOpensTheRfcMessage) {
  // The decryption the round trips rely on, checked against the RFC's own keys and body.
  PkeyPtr ua_key = P256Key(Unbase64(kRfcUaPublic), Unbase64(kRfcUaPrivate));
  ASSERT_TRUE(ua_key);
  auto plaintext = Decrypt(Unbase64(kRfcBody), ua_key.get(), Unbase64(kRfcAuthSecret));
  ASSERT_TRUE(plaintext.ok()) << plaintext.status();
  EXPECT_EQ(*plaintext, "When I grow up, I want to be a watermelon");
  auto wrong = Decrypt(Unbase64(kRfcBody), ua_key.get(), RandomBytes(16));
  EXPECT_FALSE(wrong.ok());
}

TEST(WebPushEncryptionTest, RoundTripsWithARandomKeyAndSalt) {
  PkeyPtr ua_key = NewKey("EC", "P-256");
  const std::string ua_public = PublicPoint(ua_key.get());
  const std::string auth_secret = RandomBytes(16);
  const std::string plaintext = R"({"title":"Wniosek urlopowy","body":"Anna Nowak prosi o 3 dni urlopu"})";

  auto first = EncryptWebPushMessage(plaintext, ua_public, auth_secret);
  auto second = EncryptWebPushMessage(plaintext, ua_public, auth_secret);
  ASSERT_TRUE(first.ok()) << first.status();
  ASSERT_TRUE(second.ok()) << second.status();
  EXPECT_EQ(first->size(), 86 + plaintext.size() + 1 + 16);
  EXPECT_EQ(first->substr(16, 5), std::string("\x00\x00\x10\x00\x41", 5));  // rs = 4096, idlen = 65
  EXPECT_NE(first->substr(0, 16), second->substr(0, 16));                   // a new salt each time
  EXPECT_NE(first->substr(21, 65), second->substr(21, 65));                 // and a new sender key

  for (const std::string& body : {*first, *second}) {
    auto decrypted = Decrypt(body, ua_key.get(), auth_secret);
    ASSERT_TRUE(decrypted.ok()) << decrypted.status();
    EXPECT_EQ(*decrypted, plaintext);
  }
  std::string tampered = *first;
  tampered.back() ^= 1;
  EXPECT_FALSE(Decrypt(tampered, ua_key.get(), auth_secret).ok());
}

TEST(WebPushEncryptionTest, TheLargestPlaintextFillsOneRecord) {
  PkeyPtr ua_key = NewKey("EC", "P-256");
  const std::string auth_secret = RandomBytes(16);
  const std::string largest(3993, 'x');
  auto body = EncryptWebPushMessage(largest, PublicPoint(ua_key.get()), auth_secret);
  ASSERT_TRUE(body.ok()) << body.status();
  EXPECT_EQ(body->size(), 4096u);
  auto decrypted = Decrypt(*body, ua_key.get(), auth_secret);
  ASSERT_TRUE(decrypted.ok()) << decrypted.status();
  EXPECT_EQ(*decrypted, largest);

  auto too_large = EncryptWebPushMessage(std::string(3994, 'x'), PublicPoint(ua_key.get()), auth_secret);
  EXPECT_EQ(too_large.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(too_large.status().message(), "3993")) << too_large.status().message();
  EXPECT_TRUE(EncryptWebPushMessage("", PublicPoint(ua_key.get()), auth_secret).ok());
}

TEST(WebPushEncryptionTest, RefusesBadKeysAndSecrets) {
  const std::string ua_public = Unbase64(kRfcUaPublic);
  const std::string auth_secret = Unbase64(kRfcAuthSecret);
  // INVALID_ARGUMENT, and the message names what is wrong.
  auto refused = [](const absl::StatusOr<std::string>& body, const char* what) {
    EXPECT_EQ(body.status().code(), absl::StatusCode::kInvalidArgument) << what;
    EXPECT_TRUE(absl::StrContains(body.status().message(), what)) << body.status();
  };

  std::string off_curve = ua_public;
  off_curve[64] ^= 1;  // y no longer matches x
  std::string wrong_prefix = ua_public;
  wrong_prefix[0] = '\x05';
  std::string compressed = ua_public.substr(0, 33);
  compressed[0] = (static_cast<unsigned char>(ua_public[64]) & 1) ? '\x03' : '\x02';
  for (const std::string& key : {ua_public.substr(1), off_curve, wrong_prefix, compressed, std::string()}) {
    refused(EncryptWebPushMessage("hello", key, auth_secret), "public key");
  }
  for (const std::string& secret : {auth_secret.substr(1), auth_secret + "x", std::string()}) {
    refused(EncryptWebPushMessage("hello", ua_public, secret), "auth secret");
  }

  const std::string salt = Unbase64(kRfcSalt);
  const std::string scalar = Unbase64(kRfcAsPrivate);
  // The group order n of P-256: a scalar must be in [1, n).
  const std::string order = absl::HexStringToBytes("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");
  for (const std::string& bad : {std::string(32, '\0'), order, std::string(32, '\xff'), scalar.substr(1)}) {
    refused(EncryptWebPushMessage("hello", ua_public, auth_secret, {bad, salt}), "private key");
  }
  refused(EncryptWebPushMessage("hello", ua_public, auth_secret, {scalar, salt.substr(1)}), "salt");
}

// The parts of "vapid t=<JWT>, k=<key>".
struct VapidHeader {
  std::string header;
  std::string claims;
  std::string signature;
  std::string signing_input;
  std::string k;
};

VapidHeader SplitVapid(const std::string& value) {
  VapidHeader out;
  EXPECT_TRUE(value.starts_with("vapid t=")) << value;
  const size_t comma = value.find(", k=");
  EXPECT_NE(comma, std::string::npos) << value;
  if (comma == std::string::npos) return out;
  const std::string jwt = value.substr(8, comma - 8);
  out.k = value.substr(comma + 4);
  std::vector<std::string> parts = absl::StrSplit(jwt, '.');
  EXPECT_EQ(parts.size(), 3u) << jwt;
  if (parts.size() != 3) return out;
  out.header = Unbase64(parts[0]);
  out.claims = Unbase64(parts[1]);
  out.signature = Unbase64(parts[2]);
  out.signing_input = parts[0] + "." + parts[1];
  return out;
}

// ES256 as a JWS carries it (r || s), turned back into the DER OpenSSL verifies.
bool VerifyEs256(std::string_view public_point, std::string_view input, std::string_view signature) {
  if (signature.size() != 64) return false;
  std::unique_ptr<ECDSA_SIG, decltype(&ECDSA_SIG_free)> sig(ECDSA_SIG_new(), ECDSA_SIG_free);
  ECDSA_SIG_set0(sig.get(), BN_bin2bn(Bytes(signature), 32, nullptr), BN_bin2bn(Bytes(signature) + 32, 32, nullptr));
  std::string der(i2d_ECDSA_SIG(sig.get(), nullptr), '\0');
  unsigned char* cursor = reinterpret_cast<unsigned char*>(der.data());
  i2d_ECDSA_SIG(sig.get(), &cursor);
  PkeyPtr key = P256Key(public_point);
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  return key && EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key.get()) == 1 &&
         EVP_DigestVerify(ctx.get(), Bytes(der), der.size(), Bytes(input), input.size()) == 1;
}

std::string Pem(EVP_PKEY* key) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  PEM_write_bio_PrivateKey(bio.get(), key, nullptr, nullptr, 0, nullptr, nullptr);
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, length);
}

TEST(WebPushVapidTest, SignsAnEs256TokenForTheEndpointsOrigin) {
  auto pem = GenerateVapidKeyPem();
  ASSERT_TRUE(pem.ok()) << pem.status();
  auto key = VapidKeyFromPem(*pem);
  ASSERT_TRUE(key.ok()) << key.status();

  auto value =
      VapidAuthorization(*key, "https://push.example.net:8443/wpush/abc?x=1", "mailto:kadry@example.com", kNow);
  ASSERT_TRUE(value.ok()) << value.status();
  const VapidHeader parts = SplitVapid(*value);
  EXPECT_EQ(nlohmann::json::parse(parts.header), nlohmann::json({{"typ", "JWT"}, {"alg", "ES256"}}));
  const nlohmann::json claims = nlohmann::json::parse(parts.claims);
  EXPECT_EQ(claims, nlohmann::json({{"aud", "https://push.example.net:8443"},
                                    {"exp", absl::ToUnixSeconds(kNow) + 12 * 3600},
                                    {"sub", "mailto:kadry@example.com"}}));
  EXPECT_EQ(parts.k, Base64UrlEncode(key->public_key()));
  EXPECT_TRUE(VerifyEs256(Unbase64(parts.k), parts.signing_input, parts.signature));

  // The verification above can fail: not for other claims, nor for another key.
  const std::string forged = Base64UrlEncode(parts.header) + "." + Base64UrlEncode(R"({"aud":"https://evil"})");
  EXPECT_FALSE(VerifyEs256(Unbase64(parts.k), forged, parts.signature));
  PkeyPtr other = NewKey("EC", "P-256");
  EXPECT_FALSE(VerifyEs256(PublicPoint(other.get()), parts.signing_input, parts.signature));
}

TEST(WebPushVapidTest, ThePublicKeyIsThePemKeysPoint) {
  PkeyPtr generated = NewKey("EC", "P-256");
  const std::string point = PublicPoint(generated.get());
  ASSERT_EQ(point.size(), 65u);
  auto key = VapidKeyFromPem(Pem(generated.get()));
  ASSERT_TRUE(key.ok()) << key.status();
  EXPECT_EQ(key->public_key(), point);

  // The older "EC PRIVATE KEY" (SEC 1) form, as `openssl ecparam -genkey` writes it, too.
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  ASSERT_EQ(PEM_write_bio_PrivateKey_traditional(bio.get(), generated.get(), nullptr, nullptr, 0, nullptr, nullptr), 1);
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio.get(), &data);
  const std::string sec1(data, length);
  ASSERT_TRUE(absl::StrContains(sec1, "BEGIN EC PRIVATE KEY")) << sec1;
  auto again = VapidKeyFromPem(sec1);
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_EQ(again->public_key(), point);
}

TEST(WebPushVapidTest, GeneratesANewUnencryptedKeyEachTime) {
  auto first = GenerateVapidKeyPem();
  auto second = GenerateVapidKeyPem();
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_TRUE(first->starts_with("-----BEGIN PRIVATE KEY-----")) << *first;
  EXPECT_NE(*first, *second);
  EXPECT_NE(VapidKeyFromPem(*first)->public_key(), VapidKeyFromPem(*second)->public_key());
}

TEST(WebPushVapidTest, RefusesKeysThatAreNotP256) {
  PkeyPtr p384 = NewKey("EC", "P-384");
  auto rsa = RsaSigningKey::Generate("kid");
  ASSERT_TRUE(rsa.ok());
  for (const std::string& pem : {Pem(p384.get()), rsa->PrivatePem()}) {
    auto key = VapidKeyFromPem(pem);
    EXPECT_EQ(key.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_TRUE(absl::StrContains(key.status().message(), "P-256")) << key.status().message();
  }
  EXPECT_EQ(VapidKeyFromPem("not a key").status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(VapidKeyFromPem("").status().code(), absl::StatusCode::kInvalidArgument);

  // An encrypted key is refused at once: reading it must never wait for a passphrase.
  PkeyPtr p256 = NewKey("EC", "P-256");
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  char passphrase[] = "sekret";
  ASSERT_EQ(PEM_write_bio_PKCS8PrivateKey(bio.get(), p256.get(), EVP_aes_128_cbc(), passphrase, 6, nullptr, nullptr),
            1);
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio.get(), &data);
  const std::string encrypted(data, length);
  ASSERT_TRUE(absl::StrContains(encrypted, "ENCRYPTED")) << encrypted;
  EXPECT_EQ(VapidKeyFromPem(encrypted).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(WebPushVapidTest, TheAudienceIsTheOriginAsRfc6454WritesIt) {
  auto key = VapidKeyFromPem(*GenerateVapidKeyPem());
  ASSERT_TRUE(key.ok());
  auto audience = [&](std::string_view endpoint) -> std::string {
    auto value = VapidAuthorization(*key, endpoint, "https://kadry.example.com/kontakt", kNow);
    EXPECT_TRUE(value.ok()) << endpoint << ": " << value.status();
    return value.ok() ? nlohmann::json::parse(SplitVapid(*value).claims).value("aud", "") : std::string();
  };
  EXPECT_EQ(audience("https://fcm.googleapis.com/fcm/send/dXZ0:APA91b"), "https://fcm.googleapis.com");
  EXPECT_EQ(audience("https://Updates.Push.Services.Mozilla.com:443/wpush/v2/gAAAAA"),
            "https://updates.push.services.mozilla.com");
  EXPECT_EQ(audience("https://push.example.net?x=1"), "https://push.example.net");
  EXPECT_EQ(audience("http://localhost:8090/push/1"), "http://localhost:8090");
}

TEST(WebPushVapidTest, RefusesABadSubjectOrEndpoint) {
  auto key = VapidKeyFromPem(*GenerateVapidKeyPem());
  ASSERT_TRUE(key.ok());
  const std::string endpoint = "https://push.example.net/wpush/abc";
  for (std::string_view subject : {"kadry@example.com", "mailto:", "http://kadry.example.com", "mailto:a b@example.com",
                                   "mailto:kadry@example.com\n", ""}) {
    auto value = VapidAuthorization(*key, endpoint, subject, kNow);
    EXPECT_EQ(value.status().code(), absl::StatusCode::kInvalidArgument) << subject;
    EXPECT_TRUE(absl::StrContains(value.status().message(), "subject")) << value.status().message();
  }
  for (std::string_view url : {"push.example.net/wpush", "ftp://push.example.net/x", "https:///wpush", "https://",
                               "https://user@push.example.net/x", "https://push.example.net:/x"}) {
    auto value = VapidAuthorization(*key, url, "mailto:kadry@example.com", kNow);
    EXPECT_EQ(value.status().code(), absl::StatusCode::kInvalidArgument) << url;
    EXPECT_TRUE(absl::StrContains(value.status().message(), "endpoint")) << value.status().message();
  }
}

}  // namespace
}  // namespace kadry
