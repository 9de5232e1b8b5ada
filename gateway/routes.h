#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace kadry::gateway {

// Answered by the gateway itself instead of a gRPC backend.
inline constexpr std::string_view kGatewayItself = "gateway";
// The ability of a route anyone may call without a token, because its path carries a secret of
// its own (a calendar feed's: calendar applications cannot sign in). The gateway forwards no
// token; the service checks the secret.
inline constexpr std::string_view kPublicAbility = "Public";

// One REST operation: `METHOD path` -> one gRPC method (docs/architecture.md §1).
struct Route {
  std::string_view method;       // GET, POST, PUT, PATCH, DELETE
  std::string_view path;         // "/api/users/{userId}/presets/{id}"
  std::string_view grpc_method;  // "kadry.identity.v1.IdentityService/ListPresets"
  std::string_view backend;      // "identity", or kGatewayItself
  std::string_view ability;      // subject of abilities.json; a routed RPC without one refuses to start
  std::string_view body;         // "" no body, "*" the whole request, or a field name
};

// The REST surface of the gateway: the gateway's own routes and every RPC whose proto declares
// its HTTP method and path (kadry.common.v1.http), with the ability and the backend its proto
// names. Nothing else lists routes.
const std::vector<Route>& ApiRoutes();

struct RouteMatch {
  enum class Kind { kFound, kNotFound, kMethodNotAllowed };
  Kind kind = Kind::kNotFound;
  const Route* route = nullptr;
  std::map<std::string, std::string> params;  // template name -> path segment
  std::vector<std::string> allowed_methods;   // for 405's Allow header
};

// Matches request paths against route templates segment by segment; a literal
// segment beats a parameter so "/presets/export" could coexist with "/presets/{id}".
class RouteMatcher final {
 public:
  explicit RouteMatcher(std::vector<Route> routes);
  RouteMatch Match(std::string_view method, std::string_view path) const;
  const std::vector<Route>& routes() const { return routes_; }

 private:
  std::vector<Route> routes_;
  std::vector<std::vector<std::string>> segments_;  // per route, split template
};

// The API prefixes of the route table ("/api", "/absences/api", ...): each path up to its
// first "/api" segment. The gateway answers problem+json under them, the web app elsewhere.
const std::set<std::string>& ApiPrefixes();
// Whether `path` is under one of ApiPrefixes().
bool IsApiPath(std::string_view path);
// The gRPC backends the route table names (kGatewayItself left out).
std::set<std::string> RouteBackends();

// Names of the {params} of a template, in order.
std::vector<std::string> TemplateParams(std::string_view path_template);

}  // namespace kadry::gateway
