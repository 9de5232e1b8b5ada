#pragma once

// Web Push as an application server sends it: the message body encrypted for one browser
// subscription (RFC 8291, with the "aes128gcm" content coding of RFC 8188) and the VAPID
// Authorization header that names the sender to the push service (RFC 8292).
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/common/jwt.h"

namespace kadry {

// A push service need not take a body over 4096 bytes (RFC 8030 §7.2); less the 86-byte
// header, the padding delimiter and the 16-byte tag, this much plaintext fits in it.
inline constexpr size_t kWebPushMaxPlaintextBytes = 3993;

// What the application server picks at random for each message. A caller gives them only to
// reproduce a known message (a test); the public key is computed from the private one so the
// two can never disagree.
struct WebPushSenderSecrets {
  std::string private_key;  // the ephemeral P-256 private key: a 32-byte big-endian scalar
  std::string salt;         // 16 bytes
};

// The body of a push message for one subscription, to send with "Content-Encoding: aes128gcm":
// salt(16) || rs=4096 (4 bytes, big-endian) || idlen=65 || the sender's ephemeral public key ||
// one record. `ua_public_key` is the subscription's p256dh (a 65-byte uncompressed P-256 point)
// and `auth_secret` its auth (16 bytes), both raw bytes, not base64url. Bad keys, a bad secret
// or a plaintext over kWebPushMaxPlaintextBytes are INVALID_ARGUMENT.
absl::StatusOr<std::string> EncryptWebPushMessage(std::string_view plaintext, std::string_view ua_public_key,
                                                  std::string_view auth_secret);
// The same with the sender's key and salt given instead of drawn at random.
absl::StatusOr<std::string> EncryptWebPushMessage(std::string_view plaintext, std::string_view ua_public_key,
                                                  std::string_view auth_secret, const WebPushSenderSecrets& sender);

// The application server's long-lived P-256 key that signs VAPID tokens. Its public half is
// the applicationServerKey a page passes to pushManager.subscribe().
class VapidKey final {
 public:
  const std::string& public_key() const { return public_key_; }  // the 65-byte uncompressed point

 private:
  friend absl::StatusOr<VapidKey> VapidKeyFromPem(std::string_view pem);
  friend absl::StatusOr<std::string> VapidAuthorization(const VapidKey& key, std::string_view endpoint_url,
                                                        std::string_view subject, absl::Time now);
  VapidKey(PkeyPtr key, std::string public_key) : key_(std::move(key)), public_key_(std::move(public_key)) {}
  PkeyPtr key_;
  std::string public_key_;
};

// An unencrypted PEM private key ("PRIVATE KEY" or "EC PRIVATE KEY") on the P-256 curve; any
// other key is INVALID_ARGUMENT.
absl::StatusOr<VapidKey> VapidKeyFromPem(std::string_view pem);
// A new P-256 private key as an unencrypted PKCS#8 PEM, for VapidKeyFromPem.
absl::StatusOr<std::string> GenerateVapidKeyPem();

// The whole Authorization header value, "vapid t=<JWT>, k=<base64url public key>". The ES256
// JWT says aud = the endpoint's origin, exp = now + 12 h and sub = `subject`, which must be a
// "mailto:" or "https://" URI the push service may use to reach the sender.
absl::StatusOr<std::string> VapidAuthorization(const VapidKey& key, std::string_view endpoint_url,
                                               std::string_view subject, absl::Time now);

}  // namespace kadry
