#include "gateway/input_limits.h"

#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>
#include <google/protobuf/reflection.h>

#include <algorithm>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "services/common/problem.h"

namespace kadry::gateway {
namespace {
// Characters as a person counts them: UTF-8 code points (continuation bytes not counted).
size_t CodePoints(std::string_view text) {
  return static_cast<size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool IsSearchName(std::string_view name) { return name == "search"; }

// A refused field as a service refuses it (services/common/problem.h), with the gateway's detail.
Problem FieldRefused(std::string_view field, std::string_view code, std::string message, size_t max,
                     std::string detail) {
  Problem p = ProblemFromStatus(InvalidFields(
      {{std::string(field), std::string(code), std::move(message), {{"max", static_cast<int64_t>(max)}}}}));
  p.detail = std::move(detail);
  return p;
}

Problem TooLong(std::string_view field, size_t limit) {
  return FieldRefused(field, "field.too-long", absl::StrCat("maximum length is ", limit, " characters"), limit,
                      absl::StrCat(std::string(field), " is longer than ", limit, " characters"));
}

std::optional<Problem> CheckText(std::string_view name, std::string_view value) {
  const size_t limit = IsSearchName(name) ? kMaxSearchChars : kMaxTextChars;
  // Bytes bound code points from above: most values need no counting.
  if (value.size() > limit && CodePoints(value) > limit) return TooLong(name, limit);
  return std::nullopt;
}

bool IsStruct(const google::protobuf::Descriptor& d) {
  return d.full_name() == "google.protobuf.Struct" || d.full_name() == "google.protobuf.Value" ||
         d.full_name() == "google.protobuf.ListValue";
}
}  // namespace

std::optional<Problem> CheckQuery(std::string_view raw_query, const QueryParams& query) {
  if (raw_query.size() > kMaxQueryStringBytes) {
    return ProblemFor(414, absl::StrCat("the query string is longer than ", kMaxQueryStringBytes, " bytes"));
  }
  for (const auto& [name, value] : query) {
    if (auto p = CheckText(name, value)) return p;
  }
  return std::nullopt;
}

std::optional<Problem> CheckMessageText(const google::protobuf::Message& message) {
  using google::protobuf::FieldDescriptor;
  const google::protobuf::Reflection& reflection = *message.GetReflection();
  std::vector<const FieldDescriptor*> fields;
  reflection.ListFields(message, &fields);
  for (const FieldDescriptor* field : fields) {
    if (field->is_repeated() && !field->is_map() && reflection.FieldSize(message, field) > kMaxListItems) {
      return FieldRefused(field->json_name(), "field.too-many", absl::StrCat("at most ", kMaxListItems, " items"),
                          kMaxListItems, absl::StrCat(field->json_name(), " has more than ", kMaxListItems, " items"));
    }
    if (field->type() == FieldDescriptor::TYPE_STRING) {
      if (field->is_repeated()) {
        for (int i = 0; i < reflection.FieldSize(message, field); ++i) {
          if (auto p = CheckText(field->json_name(), reflection.GetRepeatedString(message, field, i))) return p;
        }
      } else if (auto p = CheckText(field->json_name(), reflection.GetString(message, field))) {
        return p;
      }
    } else if (field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE && !IsStruct(*field->message_type())) {
      if (field->is_repeated()) {
        for (int i = 0; i < reflection.FieldSize(message, field); ++i) {
          if (auto p = CheckMessageText(reflection.GetRepeatedMessage(message, field, i))) return p;
        }
      } else if (auto p = CheckMessageText(reflection.GetMessage(message, field))) {
        return p;
      }
    }
  }
  return std::nullopt;
}

std::optional<Problem> CheckIdempotencyKey(std::string_view key) {
  const bool valid = key.size() <= kMaxIdempotencyKeyChars && std::all_of(key.begin(), key.end(), [](char c) {
                       return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
                     });
  if (valid) return std::nullopt;
  return ProblemFromStatus(Refusal(absl::StatusCode::kInvalidArgument, "http.idempotency-key",
                                   absl::StrCat("the Idempotency-Key header must be 1 to ", kMaxIdempotencyKeyChars,
                                                " characters of A-Z, a-z, 0-9, '-' and '_'"),
                                   {{"max", static_cast<int64_t>(kMaxIdempotencyKeyChars)}}));
}

}  // namespace kadry::gateway
