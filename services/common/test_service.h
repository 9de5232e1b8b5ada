#pragma once

// For a service's handler-level integration tests: bearer tokens signed as the identity
// provider signs them, a verifier that trusts that key, and the service served on a free port.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "grpcpp/grpcpp.h"
#include "nlohmann/json.hpp"
#include "services/common/jwt.h"
#include "services/common/token_verifier.h"

namespace kadry {

class TestTokens final {
 public:
  TestTokens()
      : key_(*RsaSigningKey::Generate("test")),
        verifier_(TokenRules{"http://issuer", "kadry-api", "absences", kAccessTokenType},
                  [jwks = nlohmann::json{{"keys", {key_.PublicJwk()}}}] { return jwks; }) {}

  TokenVerifier& verifier() { return verifier_; }

  // A call as user `user_id` holding `roles`, with a token of `scope` and `type` valid for ten minutes.
  std::unique_ptr<grpc::ClientContext> As(int user_id, const std::vector<int>& roles,
                                          const std::string& scope = "openid absences",
                                          const std::string& type = kAccessTokenType) const {
    return Bearing(Sign({{"sub", std::to_string(user_id)}, {"scope", scope}, {"role", roles}}, type));
  }

  // `claims` signed as the provider signs them, with its issuer, the API audience and ten
  // minutes of validity added.
  std::string Sign(nlohmann::json claims, const std::string& type = kAccessTokenType) const {
    const int64_t now = absl::ToUnixSeconds(absl::Now());
    claims["iss"] = "http://issuer";
    claims["aud"] = "kadry-api";
    claims["exp"] = now + 600;
    claims["nbf"] = now - 10;
    return key_.Sign(claims, type);
  }

  // A client context carrying `token` as the gateway forwards it.
  static std::unique_ptr<grpc::ClientContext> Bearing(const std::string& token) {
    auto context = std::make_unique<grpc::ClientContext>();
    context->AddMetadata("authorization", "Bearer " + token);
    return context;
  }

 private:
  RsaSigningKey key_;
  TokenVerifier verifier_;
};

// `service` on a free port of 127.0.0.1, and a stub of `Service` calling it.
template <typename Service>
struct TestServer {
  std::unique_ptr<grpc::Server> server;
  std::unique_ptr<typename Service::Stub> stub;
};

template <typename Service>
TestServer<Service> ServeForTest(grpc::Service& service) {
  grpc::ServerBuilder builder;
  int port = 0;
  builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
  builder.RegisterService(&service);
  TestServer<Service> s;
  s.server = builder.BuildAndStart();
  s.stub = Service::NewStub(grpc::CreateChannel(absl::StrCat("127.0.0.1:", port), grpc::InsecureChannelCredentials()));
  return s;
}

}  // namespace kadry
