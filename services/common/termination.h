#pragma once

// How every Kadry process stops (docs/operations.md): SIGINT and SIGTERM are blocked in every
// thread from the start of main, and one thread waits for them, so no signal handler runs
// inside a library's code and servers shut down from ordinary code.
namespace kadry {

// Blocks SIGINT and SIGTERM in the calling thread and every thread it starts later: call it
// first in main, before any library starts a thread.
void BlockTerminationSignals();

// Waits until SIGINT or SIGTERM arrives (blocked by BlockTerminationSignals); returns it.
int WaitForTermination();

// Wakes WaitForTermination in this process (a server that failed on its own).
void RequestTermination();

}  // namespace kadry
