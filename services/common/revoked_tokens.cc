#include "services/common/revoked_tokens.h"

#include <algorithm>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"

namespace kadry {
namespace {

constexpr char kJtiPrefix[] = "kadry:revoked:jti:";
constexpr char kSidPrefix[] = "kadry:revoked:sid:";
constexpr char kUserPrefix[] = "kadry:revoked:user:";
constexpr size_t kMaxKeyPart = 128;

// A claim as a string: strings as they are, whole numbers in decimal (sub may be either).
std::string ClaimText(const nlohmann::json& claims, const char* name) {
  auto it = claims.find(name);
  if (it == claims.end()) return "";
  if (it->is_string()) return it->get<std::string>();
  if (it->is_number_integer()) return std::to_string(it->get<long long>());
  return "";
}

}  // namespace

bool RevokedTokens::IsSafeKeyPart(std::string_view part) {
  if (part.empty() || part.size() > kMaxKeyPart) return false;
  return std::all_of(part.begin(), part.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '-' || c == '_' || c == '.' || c == '~';
  });
}

absl::Status RevokedTokens::SetWithTtl(const std::string& key, const std::string& value,
                                       absl::Duration ttl) {
  const long long seconds = std::max<long long>(1, absl::ToInt64Seconds(absl::Ceil(ttl, absl::Seconds(1))));
  auto r = redis_.Command({"SET", key, value, "EX", std::to_string(seconds)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::Status RevokedTokens::RevokeToken(std::string_view jti, absl::Time expires_at) {
  if (!IsSafeKeyPart(jti)) return absl::InvalidArgumentError("the jti is not a safe key");
  const absl::Duration left = expires_at - absl::Now() + kSkew;
  if (left <= absl::ZeroDuration()) return absl::OkStatus();  // no verifier accepts it anyway
  return SetWithTtl(kJtiPrefix + std::string(jti), "1", left);
}

absl::Status RevokedTokens::RevokeSession(std::string_view sid, absl::Duration ttl) {
  if (!IsSafeKeyPart(sid)) return absl::InvalidArgumentError("the sid is not a safe key");
  return SetWithTtl(kSidPrefix + std::string(sid), "1", ttl);
}

absl::Status RevokedTokens::RevokeUserTokensIssuedBefore(int user_id, absl::Time cutoff,
                                                         absl::Duration ttl) {
  return SetWithTtl(absl::StrCat(kUserPrefix, user_id), std::to_string(absl::ToUnixSeconds(cutoff)),
                    ttl);
}

bool RevokedTokens::IsRevoked(const nlohmann::json& claims) {
  if (!claims.is_object()) return false;
  const std::string jti = ClaimText(claims, "jti");
  const std::string sid = ClaimText(claims, "sid");
  const std::string sub = ClaimText(claims, "sub");
  // An unsafe or missing part gets a key no writer ever sets, so MGET stays one call.
  auto key = [](const char* prefix, const std::string& part) {
    return IsSafeKeyPart(part) ? absl::StrCat(prefix, part) : std::string(prefix);
  };
  auto r = redis_.Command({"MGET", key(kJtiPrefix, jti), key(kSidPrefix, sid), key(kUserPrefix, sub)});
  if (!r.ok() || r->elements.size() != 3) return false;  // degrade: see the class comment
  if (!r->elements[0].IsNil() || !r->elements[1].IsNil()) return true;
  long long cutoff = 0;
  if (r->elements[2].IsNil() || !absl::SimpleAtoi(r->elements[2].text, &cutoff)) return false;
  auto iat = claims.find("iat");
  if (iat == claims.end() || !iat->is_number()) return true;  // no issue time: cannot be after
  return iat->get<long long>() < cutoff;
}

}  // namespace kadry
