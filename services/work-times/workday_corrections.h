#pragma once

#include <optional>
#include <string>

#include "absl/status/status.h"
#include "services/common/idempotent_writes.h"
#include "services/work-times/store/workday_store.h"

namespace kadry::work_times {

// Who writes, under which Idempotency-Key (docs/architecture.md §5), and what the key stands for.
struct WriteBy {
  Author author;
  std::string idempotency_key;  // "" = none
  std::string operation;        // OperationOf the call
};

// A supervisor's corrections and approvals of one open day (docs/work-times.md "Corrections"):
// each one transaction, done at most once per Idempotency-Key, on a day that is still open.
// A record starts on its own day and overlaps no other record of the person (domain/record_rules.h).
class WorkdayCorrections final {
 public:
  explicit WorkdayCorrections(IdempotentWrites& idempotent) : idempotent_(idempotent) {}

  absl::Status Add(const WriteBy& by, const WorkdayRecord& day, const RecordChange& change);
  absl::Status Update(const WriteBy& by, const WorkdayRecord& day, long long record_id, const RecordChange& change);
  absl::Status Remove(const WriteBy& by, const WorkdayRecord& day, long long record_id, const std::string& reason);
  // The day's approved overtime or compensated undertime, or its withdrawal.
  absl::Status Approve(const WriteBy& by, const WorkdayRecord& day, const Approval& approval);
  // The day, still without records, becomes (or, already free, stays) the day off given for
  // the work of `for_day` (art. 151³, 151¹¹ §1); taken back, its schedule is what it was.
  absl::Status GiveDayOff(const WriteBy& by, const WorkdayRecord& day, absl::CivilDay for_day);
  absl::Status WithdrawDayOff(const WriteBy& by, const WorkdayRecord& day);

 private:
  IdempotentWrites& idempotent_;
};

}  // namespace kadry::work_times
