#include "services/common/revoked_tokens.h"

#include <algorithm>

#include <chrono>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "services/common/log.h"

namespace kadry {
namespace {

constexpr char kListPrefix[] = "kadry:revoked:";
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

// Sets the entry and announces it in one step, so no reader's copy can miss an entry that
// Redis holds: KEYS[1] = key, ARGV = value, seconds to live, channel.
constexpr char kSetAndAnnounce[] =
    "redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) "
    "redis.call('PUBLISH', ARGV[3], KEYS[1] .. ' ' .. ARGV[1] .. ' ' .. ARGV[2]) return 1";
// The value and milliseconds to live of each key in KEYS (''/-2 when it is gone).
constexpr char kValuesAndTtls[] =
    "local out = {} for _, k in ipairs(KEYS) do out[#out + 1] = redis.call('GET', k) or '' "
    "out[#out + 1] = redis.call('PTTL', k) end return out";

// The stored text of an entry as the number the copy keeps (jti and sid hold "1").
long long EntryValue(const std::string& text) {
  long long value = 0;
  return absl::SimpleAtoi(text, &value) ? value : 0;
}

// A key the list can hold: the prefix, a kind, and a safe part.
bool IsListKey(std::string_view key) {
  for (std::string_view prefix : {kJtiPrefix, kSidPrefix, kUserPrefix}) {
    if (key.substr(0, prefix.size()) == prefix) return RevokedTokens::IsSafeKeyPart(key.substr(prefix.size()));
  }
  return false;
}
}  // namespace

RevokedTokens::~RevokedTokens() {
  stopping_ = true;
  if (follower_.joinable()) follower_.join();
}

void RevokedTokens::KeepLocalCopy() {
  if (!follower_.joinable()) follower_ = std::thread([this] { Follow(); });
}

bool RevokedTokens::CopyIsCurrent() const {
  absl::ReaderMutexLock lock(&mu_);
  return current_;
}

void RevokedTokens::Merge(const std::string& key, long long value, absl::Time expires) {
  absl::MutexLock lock(&mu_);
  Entry& entry = copy_[key];
  // Entries only grow: a later cutoff or a longer life replaces, never the reverse.
  entry.value = std::max(entry.value, value);
  entry.expires = std::max(entry.expires, expires);
}

void RevokedTokens::Apply(std::string_view announcement) {
  const std::vector<std::string> parts = absl::StrSplit(std::string(announcement), ' ');
  long long seconds = 0;
  if (parts.size() != 3 || !IsListKey(parts[0]) || !absl::SimpleAtoi(parts[2], &seconds)) {
    LogWarn("ignored a malformed revocation announcement");
    return;
  }
  Merge(parts[0], EntryValue(parts[1]), absl::Now() + absl::Seconds(seconds));
}

absl::Status RevokedTokens::LoadAll() {
  std::string cursor = "0";
  do {
    auto page = redis_.Command({"SCAN", cursor, "MATCH", absl::StrCat(kListPrefix, "*"), "COUNT", "1000"});
    if (!page.ok()) return page.status();
    if (page->elements.size() != 2) return absl::UnavailableError("unexpected SCAN reply");
    cursor = page->elements[0].text;
    std::vector<std::string> keys;
    for (const RedisValue& key : page->elements[1].elements) {
      if (IsListKey(key.text)) keys.push_back(key.text);
    }
    if (keys.empty()) continue;
    std::vector<std::string> args = {"EVAL", kValuesAndTtls, std::to_string(keys.size())};
    args.insert(args.end(), keys.begin(), keys.end());
    auto values = redis_.Command(args);
    if (!values.ok()) return values.status();
    if (values->elements.size() != 2 * keys.size()) return absl::UnavailableError("unexpected EVAL reply");
    const absl::Time now = absl::Now();
    for (size_t i = 0; i < keys.size(); ++i) {
      const long long ttl_ms = values->elements[2 * i + 1].integer;
      if (ttl_ms <= 0) continue;  // gone since the SCAN (or kept forever, which no writer does)
      Merge(keys[i], EntryValue(values->elements[2 * i].text), now + absl::Milliseconds(ttl_ms));
    }
  } while (cursor != "0");
  return absl::OkStatus();
}

void RevokedTokens::Follow() {
  using std::chrono::steady_clock;
  using namespace std::chrono_literals;
  while (!stopping_) {
    // Subscribe first, then load: an entry written in between arrives as a message.
    auto subscription = redis_.Subscribe(kChannel);
    if (subscription.ok() && LoadAll().ok()) {
      size_t entries = 0;
      {
        absl::MutexLock lock(&mu_);
        current_ = true;
        entries = copy_.size();
      }
      LogInfo("revocation list copied", {{"entries", entries}});
      bool pinged = false;
      auto purged = steady_clock::now();
      while (!stopping_) {
        auto message = (*subscription)->Next(250ms);
        if (!message.ok()) break;
        if (*message) Apply(**message);
        // A link that stays silent past a PING is dead, even without a reset.
        const auto silent = steady_clock::now() - (*subscription)->last_heard();
        if (silent < 1s) {
          pinged = false;
        } else if (!pinged) {
          if (!(*subscription)->Ping().ok()) break;
          pinged = true;
        } else if (silent > 2s) {
          break;
        }
        if (steady_clock::now() - purged > 60s) {
          purged = steady_clock::now();
          const absl::Time now = absl::Now();
          absl::MutexLock lock(&mu_);
          absl::erase_if(copy_, [now](const auto& entry) { return entry.second.expires <= now; });
        }
      }
      {
        absl::MutexLock lock(&mu_);
        current_ = false;
      }
      if (!stopping_) LogWarn("revocation list copy lost; asking Redis per token until it is back");
    }
    for (int i = 0; i < 4 && !stopping_; ++i) std::this_thread::sleep_for(125ms);
  }
}

bool RevokedTokens::IsSafeKeyPart(std::string_view part) {
  if (part.empty() || part.size() > kMaxKeyPart) return false;
  return std::all_of(part.begin(), part.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.' || c == '~';
  });
}

