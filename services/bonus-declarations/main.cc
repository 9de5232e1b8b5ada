// bonus-declarations: the ZFŚS holiday benefit campaigns, logs and declarations (gRPC).
#include "services/bonus-declarations/bonus_declarations_service.h"
#include "services/bonus-declarations/demo_data.h"
#include "services/bonus-declarations/people_directory.h"
#include "services/common/service_main.h"

namespace kadry::bonus_declarations {
namespace {

using Config = DirectoryReaderConfig;
using Process = ServiceProcess<Config>;

// The demo campaigns around today (sizes of the other services' seeds do not apply).
absl::Status Seed(Process& p) { return SeedDemoData(p.pool, p.Today()); }

}  // namespace
}  // namespace kadry::bonus_declarations

int main(int argc, char** argv) {
  using namespace kadry::bonus_declarations;
  return kadry::RunServiceMain<Config>(
      argc, argv, "bonus-declarations", [] { return kadry::LoadDirectoryReaderConfig("bonus-declarations"); },
      {kadry::ServeReadingDirectoryCommand<BonusDeclarationsServiceImpl, AbsencesDirectory>(),
       kadry::MigrateCommand<Config>(),
       {"seed", "[ignored sizes]", false, Seed}});
}
