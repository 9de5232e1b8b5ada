#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace google::protobuf {
class Descriptor;
class MethodDescriptor;
}  // namespace google::protobuf

namespace kadry::gateway {

using QueryParams = std::vector<std::pair<std::string, std::string>>;

// The parts of an HTTP request that become a gRPC request message.
struct RestRequest {
  std::map<std::string, std::string> path_params;  // camelCase names from the template
  QueryParams query;                               // decoded, in order
  std::string_view body;                           // raw JSON text
};

// "kadry.identity.v1.IdentityService/ListPresets" in the generated descriptor pool.
const google::protobuf::MethodDescriptor* FindMethod(std::string_view full_name);

// "page-size=10&sort=a&sort=-b" -> {"pageSize":10,"sort":["a","-b"]}: kebab-case to
// lowerCamelCase, dotted names into nested messages, repeated fields into arrays,
// numbers and booleans typed from the descriptor. Unknown names are INVALID_ARGUMENT.
absl::StatusOr<nlohmann::json> QueryToJson(const google::protobuf::Descriptor& message, const QueryParams& query);

// The request as proto3 JSON: the body (whole, or under `body_field`), then the query,
// then the path parameters.
absl::StatusOr<nlohmann::json> RequestJson(const google::protobuf::Descriptor& message, const RestRequest& request,
                                           std::string_view body_field);

// RequestJson parsed strictly (unknown fields rejected) and serialized for the wire.
absl::StatusOr<std::string> EncodeRequest(const google::protobuf::MethodDescriptor& method, const RestRequest& request,
                                          std::string_view body_field);

struct JsonResponse {
  std::string json;
  bool has_no_fields = false;  // e.g. Empty: a DELETE answers 204
};

// Wire bytes of the method's output -> proto3 JSON with every primitive printed.
absl::StatusOr<JsonResponse> DecodeResponse(const google::protobuf::MethodDescriptor& method, std::string_view bytes);

// Start-up check of a route against its method: every path parameter and the body
// field must name a field of the request.
absl::Status CheckRouteFields(const google::protobuf::MethodDescriptor& method,
                              const std::vector<std::string>& path_params, std::string_view body_field);

}  // namespace kadry::gateway
