#pragma once

#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "services/common/pg.h"

namespace kadry {

// One SQL file of a service's migrations/ folder, compiled into the binary.
struct Migration {
  std::string version;  // the file name without .sql, e.g. "0001_create_presets"
  std::string sql;
};

// The service's migrations/*.sql by file name, compiled in by kadry_embed_migrations().
const std::map<std::string, std::string>& MigrationFiles();

// MigrationFiles() in version order.
const std::vector<Migration>& EmbeddedMigrations();

// Applies the migrations not yet recorded in <schema>.schema_migrations, each in its own
// transaction, in version order. A PostgreSQL advisory lock keyed by the schema makes
// concurrent replicas wait instead of applying twice. The schema is created when missing
// (locally `./kadry` creates it, owned by the service's role).
absl::Status ApplyMigrations(PgPool& pool, const std::string& schema, const std::vector<Migration>& migrations);

}  // namespace kadry
