#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/work-times/domain/time_rules.h"

namespace kadry::work_times {

// Where a person's clock stands, read from the open records of the day.
enum class ClockState { kNotStarted, kWorking, kOnBreak, kPrivateExit, kFinished };
std::string ClockStateName(ClockState state);  // "not_started", "working", ...

enum class ClockAction { kStart, kBreakStart, kBreakEnd, kExitStart, kExitEnd, kStop };
std::optional<ClockAction> ParseClockAction(std::string_view name);  // "start", "break_start", ...

// A record of the day as the clock sees it: its id (0: not stored yet) and its span.
struct OpenableRecord {
  long long record_id = 0;
  RecordKind kind = RecordKind::kWork;
  absl::Time start;
  std::optional<absl::Time> end;
};

ClockState StateOf(const std::vector<OpenableRecord>& day_records);

// What one action changes: records to close (by id) at `at`, and a record to open.
struct ClockChange {
  std::vector<long long> close_record_ids;
  std::optional<RecordKind> open;
};

// The clock's transitions (docs/work-times.md "The clock"): start from not started or finished
// (a second shift of the day); a break or a private exit only while working, each ended by its
// own action; stop while working, on a break or out (closing what is open). Anything else is
// FAILED_PRECONDITION naming the state. A break and an exit are kept inside presence, so the
// work record stays open across them (art. 134 and art. 151 §2¹ read the parts).
absl::StatusOr<ClockChange> Apply(const std::vector<OpenableRecord>& day_records, ClockAction action);

}  // namespace kadry::work_times
