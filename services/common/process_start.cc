#include "services/common/process_start.h"

#include <malloc.h>

#include "absl/synchronization/mutex.h"
#include "services/common/grpc_channel.h"
#include "services/common/log.h"
#include "services/common/termination.h"

namespace kadry {

void StartProcess(const std::string& name) {
  // No fastbins: with them, every allocation of 1 KiB or more (libpq's result blocks,
  // cpp-httplib's buffer per request) first merged all freed small chunks, about 2 % of
  // the gateway's and the services' CPU; the per-thread cache still serves small allocations
  // (bench/README.md).
  mallopt(M_MXFAST, 0);
  BlockTerminationSignals();
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
  PollConnectionAttemptsOften();
  InitLogging(name);
}

}  // namespace kadry
