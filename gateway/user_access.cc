#include "gateway/user_access.h"

#include <google/protobuf/util/json_util.h>

#include "absl/strings/match.h"
#include "kadry/absences/v1/absences_service.pb.h"
#include "nlohmann/json.hpp"
#include "services/common/log.h"

namespace kadry::gateway {

AccessFacts AbsencesUserAccess::FactsFor(int user_id, std::string_view token) {
  AccessFacts facts = DefaultUserAccess().FactsFor(user_id, token);
  kadry::absences::v1::GetEmployeeRequest request;
  request.set_id(user_id);
  auto answer = backends_.Call("absences", "kadry.absences.v1.AbsencesService/GetEmployee",
                               request.SerializeAsString(), CallMetadata{std::string(token), ""});
  kadry::absences::v1::EmployeeResponse response;
  if (!answer.ok() || !response.ParseFromString(*answer)) {
    // Someone without an employee record (NOT_FOUND) simply has no flags.
    if (!answer.ok() && answer.status().code() != absl::StatusCode::kNotFound) {
      LogWarn("access flags unavailable", {{"userId", user_id}, {"error", std::string(answer.status().message())}});
    }
    return facts;
  }
  // The proto's JSON names are the flag names of abilities.json (hasAccessTo...).
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string json;
  (void)google::protobuf::util::MessageToJsonString(response.data(), &json, options);
  const nlohmann::json employee = nlohmann::json::parse(json, nullptr, false);
  for (const auto& [key, value] : employee.items()) {
    if (absl::StartsWith(key, "hasAccessTo") && value.is_boolean()) facts.flags[key] = value.get<bool>();
  }
  facts.hr_area_id = response.data().hr_area_id();
  return facts;
}

}  // namespace kadry::gateway
