#include "services/common/rpc.h"

#include <grpcpp/server_context.h>

#include <nlohmann/json.hpp>

#include "absl/strings/str_join.h"
#include "services/common/grpc_status.h"

namespace kadry {

absl::Status WithProblemExtensions(absl::Status status, std::string extensions_json) {
  status.SetPayload(kProblemExtensions, absl::Cord(std::move(extensions_json)));
  return status;
}

absl::Status InvalidFields(const std::vector<FieldError>& problems) {
  std::vector<std::string> texts;
  nlohmann::json errors = nlohmann::json::object();
  for (const FieldError& p : problems) {
    texts.push_back(p.field + ": " + p.message);
    errors[p.field].push_back(p.message);
  }
  return WithProblemExtensions(absl::InvalidArgumentError(absl::StrJoin(texts, "; ")),
                               nlohmann::json{{"errors", errors}}.dump());
}

grpc::Status Reply(const absl::Status& status) {
  if (status.ok()) return grpc::Status::OK;
  if (status.code() == absl::StatusCode::kInternal || status.code() == absl::StatusCode::kUnknown) {
    LogError("call failed", {{"error", std::string(status.message())}});
  }
  auto extensions = status.GetPayload(kProblemExtensions);
  if (!extensions.has_value()) return ToGrpcStatus(status);
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()), std::string(status.message()),
                      std::string(*extensions));
}

std::string RequestIdOf(grpc::ServerContext* context) {
  const auto& metadata = context->client_metadata();
  auto it = metadata.find("x-request-id");
  return it == metadata.end() ? NewRequestId() : std::string(it->second.data(), it->second.size());
}

}  // namespace kadry
