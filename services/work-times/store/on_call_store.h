#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/common/pg.h"

namespace kadry::work_times {

struct InterventionRecord {
  int intervention_id = 0;
  absl::Time start;
  absl::Time end;
  std::string description;
};

// Art. 151⁵: a duty period and the work done during it.
struct DutyRecord {
  int duty_id = 0;
  int employee_id = 0;
  absl::Time start;
  absl::Time end;
  std::string place;  // home, workplace
  std::vector<InterventionRecord> interventions;
};

// work_times.on_call_duties and interventions.
class OnCallStore final {
 public:
  explicit OnCallStore(PgPool& pool) : pool_(pool) {}

  // The duties of `employee_ids` that overlap [from, to), by start, with their interventions.
  absl::StatusOr<std::vector<DutyRecord>> Overlapping(const std::vector<int>& employee_ids, absl::Time from,
                                                      absl::Time to);
  // The duty with its interventions; NOT_FOUND.
  absl::StatusOr<DutyRecord> Get(int duty_id);
  // A planned duty; answers its id.
  absl::StatusOr<int> Add(const DutyRecord& duty);
  // A duty not yet begun at `now` and without interventions (FAILED_PRECONDITION otherwise).
  absl::Status Remove(int duty_id, absl::Time now);

 private:
  PgPool& pool_;
};

}  // namespace kadry::work_times
