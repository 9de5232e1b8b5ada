#include "gateway/user_access.h"

#include "kadry/absences/v1/absences_service.pb.h"
#include "services/common/log.h"

namespace kadry::gateway {

AccessFacts AbsencesUserAccess::FactsFor(int user_id, std::string_view token, Deadline deadline) {
  AccessFacts facts = DefaultUserAccess().FactsFor(user_id, token, deadline);
  kadry::absences::v1::EmployeeRef request;
  request.set_employee_id(user_id);
  auto answer = backends_.Call("absences", "kadry.absences.v1.AbsencesService/GetEmployeeAbilities",
                               request.SerializeAsString(), CallMetadata{std::string(token), ""}, deadline);
  kadry::absences::v1::AbilitiesResponse response;
  if (!answer.ok() || !response.ParseFromString(*answer)) {
    LogWarn(
        "access flags unavailable",
        {{"userId", user_id}, {"error", answer.ok() ? "unreadable answer" : std::string(answer.status().message())}});
    return facts;
  }
  for (const auto& [flag, on] : response.access_flags()) facts.flags[flag] = on;
  facts.hr_area_id = response.hr_area_id();
  return facts;
}

}  // namespace kadry::gateway
