#pragma once

// The channel from one process of Kadry to another: the gateway to each service, a service to
// absences on its caller's behalf. One place for how soon a channel finds a restarted process
// again (docs/operations.md "Reconnects").
#include <chrono>
#include <memory>
#include <string>

namespace grpc {
class Channel;
}  // namespace grpc

namespace kadry {

// The longest wait between two attempts to reach a process that is down (plus gRPC's jitter of
// a fifth): once it accepts connections again, calls reach it within about this long. gRPC's
// default grows to two minutes, so a process that was down for a few seconds would be found
// seconds after it is back, while every call to it fails at once as UNAVAILABLE.
inline constexpr std::chrono::milliseconds kMaxReconnectBackoff{250};

// How often gRPC moves a channel's connection attempt along when no call is waiting on the
// channel. A call that fails at once (UNAVAILABLE while the channel backs off) waits on
// nothing, and the calls here are blocking calls that poll only while they wait, so a
// reconnect to a restarted process otherwise finished only at gRPC's backup poll, every 5 s:
// 2 to 5 s late behind a process that was back after a second.
inline constexpr std::chrono::milliseconds kConnectionPollInterval{100};

// Sets kConnectionPollInterval for this process. gRPC reads it once, when it starts: call it
// before any gRPC object exists (StartProcess does).
void PollConnectionAttemptsOften();

// An insecure channel to `address` ("127.0.0.1:<port>") that retries a lost connection every
// kMaxReconnectBackoff at most. Two made for one address share one connection (gRPC pools
// connections by address and arguments).
std::shared_ptr<grpc::Channel> ChannelTo(const std::string& address);

}  // namespace kadry
