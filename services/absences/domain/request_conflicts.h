#pragma once

#include <string>
#include <vector>

#include "absl/time/civil_time.h"

namespace kadry::absences {

// An existing request of the same employee, as the overlap check needs it.
struct ExistingRequest {
  int id = 0;
  std::string request_no;
  int request_type_id = 0;
  absl::CivilDay from;
  absl::CivilDay to;
  int status_id = 0;
};

// Requests that block a new one of `type_id` over [from, to]: live ones (pending,
// approved, cancellation requested) whose period shares a day with it. One person is
// in one place a day: leave, care and remote work all exclude each other (SPEC §5).
std::vector<ExistingRequest> ConflictingRequests(int type_id, absl::CivilDay from, absl::CivilDay to,
                                                 const std::vector<ExistingRequest>& existing);

bool IsLiveStatus(int status_id);

}  // namespace kadry::absences
