#pragma once

#include "absl/status/status.h"
#include "absl/time/civil_time.h"
#include "services/common/pg.h"

namespace kadry::work_times {

// The demo organisation's working time (docs/work-times.md "Demo data"): the people of the
// absences seed (1001-1011 and 2001.. up to `employees` in all) get terms (every tenth person
// from 2007 on the equivalent system with 12-hour day and night shifts, 3-month periods;
// everyone else basic, 1 month), schedules for the month of `today` and the two before it,
// and clock records for every past working day: late arrivals, overtime (some into the night),
// a Sunday, private exits, breaks, a missing clock-out, days without any record; on-call duty
// on some weekends with interventions. Today the generated people who are due have clocked in
// (and out, once their day is over); the demo sign-ins have nothing today, so they start it. Set
// based and idempotent: schedules are inserted once per day, records only on days without any,
// duties only for people without any in the range.
absl::Status SeedDemoData(PgPool& pool, int employees, absl::CivilDay today);

}  // namespace kadry::work_times
