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
  int filed_by_id = 0;   // who filed it: they, or the applicant, may withdraw it while pending
  int working_days = 0;  // all of them are lost when a confirmed filing withdraws it
};

// Pending, approved and cancellation-requested requests still hold their days; rejected
// and cancelled ones free them.
bool IsLiveStatus(int status_id);

// Whether two request types exclude each other on a shared day. One person is in one
// place a day (docs/product.md §5):
//   full-day absence  vs full-day absence  -> conflict (leave, care, force majeure, unpaid)
//   full-day absence  vs remote work       -> conflict (HO/HOOK is work; nobody works on leave)
//   remote work       vs remote work       -> conflict (one HO request a day is enough)
//   hourly absence    vs full-day absence  -> conflict (no hours to take on a day away)
//   hourly absence    vs remote work       -> no conflict (hours off a remote day)
//   hourly absence    vs hourly absence    -> no conflict (different hours of one day;
//                                              the yearly limits cap them)
// Unknown ids conflict with everything: safer to ask than to double-book.
bool TypesConflict(int new_type_id, int existing_type_id);

// Requests that block a new one of `type_id` over [from, to]: live ones whose period
// shares a day with it and whose type conflicts (TypesConflict), in the given order.
std::vector<ExistingRequest> ConflictingRequests(int type_id, absl::CivilDay from, absl::CivilDay to,
                                                 const std::vector<ExistingRequest>& existing);

}  // namespace kadry::absences
