#include "gateway/routes.h"

#include <algorithm>

#include "absl/strings/str_split.h"
#include "gateway/absl_string_view.h"

namespace kadry::gateway {

const std::vector<Route>& ApiRoutes() {
  // Ownership of presets (own userId only) is the identity service's rule.
  static const std::vector<Route> kRoutes = {
      // {method, path template, gRPC method, backend, ability subject, body field}
      {"GET", "/api/configuration", "", kGatewayItself, "", ""},
      {"GET", "/api/users/{userId}/presets", "kadry.identity.v1.IdentityService/ListPresets", "identity", "", ""},
      {"POST", "/api/users/{userId}/presets", "kadry.identity.v1.IdentityService/CreatePreset", "identity", "", "preset"},
      {"PUT", "/api/users/{userId}/presets/{presetId}", "kadry.identity.v1.IdentityService/UpdatePreset", "identity", "", "preset"},
      {"POST", "/api/users/{userId}/presets/{id}/mark-as-default-commands", "kadry.identity.v1.IdentityService/MarkPresetAsDefault", "identity", "", ""},
      {"DELETE", "/api/users/{userId}/presets/{id}", "kadry.identity.v1.IdentityService/DeletePreset", "identity", "", ""},
  };
  return kRoutes;
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
    const bool same_method = routes_[i].method == method ||
                             (method == "HEAD" && routes_[i].method == "GET");
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
    best.allowed_methods.erase(
        std::unique(best.allowed_methods.begin(), best.allowed_methods.end()),
        best.allowed_methods.end());
  }
  return best;
}

}  // namespace kadry::gateway
