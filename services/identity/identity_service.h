#pragma once

#include "kadry/identity/v1/identity_service.grpc.pb.h"
#include <functional>
#include <vector>

#include "absl/time/civil_time.h"
#include "services/common/clock.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/preset_store.h"

namespace kadry::identity {

// gRPC side of the provider: the caller's own presets (row rule: a user touches only
// presets under their own user id) and, for internal systems, users and roles: reading
// them needs the identity.users scope, writing accounts the identity.admin scope (an
// account write can create or reset an Admin).
// What the people import's account writes need of the provider (docs/people-import.md).
struct AccountLifecycle {
  Clock clock = SystemClock();
  // A new one-time link to set the first password ("" when it could not be stored).
  std::function<std::string(int user_id)> issue_password_link;
  // Ends the access of every account due by the day; answers their ids.
  std::function<std::vector<int>(absl::CivilDay today)> end_due_access;
};

class IdentityServiceImpl final : public kadry::identity::v1::IdentityService::CallbackService {
 public:
  IdentityServiceImpl(TokenVerifier& verifier, PresetStore& presets, AccountStore& accounts,
                      AccountLifecycle lifecycle = {})
      : verifier_(verifier), presets_(presets), accounts_(accounts), lifecycle_(std::move(lifecycle)) {}

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
  grpc::ServerUnaryReactor* SyncAccounts(grpc::CallbackServerContext* context, const v1::SyncAccountsRequest* request,
                                         v1::SyncAccountsResponse* response) override;

 private:
  // The caller, who must be the user `user_id`.
  absl::Status AuthorizeOwner(grpc::ServerContextBase* context, int user_id);
  absl::Status AuthorizeSystem(grpc::ServerContextBase* context, const std::string& scope);
  // The people import: a system holding people.import, or an HR or Admin user.
  absl::Status AuthorizeImporter(grpc::ServerContextBase* context);
  // One account of SyncAccounts.
  v1::AccountSyncResult Sync(const v1::AccountSync& account, absl::CivilDay today);
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
  AccountLifecycle lifecycle_;
};

}  // namespace kadry::identity
