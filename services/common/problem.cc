#include "services/common/problem.h"

#include <nlohmann/json.hpp>

#include "absl/strings/str_join.h"

namespace kadry {
namespace {

nlohmann::json ParamsJson(const ProblemParams& params) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [name, value] : params) {
    std::visit([&out, &name](const auto& v) { out[name] = v; }, value);
  }
  return out;
}

nlohmann::json MembersOf(const absl::Status& status) {
  auto payload = status.GetPayload(kProblemExtensions);
  if (!payload) return nlohmann::json::object();
  auto members = nlohmann::json::parse(std::string(*payload), nullptr, false);
  return members.is_object() ? members : nlohmann::json::object();
}

absl::Status WithMembers(absl::Status status, const nlohmann::json& members) {
  nlohmann::json merged = MembersOf(status);
  merged.update(members);
  status.SetPayload(kProblemExtensions, absl::Cord(merged.dump()));
  return status;
}

}  // namespace

std::string ProblemCodeOf(const absl::Status& status) {
  const nlohmann::json members = MembersOf(status);
  const auto code = members.find("code");
  return code != members.end() && code->is_string() ? code->get<std::string>() : "";
}

absl::Status Refusal(absl::StatusCode status_code, std::string_view code, std::string_view message,
                     const ProblemParams& params) {
  nlohmann::json members = {{"code", code}};
  if (!params.empty()) members["params"] = ParamsJson(params);
  return WithMembers(absl::Status(status_code, absl::string_view(message.data(), message.size())), members);
}

absl::Status InvalidFields(const std::vector<FieldProblem>& problems) {
  std::vector<std::string> texts;
  nlohmann::json errors = nlohmann::json::object();
  for (const FieldProblem& p : problems) {
    texts.push_back(p.field + ": " + p.message);
    nlohmann::json entry = {{"code", p.code}, {"detail", p.message}};
    if (!p.params.empty()) entry["params"] = ParamsJson(p.params);
    errors[p.field].push_back(std::move(entry));
  }
  return WithMembers(absl::InvalidArgumentError(absl::StrJoin(texts, "; ")),
                     {{"code", "http.invalid-fields"}, {"errors", errors}});
}

absl::Status WithProblemExtensions(absl::Status status, std::string_view extensions_json) {
  auto members = nlohmann::json::parse(extensions_json, nullptr, false);
  return members.is_object() ? WithMembers(std::move(status), members) : status;
}

}  // namespace kadry
