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
class IdentityServiceImpl final : public kadry::identity::v1::IdentityService::CallbackService {
 public:
  IdentityServiceImpl(TokenVerifier& verifier, PresetStore& presets, AccountStore& accounts)
      : verifier_(verifier), presets_(presets), accounts_(accounts) {}

  grpc::ServerUnaryReactor* ListPresets(grpc::CallbackServerContext* context, const v1::ListPresetsRequest* request,
                                        v1::ListPresetsResponse* response) override;
  grpc::ServerUnaryReactor* CreatePreset(grpc::CallbackServerContext* context, const v1::CreatePresetRequest* request,
                                         v1::PresetResponse* response) override;
  grpc::ServerUnaryReactor* UpdatePreset(grpc::CallbackServerContext* context, const v1::UpdatePresetRequest* request,
                                         v1::PresetResponse* response) override;
  grpc::ServerUnaryReactor* DeletePreset(grpc::CallbackServerContext* context, const v1::PresetRef* request,
                                         v1::Empty* response) override;
  grpc::ServerUnaryReactor* MarkPresetAsDefault(grpc::CallbackServerContext* context, const v1::PresetRef* request,
                                                v1::PresetResponse* response) override;
  grpc::ServerUnaryReactor* GetUser(grpc::CallbackServerContext* context, const v1::GetUserRequest* request,
                                    v1::User* response) override;
  grpc::ServerUnaryReactor* UpsertUser(grpc::CallbackServerContext* context, const v1::UpsertUserRequest* request,
                                       v1::User* response) override;
  grpc::ServerUnaryReactor* ListRoles(grpc::CallbackServerContext* context, const v1::Empty* request,
                                      v1::ListRolesResponse* response) override;

 private:
  // The caller, who must be the user `user_id`.
  absl::Status AuthorizeOwner(grpc::ServerContextBase* context, int user_id);
  absl::Status AuthorizeSystem(grpc::ServerContextBase* context, const std::string& scope);
  // ServeChecked for a user's own data / for an internal system holding `scope`.
  template <typename Body>
  grpc::ServerUnaryReactor* AsOwner(grpc::CallbackServerContext* context, int user_id, Body body) {
    return ServeChecked(
        context, [this, user_id](grpc::ServerContextBase* c) { return AuthorizeOwner(c, user_id); }, std::move(body));
  }
  template <typename Body>
  grpc::ServerUnaryReactor* AsSystem(grpc::CallbackServerContext* context, std::string scope, Body body) {
    return ServeChecked(
        context, [this, scope](grpc::ServerContextBase* c) { return AuthorizeSystem(c, scope); }, std::move(body));
  }

  TokenVerifier& verifier_;
  PresetStore& presets_;
  AccountStore& accounts_;
};

}  // namespace kadry::identity
