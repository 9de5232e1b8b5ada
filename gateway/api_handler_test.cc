// End to end through the pipeline: JSON in -> proto -> an in-process fake
// IdentityService on port 0 -> proto -> JSON out, and statuses -> problem+json.
#include "gateway/api_handler.h"

#include <gtest/gtest.h>
#include <grpcpp/server.h>
#include <grpcpp/server_builder.h>

#include <mutex>
#include <thread>

#include "absl/strings/str_cat.h"
#include "services/common/abilities.h"
#include "gateway/auth.h"
#include "gateway/backend_channels.h"
#include "gateway/user_access.h"
#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "kadry/identity/v1/identity_service.grpc.pb.h"
#include "services/common/token_verifier.h"

namespace kadry::gateway {
namespace {
namespace v1 = kadry::identity::v1;

class FakeIdentity final : public v1::IdentityService::Service {
 public:
  grpc::Status ListPresets(grpc::ServerContext* context, const v1::ListPresetsRequest* request,
                           v1::ListPresetsResponse* response) override {
    Remember(context);
    if (request->key() == "slow") std::this_thread::sleep_for(std::chrono::milliseconds(2500));
    response->mutable_paging()->set_total(request->paging().page() * 100 + request->paging().page_size());
    auto* p = response->add_data();
    p->set_user_id(request->user_id());
    p->set_key(request->key());
    return grpc::Status::OK;
  }
  grpc::Status CreatePreset(grpc::ServerContext*, const v1::CreatePresetRequest* request,
                            v1::PresetResponse* response) override {
    *response->mutable_data() = request->preset();
    response->mutable_data()->set_id(5);
    response->mutable_data()->set_user_id(request->user_id());
    return grpc::Status::OK;
  }
  grpc::Status DeletePreset(grpc::ServerContext*, const v1::PresetRef* request, v1::Empty*) override {
    if (request->id() == 404) return grpc::Status(grpc::StatusCode::NOT_FOUND, "no preset 404");
    if (request->id() == 401) return grpc::Status(grpc::StatusCode::UNAUTHENTICATED, "the token was revoked at 12:00");
    return grpc::Status::OK;
  }
  grpc::Status MarkPresetAsDefault(grpc::ServerContext*, const v1::PresetRef*, v1::PresetResponse*) override {
    return grpc::Status(grpc::StatusCode::PERMISSION_DENIED, "not your preset");
  }
  grpc::Status UpdatePreset(grpc::ServerContext*, const v1::UpdatePresetRequest*, v1::PresetResponse*) override {
    return grpc::Status(grpc::StatusCode::INTERNAL, "db exploded at row 7");
  }

  std::string authorization, request_id;

 private:
  void Remember(grpc::ServerContext* context) {
    std::lock_guard lock(mu_);
    auto md = context->client_metadata();
    if (auto it = md.find("authorization"); it != md.end())
      authorization = std::string(it->second.data(), it->second.size());
    if (auto it = md.find("x-request-id"); it != md.end())
      request_id = std::string(it->second.data(), it->second.size());
  }
  std::mutex mu_;
};

// The owner of the access flags, slow to answer.
class SlowAbsences final : public kadry::absences::v1::AbsencesService::Service {
 public:
  grpc::Status GetEmployeeAbilities(grpc::ServerContext*, const kadry::absences::v1::EmployeeRef*,
                                    kadry::absences::v1::AbilitiesResponse*) override {
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    return grpc::Status::OK;
  }
};

class ApiHandlerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    grpc::ServerBuilder builder;
    int port = 0;
    builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
    builder.RegisterService(&fake_);
    server_ = builder.BuildAndStart();
    ASSERT_GT(port, 0);
    identity_port_ = port;

    key_ = std::make_unique<RsaSigningKey>(*RsaSigningKey::Generate("k1"));
    const nlohmann::json jwks = {{"keys", {key_->PublicJwk()}}};
    verifier_ =
        std::make_unique<TokenVerifier>(TokenRules{"http://issuer", "kadry-api", "absences"}, [jwks] { return jwks; });
    abilities_ = std::make_unique<AbilityRules>(AbilityRules::Embedded());
    auth_ = std::make_unique<Authenticator>(*verifier_, cache_, *abilities_, access_, /*revoked=*/nullptr);
    backends_ = std::make_unique<BackendChannels>(std::map<std::string, std::string>{
        {"identity", absl::StrCat("127.0.0.1:", port)}, {"absences", "127.0.0.1:1"}});
    handler_ = std::make_unique<ApiHandler>(routes_, *auth_, *backends_, std::chrono::milliseconds(3000),
                                            nlohmann::json{{"newsEnabled", false}});
  }
  void TearDown() override { server_->Shutdown(); }

