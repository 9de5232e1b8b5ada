#include "gateway/openapi.h"

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <string>

#include "absl/strings/ascii.h"
#include "gateway/absl_string_view.h"

namespace kadry::gateway {
namespace {

const nlohmann::json& Document() {
  static const nlohmann::json doc = OpenApiDocument(ApiRoutes());
  return doc;
}

// The document is generated from the table: every route is in it, with its ability.
TEST(OpenApiDocument, DescribesEveryRouteOfTheTable) {
  const nlohmann::json& paths = Document()["paths"];
  for (const Route& route : ApiRoutes()) {
    const std::string method = absl::AsciiStrToLower(AsAbsl(route.method));
    SCOPED_TRACE(std::string(route.method) + " " + std::string(route.path));
    ASSERT_TRUE(paths.contains(std::string(route.path)));
    ASSERT_TRUE(paths[std::string(route.path)].contains(method));
    const nlohmann::json& op = paths[std::string(route.path)][method];
    EXPECT_EQ(op.value("x-kadry-ability", ""), std::string(route.ability));
    size_t path_params = 0;
    for (const auto& p : op["parameters"]) path_params += p["in"] == "path";
    EXPECT_EQ(path_params, TemplateParams(route.path).size());
    EXPECT_TRUE(op["responses"].contains("200") || op["responses"].contains("204"));
  }
}

TEST(OpenApiDocument, SchemasFollowTheProtoJsonMapping) {
  const nlohmann::json& paths = Document()["paths"];
  const nlohmann::json& create = paths["/absences/api/requests"]["post"];
  EXPECT_EQ(create["requestBody"]["content"]["application/json"]["schema"]["$ref"],
            "#/components/schemas/kadry.absences.v1.RequestDraft");
  const nlohmann::json& draft = Document()["components"]["schemas"]["kadry.absences.v1.RequestDraft"];
  EXPECT_EQ(draft["properties"]["fromDate"]["type"], "string");
  EXPECT_EQ(draft["properties"]["cancelConflicting"]["type"], "boolean");
  // A list's query parameters in the API's kebab-case, repeated ones as arrays.
  const nlohmann::json& my = paths["/absences/api/requests/my"]["get"];
  bool page_size = false;
  for (const auto& p : my["parameters"]) page_size |= p["name"] == "page-size";
  EXPECT_TRUE(page_size);
}

// The paging is documented flat, as the gateway reads and writes it: the members of a list's
// PageRequest are query parameters (or body members), those of its PageResponse stand beside
// `data`; page-size takes "all", with the cap stated.
TEST(OpenApiDocument, ThePagingIsDocumentedFlat) {
  const nlohmann::json& report = Document()["paths"]["/absences/api/requests/report"]["get"];
  std::map<std::string, nlohmann::json> params;
  for (const auto& p : report["parameters"]) params[p["name"]] = p;
  for (const char* name : {"page", "page-size", "sort", "search", "request-status-ids"}) {
    EXPECT_TRUE(params.count(name)) << name;
  }
  EXPECT_FALSE(params.count("all"));
  EXPECT_FALSE(params.count("paging"));
  EXPECT_EQ(params["sort"]["explode"], true);
  const nlohmann::json& page_size = params["page-size"];
  EXPECT_NE(page_size.value("description", "").find("1000"), std::string::npos) << page_size.dump();
  EXPECT_EQ(page_size["schema"]["oneOf"][1]["enum"][0], "all") << page_size.dump();

  const nlohmann::json& schemas = Document()["components"]["schemas"];
  const nlohmann::json& list = schemas["kadry.absences.v1.RequestList"]["properties"];
  EXPECT_EQ(list["total"]["type"], "integer");
  EXPECT_EQ(list["totalCapped"]["type"], "boolean");
  EXPECT_TRUE(list.contains("data"));
  EXPECT_FALSE(list.contains("paging"));
  // SearchEmployees is searched by a JSON body: the same members in its schema.
  const nlohmann::json& search = schemas["kadry.absences.v1.SearchEmployeesRequest"]["properties"];
  for (const char* name : {"page", "pageSize", "sort", "search", "supervisorId"})
    EXPECT_TRUE(search.contains(name)) << name;
  EXPECT_FALSE(search.contains("all"));
  EXPECT_FALSE(search.contains("paging"));
  EXPECT_EQ(search["pageSize"]["oneOf"][1]["enum"][0], "all");
  EXPECT_FALSE(schemas.contains("kadry.common.v1.PageRequest"));
  EXPECT_FALSE(schemas.contains("kadry.common.v1.PageResponse"));
}

TEST(OpenApiDocument, EveryReferenceResolves) {
  const nlohmann::json& schemas = Document()["components"]["schemas"];
  std::function<void(const nlohmann::json&)> visit = [&](const nlohmann::json& node) {
    if (node.is_object()) {
      if (node.contains("$ref")) {
        const std::string ref = node["$ref"];
        const std::string name = ref.substr(ref.rfind('/') + 1);
        EXPECT_TRUE(schemas.contains(name)) << ref;
      }
      for (const auto& [key, value] : node.items()) visit(value);
    } else if (node.is_array()) {
      for (const auto& value : node) visit(value);
    }
  };
  visit(Document());
}

}  // namespace
}  // namespace kadry::gateway
