#include "services/common/http_listen.h"

#include <httplib.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <memory>

#include "absl/strings/str_cat.h"
#include "services/common/log.h"

namespace kadry {
namespace {
constexpr int kListenBacklog = 4096;  // httplib's own is 5: bursts would stall 1 s
constexpr size_t kKeepAliveRequests = 1000;

// Whether `port` is taken, to tell that common mistake apart from other bind failures.
bool PortInUse(const std::string& host, int port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0) return false;
  bool in_use = false;
  for (addrinfo* a = found; a != nullptr && !in_use; a = a->ai_next) {
    const int fd = ::socket(a->ai_family, a->ai_socktype, a->ai_protocol);
    if (fd < 0) continue;
    const int yes = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    in_use = ::bind(fd, a->ai_addr, a->ai_addrlen) != 0 && errno == EADDRINUSE;
    ::close(fd);
  }
  freeaddrinfo(found);
  return in_use;
}
}  // namespace

absl::Status BindTuned(httplib::Server& server, const std::string& host, int port, int threads) {
  // One keep-alive connection holds one worker: the pool bounds concurrent clients.
  server.new_task_queue = [threads] { return new httplib::ThreadPool(static_cast<size_t>(threads)); };
  server.set_keep_alive_max_count(kKeepAliveRequests);
  server.set_tcp_nodelay(true);
  auto listening = std::make_shared<socket_t>(-1);
  server.set_socket_options([listening](socket_t fd) {
    int yes = 1;
    // No SO_REUSEPORT: a second process on the same port must fail, not share it.
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    *listening = fd;
  });
  if (!server.bind_to_port(host, port)) {
    if (PortInUse(host, port)) return absl::AlreadyExistsError(absl::StrCat("port ", port, " is already in use"));
    return absl::UnavailableError(absl::StrCat("cannot listen on ", host, ":", port));
  }
  // bind_to_port listened with a backlog of 5; listening again only raises the backlog.
  if (*listening >= 0 && ::listen(*listening, kListenBacklog) != 0) {
    LogWarn("cannot raise the listen backlog", {{"errno", errno}});
  }
  return absl::OkStatus();
}

}  // namespace kadry