  std::string Token(nlohmann::json overrides = nlohmann::json::object()) {
    const int64_t now = absl::ToUnixSeconds(absl::Now());
    nlohmann::json claims = {
        {"iss", "http://issuer"}, {"aud", "kadry-api"}, {"sub", "1002"},   {"scope", "openid absences"},
        {"role", {9044}},         {"exp", now + 600},   {"nbf", now - 10}, {"iat", now - 10}};
    claims.update(overrides);
    return key_->Sign(claims);
  }
  HttpResponse Call(std::string method, std::string path, QueryParams query = {}, std::string body = "",
                    std::string token = "") {
    if (token.empty()) token = Token();
    return handler_->Handle(
        ApiRequest{std::move(method), std::move(path), std::move(query), "Bearer " + token, std::move(body), "req-1"});
  }
  static nlohmann::json Body(const HttpResponse& r) { return nlohmann::json::parse(r.body); }

  FakeIdentity fake_;
  std::unique_ptr<grpc::Server> server_;
  int identity_port_ = 0;
  std::unique_ptr<RsaSigningKey> key_;
  std::unique_ptr<TokenVerifier> verifier_;
  std::unique_ptr<AbilityRules> abilities_;
  PrincipalCache cache_{nullptr};
  DefaultUserAccess access_;
  std::unique_ptr<Authenticator> auth_;
  std::unique_ptr<BackendChannels> backends_;
  RouteMatcher routes_{ApiRoutes()};
  std::unique_ptr<ApiHandler> handler_;
};

TEST_F(ApiHandlerTest, RouteTableIsValid) {
  // Every backend the table names (a new service's rows need no edit here).
  auto valid = ValidateRoutes(routes_, *abilities_, RouteBackends());
  EXPECT_TRUE(valid.ok()) << valid;
  // A table naming a backend the gateway has no address for must not start.
  EXPECT_FALSE(ValidateRoutes(routes_, *abilities_, {"identity"}).ok());
}

// A route is written once, in its RPC's proto: method, path, body, ability and backend.
TEST_F(ApiHandlerTest, RoutesComeFromTheProtoWithTheirAbility) {
  const RouteMatch lock = routes_.Match("POST", "/work-times/api/workdays/lock");
  ASSERT_EQ(lock.kind, RouteMatch::Kind::kFound);
  EXPECT_EQ(lock.route->grpc_method, "kadry.work_times.v1.WorkTimesService/LockMonth");
  EXPECT_EQ(lock.route->backend, "work-times");
  EXPECT_EQ(lock.route->ability, "Page_WorkTimes_TeamWorkdays");
  EXPECT_EQ(lock.route->body, "*");
  const RouteMatch presets = routes_.Match("PUT", "/api/users/1002/presets/7");
  ASSERT_EQ(presets.kind, RouteMatch::Kind::kFound);
  EXPECT_EQ(presets.route->backend, "identity");
  EXPECT_EQ(presets.route->ability, "Api_SignedInUser");
  EXPECT_EQ(presets.route->body, "preset");
}

