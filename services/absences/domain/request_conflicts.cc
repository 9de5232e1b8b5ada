#include "services/absences/domain/request_conflicts.h"

#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {

// How a type uses a day, for the matrix of TypesConflict.
enum class DayUse { kAwayAllDay, kAwaySomeHours, kRemoteWork };

DayUse UseOf(const RequestTypeInfo& type) {
  if (type.is_home_office) return DayUse::kRemoteWork;
  return type.in_hours ? DayUse::kAwaySomeHours : DayUse::kAwayAllDay;
}

bool Overlap(absl::CivilDay from_a, absl::CivilDay to_a, absl::CivilDay from_b, absl::CivilDay to_b) {
  return from_a <= to_b && from_b <= to_a;
}

}  // namespace

bool IsLiveStatus(int status_id) {
  return status_id == static_cast<int>(RequestStatus::kPending) ||
         status_id == static_cast<int>(RequestStatus::kApproved) ||
         status_id == static_cast<int>(RequestStatus::kCancellationRequested);
}

bool TypesConflict(int new_type_id, int existing_type_id) {
  const RequestTypeInfo* a = FindRequestType(new_type_id);
  const RequestTypeInfo* b = FindRequestType(existing_type_id);
  if (a == nullptr || b == nullptr) return true;
  const DayUse x = UseOf(*a);
  const DayUse y = UseOf(*b);
  if (x == DayUse::kAwayAllDay || y == DayUse::kAwayAllDay) return true;
  if (x == DayUse::kRemoteWork && y == DayUse::kRemoteWork) return true;
  return false;  // hours off a remote day, or two hourly absences
}

std::vector<ExistingRequest> ConflictingRequests(int type_id, absl::CivilDay from, absl::CivilDay to,
                                                 const std::vector<ExistingRequest>& existing) {
  std::vector<ExistingRequest> out;
  for (const auto& r : existing) {
    if (IsLiveStatus(r.status_id) && Overlap(from, to, r.from, r.to) && TypesConflict(type_id, r.request_type_id)) {
      out.push_back(r);
    }
  }
  return out;
}

}  // namespace kadry::absences
