#pragma once

// For integration tests: the PostgreSQL of `./kadry test` as the database's owner, who may
// reach every service's schema (KADRY_PG_DSN, else the owner on KADRY_PG_PORT, else the
// local default port).
#include <cstdlib>
#include <string>

namespace kadry {

inline std::string TestDatabaseDsn() {
  if (const char* dsn = std::getenv("KADRY_PG_DSN")) return dsn;
  const char* port = std::getenv("KADRY_PG_PORT");
  return std::string("host=127.0.0.1 port=") + (port ? port : "55432") + " dbname=kadry user=kadry password=kadry";
}

}  // namespace kadry
