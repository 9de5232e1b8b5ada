#include "services/common/log.h"

#include <memory>

#include "absl/random/random.h"
#include "absl/strings/escaping.h"
#include "spdlog/sinks/stdout_sinks.h"
#include "spdlog/spdlog.h"

namespace kadry {
namespace {
thread_local std::string current_request_id;
std::string service = "kadry";

void Write(spdlog::level::level_enum level, std::string_view message, const nlohmann::json& fields) {
  nlohmann::json line = fields.is_object() ? fields : nlohmann::json::object();
  line["service"] = service;
  line["msg"] = std::string(message);
  if (!current_request_id.empty()) line["requestId"] = current_request_id;
  // Invalid UTF-8 from a client must not make the logger throw.
  const std::string text = line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  // Without its opening brace the object continues the pattern's time and level.
  spdlog::log(level, "{}", std::string_view(text).substr(1));
}
}  // namespace

void InitLogging(const std::string& service_name) {
  service = service_name;
  auto logger = spdlog::stderr_logger_mt("kadry");
  // The time and level are JSON fields; the message is already a JSON object's tail.
  logger->set_pattern(R"({"time":"%Y-%m-%dT%H:%M:%S.%e%z","level":"%l",%v)");
  spdlog::set_default_logger(logger);
  spdlog::flush_on(spdlog::level::info);
}

void LogInfo(std::string_view m, const nlohmann::json& f) { Write(spdlog::level::info, m, f); }
void LogWarn(std::string_view m, const nlohmann::json& f) { Write(spdlog::level::warn, m, f); }
void LogError(std::string_view m, const nlohmann::json& f) { Write(spdlog::level::err, m, f); }

RequestIdScope::RequestIdScope(std::string request_id) : previous_(current_request_id) {
  current_request_id = std::move(request_id);
}
RequestIdScope::~RequestIdScope() { current_request_id = previous_; }
const std::string& RequestIdScope::Current() { return current_request_id; }

std::string NewRequestId() {
  // A request id only has to be unique, not secret: a generator per thread, seeded once from
  // the system, instead of a getrandom syscall per request (bench/README.md).
  thread_local absl::BitGen bits;
  unsigned char bytes[12];
  for (unsigned char& b : bytes) b = absl::Uniform<unsigned char>(bits);
  return absl::BytesToHexString(absl::string_view(reinterpret_cast<const char*>(bytes), sizeof bytes));
}

}  // namespace kadry
