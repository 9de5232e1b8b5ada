#include "services/identity/identity_service.h"

#include <google/protobuf/util/json_util.h>

#include "absl/strings/str_cat.h"
#include "services/common/grpc_server.h"
#include "services/common/log.h"
#include "services/common/paging.h"
#include "services/identity/domain/password.h"
#include "services/identity/token_issuer.h"
#include "services/common/problem.h"

namespace kadry::identity {
namespace {

constexpr size_t kMaxPresetBytes = 64 * 1024;
constexpr char kReadScope[] = "identity.users";
constexpr char kAdminScope[] = "identity.admin";

void ToProto(const PresetRow& row, v1::Preset* out) {
  out->set_id(row.id);
  out->set_user_id(row.user_id);
  out->set_key(row.key);
  out->set_name(row.name);
  out->set_is_default(row.is_default);
  (void)google::protobuf::util::JsonStringToMessage(row.data.dump(), out->mutable_data());
}

absl::StatusOr<PresetRow> FromProto(int user_id, const v1::Preset& preset) {
  PresetRow row;
  row.user_id = user_id;
  row.key = preset.key();
  row.name = preset.name().empty() ? preset.key() : preset.name();
  if (row.key.empty() || row.key.size() > 100) {
    return InvalidFields(
        {{"key", "field.length", "key is required (at most 100 characters)", {{"min", 1}, {"max", 100}}}});
  }
  if (row.name.size() > 200) {
    return InvalidFields({{"name", "field.too-long", "name has at most 200 characters", {{"max", 200}}}});
  }
  // MessageToJsonString appends to its output, so start from an empty string.
  std::string data;
  if (preset.has_data()) {
    (void)google::protobuf::util::MessageToJsonString(preset.data(), &data);
  }
  if (data.size() > kMaxPresetBytes) {
    return InvalidFields(
        {{"data", "field.too-large", "data is too large", {{"maxBytes", static_cast<int64_t>(kMaxPresetBytes)}}}});
  }
  row.data = nlohmann::json::parse(data.empty() ? "{}" : data, nullptr, false);
  if (!row.data.is_object()) return InvalidFields({{"data", "field.object", "data must be an object"}});
  return row;
}

void ToProto(const Account& a, v1::User* out) {
  out->set_user_id(a.user_id);
  out->set_username(a.username);
  out->set_first_name(a.first_name);
  out->set_last_name(a.last_name);
  out->set_email(a.email);
  out->set_language_id(a.language_id);
  out->set_active(a.active);
  for (int r : a.role_ids) out->add_role_ids(r);
}

}  // namespace

absl::Status IdentityServiceImpl::AuthorizeOwner(grpc::ServerContextBase* context, int user_id) {
  auto caller = CallerOf(context, verifier_);
  if (!caller.ok()) return caller.status();
  if (caller->user_id != user_id) {
    return Refusal(absl::StatusCode::kPermissionDenied, "access.own-only",
                   "presets of another user are not accessible");
  }
  return absl::OkStatus();
}

absl::Status IdentityServiceImpl::AuthorizeSystem(grpc::ServerContextBase* context, const std::string& scope) {
  return SystemCallerOf(context, verifier_, scope).status();
}

grpc::ServerUnaryReactor* IdentityServiceImpl::ListPresets(grpc::CallbackServerContext* context,
                                                           const v1::ListPresetsRequest* request,
                                                           v1::ListPresetsResponse* response) {
  return AsOwner(context, request->user_id(), [=, this]() -> absl::Status {
    RETURN_IF_ERROR(CheckUnsorted(request->paging().sort_size()));  // by id
    RETURN_IF_ERROR(CheckUnsearched(request->paging().search()));
    const PageWindow window = PageOf(*request);
    auto result = presets_.List(request->user_id(), request->key(), window.page, window.size);
    if (!result.ok()) return result.status();
    response->mutable_paging()->set_total(result->total);
    for (const auto& row : result->rows) ToProto(row, response->add_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* IdentityServiceImpl::CreatePreset(grpc::CallbackServerContext* context,
                                                            const v1::CreatePresetRequest* request,
                                                            v1::PresetResponse* response) {
  return AsOwner(context, request->user_id(), [=, this]() -> absl::Status {
    auto row = FromProto(request->user_id(), request->preset());
    if (!row.ok()) return row.status();
    auto created = presets_.Create(*row);
    if (!created.ok()) return created.status();
    ToProto(*created, response->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* IdentityServiceImpl::UpdatePreset(grpc::CallbackServerContext* context,
                                                            const v1::UpdatePresetRequest* request,
                                                            v1::PresetResponse* response) {
  return AsOwner(context, request->user_id(), [=, this]() -> absl::Status {
    auto row = FromProto(request->user_id(), request->preset());
    if (!row.ok()) return row.status();
    row->id = request->preset_id();
    auto updated = presets_.Update(*row);
    if (!updated.ok()) return updated.status();
    ToProto(*updated, response->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* IdentityServiceImpl::DeletePreset(grpc::CallbackServerContext* context,
                                                            const v1::PresetRef* request, v1::Empty*) {
  return AsOwner(context, request->user_id(),
                 [=, this]() -> absl::Status { return presets_.Delete(request->user_id(), request->id()); });
}

grpc::ServerUnaryReactor* IdentityServiceImpl::MarkPresetAsDefault(grpc::CallbackServerContext* context,
                                                                   const v1::PresetRef* request,
                                                                   v1::PresetResponse* response) {
  return AsOwner(context, request->user_id(), [=, this]() -> absl::Status {
    auto marked = presets_.MarkAsDefault(request->user_id(), request->id());
    if (!marked.ok()) return marked.status();
    ToProto(*marked, response->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* IdentityServiceImpl::GetUser(grpc::CallbackServerContext* context,
                                                       const v1::GetUserRequest* request, v1::User* response) {
  return AsSystem(context, kReadScope, [=, this]() -> absl::Status {
    auto account = accounts_.FindById(request->user_id());
    if (!account.ok()) return account.status();
    ToProto(*account, response);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* IdentityServiceImpl::UpsertUser(grpc::CallbackServerContext* context,
                                                          const v1::UpsertUserRequest* request, v1::User* response) {
  return AsSystem(context, kAdminScope, [=, this]() -> absl::Status {
    const v1::User& u = request->user();
    if (u.user_id() <= 0 || u.username().empty()) {
      return InvalidFields({{"userId", "field.required", "userId and username are required"},
                            {"username", "field.required", "userId and username are required"}});
    }
    std::string hash;
    if (!request->password().empty()) {
      if (auto problems = PasswordPolicyProblems(request->password(), u.username()); !problems.empty()) {
        return InvalidFields({{"password", "password.policy", "the password does not meet the policy"}});
      }
      auto hashed = HashPassword(request->password());
      if (!hashed.ok()) return hashed.status();
      hash = *hashed;
    }
    Account a{u.user_id(),
              u.username(),
              "",
              u.first_name(),
              u.last_name(),
              u.email(),
              u.language_id() == 0 ? 1 : u.language_id(),
              u.active(),
              {u.role_ids().begin(), u.role_ids().end()}};
    if (auto s = accounts_.Upsert(a, hash); !s.ok()) return s;
    auto stored = accounts_.FindById(u.user_id());
    if (!stored.ok()) return stored.status();
    ToProto(*stored, response);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* IdentityServiceImpl::ListRoles(grpc::CallbackServerContext* context, const v1::Empty*,
                                                         v1::ListRolesResponse* response) {
  return AsSystem(context, kReadScope, [=, this]() -> absl::Status {
    auto roles = accounts_.Roles();
    if (!roles.ok()) return roles.status();
    for (const Role& r : *roles) {
      auto* role = response->add_roles();
      role->set_role_id(r.role_id);
      role->set_name(r.name);
    }
    return absl::OkStatus();
  });
}

}  // namespace kadry::identity
