#include "gateway/routes.h"

#include <algorithm>
#include <deque>
#include <iterator>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/descriptor_database.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gateway/absl_string_view.h"
#include "kadry/common/v1/options.pb.h"
#include "services/common/declared_ability.h"

namespace kadry::gateway {

namespace {
namespace pb = google::protobuf;

// The routes the gateway answers itself.
constexpr Route kGatewayRoutes[] = {
    {"GET", "/api/configuration", "", kGatewayItself, "Api_SignedInUser", ""},
};

// Every RPC of the linked contracts that declares how the browser reaches it
// (kadry.common.v1.http), in file, service and method order: the one place a route is written.
std::vector<Route> DeclaredRoutes() {
  std::vector<std::string> files;
  pb::DescriptorPool::internal_generated_database()->FindAllFileNames(&files);
  std::sort(files.begin(), files.end());
  // "package.Service/Method" of each route, kept for the process as Route holds views.
  static auto* const kMethodNames = new std::deque<std::string>();
  std::vector<Route> routes;
  for (const std::string& name : files) {
    const pb::FileDescriptor* file = pb::DescriptorPool::generated_pool()->FindFileByName(name);
    for (int s = 0; file != nullptr && s < file->service_count(); ++s) {
      const pb::ServiceDescriptor* service = file->service(s);
      for (int m = 0; m < service->method_count(); ++m) {
        const pb::MethodDescriptor* method = service->method(m);
        if (!method->options().HasExtension(common::v1::http)) continue;
        const common::v1::HttpRoute& http = method->options().GetExtension(common::v1::http);
        kMethodNames->push_back(absl::StrCat(service->full_name(), "/", method->name()));
        routes.push_back({http.method(), http.path(), kMethodNames->back(),
                          service->options().GetExtension(common::v1::backend), DeclaredAbility(method), http.body()});
      }
    }
  }
  return routes;
}
}  // namespace

const std::vector<Route>& ApiRoutes() {
  static const std::vector<Route>* const kRoutes = [] {
    auto* routes = new std::vector<Route>(std::begin(kGatewayRoutes), std::end(kGatewayRoutes));
    for (Route& r : DeclaredRoutes()) routes->push_back(r);
    return routes;
  }();
  return *kRoutes;
}

namespace {
std::vector<std::string> SplitPath(std::string_view path) {
  return absl::StrSplit(AsAbsl(path), '/', absl::SkipEmpty());
}

bool IsParam(const std::string& segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
}

// Literal segments count double so the most specific template wins.
int Specificity(const std::vector<std::string>& segments) {
  int score = 0;
  for (const auto& s : segments) score += IsParam(s) ? 1 : 2;
  return score;
}
}  // namespace

std::vector<std::string> TemplateParams(std::string_view path_template) {
  std::vector<std::string> names;
  for (const auto& s : SplitPath(path_template)) {
    if (IsParam(s)) names.push_back(s.substr(1, s.size() - 2));
  }
  return names;
}

RouteMatcher::RouteMatcher(std::vector<Route> routes) : routes_(std::move(routes)) {
  for (const auto& r : routes_) segments_.push_back(SplitPath(r.path));
}

RouteMatch RouteMatcher::Match(std::string_view method, std::string_view path) const {
  const std::vector<std::string> parts = SplitPath(path);
  RouteMatch best;
  int best_score = -1;
  for (size_t i = 0; i < routes_.size(); ++i) {
    const auto& tmpl = segments_[i];
    if (tmpl.size() != parts.size()) continue;
    std::map<std::string, std::string> params;
    bool matches = true;
    for (size_t k = 0; k < tmpl.size() && matches; ++k) {
      if (IsParam(tmpl[k])) {
        params[tmpl[k].substr(1, tmpl[k].size() - 2)] = parts[k];
      } else {
        matches = tmpl[k] == parts[k];
      }
    }
    if (!matches) continue;
    // HEAD is served by the GET route, as HTTP says.
    const bool same_method = routes_[i].method == method || (method == "HEAD" && routes_[i].method == "GET");
    if (!same_method) {
      best.allowed_methods.emplace_back(routes_[i].method);
      continue;
    }
    const int score = Specificity(tmpl);
    if (score > best_score) {
      best_score = score;
      best.kind = RouteMatch::Kind::kFound;
      best.route = &routes_[i];
      best.params = std::move(params);
    }
  }
  if (best.kind != RouteMatch::Kind::kFound && !best.allowed_methods.empty()) {
    best.kind = RouteMatch::Kind::kMethodNotAllowed;
    std::sort(best.allowed_methods.begin(), best.allowed_methods.end());
    best.allowed_methods.erase(std::unique(best.allowed_methods.begin(), best.allowed_methods.end()),
                               best.allowed_methods.end());
  }
  return best;
}

const std::set<std::string>& ApiPrefixes() {
  static const auto* const kPrefixes = [] {
    auto* prefixes = new std::set<std::string>();
    for (const Route& r : ApiRoutes()) {
      const size_t api = r.path.find("/api/");
      if (api != std::string_view::npos) prefixes->insert(std::string(r.path.substr(0, api + 4)));
    }
    return prefixes;
  }();
  return *kPrefixes;
}

bool IsApiPath(std::string_view path) {
  for (const std::string& prefix : ApiPrefixes()) {
    if (path.substr(0, prefix.size()) == prefix && (path.size() == prefix.size() || path[prefix.size()] == '/')) {
      return true;
    }
  }
  return false;
}

std::set<std::string> RouteBackends() {
  std::set<std::string> names;
  for (const Route& r : ApiRoutes()) {
    if (r.backend != kGatewayItself) names.insert(std::string(r.backend));
  }
  return names;
}

}  // namespace kadry::gateway
