#pragma once

// For integration tests: the PostgreSQL of `./kadry test` as the database's owner, who may
// reach every service's schema (KADRY_PG_DSN, else the owner on KADRY_PG_PORT, else the
// local default port), and its Redis (KADRY_REDIS_PORT).
#include <cstdlib>
#include <string>

#include "gtest/gtest.h"
#include "services/common/migrations.h"
#include "services/common/pg.h"

namespace kadry {

inline int TestRedisPort() {
  const char* port = std::getenv("KADRY_REDIS_PORT");
  return port ? std::atoi(port) : 56379;
}

inline std::string TestDatabaseDsn() {
  if (const char* dsn = std::getenv("KADRY_PG_DSN")) return dsn;
  const char* port = std::getenv("KADRY_PG_PORT");
  return std::string("host=127.0.0.1 port=") + (port ? port : "55432") + " dbname=kadry user=kadry password=kadry";
}

// What every suite's SetUpTestSuite begins with: `pool` opened on the test database with
// `connections` connections, and this binary's migrations applied to `schema` as the service
// applies them at start-up. The suite keeps the pool for the whole run. Call it inside
// ASSERT_NO_FATAL_FAILURE so that a failed step stops the set-up.
inline void OpenMigratedTestDatabase(PgPool*& pool, const std::string& schema, int connections = 2) {
  auto opened = PgPool::Connect(TestDatabaseDsn(), connections);
  ASSERT_TRUE(opened.ok()) << opened.status();
  pool = opened->release();
  const absl::Status migrated = ApplyMigrations(*pool, schema, EmbeddedMigrations());
  ASSERT_TRUE(migrated.ok()) << migrated;
}

}  // namespace kadry
