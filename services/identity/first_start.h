#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "services/identity/config.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/client_store.h"

namespace kadry::identity {

// The web app's public OIDC client, its redirect URIs under the app's public URL: what a
// deployment's first start and the demo register alike.
Client WebAppClient(const std::string& public_url);

// An internal system that calls the services with client-credentials tokens, and the scopes
// it holds (docs/platform.md): what the demo registers with published secrets and
// `identity register-system` with a secret of its own.
struct SystemKind {
  const char* name;  // as the command takes it
  const char* client_id;
  std::vector<std::string> scopes;
};
const std::vector<SystemKind>& SystemKinds();
Client SystemClient(const SystemKind& kind, const std::string& secret_hash);

// `identity register-system <payroll|rcp|hr>`: registers the system's client with a new
// random secret and answers the secret, which is stored only as its hash; run again, it
// replaces the secret (the old one stops working at once).
absl::StatusOr<std::string> RegisterSystem(ClientStore& clients, const std::string& name);

// The first administrator's account: an id below the people import's (which start at
// 1 000 001), so no imported employee ever takes it, and no employee record of its own.
inline constexpr int kFirstAdministratorId = 1;

// `identity bootstrap <username> <e-mail>`, a deployment's first start without demo data
// (docs/operations.md): registers the web app's client for the configured public URL and the
// first administrator (roles Employee and Admin, no password), and answers a one-time link
// to set the password. Run again, it registers the client anew and answers a new link (the
// old one stops working); another username for the first administrator is refused.
absl::StatusOr<std::string> BootstrapFirstAdministrator(const Config& config, AccountStore& accounts,
                                                        ClientStore& clients, const std::string& username,
                                                        const std::string& email);

}  // namespace kadry::identity