absl::Status RevokedTokens::SetWithTtl(const std::string& key, const std::string& value, absl::Duration ttl) {
  const long long seconds = std::max<long long>(1, absl::ToInt64Seconds(absl::Ceil(ttl, absl::Seconds(1))));
  auto r = redis_.Command({"EVAL", kSetAndAnnounce, "1", key, value, std::to_string(seconds), kChannel});
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

absl::Status RevokedTokens::RevokeUserTokensIssuedBefore(int user_id, absl::Time cutoff, absl::Duration ttl) {
  return SetWithTtl(absl::StrCat(kUserPrefix, user_id), std::to_string(absl::ToUnixSeconds(cutoff)), ttl);
}

std::optional<std::array<long long, 3>> RevokedTokens::Lookup(const std::array<std::string, 3>& keys) {
  std::array<long long, 3> values{};
  {
    absl::ReaderMutexLock lock(&mu_);
    if (current_) {
      const absl::Time now = absl::Now();
      for (size_t i = 0; i < keys.size(); ++i) {
        auto it = copy_.find(keys[i]);
        if (it != copy_.end() && it->second.expires > now) values[i] = it->second.value;
      }
      return values;
    }
  }
  auto r = redis_.Command({"MGET", keys[0], keys[1], keys[2]});
  if (!r.ok() || r->elements.size() != 3) return std::nullopt;
  for (size_t i = 0; i < keys.size(); ++i) {
    if (!r->elements[i].IsNil()) values[i] = EntryValue(r->elements[i].text);
  }
  return values;
}

bool RevokedTokens::IsRevoked(const nlohmann::json& claims) {
  if (!claims.is_object()) return false;
  const std::string jti = ClaimText(claims, "jti");
  const std::string sid = ClaimText(claims, "sid");
  const std::string sub = ClaimText(claims, "sub");
  std::optional<long long> issued_at;
  if (auto iat = claims.find("iat"); iat != claims.end() && iat->is_number()) issued_at = iat->get<long long>();
  return IsRevoked(TokenIds{jti, sid, sub, issued_at});
}

bool RevokedTokens::IsRevoked(const TokenIds& ids) {
  // An unsafe or missing part gets a key no writer ever sets, so the look-up stays one call.
  auto key = [](const char* prefix, std::string_view part) {
    return IsSafeKeyPart(part) ? absl::StrCat(prefix, absl::string_view(part.data(), part.size()))
                               : std::string(prefix);
  };
  const auto values = Lookup({key(kJtiPrefix, ids.jti), key(kSidPrefix, ids.sid), key(kUserPrefix, ids.sub)});
  if (!values) return false;  // degrade: see the class comment
  if ((*values)[0] != 0 || (*values)[1] != 0) return true;
  const long long cutoff = (*values)[2];
  if (cutoff == 0) return false;
  if (!ids.issued_at) return true;  // no issue time: cannot be after
  return *ids.issued_at < cutoff;
}

}  // namespace kadry
