#include "gateway/openapi.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

#include <google/protobuf/descriptor.h>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "gateway/absl_string_view.h"
#include "gateway/proto_json.h"
#include "gateway/transcoding.h"
#include "services/common/paging.h"

namespace kadry::gateway {
namespace {
namespace pb = google::protobuf;

std::string RefTo(const pb::Descriptor& message) { return absl::StrCat("#/components/schemas/", message.full_name()); }

// "pageSize" -> "page-size": the spelling of query parameters in the API's conventions.
std::string Kebab(const std::string& camel) {
  std::string out;
  for (char c : camel) {
    if (absl::ascii_isupper(static_cast<unsigned char>(c))) {
      out.push_back('-');
      out.push_back(absl::ascii_tolower(static_cast<unsigned char>(c)));
    } else {
      out.push_back(c);
    }
  }
  return out;
}

// The fields of `message` as the HTTP API names them: an inlined field (the paging) as its
// members, without PageRequest.all, which is `page-size=all`.
std::vector<const pb::FieldDescriptor*> FlatFields(const pb::Descriptor& message) {
  std::vector<const pb::FieldDescriptor*> fields;
  for (int i = 0; i < message.field_count(); ++i) {
    const pb::FieldDescriptor* f = message.field(i);
    if (!IsInlined(*f)) {
      fields.push_back(f);
      continue;
    }
    for (int j = 0; j < f->message_type()->field_count(); ++j) {
      if (!IsAllRowsFlag(*f->message_type()->field(j))) fields.push_back(f->message_type()->field(j));
    }
  }
  return fields;
}

const std::string& PageSizeDescription() {
  static const std::string text = absl::StrCat("Rows a page: ", kDefaultPageSize, " by default, a larger size than ",
                                               kMaxPageSize, " is capped at ", kMaxPageSize, "; \"", kAllRows,
                                               "\" asks for every row, up to ", kMaxPageSize, ", on one page.");
  return text;
}

nlohmann::json PageSizeSchema() {
  return {{"oneOf", nlohmann::json::array({{{"type", "integer"}, {"format", "int32"}},
                                           {{"type", "string"}, {"enum", nlohmann::json::array({kAllRows})}}})}};
}

// Builds schemas in proto3's JSON mapping, collecting the messages they reference.
class SchemaWriter final {
 public:
  nlohmann::json Message(const pb::Descriptor& message) {
    if (auto wkt = WellKnown(message)) return *wkt;
    pending_.insert(&message);
    return {{"$ref", RefTo(message)}};
  }

  nlohmann::json Field(const pb::FieldDescriptor& field) {
    if (TakesAllRows(field)) {
      nlohmann::json schema = PageSizeSchema();
      schema["description"] = PageSizeDescription();
      return schema;
    }
    if (field.is_map()) {
      return {{"type", "object"}, {"additionalProperties", Single(*field.message_type()->FindFieldByName("value"))}};
    }
    nlohmann::json single = Single(field);
    if (field.is_repeated()) return {{"type", "array"}, {"items", std::move(single)}};
    return single;
  }

  // Every message referenced so far, and those they reference, as components.
  nlohmann::json Components() {
    nlohmann::json schemas = nlohmann::json::object();
    while (!pending_.empty()) {
      const pb::Descriptor* message = *pending_.begin();
      pending_.erase(pending_.begin());
      if (!written_.insert(message).second) continue;
      nlohmann::json properties = nlohmann::json::object();
      for (const pb::FieldDescriptor* field : FlatFields(*message)) {  // may queue more messages
        properties[field->json_name()] = Field(*field);
      }
      schemas[message->full_name()] = {{"type", "object"}, {"properties", std::move(properties)}};
    }
    return schemas;
  }

