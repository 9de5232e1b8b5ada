#include "services/work-times/workday_corrections.h"

#include <map>

#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"
#include "services/common/notification_outbox.h"
#include "services/common/rpc.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/domain/record_rules.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

// The record may stand on `day`: it starts there, and it overlaps none of the person's records
// of the day and the days around it (a night shift reaches into the next one). Inside the
// transaction that holds the day, so two corrections cannot both pass.
absl::Status CheckFits(PgConnection& tx, const WorkdayRecord& day, const RecordChange& change, long long except_id) {
  if (!StartsOnDay(day.day, change.start, WarsawZone())) {
    return InvalidFields({{"startAt",
                           "record.other-day",
                           absl::StrCat("a record of ", FormatDate(day.day), " starts on that day"),
                           {{"date", FormatDate(day.day)}}}});
  }
  ASSIGN_OR_RETURN(const std::vector<RecordRow> around,
                   WorkdayStore::RecordsAround(tx, day.employee_id, day.day - 1, day.day + 1));
  std::vector<KnownRecord> known;
  for (const RecordRow& r : around) {
    known.push_back({r.record_id, ParseRecordKind(r.kind).value_or(RecordKind::kWork), r.start, r.end});
  }
  const std::optional<KnownRecord> overlap = FirstOverlap(
      known, ParseRecordKind(change.kind).value_or(RecordKind::kWork), change.start, change.end, except_id);
  if (!overlap) return absl::OkStatus();
  nlohmann::json found = {{"recordId", overlap->record_id},
                          {"kind", RecordKindName(overlap->kind)},
                          {"startAt", FormatWarsawTimestamp(overlap->start)}};
  if (overlap->end) found["endAt"] = FormatWarsawTimestamp(*overlap->end);
  return WithProblemExtensions(
      Refusal(absl::StatusCode::kAlreadyExists, "record.overlap", "the record overlaps another record of the person"),
      nlohmann::json{{"overlaps", {found}}}.dump());
}

// The person learns of a supervisor's change to their day (docs/notifications.md); the one who
// changes their own day is not told of it.
absl::Status TellTheEmployee(PgConnection& tx, const WriteBy& by, const WorkdayRecord& day, const char* kind,
                             std::map<std::string, std::string> params = {}) {
  params["day"] = FormatDate(day.day);
  params["actorFullName"] = by.author.full_name;
  return AddNotification(
      tx, "work-times",
      {kind, {day.employee_id}, std::move(params), absl::StrCat("/work-times/workday/", day.workday_id)},
      by.author.user_id);
}

const char* ApprovalKind(const Approval& approval) {
  if (approval.withdraw) return "work-time.approval-withdrawn";
  return approval.time == ApprovedTime::kOvertime ? "work-time.overtime-approved" : "work-time.undertime-compensated";
}

}  // namespace

absl::Status WorkdayCorrections::Add(const WriteBy& by, const WorkdayRecord& day, const RecordChange& change) {
  int64_t record_id = 0;
  return idempotent_.Run(by.author.user_id, by.idempotency_key, by.operation, record_id,
                         [&](PgConnection& tx) -> absl::Status {
                           RETURN_IF_ERROR(WorkdayStore::LockOpenDay(tx, day.workday_id));
                           RETURN_IF_ERROR(CheckFits(tx, day, change, 0));
                           ASSIGN_OR_RETURN(record_id, WorkdayStore::AddRecord(tx, day.workday_id, change, by.author));
                           return TellTheEmployee(tx, by, day, "work-time.day-corrected");
                         });
}

absl::Status WorkdayCorrections::Update(const WriteBy& by, const WorkdayRecord& day, long long record_id,
                                        const RecordChange& change) {
  int64_t changed = record_id;
  return idempotent_.Run(
      by.author.user_id, by.idempotency_key, by.operation, changed, [&](PgConnection& tx) -> absl::Status {
        RETURN_IF_ERROR(WorkdayStore::LockOpenDay(tx, day.workday_id));
        RETURN_IF_ERROR(CheckFits(tx, day, change, record_id));
        RETURN_IF_ERROR(WorkdayStore::UpdateRecord(tx, day.workday_id, record_id, change, by.author));
        return TellTheEmployee(tx, by, day, "work-time.day-corrected");
      });
}

absl::Status WorkdayCorrections::Remove(const WriteBy& by, const WorkdayRecord& day, long long record_id,
                                        const std::string& reason) {
  int64_t removed = record_id;
  return idempotent_.Run(
      by.author.user_id, by.idempotency_key, by.operation, removed, [&](PgConnection& tx) -> absl::Status {
        RETURN_IF_ERROR(WorkdayStore::LockOpenDay(tx, day.workday_id));
        RETURN_IF_ERROR(WorkdayStore::RemoveRecord(tx, day.workday_id, record_id, reason, by.author));
        return TellTheEmployee(tx, by, day, "work-time.day-corrected");
      });
}

absl::Status WorkdayCorrections::Approve(const WriteBy& by, const WorkdayRecord& day, const Approval& approval) {
  int64_t approved = day.workday_id;
  return idempotent_.Run(
      by.author.user_id, by.idempotency_key, by.operation, approved, [&](PgConnection& tx) -> absl::Status {
        RETURN_IF_ERROR(WorkdayStore::LockOpenDay(tx, day.workday_id));
        RETURN_IF_ERROR(WorkdayStore::Approve(tx, day.workday_id, approval, by.author));
        return TellTheEmployee(tx, by, day, ApprovalKind(approval), {{"minutes", absl::StrCat(approval.seconds / 60)}});
      });
}

absl::Status WorkdayCorrections::GiveDayOff(const WriteBy& by, const WorkdayRecord& day, absl::CivilDay for_day) {
  int64_t given = day.workday_id;
  return idempotent_.Run(
      by.author.user_id, by.idempotency_key, by.operation, given, [&](PgConnection& tx) -> absl::Status {
        RETURN_IF_ERROR(WorkdayStore::LockOpenDay(tx, day.workday_id));
        // Records could have come since the day was read; the lock holds them off now.
        ASSIGN_OR_RETURN(const std::vector<RecordRow> records,
                         WorkdayStore::RecordsAround(tx, day.employee_id, day.day, day.day));
        if (!records.empty()) {
          return Refusal(absl::StatusCode::kFailedPrecondition, "day-off.has-records",
                         "the day has records; a day worked is no day off");
        }
        RETURN_IF_ERROR(WorkdayStore::GiveDayOff(tx, day.workday_id, for_day, by.author));
        return TellTheEmployee(tx, by, day, "work-time.day-off-given", {{"forDay", FormatDate(for_day)}});
      });
}

absl::Status WorkdayCorrections::WithdrawDayOff(const WriteBy& by, const WorkdayRecord& day) {
  int64_t withdrawn = day.workday_id;
  return idempotent_.Run(by.author.user_id, by.idempotency_key, by.operation, withdrawn,
                         [&](PgConnection& tx) -> absl::Status {
                           RETURN_IF_ERROR(WorkdayStore::LockOpenDay(tx, day.workday_id));
                           RETURN_IF_ERROR(WorkdayStore::WithdrawDayOff(tx, day.workday_id));
                           return TellTheEmployee(tx, by, day, "work-time.day-off-withdrawn");
                         });
}

}  // namespace kadry::work_times
