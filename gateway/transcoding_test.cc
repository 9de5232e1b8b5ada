#include "gateway/transcoding.h"

#include <gtest/gtest.h>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/dynamic_message.h>
#include <google/protobuf/util/json_util.h>
#include <google/protobuf/util/message_differencer.h>

#include <vector>

#include "kadry/absences/v1/absences_service.pb.h"
#include "kadry/identity/v1/identity_service.pb.h"

namespace kadry::gateway {
namespace {
namespace v1 = kadry::identity::v1;

TEST(QueryToJson, KebabToCamelAndNumbersFromTheDescriptor) {
  auto json =
      QueryToJson(*v1::ListPresetsRequest::descriptor(), {{"key", "appSettings"}, {"page", "2"}, {"page-size", "10"}});
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_EQ(*json, nlohmann::json::parse(R"({"key":"appSettings","paging":{"page":2,"pageSize":10}})"));
}

TEST(QueryToJson, RepeatedParamsBecomeArrays) {
  auto json = QueryToJson(*v1::User::descriptor(), {{"role-ids", "1"}, {"role-ids", "2"}, {"active", "true"}});
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_EQ(*json, nlohmann::json::parse(R"({"roleIds":[1,2],"active":true})"));
}

TEST(QueryToJson, DottedNamesReachNestedMessages) {
  auto json = QueryToJson(*v1::UpsertUserRequest::descriptor(), {{"user.first-name", "Jan"}});
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_EQ(*json, nlohmann::json::parse(R"({"user":{"firstName":"Jan"}})"));
}

TEST(QueryToJson, BadInputIsInvalidArgument) {
  const auto& d = *v1::ListPresetsRequest::descriptor();
  EXPECT_EQ(QueryToJson(d, {{"foo", "1"}}).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(QueryToJson(d, {{"page", "two"}}).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(QueryToJson(d, {{"page", "99999999999"}}).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(QueryToJson(d, {{"page", "1"}, {"page", "2"}}).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(QueryToJson(*v1::User::descriptor(), {{"active", "maybe"}}).status().code(),
            absl::StatusCode::kInvalidArgument);
}

// The RPC `full_name` ("kadry.identity.v1.IdentityService/CreatePreset"), which must exist.
const google::protobuf::MethodDescriptor& Rpc(const std::string& full_name) {
  const auto* m = FindMethod(full_name);
  EXPECT_NE(m, nullptr) << full_name;
  return *m;
}

// An RPC of IdentityService by its name.
const google::protobuf::MethodDescriptor& Method(const char* name) {
  return Rpc(std::string("kadry.identity.v1.IdentityService/") + name);
}

TEST(EncodeRequest, BodyUnderFieldPlusPathParams) {
  RestRequest req{
      {{"userId", "1002"}, {"presetId", "7"}}, {}, R"({"key":"k","name":"n","data":{"theme":"dark","n":[1,2]}})"};
  auto bytes = EncodeRequest(Method("UpdatePreset"), req, "preset");
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  v1::UpdatePresetRequest parsed;
  ASSERT_TRUE(parsed.ParseFromString(*bytes));
  EXPECT_EQ(parsed.user_id(), 1002);
  EXPECT_EQ(parsed.preset_id(), 7);
  EXPECT_EQ(parsed.preset().name(), "n");
  EXPECT_EQ(parsed.preset().data().fields().at("theme").string_value(), "dark");
}

TEST(EncodeRequest, RejectsUnknownBodyFieldsAndBadJson) {
  RestRequest base{{{"userId", "1"}}, {}, ""};
  const auto& create = Method("CreatePreset");
  for (const char* body : {R"({"key":"k","nmae":"x"})", R"({"key":)", "[1,2,3]", R"("appSettings")",
                           R"({"data":"not-an-object"})", R"({"name":{"nested":true}})", R"({"data":[1,2]})"}) {
    RestRequest req = base;
    req.body = body;
    EXPECT_EQ(EncodeRequest(create, req, "preset").status().code(), absl::StatusCode::kInvalidArgument) << body;
  }
}

// Security regression: 100 000 brackets (200 KB) used to parse and then overflow the
// stack when re-serialised, killing the gateway.
TEST(EncodeRequest, DeeplyNestedBodyIsRefusedBeforeAnyTreeIsBuilt) {
  RestRequest req{{{"userId", "1"}}, {}, ""};
  const std::string brackets = std::string(100000, '[') + std::string(100000, ']');
  req.body = brackets;  // RestRequest holds views: the text must outlive it
  auto deep = EncodeRequest(Method("CreatePreset"), req, "preset");
  EXPECT_EQ(deep.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(deep.status().message().find("nested"), std::string::npos) << deep.status();
  const std::string inside =
      R"({"key":"k","name":"n","data":{"a":)" + std::string(40, '[') + std::string(40, ']') + "}}";
  req.body = inside;
  EXPECT_EQ(EncodeRequest(Method("CreatePreset"), req, "preset").status().code(), absl::StatusCode::kInvalidArgument);
}

// Reliability regression: "a\u0000b" was stored as "a" (PostgreSQL text ends at NUL).
TEST(EncodeRequest, NulCharacterIsRefusedInBodyQueryAndPath) {
  RestRequest body{{{"userId", "1"}}, {}, R"({"key":"k","name":"a\u0000b"})"};
  EXPECT_EQ(EncodeRequest(Method("CreatePreset"), body, "preset").status().code(), absl::StatusCode::kInvalidArgument);
  RestRequest escaped{{{"userId", "1"}}, {}, R"({"key":"k","name":"a\\u0000b"})"};
  EXPECT_TRUE(EncodeRequest(Method("CreatePreset"), escaped, "preset").ok())
      << "a backslash followed by u0000 is plain text";
  RestRequest query{{{"userId", "1"}}, {{"key", std::string("a\0b", 3)}}, ""};
  EXPECT_EQ(EncodeRequest(Method("ListPresets"), query, "").status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(EncodeRequest, NonNumericPathParamIsInvalidArgument) {
  RestRequest req{{{"userId", "abc"}}, {}, ""};
  EXPECT_EQ(EncodeRequest(Method("ListPresets"), req, "").status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(EncodeRequest, QueryMayNotRestateThePath) {
  RestRequest req{{{"userId", "1"}}, {{"user-id", "2"}}, ""};
  EXPECT_EQ(EncodeRequest(Method("ListPresets"), req, "").status().code(), absl::StatusCode::kInvalidArgument);
}

// A request without a body goes into its message by reflection; it must be the message
// protobuf's JSON parser makes of the same request (RequestJson), field for field.
TEST(EncodeRequest, UrlParametersGiveTheMessageProtobufsJsonParserGives) {
  struct Case {
    const char* method;
    RestRequest request;
  };
  const std::string not_utf8 = "Kowalsk\xff";
  const std::vector<Case> cases = {
      {"kadry.identity.v1.IdentityService/ListPresets",
       {{{"userId", "1002"}}, {{"key", "appSettings"}, {"page", "2"}, {"page-size", "10"}}, ""}},
      {"kadry.absences.v1.AbsencesService/ListMyRequests", {{}, {{"page", "1"}, {"page-size", "10"}}, ""}},
      {"kadry.absences.v1.AbsencesService/ListMyRequests",
       {{},
        {{"sort", "-from-date"},
         {"sort", "request-no"},
         {"request-status-ids", "1"},
         {"request-status-ids", "2"},
         {"search", "Łukasz Żółć"},
         {"date-from", "2026-01-01"},
         {"page-size", "all"},
         {"page", "-3"}},
        ""}},
      {"kadry.absences.v1.AbsencesService/ListTeamRequests",
       {{}, {{"search", not_utf8}, {"employee-id", "2147483647"}}, ""}},
      {"kadry.identity.v1.IdentityService/UpsertUser",
       {{},
        {{"user.first-name", "Jan"},
         {"user.role-ids", "3"},
         {"user.role-ids", "4"},
         {"user.active", "TRUE"},
         {"password", "x"}},
        ""}},
      {"kadry.absences.v1.AbsencesService/ListRequestTypes", {{}, {}, ""}},
  };
  for (const Case& c : cases) {
    const google::protobuf::MethodDescriptor* method = FindMethod(c.method);
    ASSERT_NE(method, nullptr) << c.method;
    auto bytes = EncodeRequest(*method, c.request, "");
    ASSERT_TRUE(bytes.ok()) << c.method << ": " << bytes.status();
    google::protobuf::DynamicMessageFactory factory;
    std::unique_ptr<google::protobuf::Message> reflected(factory.GetPrototype(method->input_type())->New());
    ASSERT_TRUE(reflected->ParseFromString(*bytes));
    auto json = RequestJson(*method->input_type(), c.request, "");
    ASSERT_TRUE(json.ok());
    std::unique_ptr<google::protobuf::Message> parsed(factory.GetPrototype(method->input_type())->New());
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(
                    json->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), parsed.get())
                    .ok());
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*reflected, *parsed))
        << c.method << "\n"
        << reflected->DebugString() << "\nprotobuf's parser:\n"
        << parsed->DebugString();
  }
  // Text that is not UTF-8 is mended as before (U+FFFD), not passed on to fail in the service.
  RestRequest bad{{}, {{"search", not_utf8}}, ""};
  auto bytes = EncodeRequest(Rpc("kadry.absences.v1.AbsencesService/ListTeamRequests"), bad, "");
  ASSERT_TRUE(bytes.ok());
  EXPECT_NE(bytes->find("Kowalsk\xef\xbf\xbd"), std::string::npos);
}

TEST(DecodeResponse, PrintsPrimitivesInCamelCase) {
  v1::ListPresetsResponse response;
  response.mutable_paging()->set_total(1);
  auto* p = response.add_data();
  p->set_id(3);
  p->set_user_id(1002);
  auto json = DecodeResponse(Method("ListPresets"), response.SerializeAsString());
  ASSERT_TRUE(json.ok());
  auto parsed = nlohmann::json::parse(json->json);
  EXPECT_EQ(parsed["total"], 1);
  EXPECT_EQ(parsed["data"][0]["userId"], 1002);
  EXPECT_EQ(parsed["data"][0]["isDefault"], false);  // printed although default
  EXPECT_EQ(parsed["data"][0]["key"], "");
  EXPECT_FALSE(json->has_no_fields);
  EXPECT_TRUE(DecodeResponse(Method("DeletePreset"), "")->has_no_fields);
}

// An RPC of AbsencesService by its name.
const google::protobuf::MethodDescriptor& Absences(const char* name) {
  return Rpc(std::string("kadry.absences.v1.AbsencesService/") + name);
}

// docs/architecture.md §3: the paging is flat in the URL and fills the request's PageRequest.
TEST(EncodeRequest, FlatPagingParametersFillTheEmbeddedPageRequest) {
  RestRequest req{
      {}, {{"page", "2"}, {"page-size", "5"}, {"sort", "-from-date"}, {"search", "Nowak"}, {"employee-id", "7"}}, ""};
  auto bytes = EncodeRequest(Absences("ListTeamRequests"), req, "");
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  kadry::absences::v1::ListRequestsRequest parsed;
  ASSERT_TRUE(parsed.ParseFromString(*bytes));
  EXPECT_EQ(parsed.paging().page(), 2);
  EXPECT_EQ(parsed.paging().page_size(), 5);
  ASSERT_EQ(parsed.paging().sort_size(), 1);
  EXPECT_EQ(parsed.paging().sort(0), "-from-date");
  EXPECT_EQ(parsed.paging().search(), "Nowak");
  EXPECT_FALSE(parsed.paging().all());
  EXPECT_EQ(parsed.employee_id(), 7);
  // camelCase and snake_case name the same parameter.
  for (const char* name : {"pageSize", "page_size"}) {
    auto other = EncodeRequest(Absences("ListTeamRequests"), RestRequest{{}, {{name, "5"}}, ""}, "");
    ASSERT_TRUE(other.ok()) << name << ": " << other.status();
    ASSERT_TRUE(parsed.ParseFromString(*other));
    EXPECT_EQ(parsed.paging().page_size(), 5) << name;
  }
}

// page-size=all is the one way to ask for every row: the flag has no name of its own, nor
// has the embedded message.
TEST(EncodeRequest, PageSizeAllIsTheOneWayToAskForEveryRow) {
  auto bytes =
      EncodeRequest(Absences("ListTeamRequests"), RestRequest{{}, {{"page-size", "all"}, {"page", "3"}}, ""}, "");
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  kadry::absences::v1::ListRequestsRequest parsed;
  ASSERT_TRUE(parsed.ParseFromString(*bytes));
  EXPECT_TRUE(parsed.paging().all());
  EXPECT_EQ(parsed.paging().page_size(), 0);
  EXPECT_EQ(parsed.paging().page(), 3);
  // Every list takes it, also one that had no way to ask for every row.
  auto workdays = EncodeRequest(Rpc("kadry.work_times.v1.WorkTimesService/ListMyWorkdays"),
                                RestRequest{{}, {{"page-size", "all"}}, ""}, "");
  EXPECT_TRUE(workdays.ok()) << workdays.status();
  for (const QueryParams& query : std::vector<QueryParams>{{{"all", "true"}},
                                                           {{"paging.page", "2"}},
                                                           {{"paging", "x"}},
                                                           {{"page-size", "all"}, {"page-size", "5"}},
                                                           {{"page-size", "5"}, {"page-size", "all"}},
                                                           {{"page-size", "All"}}}) {
    auto refused = EncodeRequest(Absences("ListTeamRequests"), RestRequest{{}, query, ""}, "");
    EXPECT_EQ(refused.status().code(), absl::StatusCode::kInvalidArgument) << query[0].first << "=" << query[0].second;
  }
}

// A list searched by a JSON body carries the same flat members, "pageSize": "all" included.
TEST(EncodeRequest, FlatPagingMembersOfABodyFillTheEmbeddedPageRequest) {
  auto bytes =
      EncodeRequest(Absences("SearchEmployees"),
                    RestRequest{{}, {}, R"({"page":2,"pageSize":50,"sort":["-full-name"],"supervisorId":1003})"}, "*");
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  kadry::absences::v1::SearchEmployeesRequest parsed;
  ASSERT_TRUE(parsed.ParseFromString(*bytes));
  EXPECT_EQ(parsed.paging().page(), 2);
  EXPECT_EQ(parsed.paging().page_size(), 50);
  ASSERT_EQ(parsed.paging().sort_size(), 1);
  EXPECT_EQ(parsed.paging().sort(0), "-full-name");
  EXPECT_EQ(parsed.supervisor_id(), 1003);
  auto all =
      EncodeRequest(Absences("SearchEmployees"), RestRequest{{}, {}, R"({"pageSize":"all","search":"Ko"})"}, "*");
  ASSERT_TRUE(all.ok()) << all.status();
  ASSERT_TRUE(parsed.ParseFromString(*all));
  EXPECT_TRUE(parsed.paging().all());
  EXPECT_EQ(parsed.paging().search(), "Ko");
  // The query may add to the body's paging, not restate it.
  auto mixed = EncodeRequest(Absences("SearchEmployees"), RestRequest{{}, {{"page", "4"}}, R"({"pageSize":5})"}, "*");
  ASSERT_TRUE(mixed.ok()) << mixed.status();
  ASSERT_TRUE(parsed.ParseFromString(*mixed));
  EXPECT_EQ(parsed.paging().page(), 4);
  EXPECT_EQ(parsed.paging().page_size(), 5);
  for (const char* body : {R"({"all":true})", R"({"paging":{"page":1}})", R"({"pageSize":"ten"})"}) {
    EXPECT_EQ(EncodeRequest(Absences("SearchEmployees"), RestRequest{{}, {}, body}, "*").status().code(),
              absl::StatusCode::kInvalidArgument)
        << body;
  }
  EXPECT_EQ(EncodeRequest(Absences("SearchEmployees"), RestRequest{{}, {{"page", "4"}}, R"({"page":5})"}, "*")
                .status()
                .code(),
            absl::StatusCode::kInvalidArgument);
}

// The answer's PageResponse is written beside `data`, not under a name of its own.
TEST(DecodeResponse, ThePageResponseIsFlatBesideTheData) {
  kadry::absences::v1::RequestList list;
  list.mutable_paging()->set_total(42);
  list.add_data()->set_id(5);
  auto json = DecodeResponse(Absences("ListTeamRequests"), list.SerializeAsString());
  ASSERT_TRUE(json.ok()) << json.status();
  const nlohmann::json parsed = nlohmann::json::parse(json->json);
  EXPECT_EQ(parsed["total"], 42);
  EXPECT_EQ(parsed["totalCapped"], false);
  EXPECT_EQ(parsed["data"][0]["id"], 5);
  EXPECT_FALSE(parsed.contains("paging"));
}

TEST(CheckRouteFields, FindsMistakesInTheTable) {
  EXPECT_TRUE(CheckRouteFields(Method("UpdatePreset"), {"userId", "presetId"}, "preset").ok());
  EXPECT_FALSE(CheckRouteFields(Method("UpdatePreset"), {"userId", "id"}, "preset").ok());
  EXPECT_FALSE(CheckRouteFields(Method("UpdatePreset"), {"userId"}, "presets").ok());
}

}  // namespace
}  // namespace kadry::gateway
