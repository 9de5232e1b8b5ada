#include "gateway/transcoding.h"

#include <cmath>
#include <cstddef>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>
#include <utility>

#include <google/protobuf/arena.h>
#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>
#include <google/protobuf/stubs/common.h>  // IsStructurallyValidUTF8
#include <google/protobuf/type.pb.h>
#include <google/protobuf/util/json_util.h>
#include <google/protobuf/util/type_resolver.h>
#include <google/protobuf/util/type_resolver_util.h>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gateway/absl_string_view.h"
#include "gateway/proto_json.h"
#include "services/common/json_limits.h"
#include "services/common/problem.h"

namespace kadry::gateway {
namespace {
namespace pb = google::protobuf;

// "page-size" and "page_size" -> "pageSize"; camelCase passes unchanged.
std::string ToLowerCamel(std::string_view name) {
  std::string out;
  bool upper_next = false;
  for (char c : name) {
    if (c == '-' || c == '_') {
      upper_next = !out.empty();
      continue;
    }
    out.push_back(upper_next ? absl::ascii_toupper(c) : c);
    upper_next = false;
  }
  return out;
}

const pb::FieldDescriptor* FindField(const pb::Descriptor& message, std::string_view camel) {
  for (int i = 0; i < message.field_count(); ++i) {
    const pb::FieldDescriptor* f = message.field(i);
    if (f->json_name() == camel || f->name() == camel) return f;
  }
  return nullptr;
}

// A name as the HTTP API spells it, at the top of `message`: one of its own fields, or a member
// of an inlined field (PageRequest's page, pageSize, sort, search), then `*through` is that field.
// The inlined field's own name and PageRequest.all are not names of the API.
const pb::FieldDescriptor* FindFlatField(const pb::Descriptor& message, std::string_view camel,
                                         const pb::FieldDescriptor** through) {
  *through = nullptr;
  if (const pb::FieldDescriptor* f = FindField(message, camel); f != nullptr) {
    return IsInlined(*f) ? nullptr : f;
  }
  for (int i = 0; i < message.field_count(); ++i) {
    const pb::FieldDescriptor* inlined = message.field(i);
    if (!IsInlined(*inlined)) continue;
    const pb::FieldDescriptor* member = FindField(*inlined->message_type(), camel);
    if (member == nullptr || IsAllRowsFlag(*member)) continue;
    *through = inlined;
    return member;
  }
  return nullptr;
}

// The all-rows flag beside `page_size` when that field takes "all", else null.
const pb::FieldDescriptor* AllRowsFlagBeside(const pb::FieldDescriptor& page_size) {
  if (!TakesAllRows(page_size)) return nullptr;
  const pb::Descriptor& page = *page_size.containing_type();
  for (int i = 0; i < page.field_count(); ++i) {
    if (IsAllRowsFlag(*page.field(i))) return page.field(i);
  }
  return nullptr;
}

// The all-rows flag of the PageRequest inlined in `message` (`*through`), or null when it has none.
const pb::FieldDescriptor* AllRowsFlag(const pb::Descriptor& message, const pb::FieldDescriptor** through) {
  const pb::FieldDescriptor* page_size = FindFlatField(message, "pageSize", through);
  return page_size == nullptr ? nullptr : AllRowsFlagBeside(*page_size);
}

absl::Status BadParam(std::string_view name, std::string_view what) {
  return Refusal(absl::StatusCode::kInvalidArgument, "http.bad-parameter",
                 absl::StrCat("parameter '", AsAbsl(name), "' ", AsAbsl(what)), {{"name", std::string(name)}});
}

// One textual parameter as the JSON value protobuf's parser expects for `field`.
absl::StatusOr<nlohmann::json> ScalarJson(const pb::FieldDescriptor& field, const std::string& text,
                                          std::string_view name) {
  switch (field.cpp_type()) {
    case pb::FieldDescriptor::CPPTYPE_INT32: {
      int32_t v;
      if (!absl::SimpleAtoi(text, &v)) return BadParam(name, "must be a whole number");
      return v;
    }
    case pb::FieldDescriptor::CPPTYPE_UINT32: {
      uint32_t v;
      if (!absl::SimpleAtoi(text, &v)) return BadParam(name, "must be a non-negative whole number");
      return v;
    }
    case pb::FieldDescriptor::CPPTYPE_INT64: {
      int64_t v;
      if (!absl::SimpleAtoi(text, &v)) return BadParam(name, "must be a whole number");
      return std::to_string(v);  // proto3 JSON carries 64-bit numbers as strings
    }
    case pb::FieldDescriptor::CPPTYPE_UINT64: {
      uint64_t v;
      if (!absl::SimpleAtoi(text, &v)) return BadParam(name, "must be a non-negative whole number");
      return std::to_string(v);
    }
    case pb::FieldDescriptor::CPPTYPE_DOUBLE:
    case pb::FieldDescriptor::CPPTYPE_FLOAT: {
      double v;
      if (!absl::SimpleAtod(text, &v) || !std::isfinite(v)) return BadParam(name, "must be a number");
      return v;
    }
    case pb::FieldDescriptor::CPPTYPE_BOOL: {
      const std::string lower = absl::AsciiStrToLower(text);
      if (lower == "true" || lower == "1") return true;
      if (lower == "false" || lower == "0") return false;
      return BadParam(name, "must be true or false");
    }
    case pb::FieldDescriptor::CPPTYPE_ENUM: {
      int v;
      if (absl::SimpleAtoi(text, &v)) return v;
      if (field.enum_type()->FindValueByName(text) == nullptr) return BadParam(name, "has an unknown value");
      return text;
    }
    case pb::FieldDescriptor::CPPTYPE_STRING: return text;
    case pb::FieldDescriptor::CPPTYPE_MESSAGE: {
      const std::string& type = field.message_type()->full_name();
      // Well-known types whose JSON form is a string (RFC 3339, "1.5s", "a,b").
      if (type == "google.protobuf.Timestamp" || type == "google.protobuf.Duration" ||
          type == "google.protobuf.FieldMask") {
        return text;
      }
      // Wrappers (Int32Value, ...) are written as their bare value.
      if (absl::StartsWith(type, "google.protobuf.") && absl::EndsWith(type, "Value") &&
          field.message_type()->field_count() == 1) {
        return ScalarJson(*field.message_type()->field(0), text, name);
      }
      return BadParam(name, "cannot be given as a URL parameter");
    }
  }
  return BadParam(name, "has an unsupported type");
}

// Puts `text` at the dotted `name` of `root`, typed by the descriptor.
absl::Status SetParam(const pb::Descriptor& message, std::string_view name, const std::string& text,
                      nlohmann::json& root, bool overwrite) {
  // PostgreSQL text cannot hold NUL: it would be cut there, silently losing the rest.
  if (text.find('\0') != std::string::npos) return BadParam(name, "may not contain the NUL character");
  const std::vector<std::string> parts = absl::StrSplit(AsAbsl(name), '.');
  const pb::Descriptor* current = &message;
  nlohmann::json* node = &root;
  for (size_t i = 0; i < parts.size(); ++i) {
    const std::string camel = ToLowerCamel(parts[i]);
    const pb::FieldDescriptor* through = nullptr;
    const pb::FieldDescriptor* field = camel.empty() ? nullptr
                                       : i == 0      ? FindFlatField(*current, camel, &through)
                                                     : FindField(*current, camel);
    if (field == nullptr) return BadParam(name, "is not known");
    if (through != nullptr) {  // a paging member: into the embedded message
      if (!node->contains(through->json_name())) (*node)[through->json_name()] = nlohmann::json::object();
      node = &(*node)[through->json_name()];
    }
    const std::string key = field->json_name();
    if (i + 1 < parts.size()) {
      if (field->cpp_type() != pb::FieldDescriptor::CPPTYPE_MESSAGE || field->is_repeated()) {
        return BadParam(name, "is not known");
      }
      current = field->message_type();
      if (!node->contains(key) || !(*node)[key].is_object()) (*node)[key] = nlohmann::json::object();
      node = &(*node)[key];
      continue;
    }
    if (field->is_map()) return BadParam(name, "cannot be given as a URL parameter");
    auto value = ScalarJson(*field, text, name);
    if (!value.ok()) return value.status();
    if (field->is_repeated()) {
      if (!node->contains(key) || !(*node)[key].is_array()) (*node)[key] = nlohmann::json::array();
      (*node)[key].push_back(std::move(*value));
    } else {
      if (node->contains(key) && !overwrite) return BadParam(name, "is given more than once");
      (*node)[key] = std::move(*value);
    }
  }
  return absl::OkStatus();
}

std::string StatusText(const pb::util::Status& status) {
  return std::string(status.message().data(), status.message().size());
}

constexpr char kTypeUrlPrefix[] = "type.googleapis.com";

// protobuf's JSON conversion asks a TypeResolver for every message type of every call; the
// resolver of the generated pool rebuilds a google.protobuf.Type from the descriptors each
// time (under the pool's mutex). The generated types never change while the process runs,
// so each is resolved once and copied from here afterwards.
class CachingTypeResolver final : public pb::util::TypeResolver {
 public:
  CachingTypeResolver()
      : inner_(pb::util::NewTypeResolverForDescriptorPool(kTypeUrlPrefix, pb::DescriptorPool::generated_pool())) {}

