#include "services/absences/domain/request_conflicts.h"

#include "services/absences/domain/request_types.h"

namespace kadry::absences {

bool IsLiveStatus(int status_id) {
  return status_id == static_cast<int>(RequestStatus::kPending) ||
         status_id == static_cast<int>(RequestStatus::kApproved) ||
         status_id == static_cast<int>(RequestStatus::kCancellationRequested);
}

std::vector<ExistingRequest> ConflictingRequests(int /*type_id*/, absl::CivilDay from, absl::CivilDay to,
                                                 const std::vector<ExistingRequest>& existing) {
  std::vector<ExistingRequest> out;
  for (const auto& r : existing) {
    if (IsLiveStatus(r.status_id) && r.from <= to && from <= r.to) out.push_back(r);
  }
  return out;
}

}  // namespace kadry::absences
