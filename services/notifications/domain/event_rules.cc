#include "services/notifications/domain/event_rules.h"

#include <set>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/time/time.h"

namespace kadry::notifications {
namespace {

bool AllOf(const std::string& text, bool (*allowed)(char)) {
  for (char c : text) {
    if (!allowed(c)) return false;
  }
  return true;
}

bool IdCharacter(char c) {
  return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == ':' || c == '-' || c == '_' || c == '.';
}
bool KindCharacter(char c) { return absl::ascii_islower(static_cast<unsigned char>(c)) || c == '.' || c == '-'; }
bool KeyCharacter(char c) { return absl::ascii_isalnum(static_cast<unsigned char>(c)); }

// Valid UTF-8 without control characters: the text goes into JSON, mail and a push message.
bool PrintableUtf8(const std::string& text) {
  size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7f) return false;
    int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xe ? 2 : (c >> 3) == 0x1e ? 3 : -1;
    if (extra < 0 || i + extra >= text.size()) return false;
    for (int k = 1; k <= extra; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) return false;
    }
    i += 1 + extra;
  }
  return true;
}

}  // namespace

std::vector<FieldProblem> ValidateEvent(const EventDraft& e, int index) {
  std::vector<FieldProblem> out;
  const std::string at = absl::StrCat("events[", index, "].");
  auto problem = [&](const std::string& field, const char* code, const std::string& message) {
    out.push_back({at + field, code, message});
  };
  if (e.id.empty() || e.id.size() > kMaxIdLength || !AllOf(e.id, IdCharacter) || !absl::StrContains(e.id, ':'))
    problem("id", "field.invalid", "an id is producer:own-id, letters, digits and :-_. only, at most 100");
  if (e.kind.empty() || e.kind.size() > kMaxKindLength || !AllOf(e.kind, KindCharacter))
    problem("kind", "field.invalid", "a kind is lower-case words joined by '.' and '-', at most 64");
  if (e.recipient_ids.empty() || e.recipient_ids.size() > kMaxRecipients) {
    problem("recipientIds", "field.range", "one to 1000 recipients");
  } else if (std::set<int>(e.recipient_ids.begin(), e.recipient_ids.end()).size() != e.recipient_ids.size() ||
             *std::set<int>(e.recipient_ids.begin(), e.recipient_ids.end()).begin() <= 0) {
    problem("recipientIds", "field.invalid", "recipients are distinct user ids");
  }
  if (e.params.size() > kMaxParams) problem("params", "field.range", "at most 20 params");
  for (const auto& [key, value] : e.params) {
    if (key.empty() || key.size() > kMaxParamKeyLength || !AllOf(key, KeyCharacter) ||
        value.size() > kMaxParamValueLength || !PrintableUtf8(value)) {
      problem("params", "field.invalid", "param names are letters and digits; values printable text up to 300 bytes");
      break;
    }
  }
  if (!e.link.empty() && (e.link.size() > kMaxLinkLength || e.link[0] != '/' || absl::StartsWith(e.link, "//") ||
                          !PrintableUtf8(e.link) || absl::StrContains(e.link, '\\')))
    problem("link", "field.invalid", "a link is the app's own path, starting with one '/'");
  absl::Time moment;
  std::string unused;
  if (!absl::ParseTime(absl::RFC3339_full, e.occurred_at, &moment, &unused))
    problem("occurredAt", "field.date-time", "a moment is ISO 8601 with an offset");
  return out;
}

}  // namespace kadry::notifications
