#include "gateway/problem.h"

namespace kadry::gateway {

int HttpStatusForCode(absl::StatusCode code) {
  switch (code) {
    case absl::StatusCode::kOk: return 200;
    case absl::StatusCode::kInvalidArgument: return 400;
    case absl::StatusCode::kFailedPrecondition: return 400;
    case absl::StatusCode::kOutOfRange: return 400;
    case absl::StatusCode::kUnauthenticated: return 401;
    case absl::StatusCode::kPermissionDenied: return 403;
    case absl::StatusCode::kNotFound: return 404;
    case absl::StatusCode::kAlreadyExists: return 409;
    case absl::StatusCode::kAborted: return 409;
    case absl::StatusCode::kResourceExhausted: return 429;
    case absl::StatusCode::kCancelled: return 499;  // the client went away (grpc-gateway)
    case absl::StatusCode::kUnimplemented: return 501;
    case absl::StatusCode::kUnavailable: return 503;
    case absl::StatusCode::kDeadlineExceeded: return 504;
    default: return 500;  // UNKNOWN, INTERNAL, DATA_LOSS: a bug somewhere
  }
}

std::string TitleForHttpStatus(int status) {
  switch (status) {
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 413: return "Payload Too Large";
    case 414: return "URI Too Long";
    case 415: return "Unsupported Media Type";
    case 429: return "Too Many Requests";
    case 499: return "Client Closed Request";
    case 501: return "Not Implemented";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return status >= 500 ? "Internal Server Error" : "Bad Request";
  }
}

Problem ProblemFor(int http_status, std::string detail) {
  Problem p;
  p.status = http_status;
  p.title = TitleForHttpStatus(http_status);
  p.detail = std::move(detail);
  return p;
}

Problem ProblemFromStatus(const absl::Status& status) {
  return ProblemFor(HttpStatusForCode(status.code()), std::string(status.message()));
}

HttpResponse ProblemResponse(const Problem& problem) {
  nlohmann::json body = {
      {"type", "about:blank"}, {"title", problem.title}, {"status", problem.status}, {"detail", problem.detail}};
  if (!problem.errors.is_null()) body["errors"] = problem.errors;
  if (problem.extensions.is_object()) {
    for (const auto& [key, value] : problem.extensions.items()) {
      if (!body.contains(key)) body[key] = value;
    }
  }
  HttpResponse response;
  response.status = problem.status;
  response.content_type = "application/problem+json";
  // Replacement keeps a service's odd bytes from turning a 4xx into a throw.
  response.body = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return response;
}

}  // namespace kadry::gateway