  pb::util::Status ResolveMessageType(const std::string& type_url, pb::Type* type) override {
    return Resolve(messages_, type_url, type,
                   [this](const std::string& url, pb::Type* t) { return inner_->ResolveMessageType(url, t); });
  }
  pb::util::Status ResolveEnumType(const std::string& type_url, pb::Enum* type) override {
    return Resolve(enums_, type_url, type,
                   [this](const std::string& url, pb::Enum* t) { return inner_->ResolveEnumType(url, t); });
  }

 private:
  template <typename T, typename F>
  pb::util::Status Resolve(std::unordered_map<std::string, std::unique_ptr<const T>>& cache, const std::string& url,
                           T* out, F resolve) {
    {
      std::shared_lock lock(mu_);
      auto it = cache.find(url);
      if (it != cache.end()) {
        *out = *it->second;
        return pb::util::Status();
      }
    }
    auto resolved = std::make_unique<T>();
    pb::util::Status status = resolve(url, resolved.get());
    if (!status.ok()) return status;  // an unknown type is not remembered
    *out = *resolved;
    std::unique_lock lock(mu_);
    cache.try_emplace(url, std::move(resolved));
    return status;
  }

  std::unique_ptr<pb::util::TypeResolver> inner_;
  std::shared_mutex mu_;
  std::unordered_map<std::string, std::unique_ptr<const pb::Type>> messages_;
  std::unordered_map<std::string, std::unique_ptr<const pb::Enum>> enums_;
};

CachingTypeResolver& Resolver() {
  static CachingTypeResolver* resolver = new CachingTypeResolver();
  return *resolver;
}

std::string TypeUrl(const pb::Descriptor& message) { return absl::StrCat(kTypeUrlPrefix, "/", message.full_name()); }

// The flat paging members of a JSON body ("page", "pageSize", "sort", "search") moved into the
// inlined field they belong to, "pageSize": "all" as its all-rows flag. A name the message does
// not know is left for protobuf's parser to refuse, so is the inlined field's own name.
absl::Status NestInlined(const pb::Descriptor& message, nlohmann::json& body) {
  std::vector<std::string> keys;
  for (const auto& [key, value] : body.items()) keys.push_back(key);
  for (const std::string& key : keys) {
    const pb::FieldDescriptor* direct = FindField(message, key);
    if (direct != nullptr && IsInlined(*direct)) {
      return absl::InvalidArgumentError(absl::StrCat("member '", key, "' is not known"));
    }
    const pb::FieldDescriptor* through = nullptr;
    const pb::FieldDescriptor* field = FindFlatField(message, key, &through);
    if (field == nullptr || through == nullptr) continue;
    nlohmann::json value = std::move(body[key]);
    body.erase(key);
    nlohmann::json& nested = body[through->json_name()];
    const pb::FieldDescriptor* all = AllRowsFlagBeside(*field);
    if (all != nullptr && value.is_string() && value.get_ref<const std::string&>() == kAllRows) {
      nested[all->json_name()] = true;
      continue;
    }
    if (nested.is_object() && nested.contains(field->json_name())) {
      return absl::InvalidArgumentError(absl::StrCat("member '", key, "' is given more than once"));
    }
    nested[field->json_name()] = std::move(value);
  }
  return absl::OkStatus();
}

bool HasBody(const RestRequest& request, std::string_view body_field) {
  return !body_field.empty() && request.body.find_first_not_of(" \t\r\n") != std::string_view::npos;
}

// `value` set on `field`, or added to it when the field is repeated; true.
template <typename T>
bool SetOrAdd(pb::Message& message, const pb::FieldDescriptor& field, T value,
              void (pb::Reflection::*set)(pb::Message*, const pb::FieldDescriptor*, T) const,
              void (pb::Reflection::*add)(pb::Message*, const pb::FieldDescriptor*, T) const) {
  (message.GetReflection()->*(field.is_repeated() ? add : set))(&message, &field, std::move(value));
  return true;
}

// One value of the URL's JSON (typed by ScalarJson) into `field`; false when its JSON type is
// not the field's.
bool PutUrlValue(const nlohmann::json& value, const pb::FieldDescriptor& field, pb::Message& message) {
  using F = pb::FieldDescriptor;
  using R = pb::Reflection;
  switch (field.cpp_type()) {
    case F::CPPTYPE_INT32:
      return value.is_number_integer() &&
             SetOrAdd<int32_t>(message, field, value.get<int32_t>(), &R::SetInt32, &R::AddInt32);
    case F::CPPTYPE_BOOL:
      return value.is_boolean() && SetOrAdd<bool>(message, field, value.get<bool>(), &R::SetBool, &R::AddBool);
    case F::CPPTYPE_STRING: {
      // Bytes are base64 in JSON, and text that is not UTF-8 is mended by the JSON path.
      if (field.type() == F::TYPE_BYTES || !value.is_string()) return false;
      const std::string& text = value.get_ref<const std::string&>();
      return pb::internal::IsStructurallyValidUTF8(text.data(), static_cast<int>(text.size())) &&
             SetOrAdd<std::string>(message, field, text, &R::SetString, &R::AddString);
    }
    default:         // a message (a Timestamp arrives as a string), or a type no request of ours takes
      return false;  // from its URL (enums, unsigned, 64-bit, floating): protobuf's parser reads it
  }
}

// The JSON of a request without a body (QueryToJson's shape: scalars, arrays of them, nested
// objects, every value typed from the descriptor) straight into `message` by reflection.
// False when it holds what only protobuf's JSON parser reads (a Timestamp, bytes, text that is
// not UTF-8, the types PutUrlValue leaves out): the caller then takes that path.
bool FillFromUrlJson(const nlohmann::json& object, pb::Message& message) {
  const pb::Descriptor& descriptor = *message.GetDescriptor();
  for (const auto& [key, value] : object.items()) {
    const pb::FieldDescriptor* field = FindField(descriptor, key);
    if (field == nullptr || field->is_map()) return false;
    if (field->is_repeated()) {
      if (!value.is_array()) return false;
      for (const nlohmann::json& item : value) {
        if (!PutUrlValue(item, *field, message)) return false;
      }
    } else if (field->cpp_type() == pb::FieldDescriptor::CPPTYPE_MESSAGE && value.is_object()) {
      if (!FillFromUrlJson(value, *message.GetReflection()->MutableMessage(&message, field))) return false;
    } else if (!PutUrlValue(value, *field, message)) {
      return false;
    }
  }
  return true;
}
}  // namespace

const pb::MethodDescriptor* FindMethod(std::string_view full_name) {
  const size_t slash = full_name.find('/');
  if (slash == std::string_view::npos) return nullptr;
  const pb::ServiceDescriptor* service =
      pb::DescriptorPool::generated_pool()->FindServiceByName(std::string(full_name.substr(0, slash)));
  if (service == nullptr) return nullptr;
  return service->FindMethodByName(std::string(full_name.substr(slash + 1)));
}

absl::StatusOr<nlohmann::json> QueryToJson(const pb::Descriptor& message, const QueryParams& query) {
  nlohmann::json out = nlohmann::json::object();
  const pb::FieldDescriptor* paging = nullptr;
  const pb::FieldDescriptor* all = AllRowsFlag(message, &paging);
  for (const auto& [name, value] : query) {
    // docs/architecture.md §3: `page-size=all` asks for every row (the service caps it).
    if (all != nullptr && value == kAllRows && ToLowerCamel(name) == "pageSize") {
      nlohmann::json& page = out[paging->json_name()];
      if (page.is_object() && page.contains(all->json_name())) return BadParam(name, "is given more than once");
      page[all->json_name()] = true;
      continue;
    }
    if (auto s = SetParam(message, name, value, out, /*overwrite=*/false); !s.ok()) return s;
  }
  if (all != nullptr && out.contains(paging->json_name()) && out[paging->json_name()].contains(all->json_name()) &&
      out[paging->json_name()].contains("pageSize")) {
    return BadParam("page-size", "is given more than once");
  }
  return out;
}

absl::StatusOr<nlohmann::json> RequestJson(const pb::Descriptor& message, const RestRequest& request,
                                           std::string_view body_field) {
  nlohmann::json out = nlohmann::json::object();
  if (HasBody(request, body_field)) {
    auto parsed = ParseUntrustedJson(request.body);
    if (!parsed.ok()) return parsed.status();
    nlohmann::json body = std::move(*parsed);
    if (body_field == "*") {
      if (!body.is_object()) return absl::InvalidArgumentError("the request body must be a JSON object");
      out = std::move(body);
      if (auto s = NestInlined(message, out); !s.ok()) return s;
    } else {
      const pb::FieldDescriptor* field = FindField(message, body_field);
      if (field != nullptr && field->cpp_type() == pb::FieldDescriptor::CPPTYPE_MESSAGE && !field->is_repeated() &&
          !body.is_object()) {
        return absl::InvalidArgumentError("the request body must be a JSON object");
      }
      out[field != nullptr ? field->json_name() : std::string(body_field)] = std::move(body);
    }
  }
  // The path and the body are the resource's identity: the query may not restate them.
  for (const auto& [name, value] : request.query) {
    const std::string top = ToLowerCamel(std::string_view(name).substr(0, name.find('.')));
    if (request.path_params.count(top) || (body_field != "*" && !body_field.empty() && top == body_field)) {
      return BadParam(name, "is not allowed in the query");
    }
  }
  auto query = QueryToJson(message, request.query);
  if (!query.ok()) return query.status();
  for (auto& [key, value] : query->items()) {
    const pb::FieldDescriptor* field = FindField(message, key);
    if (field != nullptr && IsInlined(*field) && out.contains(key) && out[key].is_object()) {
      for (auto& [member, v] : value.items()) {  // paging members of both, each given once
        if (out[key].contains(member)) return BadParam(member, "is given both in the query and the body");
        out[key][member] = std::move(v);
      }
      continue;
    }
    if (out.contains(key)) return BadParam(key, "is given both in the query and the body");
    out[key] = std::move(value);
  }
  // Path parameters last: they name the resource even if the body says otherwise.
  for (const auto& [name, value] : request.path_params) {
    if (auto s = SetParam(message, name, value, out, /*overwrite=*/true); !s.ok()) return s;
  }
  return out;
}

absl::StatusOr<std::string> EncodeRequest(const pb::MethodDescriptor& method, const RestRequest& request,
                                          std::string_view body_field) {
  auto json = RequestJson(*method.input_type(), request, body_field);
  if (!json.ok()) return json.status();
  if (!HasBody(request, body_field)) {
    // Only the URL's parameters, already typed from the descriptor: into the message by
    // reflection. Printing them and running protobuf's JSON parser was 8 % of the gateway's
    // CPU for a page of my requests (bench/README.md).
    pb::Arena arena;
    pb::Message* message = pb::MessageFactory::generated_factory()->GetPrototype(method.input_type())->New(&arena);
    if (FillFromUrlJson(*json, *message)) return message->SerializeAsString();
  }
  pb::util::JsonParseOptions options;
  options.ignore_unknown_fields = false;  // a typo must be an error, not silently dropped
  // JSON straight to the wire format (what JsonStringToMessage does before it parses the
  // bytes into a message, which the gateway would only serialize again).
  std::string bytes;
  const pb::util::Status parsed = pb::util::JsonToBinaryString(
      &Resolver(), TypeUrl(*method.input_type()), json->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
      &bytes, options);
  if (!parsed.ok()) return absl::InvalidArgumentError(StatusText(parsed));
  return bytes;
}

absl::StatusOr<JsonResponse> DecodeResponse(const pb::MethodDescriptor& method, std::string_view bytes) {
  // Parsed once, which also checks the bytes (a malformed message, text that is not UTF-8).
  // Into an arena that starts on the stack: each message, row and string of the answer had
  // been a malloc and a free (bench/README.md).
  alignas(std::max_align_t) char first_block[8192];
  pb::ArenaOptions arena_options;
  arena_options.initial_block = first_block;
  arena_options.initial_block_size = sizeof first_block;
  pb::Arena arena(arena_options);
  pb::Message* message = pb::MessageFactory::generated_factory()->GetPrototype(method.output_type())->New(&arena);
  if (!message->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    return absl::InternalError("the service answered with a malformed message");
  }
  JsonResponse response;
  response.has_no_fields = method.output_type()->field_count() == 0;
  if (CanWriteJson(*method.output_type())) {
    response.json.reserve(bytes.size() * 2 + 64);
    WriteJson(*message, response.json);
    return response;
  }
  // Anything else (google.protobuf.Struct, maps, oneofs) through protobuf's printer, from
  // the same bytes: MessageToJsonString would serialize the message again first.
  pb::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  options.preserve_proto_field_names = false;  // camelCase, as docs/product.md names them
  // The printer nests every message, so the inlined ones (the page's total) are written here
  // first, flat, and cleared from what it prints.
  std::string inlined;
  bool none_inlined = true;
  const pb::Descriptor& type = *method.output_type();
  for (int i = 0; i < type.field_count(); ++i) {
    if (!IsInlined(*type.field(i))) continue;
    WriteJsonMembers(message->GetReflection()->GetMessage(*message, type.field(i)), inlined, none_inlined);
    message->GetReflection()->ClearField(message, type.field(i));
  }
  std::string rest;
  const pb::util::Status printed = pb::util::BinaryToJsonString(
      &Resolver(), TypeUrl(type), none_inlined ? std::string(bytes) : message->SerializeAsString(), &rest, options);
  if (!printed.ok()) return absl::InternalError(StatusText(printed));
  if (none_inlined) {
    response.json = std::move(rest);
  } else {
    const bool rest_empty = rest.find_first_not_of(" \t\r\n", 1) == rest.find('}');
    response.json = absl::StrCat("{", inlined, rest_empty ? "}" : ",", rest_empty ? "" : rest.substr(1));
  }
  return response;
}

absl::Status CheckRouteFields(const pb::MethodDescriptor& method, const std::vector<std::string>& path_params,
                              std::string_view body_field) {
  const pb::Descriptor& input = *method.input_type();
  for (const auto& p : path_params) {
    const pb::FieldDescriptor* field = FindField(input, p);
    if (field == nullptr || field->is_repeated() || field->cpp_type() == pb::FieldDescriptor::CPPTYPE_MESSAGE) {
      return absl::InvalidArgumentError(
          absl::StrCat(method.full_name(), ": path parameter {", p, "} is not a scalar field"));
    }
  }
  if (!body_field.empty() && body_field != "*" && FindField(input, body_field) == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat(method.full_name(), ": body field '", AsAbsl(body_field), "' does not exist"));
  }
  return absl::OkStatus();
}

}  // namespace kadry::gateway
