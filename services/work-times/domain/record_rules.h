#pragma once

#include <optional>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/work-times/domain/time_rules.h"

namespace kadry::work_times {

// A record belongs to the day it starts on (a night shift to its evening), so a record written
// on a day starts on that day (docs/work-times.md "The clock").
bool StartsOnDay(absl::CivilDay day, absl::Time start, absl::TimeZone zone);

// A record already on the person's days, with its id.
struct KnownRecord {
  long long record_id = 0;
  RecordKind kind = RecordKind::kWork;
  absl::Time start;
  std::optional<absl::Time> end;  // none while it runs
};

// The first of `records` (other than `except_id`) that a record of `kind` from `start` to `end`
// would overlap: presence with presence, or a break or private exit with another of either
// (both lie inside presence), since the same time written twice would be worked or taken off
// twice. An open record lasts until it is closed.
std::optional<KnownRecord> FirstOverlap(const std::vector<KnownRecord>& records, RecordKind kind, absl::Time start,
                                        std::optional<absl::Time> end, long long except_id = 0);

}  // namespace kadry::work_times
