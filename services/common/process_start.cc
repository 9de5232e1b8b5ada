#include "services/common/process_start.h"

#include "absl/synchronization/mutex.h"
#include "services/common/log.h"
#include "services/common/termination.h"

namespace kadry {

void StartProcess(const std::string& name) {
  BlockTerminationSignals();
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
  InitLogging(name);
}

}  // namespace kadry
