#include "services/identity/store/client_store.h"

#include <algorithm>

#include "nlohmann/json.hpp"

namespace kadry::identity {
namespace {
constexpr char kFind[] = R"sql(
    SELECT client_id, secret_hash, array_to_json(redirect_uris)::text,
    array_to_json(post_logout_redirect_uris)::text, array_to_json(grant_types)::text,
    array_to_json(allowed_scopes)::text FROM identity.clients WHERE client_id = $1)sql";
constexpr char kUpsert[] = R"sql(
    INSERT INTO identity.clients(client_id, secret_hash, redirect_uris, post_logout_redirect_uris,
    grant_types, allowed_scopes) SELECT $1, $2,
    ARRAY(SELECT json_array_elements_text($3::json)), ARRAY(SELECT json_array_elements_text($4::json)),
    ARRAY(SELECT json_array_elements_text($5::json)), ARRAY(SELECT json_array_elements_text($6::json))
    ON CONFLICT (client_id) DO UPDATE SET secret_hash = excluded.secret_hash,
    redirect_uris = excluded.redirect_uris, post_logout_redirect_uris = excluded.post_logout_redirect_uris,
    grant_types = excluded.grant_types, allowed_scopes = excluded.allowed_scopes)sql";

bool Contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}
std::vector<std::string> FromJson(const std::string& text) {
  return nlohmann::json::parse(text).get<std::vector<std::string>>();
}
}  // namespace

bool Client::AllowsGrant(const std::string& grant) const { return Contains(grant_types, grant); }
bool Client::HasRedirectUri(const std::string& uri) const { return Contains(redirect_uris, uri); }
bool Client::HasPostLogoutUri(const std::string& uri) const { return Contains(post_logout_redirect_uris, uri); }
bool Client::AllowsScope(const std::string& scope) const { return Contains(allowed_scopes, scope); }

absl::StatusOr<Client> ClientStore::Find(const std::string& client_id) {
  auto rows = pool_.Query(kFind, {client_id});
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 0) return absl::NotFoundError("unknown client");
  Client c;
  c.client_id = rows->Text(0, 0);
  if (!rows->IsNull(0, 1)) c.secret_hash = rows->Text(0, 1);
  c.redirect_uris = FromJson(rows->Text(0, 2));
  c.post_logout_redirect_uris = FromJson(rows->Text(0, 3));
  c.grant_types = FromJson(rows->Text(0, 4));
  c.allowed_scopes = FromJson(rows->Text(0, 5));
  return c;
}

absl::Status ClientStore::Upsert(const Client& c) {
  auto r = pool_.Query(kUpsert, {c.client_id, c.secret_hash, nlohmann::json(c.redirect_uris).dump(),
                                 nlohmann::json(c.post_logout_redirect_uris).dump(),
                                 nlohmann::json(c.grant_types).dump(), nlohmann::json(c.allowed_scopes).dump()});
  return r.ok() ? absl::OkStatus() : r.status();
}

}  // namespace kadry::identity
