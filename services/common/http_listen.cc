#include "services/common/http_listen.h"

#include <httplib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#include "absl/strings/str_cat.h"

namespace kadry {

absl::Status BindTuned(httplib::Server& server, const std::string& host, int port, int threads) {
  server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  server.set_keep_alive_max_count(1000);
  server.set_tcp_nodelay(true);
  auto listening = std::make_shared<socket_t>(-1);
  server.set_socket_options([listening](socket_t fd) {
    int yes = 1;
    // No SO_REUSEPORT: a second process on the same port must fail, not share it.
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    *listening = fd;
  });
  if (!server.bind_to_port(host, port)) {
    return absl::AlreadyExistsError(absl::StrCat("port ", port, " is already in use"));
  }
  // bind_to_port listened with a backlog of 5; listening again only raises the backlog.
  if (*listening >= 0) ::listen(*listening, 4096);
  return absl::OkStatus();
}

}  // namespace kadry
