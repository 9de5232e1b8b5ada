#pragma once

#include "absl/status/status.h"
#include "services/identity/config.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/client_store.h"

namespace kadry::identity {

// The demo organisation's sign-ins (one per role of docs/product.md §6) and the registered
// clients, demo secrets included; idempotent, so `./kadry up` may run it every time
// (docs/platform.md). Only the `seed` subcommand calls it: `migrate` and `serve` never
// create accounts or clients, so a deployment has no demo sign-in or secret unless
// demo data was asked for.
absl::Status SeedDemoData(const Config& config, AccountStore& accounts, ClientStore& clients);

}  // namespace kadry::identity