 private:
  nlohmann::json Single(const pb::FieldDescriptor& field) {
    switch (field.cpp_type()) {
      case pb::FieldDescriptor::CPPTYPE_INT32: return {{"type", "integer"}, {"format", "int32"}};
      case pb::FieldDescriptor::CPPTYPE_UINT32: return {{"type", "integer"}, {"minimum", 0}};
      // proto3 JSON carries 64-bit integers as strings.
      case pb::FieldDescriptor::CPPTYPE_INT64:
      case pb::FieldDescriptor::CPPTYPE_UINT64: return {{"type", "string"}, {"format", "int64"}};
      case pb::FieldDescriptor::CPPTYPE_DOUBLE:
      case pb::FieldDescriptor::CPPTYPE_FLOAT: return {{"type", "number"}};
      case pb::FieldDescriptor::CPPTYPE_BOOL: return {{"type", "boolean"}};
      case pb::FieldDescriptor::CPPTYPE_STRING:
        return field.type() == pb::FieldDescriptor::TYPE_BYTES ? nlohmann::json{{"type", "string"}, {"format", "byte"}}
                                                               : nlohmann::json{{"type", "string"}};
      case pb::FieldDescriptor::CPPTYPE_ENUM: {
        nlohmann::json names = nlohmann::json::array();
        for (int i = 0; i < field.enum_type()->value_count(); ++i) {
          names.push_back(field.enum_type()->value(i)->name());
        }
        return {{"type", "string"}, {"enum", std::move(names)}};
      }
      case pb::FieldDescriptor::CPPTYPE_MESSAGE: return Message(*field.message_type());
    }
    return nlohmann::json::object();
  }

  static std::optional<nlohmann::json> WellKnown(const pb::Descriptor& message) {
    const std::string& name = message.full_name();
    if (name == "google.protobuf.Timestamp") return nlohmann::json{{"type", "string"}, {"format", "date-time"}};
    if (name == "google.protobuf.Duration") return nlohmann::json{{"type", "string"}};
    if (name == "google.protobuf.Struct") return nlohmann::json{{"type", "object"}};
    if (name == "google.protobuf.Value") return nlohmann::json::object();
    if (name == "google.protobuf.ListValue")
      return nlohmann::json{{"type", "array"}, {"items", nlohmann::json::object()}};
    if (name == "google.protobuf.Empty") return nlohmann::json{{"type", "object"}};
    return std::nullopt;
  }

