#include "services/identity/identity_service.h"

#include <google/protobuf/util/json_util.h>

#include "absl/strings/str_cat.h"
#include <algorithm>
#include <optional>

#include "services/common/grpc_server.h"
#include "services/common/roles.h"
#include "services/common/usernames.h"
#include "services/common/warsaw_time.h"
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
// The organisation's import, which absences forwards (docs/people-import.md).
constexpr char kImportScope[] = "people.import";
constexpr int kMaxAccountsPerSync = 500;

bool IsKnownRole(int role) {
  return std::find(std::begin(kAllRoles), std::end(kAllRoles), role) != std::end(kAllRoles);
}

void Refuse(v1::AccountSyncResult& r, const std::string& field, const std::string& code, const std::string& detail) {
  r.set_outcome("refused");
  common::v1::FieldProblem* p = r.mutable_problem();
  p->set_field(field);
  p->set_code(code);
  p->set_detail(detail);
}

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

absl::Status IdentityServiceImpl::AuthorizeImporter(grpc::ServerContextBase* context) {
  if (SystemCallerOf(context, verifier_, kImportScope).ok()) return absl::OkStatus();
  auto caller = CallerOf(context, verifier_);
  if (!caller.ok()) return caller.status();
  if (!caller->HasRole(kHr) && !caller->HasRole(kAdmin)) {
    return Refusal(absl::StatusCode::kPermissionDenied, "access.hr-only", "accounts are written by HR and Admin");
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

namespace kadry::identity {

v1::AccountSyncResult IdentityServiceImpl::Sync(const v1::AccountSync& in, absl::CivilDay today) {
  v1::AccountSyncResult r;
  r.set_user_id(in.user_id());
  if (in.user_id() <= 0) {
    Refuse(r, "userId", "field.required", "a user id is required");
    return r;
  }
  if (!IsUsername(in.username())) {
    Refuse(r, "username", "person.username", kUsernameRule);
    return r;
  }
  std::optional<absl::CivilDay> ends_on;
  if (!in.access_ends_on().empty()) {
    auto day = ParseDate(in.access_ends_on());
    if (!day.ok()) {
      Refuse(r, "accessEndsOn", "field.date", "accessEndsOn must be a date yyyy-MM-dd");
      return r;
    }
    ends_on = *day;
  }
  auto holder = accounts_.FindByUsername(in.username());
  if (holder.ok() && holder->user_id != in.user_id()) {
    Refuse(r, "username", "person.username-taken", "another account has this username");
    return r;
  }
  // The holder of the username is the account itself unless the username is new to it.
  auto existing = holder.ok() ? holder : accounts_.FindById(in.user_id());
  if (!existing.ok() && existing.status().code() != absl::StatusCode::kNotFound) {
    Refuse(r, "userId", "service.unavailable", "the account could not be read");
    return r;
  }
  Account a;
  a.user_id = in.user_id();
  a.username = in.username();
  a.first_name = in.first_name();
  a.last_name = in.last_name();
  a.email = in.email();
  a.language_id = existing.ok() ? existing->language_id : 1;
  a.role_ids = {kEmployee};
  for (int role : in.role_ids()) {
    if (IsKnownRole(role) && std::find(a.role_ids.begin(), a.role_ids.end(), role) == a.role_ids.end())
      a.role_ids.push_back(role);
  }
  std::sort(a.role_ids.begin(), a.role_ids.end());
  // Access ends when the day begins: the person keeps no access on it.
  a.active = !(ends_on && *ends_on <= today);
  a.access_ends_on = ends_on;
  const bool same = existing.ok() && existing->username == a.username && existing->first_name == a.first_name &&
                    existing->last_name == a.last_name && existing->email == a.email &&
                    existing->role_ids == a.role_ids && existing->active == a.active &&
                    existing->access_ends_on == a.access_ends_on;
  r.set_outcome(!existing.ok() ? "created" : same ? "unchanged" : "updated");
  if (!same) {
    if (auto s = accounts_.Upsert(a, ""); !s.ok()) {
      Refuse(r, "userId", "service.unavailable", "the account could not be written");
      return r;
    }
    if (auto s = accounts_.SetAccess(a.user_id, ends_on, a.active); !s.ok()) {
      Refuse(r, "accessEndsOn", "service.unavailable", "the account's access could not be written");
      return r;
    }
  }
  // A new account has no password until its owner uses the link; an existing one keeps its own.
  const bool has_password = existing.ok() && !existing->password_hash.empty();
  if (a.active && !has_password && lifecycle_.issue_password_link) {
    r.set_password_link(lifecycle_.issue_password_link(a.user_id));
  }
  return r;
}

grpc::ServerUnaryReactor* IdentityServiceImpl::SyncAccounts(grpc::CallbackServerContext* context,
                                                            const v1::SyncAccountsRequest* request,
                                                            v1::SyncAccountsResponse* response) {
  return ServeChecked(
      context, [this](grpc::ServerContextBase* c) { return AuthorizeImporter(c); },
      [=, this]() -> absl::Status {
        if (request->accounts_size() == 0 || request->accounts_size() > kMaxAccountsPerSync) {
          return InvalidFields({{"accounts",
                                 "field.count",
                                 "1 to 500 accounts a call",
                                 {{"min", int64_t{1}}, {"max", int64_t{kMaxAccountsPerSync}}}}});
        }
        const absl::CivilDay today = WarsawDay(lifecycle_.clock());
        for (const v1::AccountSync& account : request->accounts()) *response->add_data() = Sync(account, today);
        // A leaver whose day has come loses sessions and tokens now, not at the next watch.
        if (lifecycle_.end_due_access) {
          const std::vector<int> ended = lifecycle_.end_due_access(today);
          for (v1::AccountSyncResult& r : *response->mutable_data()) {
            if (std::find(ended.begin(), ended.end(), r.user_id()) != ended.end()) r.set_access_ended(true);
          }
        }
        return absl::OkStatus();
      });
}

}  // namespace kadry::identity
