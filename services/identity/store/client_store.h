#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "services/common/pg.h"

namespace kadry::identity {

// A registered OAuth client. Public clients (no secret) must use PKCE.
struct Client {
  std::string client_id;
  std::optional<std::string> secret_hash;
  std::vector<std::string> redirect_uris;
  std::vector<std::string> post_logout_redirect_uris;
  std::vector<std::string> grant_types;
  std::vector<std::string> allowed_scopes;

  bool IsPublic() const { return !secret_hash.has_value(); }
  bool AllowsGrant(const std::string& grant) const;
  // Exact string comparison (OAuth 2.0 Security BCP): no prefix or pattern matching.
  bool HasRedirectUri(const std::string& uri) const;
  bool HasPostLogoutUri(const std::string& uri) const;
  bool AllowsScope(const std::string& scope) const;
};

class ClientStore final {
 public:
  explicit ClientStore(PgPool& pool) : pool_(pool) {}
  absl::StatusOr<Client> Find(const std::string& client_id);
  absl::Status Upsert(const Client& client);

 private:
  PgPool& pool_;
};

}  // namespace kadry::identity