// The architecture's rule: every RPC the browser reaches names who may call it. A routed RPC
// whose proto forgets its ability stops the gateway at start-up instead of opening to anyone.
TEST_F(ApiHandlerTest, EveryRoutedRpcDeclaresAnAbilityOrTheGatewayRefusesToStart) {
  for (const Route& r : ApiRoutes()) {
    EXPECT_FALSE(r.ability.empty()) << r.method << " " << r.path << " (" << r.grpc_method << ") declares no ability";
  }
  EXPECT_TRUE(ValidateRoutes(RouteMatcher(ApiRoutes()), *abilities_, RouteBackends()).ok());

  std::vector<Route> forgotten = ApiRoutes();
  for (Route& r : forgotten) {
    if (r.grpc_method == "kadry.work_times.v1.WorkTimesService/LockMonth") r.ability = "";
  }
  const absl::Status refused = ValidateRoutes(RouteMatcher(forgotten), *abilities_, RouteBackends());
  EXPECT_EQ(refused.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(refused.message().find("LockMonth declares no ability"), std::string::npos) << refused;
}

// A public route (a calendar feed's: the secret is in its path) is called without a token, and
// the gateway forwards none even when one is sent; the gateway's own routes cannot be public.
TEST_F(ApiHandlerTest, APublicRouteForwardsNoTokenAndNeedsNone) {
  std::vector<Route> table = ApiRoutes();
  for (Route& r : table) {
    if (r.grpc_method == "kadry.identity.v1.IdentityService/ListPresets") r.ability = kPublicAbility;
  }
  const RouteMatcher open(table);
  EXPECT_TRUE(ValidateRoutes(open, *abilities_, RouteBackends()).ok());
  ApiHandler handler(open, *auth_, *backends_, std::chrono::milliseconds(3000), nlohmann::json::object());
  for (const std::string authorization : {std::string(), "Bearer " + Token(), std::string("Bearer garbage")}) {
    fake_.authorization = "unset";
    const HttpResponse r = handler.Handle(
        ApiRequest{"GET", "/api/users/1002/presets", {{"key", "appSettings"}}, authorization, "", "req-2"});
    EXPECT_EQ(r.status, 200) << authorization << ": " << r.body;
    EXPECT_EQ(fake_.authorization, "unset") << "forwarded " << authorization;
  }
  // Every other route still refuses a missing token.
  EXPECT_EQ(handler.Handle(ApiRequest{"POST", "/api/users/1002/presets", {}, "", "{}", "req-3"}).status, 401);

  std::vector<Route> gateway_public = ApiRoutes();
  for (Route& r : gateway_public) {
    if (r.backend == kGatewayItself) r.ability = kPublicAbility;
  }
  EXPECT_EQ(ValidateRoutes(RouteMatcher(gateway_public), *abilities_, RouteBackends()).code(),
            absl::StatusCode::kInvalidArgument);
}

TEST_F(ApiHandlerTest, ListTranscodesQueryAndForwardsMetadata) {
  const std::string token = Token();
  auto r =
      Call("GET", "/api/users/1002/presets", {{"key", "appSettings"}, {"page", "2"}, {"page-size", "10"}}, "", token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.content_type, "application/json");
  auto body = Body(r);
  EXPECT_EQ(body["total"], 210);
  EXPECT_EQ(body["data"][0]["userId"], 1002);
  EXPECT_EQ(body["data"][0]["key"], "appSettings");
  EXPECT_EQ(body["data"][0]["isDefault"], false);
  EXPECT_EQ(fake_.authorization, "Bearer " + token);
  EXPECT_EQ(fake_.request_id, "req-1");
}

TEST_F(ApiHandlerTest, CreatePutsTheBodyUnderPreset) {
  auto r = Call("POST", "/api/users/1002/presets", {}, R"({"key":"k","name":"n","data":{"theme":"dark"}})");
  ASSERT_EQ(r.status, 200) << r.body;
  auto body = Body(r);
  EXPECT_EQ(body["data"]["id"], 5);
  EXPECT_EQ(body["data"]["userId"], 1002);
  EXPECT_EQ(body["data"]["data"]["theme"], "dark");
}

TEST_F(ApiHandlerTest, BadInputIs400WithoutCallingTheService) {
  EXPECT_EQ(Call("POST", "/api/users/1002/presets", {}, R"({"key":"k","nmae":"n"})").status, 400);
  EXPECT_EQ(Call("POST", "/api/users/1002/presets", {}, R"({"key":)").status, 400);
  EXPECT_EQ(Call("GET", "/api/users/1002/presets", {{"sortt", "x"}}).status, 400);
  EXPECT_EQ(Call("GET", "/api/users/1002/presets", {{"all", "true"}}).status, 400);  // page-size=all is the way
  auto r = Call("GET", "/api/users/abc/presets");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.content_type, "application/problem+json");
}

TEST_F(ApiHandlerTest, DeleteOfEmptyIs204AndStatusesMapToProblems) {
  auto deleted = Call("DELETE", "/api/users/1002/presets/3");
  EXPECT_EQ(deleted.status, 204);
  EXPECT_TRUE(deleted.body.empty());

  auto missing = Call("DELETE", "/api/users/1002/presets/404");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(Body(missing)["detail"], "no preset 404");

  auto denied = Call("POST", "/api/users/1002/presets/3/mark-as-default-commands");
  EXPECT_EQ(denied.status, 403);
  EXPECT_EQ(Body(denied)["title"], "Forbidden");

  auto internal = Call("PUT", "/api/users/1002/presets/3", {}, R"({"key":"k"})");
  EXPECT_EQ(internal.status, 500);
  EXPECT_EQ(Body(internal)["detail"], "an unexpected error occurred");  // no internals leak
}

TEST_F(ApiHandlerTest, BackendDownIsA503Quickly) {
  server_->Shutdown();
  const auto started = absl::Now();
  auto r = Call("GET", "/api/users/1002/presets");
  EXPECT_EQ(r.status, 503) << r.body;
  EXPECT_EQ(r.content_type, "application/problem+json");
  EXPECT_LT(absl::Now() - started, absl::Seconds(2));
}

