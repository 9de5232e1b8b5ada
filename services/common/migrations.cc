#include "services/common/migrations.h"

#include "absl/strings/str_cat.h"
#include "services/common/log.h"

namespace kadry {
namespace {
// Transaction-level: released by COMMIT or ROLLBACK, even when a migration fails.
constexpr char kLock[] = "SELECT pg_advisory_xact_lock(hashtext($1))";
constexpr char kSchemaExists[] = "SELECT 1 FROM pg_namespace WHERE nspname = $1";
constexpr char kIsApplied[] = "SELECT 1 FROM schema_migrations WHERE version = $1";
constexpr char kRecord[] = "INSERT INTO schema_migrations(version) VALUES ($1)";

bool IsPlainIdentifier(const std::string& name) {
  if (name.empty()) return false;
  for (char c : name) {
    if (!((c >= 'a' && c <= 'z') || c == '_' || (c >= '0' && c <= '9'))) return false;
  }
  return true;
}
}  // namespace

absl::Status ApplyMigrations(PgPool& pool, const std::string& schema, const std::vector<Migration>& migrations) {
  // The schema name is spliced into DDL (identifiers cannot be parameters), so it must be
  // a plain identifier chosen by the code, never by a user.
  if (!IsPlainIdentifier(schema)) return absl::InvalidArgumentError("bad schema name");
  return pool.InTransaction([&](PgConnection& conn) -> absl::Status {
    if (auto r = conn.Query(kLock, {schema}); !r.ok()) return r.status();
    // A service's role owns its schema but may not create one (that needs CREATE on the
    // database, and with it any other schema): CREATE SCHEMA, even IF NOT EXISTS, only when
    // the schema is missing, as in a database made for tests.
    auto exists = conn.Query(kSchemaExists, {schema});
    if (!exists.ok()) return exists.status();
    if (exists->Rows() == 0) {
      if (auto r = conn.Query(absl::StrCat("CREATE SCHEMA ", schema)); !r.ok()) return r.status();
    }
    for (const std::string& ddl :
         {absl::StrCat("SET LOCAL search_path TO ", schema),
          std::string("CREATE TABLE IF NOT EXISTS schema_migrations ("
                      "version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")}) {
      if (auto r = conn.Query(ddl); !r.ok()) return r.status();
    }
    for (const Migration& m : migrations) {
      auto applied = conn.Query(kIsApplied, {m.version});
      if (!applied.ok()) return applied.status();
      if (applied->Rows() > 0) continue;
      if (auto r = conn.Query(m.sql); !r.ok()) {
        return absl::Status(r.status().code(), absl::StrCat("migration ", m.version, ": ", r.status().message()));
      }
      if (auto r = conn.Query(kRecord, {m.version}); !r.ok()) return r.status();
      LogInfo("migration applied", {{"schema", schema}, {"version", m.version}});
    }
    return absl::OkStatus();
  });
}

}  // namespace kadry
