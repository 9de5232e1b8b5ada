#pragma once

#include <vector>

#include "absl/time/civil_time.h"

// The week report of remote work (docs/remote-work.md "The week report"): where a person works
// on a day, from the requests approved for it.
namespace kadry::absences {

enum class Workplace { kOffice, kRemote, kAbsent, kDayOff };
const char* WorkplaceName(Workplace place);  // office, remote, absent, day-off

// An approved request covering the day (a cancellation asked for still stands until decided).
struct ApprovedOnDay {
  int request_type_id = 0;
  int hours = 0;  // hours off; 0 for whole days
};

struct WorkplaceDay {
  absl::CivilDay date;
  Workplace place = Workplace::kOffice;
  int request_type_id = 0;  // the request that makes the day, 0 for a day at the office
  int hours_off = 0;
};

// A weekend or public holiday is a day off whatever covers it (art. 129: no work is scheduled);
// a whole-day absence makes the day absent; approved remote work (HO, HOOK) makes it remote,
// remote work being work at another place (art. 67¹⁸); otherwise the office, with the hours off
// of the day, if any.
WorkplaceDay WorkplaceOn(absl::CivilDay day, const std::vector<ApprovedOnDay>& approved);

}  // namespace kadry::absences
