#include "gateway/problem.h"
#include "services/common/problem.h"

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

std::string CodeForHttpStatus(int status) {
  switch (status) {
    case 400: return "http.invalid";
    case 401: return "auth.unauthenticated";
    case 403: return "access.denied";
    case 404: return "resource.not-found";
    case 405: return "http.method-not-allowed";
    case 409: return "state.conflict";
    case 413: return "http.too-large";
    case 414: return "http.uri-too-long";
    case 415: return "http.unsupported-media-type";
    case 429: return "http.too-many";
    case 499: return "http.cancelled";
    case 501: return "server.not-implemented";
    case 503: return "service.unavailable";
    case 504: return "service.timeout";
    default: return status >= 500 ? "server.error" : "http.invalid";
  }
}

Problem ProblemFromStatus(const absl::Status& status) {
  Problem problem = ProblemFor(HttpStatusForCode(status.code()), std::string(status.message()));
  // A 4xx may carry members for the app: its code and parameters, field errors, a title,
  // the conflicting requests; a 5xx says nothing more than its status.
  if (auto extra = status.GetPayload(kProblemExtensions); extra && problem.status < 500) {
    auto members = nlohmann::json::parse(std::string(*extra), nullptr, false);
    if (members.is_object()) {
      for (auto& [key, value] : members.items()) {
        if (key == "title" && value.is_string()) {
          problem.title = value.get<std::string>();
        } else if (key == "errors") {
          problem.errors = value;
        } else if (key != "type" && key != "status" && key != "detail") {
          problem.extensions[key] = value;
        }
      }
    }
  }
  return problem;
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
  if (!body.contains("code") || !body["code"].is_string()) body["code"] = CodeForHttpStatus(problem.status);
  HttpResponse response;
  response.status = problem.status;
  response.content_type = "application/problem+json";
  // Replacement keeps a service's odd bytes from turning a 4xx into a throw.
  response.body = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return response;
}

}  // namespace kadry::gateway
