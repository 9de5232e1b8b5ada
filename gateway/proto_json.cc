#include "gateway/proto_json.h"

#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>
#include <google/protobuf/stubs/strutil.h>

#include <array>
#include <cmath>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace kadry::gateway {
namespace {
namespace pb = google::protobuf;

bool Supported(const pb::Descriptor& type, std::unordered_map<const pb::Descriptor*, bool>& seen) {
  if (auto it = seen.find(&type); it != seen.end()) return it->second;
  seen[&type] = true;  // a recursive type is judged by its other fields
  bool ok = type.file()->syntax() == pb::FileDescriptor::SYNTAX_PROTO3 &&
            !absl::StartsWith(type.file()->name(), "google/protobuf/") && type.oneof_decl_count() == 0 &&
            type.extension_range_count() == 0;
  for (int i = 0; ok && i < type.field_count(); ++i) {
    const pb::FieldDescriptor& f = *type.field(i);
    if (f.is_map() || f.containing_oneof() != nullptr || f.type() == pb::FieldDescriptor::TYPE_BYTES ||
        f.type() == pb::FieldDescriptor::TYPE_GROUP) {
      ok = false;
    } else if (f.cpp_type() == pb::FieldDescriptor::CPPTYPE_MESSAGE) {
      ok = Supported(*f.message_type(), seen);
    }
  }
  seen[&type] = ok;
  return ok;
}

// The bytes that may need an escape: control characters, ", \, <, >, DEL, and 0xE2, the first
// byte of U+2028 and U+2029 (and of other characters, which pass unchanged).
constexpr std::array<bool, 256> kMayEscape = [] {
  std::array<bool, 256> may{};
  for (int c = 0; c < 0x20; ++c) may[c] = true;
  for (const unsigned char c : {'"', '\\', '<', '>', '\x7f', '\xe2'}) may[c] = true;
  return may;
}();

// protobuf's JSON escaping (util/internal/json_escaping.cc) for valid UTF-8: quotes,
// backslashes and control characters, and also <, >, DEL, U+2028 and U+2029.
void AppendString(const std::string& text, std::string& out) {
  static const char kHex[] = "0123456789abcdef";
  out.push_back('"');
  size_t plain = 0;  // the first byte not yet copied; runs without escapes are copied whole
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (!kMayEscape[c]) continue;
    const bool separator =
        c == 0xe2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x80 &&
        (static_cast<unsigned char>(text[i + 2]) == 0xa8 || static_cast<unsigned char>(text[i + 2]) == 0xa9);
    if (c == 0xe2 && !separator) continue;
    out.append(text, plain, i - plain);
    switch (c) {
      case '"': out.append("\\\""); break;
      case '\\': out.append("\\\\"); break;
      case '\b': out.append("\\b"); break;
      case '\f': out.append("\\f"); break;
      case '\n': out.append("\\n"); break;
      case '\r': out.append("\\r"); break;
      case '\t': out.append("\\t"); break;
      case '<': out.append("\\u003c"); break;
      case '>': out.append("\\u003e"); break;
      case 0xe2:
        out.append(static_cast<unsigned char>(text[i + 2]) == 0xa8 ? "\\u2028" : "\\u2029");
        i += 2;
        break;
      default:  // the other control characters and DEL
        out.append("\\u00");
        out.push_back(kHex[c >> 4]);
        out.push_back(kHex[c & 15]);
    }
    plain = i + 1;
  }
  out.append(text, plain, std::string::npos);
  out.push_back('"');
}

template <typename T>
void AppendFloating(T value, std::string& out) {
  if (std::isnan(value)) {
    out.append("\"NaN\"");
  } else if (std::isinf(value)) {
    out.append(value > 0 ? "\"Infinity\"" : "\"-Infinity\"");
  } else if constexpr (std::is_same_v<T, float>) {
    out.append(pb::SimpleFtoa(value));
  } else {
    out.append(pb::SimpleDtoa(value));
  }
}

void AppendEnum(const pb::FieldDescriptor& field, int number, std::string& out) {
  const pb::EnumValueDescriptor* value = field.enum_type()->FindValueByNumber(number);
  if (value != nullptr) {
    AppendString(value->name(), out);
  } else {
    absl::StrAppend(&out, number);  // an open enum's unknown value prints as its number
  }
}

void WriteMessage(const pb::Message& message, std::string& out);

void WriteValue(const pb::Message& m, const pb::Reflection& r, const pb::FieldDescriptor& f, std::string& out) {
  using F = pb::FieldDescriptor;
  switch (f.cpp_type()) {
    case F::CPPTYPE_INT32: absl::StrAppend(&out, r.GetInt32(m, &f)); return;
    case F::CPPTYPE_UINT32: absl::StrAppend(&out, r.GetUInt32(m, &f)); return;
    case F::CPPTYPE_INT64: absl::StrAppend(&out, "\"", r.GetInt64(m, &f), "\""); return;
    case F::CPPTYPE_UINT64: absl::StrAppend(&out, "\"", r.GetUInt64(m, &f), "\""); return;
    case F::CPPTYPE_BOOL: out.append(r.GetBool(m, &f) ? "true" : "false"); return;
    case F::CPPTYPE_DOUBLE: AppendFloating(r.GetDouble(m, &f), out); return;
    case F::CPPTYPE_FLOAT: AppendFloating(r.GetFloat(m, &f), out); return;
    case F::CPPTYPE_ENUM: AppendEnum(f, r.GetEnumValue(m, &f), out); return;
    case F::CPPTYPE_STRING: {
      std::string scratch;
      AppendString(r.GetStringReference(m, &f, &scratch), out);
      return;
    }
    case F::CPPTYPE_MESSAGE: WriteMessage(r.GetMessage(m, &f), out); return;
  }
}

