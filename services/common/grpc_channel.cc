#include "services/common/grpc_channel.h"

#include <grpcpp/channel.h>
#include <grpcpp/create_channel.h>
#include <grpcpp/security/credentials.h>
#include <grpcpp/support/channel_arguments.h>

#include <cstdlib>

namespace kadry {

void PollConnectionAttemptsOften() {
  // gRPC's own setting, read from the environment at its start; one set by the operator wins.
  setenv("GRPC_CLIENT_CHANNEL_BACKUP_POLL_INTERVAL_MS", std::to_string(kConnectionPollInterval.count()).c_str(),
         /*overwrite=*/0);
}

std::shared_ptr<grpc::Channel> ChannelTo(const std::string& address) {
  grpc::ChannelArguments args;
  args.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, 100);
  args.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, static_cast<int>(kMaxReconnectBackoff.count()));
  // Despite its name, gRPC takes this as the least time one connection attempt is given: a
  // process that is starting under load may take longer than a backoff step to complete the
  // HTTP/2 handshake, and an attempt cut short would only start the wait again.
  args.SetInt(GRPC_ARG_MIN_RECONNECT_BACKOFF_MS, 1000);
  return grpc::CreateCustomChannel(address, grpc::InsecureChannelCredentials(), args);
}

}  // namespace kadry
