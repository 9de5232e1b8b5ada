#pragma once

#include <string>

#include "absl/status/status.h"
#include "services/common/httplib_fwd.h"

namespace kadry {

// Binds a cpp-httplib server tuned as docs/toolchain.md measured: a worker pool of `threads`
// (one keep-alive connection holds one thread), up to 1000 requests per connection,
// TCP_NODELAY, and a listen backlog of 4096 instead of Debian's fixed 5 (which stalls
// bursts for a second). ALREADY_EXISTS when the port is taken, UNAVAILABLE on other
// failures to bind. Used by every HTTP server (the gateway, the provider).
absl::Status BindTuned(httplib::Server& server, const std::string& host, int port, int threads);

}  // namespace kadry
