// Apart from migrations.cc: only binaries with migrations/ define MigrationFiles(), and a
// binary that merely applies given migrations (a test) must not need it.
#include "services/common/migrations.h"

namespace kadry {

const std::vector<Migration>& EmbeddedMigrations() {
  static const auto* const kAll = [] {
    auto* all = new std::vector<Migration>();
    for (const auto& [version, sql] : MigrationFiles()) all->push_back({version, sql});  // map: in file-name order
    return all;
  }();
  return *kAll;
}

}  // namespace kadry
