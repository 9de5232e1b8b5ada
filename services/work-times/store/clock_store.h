#pragma once

#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/common/pg.h"
#include "services/work-times/domain/clock_actions.h"

namespace kadry::work_times {

// One press of a clock: from the web (the employee) or a terminal.
struct ClockEventInput {
  std::string event_id;
  int employee_id = 0;
  std::string action;  // as ParseClockAction reads it
  absl::Time occurred_at;
  std::string source;  // web, terminal
  std::string terminal_id;
  absl::CivilDay day;    // the Warsaw day of occurred_at
  std::string day_kind;  // what the calendar says of `day` when no schedule row exists
};

struct ClockOutcome {
  std::string outcome;  // recorded, duplicate (of a recorded event), rejected (a retry of a refused one too)
  std::string reason;   // why it was rejected
  int workday_id = 0;
};

// work_times.clock_events and the records they open and close.
class ClockStore final {
 public:
  explicit ClockStore(PgPool& pool) : pool_(pool) {}

  // Records `event` once (a repeated event_id answers "duplicate" with nothing changed): in one
  // transaction it finds the day whose work is still open (a night shift's evening) or the
  // event's day, refuses a locked day, and applies the clock rule (clock_actions.h). A refused
  // event is remembered as "rejected" with its reason, so a retry gets the same refusal.
  absl::StatusOr<ClockOutcome> Record(const ClockEventInput& event);

 private:
  PgPool& pool_;
};

}  // namespace kadry::work_times
