#include "services/common/grpc_server.h"

#include <grpcpp/ext/proto_server_reflection_plugin.h>
#include <grpcpp/grpcpp.h>
#include <grpcpp/health_check_service_interface.h>
#include <grpcpp/impl/server_builder_option.h>
#include <grpcpp/impl/server_builder_plugin.h>

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "services/common/status_macros.h"
#include "services/common/log.h"
#include "services/common/termination.h"

namespace kadry {
namespace {
// Linking grpc++_reflection registers its plugin for every server at load time, so
// leaving reflection out takes removing the plugin from the builder.
class WithoutReflection final : public grpc::ServerBuilderOption {
 public:
  void UpdateArguments(grpc::ChannelArguments*) override {}
  void UpdatePlugins(std::vector<std::unique_ptr<grpc::ServerBuilderPlugin>>* plugins) override {
    plugins->erase(std::remove_if(plugins->begin(), plugins->end(),
                                  [](const auto& p) { return p->name() == "proto_server_reflection"; }),
                   plugins->end());
  }
};

}  // namespace

std::string Metadata(grpc::ServerContextBase* context, const char* key) {
  const auto& metadata = context->client_metadata();
  auto it = metadata.find(key);
  return it == metadata.end() ? std::string() : std::string(it->second.data(), it->second.size());
}

absl::Status ServeGrpc(const std::string& address, const std::vector<grpc::Service*>& services, bool reflection) {
  grpc::EnableDefaultHealthCheckService(true);
  if (reflection) grpc::reflection::InitProtoReflectionServerBuilderPlugin();
  grpc::ServerBuilder builder;
  if (!reflection) builder.SetOption(std::make_unique<WithoutReflection>());
  int bound_port = 0;
  builder.AddListeningPort(address, grpc::InsecureServerCredentials(), &bound_port);
  // A caller's connection lives about two minutes, then the caller connects again, its calls in
  // flight finishing first: behind a Kubernetes Service each new connection may reach another
  // replica, so one gateway's calls spread over a service's replicas as they scale out
  // (docs/operations.md "Scaling").
  builder.AddChannelArgument(GRPC_ARG_MAX_CONNECTION_AGE_MS, 120'000);
  builder.AddChannelArgument(GRPC_ARG_MAX_CONNECTION_AGE_GRACE_MS, 30'000);
  for (grpc::Service* service : services) builder.RegisterService(service);
  std::unique_ptr<grpc::Server> server = builder.BuildAndStart();
  if (!server || bound_port == 0) {
    return absl::UnavailableError(absl::StrCat("cannot listen on ", address));
  }
  LogInfo("grpc listening", {{"address", address}});
  const int signal = WaitForTermination();
  LogInfo("grpc shutting down", {{"signal", signal}});
  server->Shutdown(std::chrono::system_clock::now() + std::chrono::seconds(5));
  return absl::OkStatus();
}

std::string IdempotencyKeyOf(grpc::ServerContextBase* context) { return Metadata(context, "idempotency-key"); }

absl::StatusOr<Principal> CallerOf(grpc::ServerContextBase* context, TokenVerifier& verifier) {
  const std::string authorization = Metadata(context, "authorization");
  return verifier.Authenticate(BearerToken(authorization));
}

absl::StatusOr<std::string> SystemCallerOf(grpc::ServerContextBase* context, TokenVerifier& verifier,
                                           std::string_view scope) {
  ASSIGN_OR_RETURN(const nlohmann::json claims, verifier.Verify(BearerToken(Metadata(context, "authorization"))));
  const auto principal = PrincipalFromClaims(claims);
  const std::string scopes =
      claims.contains("scope") && claims["scope"].is_string() ? claims["scope"].get<std::string>() : "";
  const std::vector<std::string> granted = absl::StrSplit(scopes, ' ', absl::SkipEmpty());
  if (principal.ok() || std::find(granted.begin(), granted.end(), scope) == granted.end()) {
    return absl::PermissionDeniedError(
        absl::StrCat("the ", std::string(scope), " scope of an internal system is required"));
  }
  return claims.contains("client_id") && claims["client_id"].is_string() ? claims["client_id"].get<std::string>()
                                                                         : claims["sub"].get<std::string>();
}

}  // namespace kadry