  std::set<const pb::Descriptor*> pending_;
  std::set<const pb::Descriptor*> written_;
};

nlohmann::json ProblemResponse(const char* description) {
  return {{"description", description},
          {"content", {{"application/problem+json", {{"schema", {{"$ref", "#/components/schemas/Problem"}}}}}}}};
}

nlohmann::json Operation(const Route& route, SchemaWriter& schemas) {
  const bool open = route.ability == kPublicAbility;
  nlohmann::json op = {
      {"operationId", std::string(route.grpc_method)},
      {"security", open ? nlohmann::json::array() : nlohmann::json::array({{{"bearer", nlohmann::json::array()}}})}};
  if (!route.ability.empty()) op["x-kadry-ability"] = std::string(route.ability);
  nlohmann::json responses = {{"400", ProblemResponse("invalid input")}};
  if (!open) {
    responses["401"] = ProblemResponse("no valid bearer token");
    responses["403"] = ProblemResponse("the ability is missing");
  }
  nlohmann::json parameters = nlohmann::json::array();
  const std::vector<std::string> path_params = TemplateParams(route.path);
  for (const auto& name : path_params) {
    parameters.push_back({{"name", name}, {"in", "path"}, {"required", true}, {"schema", {{"type", "string"}}}});
  }
  const pb::MethodDescriptor* method = route.backend == kGatewayItself ? nullptr : FindMethod(route.grpc_method);
  if (method == nullptr) {
    responses["200"] = {{"description", "OK"}, {"content", {{"application/json", {{"schema", {{"type", "object"}}}}}}}};
    op["parameters"] = std::move(parameters);
    op["responses"] = std::move(responses);
    return op;
  }
  const pb::Descriptor& input = *method->input_type();
  const std::set<std::string> in_path(path_params.begin(), path_params.end());
  if (route.body.empty()) {
    // Every other scalar field of the request, and the paging's members, may be given in the query.
    for (const pb::FieldDescriptor* field : FlatFields(input)) {
      const pb::FieldDescriptor& f = *field;
      if (in_path.count(f.json_name()) || f.cpp_type() == pb::FieldDescriptor::CPPTYPE_MESSAGE) continue;
      nlohmann::json p = {{"name", Kebab(f.json_name())}, {"in", "query"}, {"schema", schemas.Field(f)}};
      if (TakesAllRows(f)) {
        p["schema"] = PageSizeSchema();
        p["description"] = PageSizeDescription();
      }
      if (f.is_repeated()) p["explode"] = true;
      parameters.push_back(std::move(p));
    }
  } else {
    const pb::FieldDescriptor* field = route.body == "*" ? nullptr : input.FindFieldByName(std::string(route.body));
    const nlohmann::json body = field != nullptr ? schemas.Field(*field) : schemas.Message(input);
    op["requestBody"] = {{"required", true}, {"content", {{"application/json", {{"schema", body}}}}}};
  }
  // Any operation may name a row by an id in its path, query or body: one outside the caller's
  // rows answers as one that does not exist.
  responses["404"] = ProblemResponse("not found, or outside the caller's rows");
  if (route.method != "GET") responses["409"] = ProblemResponse("a conflict, e.g. overlapping requests");
  if (route.method == "DELETE" && method->output_type()->field_count() == 0) {
    responses["204"] = {{"description", "deleted"}};
  } else {
    responses["200"] = {{"description", "OK"},
                        {"content", {{"application/json", {{"schema", schemas.Message(*method->output_type())}}}}}};
  }
  op["parameters"] = std::move(parameters);
  op["responses"] = std::move(responses);
  return op;
}
}  // namespace

nlohmann::json OpenApiDocument(const std::vector<Route>& routes) {
  SchemaWriter schemas;
  nlohmann::json paths = nlohmann::json::object();
  for (const Route& route : routes) {
    paths[std::string(route.path)][absl::AsciiStrToLower(AsAbsl(route.method))] = Operation(route, schemas);
  }
  nlohmann::json components = schemas.Components();
  const nlohmann::json params = {{"type", "object"},
                                 {"description", "the values the code's sentence names, e.g. {\"max\": 500}"},
                                 {"additionalProperties", true}};
  const nlohmann::json code = {{"type", "string"},
                               {"description", "stable, for the app to translate: leave.overlap, field.required, ..."},
                               {"pattern", "^[a-z-]+(\\.[a-z-]+)+$"}};
  components["Problem"] = {
      {"type", "object"},
      {"description", "RFC 9457 problem details with a stable code (docs/architecture.md §3)"},
      {"required", {"title", "status", "code"}},
      {"properties",
       {{"type", {{"type", "string"}}},
        {"title", {{"type", "string"}}},
        {"status", {{"type", "integer"}}},
        {"detail", {{"type", "string"}}},
        {"code", code},
        {"params", params},
        {"errors",
         {{"type", "object"},
          {"description", "each bad field (its JSON name) with its problems"},
          {"additionalProperties",
           {{"type", "array"},
            {"items",
             {{"type", "object"},
              {"required", {"code", "detail"}},
              {"properties", {{"code", code}, {"params", params}, {"detail", {{"type", "string"}}}}}}}}}}}}}};
  return {{"openapi", "3.0.3"},
          {"info",
           {{"title", "Kadry REST API"},
            {"version", "1"},
            {"description",
             "Generated from the gateway's route table and the gRPC contracts in proto/. "
             "Collections: page, page-size (a number, or \"all\" for every row up to the cap), repeated sort "
             "(- for descending), search; answers: data, total, totalCapped."}}},
          {"paths", std::move(paths)},
          {"components",
           {{"schemas", std::move(components)},
            {"securitySchemes", {{"bearer", {{"type", "http"}, {"scheme", "bearer"}, {"bearerFormat", "JWT"}}}}}}}};
}

}  // namespace kadry::gateway
