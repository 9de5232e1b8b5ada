#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace kadry::gateway {

// What the HTTP layer sends back; built without httplib so handlers are testable.
struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
  // A download sent in chunks after `body`: the next bytes, nullopt at the end; a failed
  // status aborts the transfer so a cut file is never taken for a whole one.
  std::function<absl::StatusOr<std::optional<std::string>>()> next_chunk;
};

// An RFC 9457 problem: {"type","title","status","detail","errors"?}.
struct Problem {
  int status = 500;
  std::string title;
  std::string detail;
  nlohmann::json errors;      // field -> [messages]; omitted when null
  nlohmann::json extensions;  // further members (RFC 9457 §3.2), e.g. "conflicts"
};

// THE mapping of docs/architecture.md §3 (grpc-gateway's table); absl and gRPC codes share numbers.
int HttpStatusForCode(absl::StatusCode code);
// Plain English title of an HTTP status.
std::string TitleForHttpStatus(int status);

Problem ProblemFor(int http_status, std::string detail);
// The status' message becomes the detail: services' messages are safe to show.
Problem ProblemFromStatus(const absl::Status& status);

HttpResponse ProblemResponse(const Problem& problem);

}  // namespace kadry::gateway
