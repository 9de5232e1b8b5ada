#pragma once

#include <string>
#include <string_view>

#include "nlohmann/json.hpp"

namespace kadry {

// One JSON object per line on stderr: time, level, service, request id, message and
// fields. The request id comes from the gateway (x-request-id) and is kept per thread
// while a call is served.
void InitLogging(const std::string& service_name);

void LogInfo(std::string_view message, const nlohmann::json& fields = nlohmann::json::object());
void LogWarn(std::string_view message, const nlohmann::json& fields = nlohmann::json::object());
void LogError(std::string_view message, const nlohmann::json& fields = nlohmann::json::object());

// Sets the request id of the current thread for as long as it lives.
class RequestIdScope final {
 public:
  explicit RequestIdScope(std::string request_id);
  ~RequestIdScope();
  RequestIdScope(const RequestIdScope&) = delete;
  RequestIdScope& operator=(const RequestIdScope&) = delete;

  static const std::string& Current();

 private:
  std::string previous_;
};

std::string NewRequestId();

}  // namespace kadry
