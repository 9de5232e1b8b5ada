#pragma once

// For integration tests: the PostgreSQL of `./kadry test` (KADRY_PG_DSN, else the local default).
#include <cstdlib>
#include <string>

namespace kadry {

inline std::string TestDatabaseDsn() {
  const char* dsn = std::getenv("KADRY_PG_DSN");
  return dsn ? dsn : "host=127.0.0.1 port=55432 dbname=kadry user=kadry password=kadry";
}

}  // namespace kadry
