#pragma once

#include "kadry/identity/v1/identity_service.grpc.pb.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/preset_store.h"

namespace kadry::identity {

// gRPC side of the provider: the caller's own presets (row rule: a user touches only
// presets under their own user id) and, for internal systems, users and roles: reading
// them needs the identity.users scope, writing accounts the identity.admin scope (an
// account write can create or reset an Admin).
class IdentityServiceImpl final : public kadry::identity::v1::IdentityService::Service {
 public:
  IdentityServiceImpl(TokenVerifier& verifier, PresetStore& presets, AccountStore& accounts)
      : verifier_(verifier), presets_(presets), accounts_(accounts) {}

  grpc::Status ListPresets(grpc::ServerContext* context, const v1::ListPresetsRequest* request,
                           v1::ListPresetsResponse* response) override;
  grpc::Status CreatePreset(grpc::ServerContext* context, const v1::CreatePresetRequest* request,
                            v1::PresetResponse* response) override;
  grpc::Status UpdatePreset(grpc::ServerContext* context, const v1::UpdatePresetRequest* request,
                            v1::PresetResponse* response) override;
  grpc::Status DeletePreset(grpc::ServerContext* context, const v1::PresetRef* request,
                            v1::Empty* response) override;
  grpc::Status MarkPresetAsDefault(grpc::ServerContext* context, const v1::PresetRef* request,
                                   v1::PresetResponse* response) override;
  grpc::Status GetUser(grpc::ServerContext* context, const v1::GetUserRequest* request,
                       v1::User* response) override;
  grpc::Status UpsertUser(grpc::ServerContext* context, const v1::UpsertUserRequest* request,
                          v1::User* response) override;
  grpc::Status ListRoles(grpc::ServerContext* context, const v1::Empty* request,
                         v1::ListRolesResponse* response) override;

 private:
  // The caller, who must be the user `user_id`.
  absl::Status AuthorizeOwner(grpc::ServerContext* context, int user_id);
  absl::Status AuthorizeSystem(grpc::ServerContext* context, const std::string& scope);
  // ServeChecked for a user's own data / for an internal system holding `scope`.
  template <typename Body>
  grpc::Status AsOwner(grpc::ServerContext* context, int user_id, Body&& body) {
    return ServeChecked(context, [&](grpc::ServerContext* c) { return AuthorizeOwner(c, user_id); }, body);
  }
  template <typename Body>
  grpc::Status AsSystem(grpc::ServerContext* context, const std::string& scope, Body&& body) {
    return ServeChecked(context, [&](grpc::ServerContext* c) { return AuthorizeSystem(c, scope); }, body);
  }

  TokenVerifier& verifier_;
  PresetStore& presets_;
  AccountStore& accounts_;
};

}  // namespace kadry::identity
