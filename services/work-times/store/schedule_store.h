#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/common/pg.h"
#include "services/work-times/store/on_call_store.h"
#include "services/work-times/store/workday_store.h"

namespace kadry::work_times {

// One day of a plan or of a published schedule: work from start to end, or a free day.
struct PlannedDayRecord {
  absl::CivilDay day;
  std::string kind;          // working, day_off, sunday, holiday; "" nothing planned
  std::string day_off_kind;  // with day_off: five_day_week, for_sunday_work, for_saturday_holiday
  std::optional<absl::Time> start;
  std::optional<absl::Time> end;

  // The same plan for the day (who planned it and when aside).
  bool SameAs(const PlannedDayRecord& o) const {
    return kind == o.kind && day_off_kind == o.day_off_kind && start == o.start && end == o.end;
  }
};

// The first publishing of a person's month.
struct PublicationRecord {
  int employee_id = 0;
  absl::CivilDay month;
  std::string published_by_name;
  absl::Time published_at;
};

// A day of a published schedule changed by a later publishing.
struct ScheduleChangeRecord {
  int employee_id = 0;
  PlannedDayRecord before;
  PlannedDayRecord after;
  std::string reason;
  std::string changed_by_name;
  absl::Time changed_at;
};

struct ShiftTemplateRecord {
  int template_id = 0;
  std::string name;
  int from_minute = 0;
  int to_minute = 0;
};

// A change not yet written, checked as if it were: days of a person's plan, duties added.
struct PlanProposal {
  int employee_id = 0;
  std::vector<PlannedDayRecord> days;  // kind "": the day leaves the plan
  std::vector<DutyRecord> duties;
};

// work_times.planned_days, schedule_publications, schedule_changes and shift_templates; a
// month's publishing writes work_times.workdays (migration 0006).
class ScheduleStore final {
 public:
  explicit ScheduleStore(PgPool& pool) : pool_(pool) {}

  // The planned days of `employee_ids` from `from` to `to` (inclusive), by person and day.
  absl::StatusOr<std::map<int, std::vector<PlannedDayRecord>>> Plans(const std::vector<int>& employee_ids,
                                                                     absl::CivilDay from, absl::CivilDay to);
  // The published days (the workdays with a schedule), by person and day.
  absl::StatusOr<std::map<int, std::vector<PlannedDayRecord>>> Published(const std::vector<int>& employee_ids,
                                                                         absl::CivilDay from, absl::CivilDay to);
  // The months from the month of `from` to that of `to` published, by person.
  absl::StatusOr<std::map<int, std::vector<PublicationRecord>>> Publications(const std::vector<int>& employee_ids,
                                                                             absl::CivilDay from, absl::CivilDay to);
  // The changes after publishing of the days from `from` to `to`, by person, newest first.
  absl::StatusOr<std::map<int, std::vector<ScheduleChangeRecord>>> Changes(const std::vector<int>& employee_ids,
                                                                           absl::CivilDay from, absl::CivilDay to);

  // Each day replaces that day of the person's plan; a day of kind "" leaves the plan.
  absl::Status SavePlan(int employee_id, const std::vector<PlannedDayRecord>& days, const Author& by);

  // Writes the plan of `days` (the whole month, in order) into the workdays. The first
  // publishing of the month is recorded with who and when (ALREADY_EXISTS when someone
  // published it first meanwhile: `first` was read before); a later one writes each day it
  // changes with `reason`. FAILED_PRECONDITION when a day it changes is locked. Answers the
  // number of days changed.
  absl::StatusOr<int> Publish(int employee_id, absl::CivilDay month, const std::vector<PlannedDayRecord>& days,
                              bool first, const std::string& reason, const Author& by);

  // The HR system's item `item_id` claimed before it is written: false when it was accepted
  // before (or is being written now); released when it is refused.
  absl::StatusOr<bool> ClaimImportItem(const std::string& item_id, const std::string& kind, int employee_id);
  absl::Status ReleaseImportItem(const std::string& item_id);

  absl::StatusOr<std::vector<ShiftTemplateRecord>> Templates();
  // ALREADY_EXISTS for a name taken.
  absl::Status AddTemplate(const ShiftTemplateRecord& t, const Author& by);
  // NOT_FOUND when there is no such template.
  absl::Status RemoveTemplate(int template_id);

 private:
  PgPool& pool_;
};

}  // namespace kadry::work_times
