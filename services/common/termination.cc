#include "services/common/termination.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

namespace kadry {
namespace {
sigset_t TerminationSignals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}
}  // namespace

void BlockTerminationSignals() {
  const sigset_t set = TerminationSignals();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

int WaitForTermination() {
  const sigset_t set = TerminationSignals();
  // Blocking again is harmless and makes a caller that forgot still wait correctly.
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  int signal = 0;
  while (sigwait(&set, &signal) != 0) {
  }
  return signal;
}

void RequestTermination() { kill(getpid(), SIGTERM); }

}  // namespace kadry
