#pragma once

#include <string>

namespace kadry {

// What every Kadry process does first in main, before any library starts a thread: turn off
// malloc's fastbins (see process_start.cc), block SIGINT and SIGTERM (BlockTerminationSignals),
// have gRPC move connection attempts along often (PollConnectionAttemptsOften), log as JSON
// under `name` (InitLogging), and switch off abseil's deadlock detector. Debian
// builds abseil without NDEBUG, which leaves the detector on: every absl::Mutex lock and every
// mutex destroyed (gRPC's, several per call) then updated one process-wide lock graph under
// one global lock: about 3 % of the gateway's CPU under load (bench/README.md).
void StartProcess(const std::string& name);

}  // namespace kadry