TEST_F(ApiHandlerTest, BadTokensAre401WithChallenge) {
  auto missing = handler_->Handle(ApiRequest{"GET", "/api/configuration", {}, "", "", "r"});
  EXPECT_EQ(missing.status, 401);
  ASSERT_EQ(missing.headers.size(), 1u);
  EXPECT_EQ(missing.headers[0].second.find("error="), std::string::npos);

  const int64_t now = absl::ToUnixSeconds(absl::Now());
  for (const std::string& token : {std::string("garbage"), Token({{"exp", now - 600}}), Token({{"aud", "other"}}),
                                   Token({{"iss", "http://evil"}}), Token({{"scope", "openid"}})}) {
    auto r = Call("GET", "/api/configuration", {}, "", token);
    EXPECT_EQ(r.status, 401) << token;
    ASSERT_EQ(r.headers.size(), 1u);
    EXPECT_NE(r.headers[0].second.find(R"(error="invalid_token")"), std::string::npos);
  }
}

// Why a token failed is for the log: a client learns only that it is not valid, so a forger
// cannot tell which of their changes the gateway noticed.
TEST_F(ApiHandlerTest, A401SaysOnlyThatTheTokenIsNotValid) {
  auto missing = handler_->Handle(ApiRequest{"GET", "/api/configuration", {}, "", "", "r"});
  EXPECT_EQ(missing.status, 401);
  EXPECT_EQ(Body(missing)["detail"], "a bearer token is required");

  const int64_t now = absl::ToUnixSeconds(absl::Now());
  const nlohmann::json claims = {
      {"iss", "http://issuer"}, {"aud", "kadry-api"}, {"sub", "1002"},   {"scope", "openid absences"},
      {"role", {9044}},         {"exp", now + 600},   {"nbf", now - 10}, {"iat", now - 10}};
  const RsaSigningKey forged = *RsaSigningKey::Generate("k1");       // the known kid, another key
  const RsaSigningKey stranger = *RsaSigningKey::Generate("k-who");  // a kid nobody published
  for (const std::string& token : {std::string("garbage"), Token({{"exp", now - 600}}), Token({{"aud", "other"}}),
                                   Token({{"iss", "http://evil"}}), Token({{"scope", "openid"}}), forged.Sign(claims),
                                   stranger.Sign(claims), Token().substr(0, Token().rfind('.')) + ".c2lnbmF0dXJl"}) {
    auto r = Call("GET", "/api/configuration", {}, "", token);
    EXPECT_EQ(r.status, 401) << token;
    EXPECT_EQ(Body(r)["detail"], "the token is not valid") << token;
  }
  // The same when a service refuses the token it was forwarded.
  auto refused = Call("DELETE", "/api/users/1002/presets/401");
  EXPECT_EQ(refused.status, 401);
  EXPECT_EQ(Body(refused)["detail"], "the token is not valid");
}

// A token not seen before has its access flags looked up in absences, then the call is made:
// both within the request's one deadline, never a deadline each.
TEST_F(ApiHandlerTest, TheAccessLookUpAndTheCallShareTheRequestsDeadline) {
  SlowAbsences absences;
  grpc::ServerBuilder builder;
  int port = 0;
  builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
  builder.RegisterService(&absences);
  std::unique_ptr<grpc::Server> server = builder.BuildAndStart();
  ASSERT_GT(port, 0);
  BackendChannels backends(
      {{"identity", absl::StrCat("127.0.0.1:", identity_port_)}, {"absences", absl::StrCat("127.0.0.1:", port)}});
  AbsencesUserAccess access(backends);
  PrincipalCache cache(nullptr);
  Authenticator auth(*verifier_, cache, *abilities_, access, /*revoked=*/nullptr);
  ApiHandler handler(routes_, auth, backends, std::chrono::milliseconds(2000), nlohmann::json::object());

  const auto started = absl::Now();
  auto r =
      handler.Handle(ApiRequest{"GET", "/api/users/1002/presets", {{"key", "slow"}}, "Bearer " + Token(), "", "r"});
  const absl::Duration took = absl::Now() - started;
  EXPECT_EQ(r.status, 504) << r.body;
  EXPECT_LT(took, absl::Milliseconds(2300)) << "1.5 s for the flags, then the call had a deadline of its own";
  server->Shutdown();
}

TEST_F(ApiHandlerTest, ConfigurationAndUnknownRoutes) {
  auto config = Call("GET", "/api/configuration");
  EXPECT_EQ(config.status, 200);
  EXPECT_EQ(Body(config)["newsEnabled"], false);
  EXPECT_EQ(Call("GET", "/api/nothing").status, 404);
  EXPECT_EQ(Call("GET", "/absences/api/nothing").status, 404);
  auto wrong = Call("DELETE", "/api/configuration");
  EXPECT_EQ(wrong.status, 405);
  EXPECT_EQ(wrong.content_type, "application/problem+json");
}

}  // namespace
}  // namespace kadry::gateway