void WriteElement(const pb::Message& m, const pb::Reflection& r, const pb::FieldDescriptor& f, int i,
                  std::string& out) {
  using F = pb::FieldDescriptor;
  switch (f.cpp_type()) {
    case F::CPPTYPE_INT32: absl::StrAppend(&out, r.GetRepeatedInt32(m, &f, i)); return;
    case F::CPPTYPE_UINT32: absl::StrAppend(&out, r.GetRepeatedUInt32(m, &f, i)); return;
    case F::CPPTYPE_INT64: absl::StrAppend(&out, "\"", r.GetRepeatedInt64(m, &f, i), "\""); return;
    case F::CPPTYPE_UINT64: absl::StrAppend(&out, "\"", r.GetRepeatedUInt64(m, &f, i), "\""); return;
    case F::CPPTYPE_BOOL: out.append(r.GetRepeatedBool(m, &f, i) ? "true" : "false"); return;
    case F::CPPTYPE_DOUBLE: AppendFloating(r.GetRepeatedDouble(m, &f, i), out); return;
    case F::CPPTYPE_FLOAT: AppendFloating(r.GetRepeatedFloat(m, &f, i), out); return;
    case F::CPPTYPE_ENUM: AppendEnum(f, r.GetRepeatedEnumValue(m, &f, i), out); return;
    case F::CPPTYPE_STRING: {
      std::string scratch;
      AppendString(r.GetRepeatedStringReference(m, &f, i, &scratch), out);
      return;
    }
    case F::CPPTYPE_MESSAGE: WriteMessage(r.GetRepeatedMessage(m, &f, i), out); return;
  }
}

void WriteMembers(const pb::Message& message, std::string& out, bool& first) {
  const pb::Descriptor& type = *message.GetDescriptor();
  const pb::Reflection& r = *message.GetReflection();
  for (int i = 0; i < type.field_count(); ++i) {
    const pb::FieldDescriptor& f = *type.field(i);
    if (IsInlined(f)) {  // its members, defaults included, also when it is not set
      WriteMembers(r.GetMessage(message, &f), out, first);
      continue;
    }
    // Every scalar and list is printed, defaults included; a message only when it is set.
    if (!f.is_repeated() && f.cpp_type() == pb::FieldDescriptor::CPPTYPE_MESSAGE && !r.HasField(message, &f)) {
      continue;
    }
    if (!first) out.push_back(',');
    first = false;
    out.push_back('"');
    out.append(f.json_name());
    out.append("\":");
    if (f.is_repeated()) {
      out.push_back('[');
      const int size = r.FieldSize(message, &f);
      for (int j = 0; j < size; ++j) {
        if (j > 0) out.push_back(',');
        WriteElement(message, r, f, j, out);
      }
      out.push_back(']');
    } else {
      WriteValue(message, r, f, out);
    }
  }
}

void WriteMessage(const pb::Message& message, std::string& out) {
  out.push_back('{');
  bool first = true;
  WriteMembers(message, out, first);
  out.push_back('}');
}
}  // namespace

bool IsInlined(const pb::FieldDescriptor& field) {
  if (field.cpp_type() != pb::FieldDescriptor::CPPTYPE_MESSAGE || field.is_repeated()) return false;
  const std::string& type = field.message_type()->full_name();
  return type == "kadry.common.v1.PageRequest" || type == "kadry.common.v1.PageResponse";
}

bool IsAllRowsFlag(const pb::FieldDescriptor& field) {
  return field.name() == "all" && field.containing_type()->full_name() == "kadry.common.v1.PageRequest";
}

bool TakesAllRows(const pb::FieldDescriptor& field) {
  return field.name() == "page_size" && field.containing_type()->full_name() == "kadry.common.v1.PageRequest";
}

bool CanWriteJson(const pb::Descriptor& type) {
  static std::shared_mutex mu;
  static std::unordered_map<const pb::Descriptor*, bool> known;
  {
    std::shared_lock lock(mu);
    if (auto it = known.find(&type); it != known.end()) return it->second;
  }
  std::unique_lock lock(mu);
  std::unordered_map<const pb::Descriptor*, bool> seen;
  const bool ok = Supported(type, seen);
  known[&type] = ok;
  return ok;
}

void WriteJson(const pb::Message& message, std::string& out) { WriteMessage(message, out); }

void WriteJsonMembers(const pb::Message& message, std::string& out, bool& first) { WriteMembers(message, out, first); }

}  // namespace kadry::gateway
