#include "gateway/routes.h"

#include <gtest/gtest.h>

namespace kadry::gateway {
namespace {

TEST(RouteMatcher, MatchesTemplatesAndExtractsParams) {
  RouteMatcher m(ApiRoutes());
  auto list = m.Match("GET", "/api/users/1002/presets");
  ASSERT_EQ(list.kind, RouteMatch::Kind::kFound);
  EXPECT_EQ(list.route->grpc_method, "kadry.identity.v1.IdentityService/ListPresets");
  EXPECT_EQ(list.params.at("userId"), "1002");

  auto put = m.Match("PUT", "/api/users/7/presets/42");
  ASSERT_EQ(put.kind, RouteMatch::Kind::kFound);
  EXPECT_EQ(put.params.at("presetId"), "42");
  EXPECT_EQ(put.route->body, "preset");

  auto mark = m.Match("POST", "/api/users/7/presets/42/mark-as-default-commands");
  ASSERT_EQ(mark.kind, RouteMatch::Kind::kFound);
  EXPECT_EQ(mark.params.at("id"), "42");

  EXPECT_EQ(m.Match("GET", "/api/users/7/presets/").kind, RouteMatch::Kind::kFound);  // trailing slash
  EXPECT_EQ(m.Match("HEAD", "/api/configuration").kind, RouteMatch::Kind::kFound);
}

TEST(RouteMatcher, UnknownPathIsNotFound) {
  RouteMatcher m(ApiRoutes());
  EXPECT_EQ(m.Match("GET", "/api/no-such-route").kind, RouteMatch::Kind::kNotFound);
  EXPECT_EQ(m.Match("GET", "/api/users/1002/no-such-thing").kind, RouteMatch::Kind::kNotFound);
  EXPECT_EQ(m.Match("GET", "/api/users/1/presets/2/extra/3").kind, RouteMatch::Kind::kNotFound);
}

TEST(RouteMatcher, WrongMethodIsMethodNotAllowedWithAllow) {
  RouteMatcher m(ApiRoutes());
  auto r = m.Match("DELETE", "/api/configuration");
  ASSERT_EQ(r.kind, RouteMatch::Kind::kMethodNotAllowed);
  EXPECT_EQ(r.allowed_methods, std::vector<std::string>{"GET"});
  auto p = m.Match("PATCH", "/api/users/1/presets/2");
  ASSERT_EQ(p.kind, RouteMatch::Kind::kMethodNotAllowed);
  EXPECT_EQ(p.allowed_methods, (std::vector<std::string>{"DELETE", "PUT"}));
}

TEST(RouteMatcher, LiteralSegmentBeatsParameter) {
  RouteMatcher m({{"GET", "/api/x/{id}", "a/B", "svc", "", ""}, {"GET", "/api/x/export", "a/C", "svc", "", ""}});
  EXPECT_EQ(m.Match("GET", "/api/x/export").route->grpc_method, "a/C");
  EXPECT_EQ(m.Match("GET", "/api/x/5").route->grpc_method, "a/B");
}

TEST(TemplateParams, ListsNamesInOrder) {
  EXPECT_EQ(TemplateParams("/api/users/{userId}/presets/{id}"), (std::vector<std::string>{"userId", "id"}));
}

}  // namespace
}  // namespace kadry::gateway

namespace kadry::gateway {
namespace {

TEST(RouteTable, ApiPrefixesAndBackendsComeFromTheRoutes) {
  EXPECT_EQ(ApiPrefixes(), (std::set<std::string>{"/absences/api", "/api", "/notifications/api", "/work-times/api"}));
  EXPECT_TRUE(IsApiPath("/absences/api/requests/my"));
  EXPECT_TRUE(IsApiPath("/work-times/api/workdays/my"));
  EXPECT_TRUE(IsApiPath("/notifications/api/notifications/my"));
  EXPECT_TRUE(IsApiPath("/api"));
  EXPECT_FALSE(IsApiPath("/absences/apidocs"));
  EXPECT_FALSE(IsApiPath("/requests/my"));
  // Exactly the backends the rows name (a new service's rows need no edit here).
  std::set<std::string> named;
  for (const Route& r : ApiRoutes()) {
    if (r.backend != kGatewayItself) named.insert(std::string(r.backend));
  }
  EXPECT_EQ(RouteBackends(), named);
  EXPECT_TRUE(RouteBackends().count("absences"));
  EXPECT_FALSE(RouteBackends().count(std::string(kGatewayItself)));
}

}  // namespace
}  // namespace kadry::gateway
