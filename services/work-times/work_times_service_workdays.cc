// Workdays: the lists, one day whole, the supervisor's corrections, approvals and locks.
#include <google/protobuf/util/json_util.h>

#include <algorithm>
#include <set>

#include "absl/strings/str_cat.h"

#include "services/common/paging.h"
#include "services/common/row_sort.h"
#include "services/common/notification_outbox.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/proto_conversions.h"
#include "services/work-times/work_times_service.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

// The people of a month closed or reopened learn of it (docs/notifications.md), in events of at
// most a thousand recipients each.
absl::Status TellOfTheMonth(PgConnection& tx, const std::vector<int>& ids, absl::CivilDay month, const Author& by,
                            const char* kind) {
  constexpr size_t kRecipientsPerEvent = 1000;
  for (size_t from = 0; from < ids.size(); from += kRecipientsPerEvent) {
    OutboxNotification n{kind,
                         {ids.begin() + from, ids.begin() + std::min(ids.size(), from + kRecipientsPerEvent)},
                         {{"month", FormatDate(month).substr(0, 7)}, {"actorFullName", by.full_name}},
                         "/work-times/my-workdays"};
    RETURN_IF_ERROR(AddNotification(tx, "work-times", std::move(n), by.user_id));
  }
  return absl::OkStatus();
}

// The sort keys of the workday lists and what they compare.
const std::map<std::string, RowLess<v1::WorkdayRow>>& WorkdaySorts() {
  using Row = v1::WorkdayRow;
  static const auto* kSorts = new std::map<std::string, RowLess<Row>>{
      {"workday-on", [](const Row& a, const Row& b) { return a.workday_on() < b.workday_on(); }},
      {"employee-full-name",
       [](const Row& a, const Row& b) { return a.employee_full_name() < b.employee_full_name(); }},
      {"work-time", [](const Row& a, const Row& b) { return a.work_time() < b.work_time(); }},
      {"overtime", [](const Row& a, const Row& b) { return a.overtime() < b.overtime(); }},
      {"undertime", [](const Row& a, const Row& b) { return a.undertime() < b.undertime(); }},
      {"employee-id", [](const Row& a, const Row& b) { return a.employee_id() < b.employee_id(); }},
  };
  return *kSorts;
}

bool Shown(const EvaluatedDay& d) {
  return d.workday.workday_id != 0 || d.evaluation.work_time > 0 || !d.absence_code.empty();
}

}  // namespace

absl::Status WorkTimesServiceImpl::ListWorkdays(const Caller& caller, const std::vector<Person>& people,
                                                const v1::ListWorkdaysRequest& req, v1::WorkdayList* res) {
  const absl::CivilDay today = Today();
  ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req.month(), today, "month"));
  if (!req.lock_state().empty() && req.lock_state() != "open" && req.lock_state() != "locked") {
    return InvalidFields({{"lockState", "field.one-of", "open or locked", {{"allowed", "open, locked"}}}});
  }
  ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, people, month, today));
  std::vector<v1::WorkdayRow> rows;
  for (const PersonMonth& m : months) {
    for (const EvaluatedDay& d : m.days) {
      if (!Shown(d)) continue;
      if (!req.lock_state().empty() && d.workday.lock_state != req.lock_state()) continue;
      if (req.with_alerts() && d.evaluation.alerts.empty()) continue;
      ToProto(d, m.person, &rows.emplace_back());
    }
  }
  return SortAndPage(req, WorkdaySorts(), {"workday-on", "employee-full-name", "employee-id"},
                     "workday-on, employee-full-name, work-time, overtime or undertime", rows, res);
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListMyWorkdays(grpc::CallbackServerContext* ctx,
                                                               const v1::ListWorkdaysRequest* req,
                                                               v1::WorkdayList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const Person me, Self(caller));
    return ListWorkdays(caller, {me}, *req, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListTeamWorkdays(grpc::CallbackServerContext* ctx,
                                                                 const v1::ListWorkdaysRequest* req,
                                                                 v1::WorkdayList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    if (req->employee_id() == caller.user_id)
      return Refusal(absl::StatusCode::kPermissionDenied, "workday.own-in-my-workdays",
                     "your own days are in my-workdays");
    ASSIGN_OR_RETURN(const std::vector<Person> people, OneOrTeam(caller, req->employee_id(), req->paging().search()));
    return ListWorkdays(caller, people, *req, res);
  });
}

absl::StatusOr<WorkTimesServiceImpl::OpenedDay> WorkTimesServiceImpl::OpenDay(const Caller& caller, int workday_id,
                                                                              bool change) {
  if (workday_id <= 0) return InvalidFields({{"workdayId", "field.required", "a workday id is required"}});
  OpenedDay day;
  ASSIGN_OR_RETURN(day.workday, workdays_.Get(workday_id));
  const absl::StatusOr<Person> person = Subject(caller, day.workday.employee_id);
  // Someone else's day outside the caller's people does not exist for them.
  if (!person.ok()) {
    if (person.status().code() == absl::StatusCode::kPermissionDenied)
      return Refusal(absl::StatusCode::kNotFound, "workday.not-found", "no such workday");
    return person.status();
  }
  day.person = *person;
  ASSIGN_OR_RETURN(day.can_change, MayChange(caller, day.workday.employee_id));
  if (change && !day.can_change) {
    return day.workday.employee_id == caller.user_id
               ? Refusal(absl::StatusCode::kPermissionDenied, "workday.own-records",
                         "your own records are corrected by your supervisor")
               : Refusal(absl::StatusCode::kPermissionDenied, "access.managers-only",
                         "only the managers above the person, HR or Admin change their records");
  }
  if (change && day.workday.lock_state != "open") {
    return Refusal(absl::StatusCode::kFailedPrecondition, "workday.locked", "the day is locked; it cannot be changed");
  }
  return day;
}

absl::StatusOr<bool> WorkTimesServiceImpl::MayChange(const Caller& caller, int employee_id) {
  if (employee_id == caller.user_id || !caller.ChangesOthers()) return false;
  if (caller.reads_all) return true;
  // What else a manager may read (a location, everyone for a previewer) opens no writing.
  ASSIGN_OR_RETURN(const std::vector<Person> below, people_.Below(caller.on_behalf, caller.user_id, employee_id));
  return !below.empty();
}

absl::StatusOr<std::vector<Person>> WorkTimesServiceImpl::ChangeablePeople(const Caller& caller, int employee_id) {
  if (employee_id != 0) {
    ASSIGN_OR_RETURN(const bool may, MayChange(caller, employee_id));
    if (!may)
      return Refusal(absl::StatusCode::kNotFound, "employee.not-found",
                     "no such employee among the people whose days you close");
    ASSIGN_OR_RETURN(Person person, Subject(caller, employee_id));
    return std::vector<Person>{std::move(person)};
  }
  if (caller.reads_all) return Team(caller, "");
  return people_.Below(caller.on_behalf, caller.user_id, 0);
}

absl::Status WorkTimesServiceImpl::DescribeDay(const Caller& caller, const OpenedDay& day, v1::Workday* out) {
  const absl::CivilDay month(day.workday.day.year(), day.workday.day.month(), 1);
  ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, {day.person}, month, Today()));
  for (const EvaluatedDay& d : months.front().days) {
    if (d.workday.workday_id != day.workday.workday_id) continue;
    ToProto(d, day.person, out->mutable_row());
    for (const RecordRow& r : d.records) ToProto(r, out->add_records());
    out->set_night_work_time(static_cast<int>(d.evaluation.night_work));
    out->set_day_off_work_time(static_cast<int>(d.evaluation.day_off_work_time));
  }
  ASSIGN_OR_RETURN(const std::vector<CorrectionRow> corrections, workdays_.CorrectionsOf(day.workday.workday_id));
  for (const CorrectionRow& c : corrections) ToProto(c, out->add_corrections());
  if (day.workday.planned_start) out->set_planned_start_at(FormatWarsawTimestamp(*day.workday.planned_start));
  if (day.workday.planned_end) out->set_planned_end_at(FormatWarsawTimestamp(*day.workday.planned_end));
  if (day.workday.locked_at) out->set_locked_at(FormatWarsawTimestamp(*day.workday.locked_at));
  out->set_locked_by_full_name(day.workday.locked_by_name);
  out->set_approved_by_full_name(day.workday.approved_by_name);
  const bool open = day.workday.lock_state == "open";
  out->set_can_correct(day.can_change && open);
  out->set_can_approve(day.can_change && open);
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GetWorkday(grpc::CallbackServerContext* ctx, const v1::WorkdayRef* req,
                                                           v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req->workday_id(), false));
    return DescribeDay(caller, day, res->mutable_data());
  });
}

absl::Status WorkTimesServiceImpl::CorrectDay(const Caller& caller, int workday_id, v1::WorkdayResponse* res,
                                              const std::function<absl::Status(const WorkdayRecord&)>& change) {
  ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, workday_id, true));
  RETURN_IF_ERROR(change(day.workday));
  ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, workday_id, false));
  return DescribeDay(caller, after, res->mutable_data());
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::AddRecord(grpc::CallbackServerContext* ctx,
                                                          const v1::SaveRecordRequest* req, v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const RecordChange change, FromProto(req->record()));
    return CorrectDay(caller, req->workday_id(), res, [&](const WorkdayRecord& day) {
      return corrections_.Add(WriterOf(caller, "AddRecord", *req), day, change);
    });
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::UpdateRecord(grpc::CallbackServerContext* ctx,
                                                             const v1::SaveRecordRequest* req,
                                                             v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const RecordChange change, FromProto(req->record()));
    return CorrectDay(caller, req->workday_id(), res, [&](const WorkdayRecord& day) {
      return corrections_.Update(WriterOf(caller, "UpdateRecord", *req), day, req->record_id(), change);
    });
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::RemoveRecord(grpc::CallbackServerContext* ctx,
                                                             const v1::RemoveRecordRequest* req,
                                                             v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    if (req->reason().empty() || req->reason().size() > kMaxReasonLength) {
      return InvalidFields(
          {{"reason", "field.length", "a reason of 1 to 500 characters is required", {{"min", 1}, {"max", 500}}}});
    }
    return CorrectDay(caller, req->workday_id(), res, [&](const WorkdayRecord& day) {
      return corrections_.Remove(WriterOf(caller, "RemoveRecord", *req), day, req->record_id(), req->reason());
    });
  });
}

absl::Status WorkTimesServiceImpl::Approve(const Caller& caller, const v1::ApproveTimeRequest& req, bool overtime,
                                           v1::WorkdayResponse* res) {
  if (req.seconds() < 0) return InvalidFields({{"seconds", "field.min", "0 (all of it) or more", {{"min", 0}}}});
  if (req.comment().size() > kMaxReasonLength)
    return InvalidFields({{"comment", "field.too-long", "at most 500 characters", {{"max", 500}}}});
  ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req.workday_id(), true));
  Approval approval{overtime ? ApprovedTime::kOvertime : ApprovedTime::kUndertime, 0, req.withdraw(), req.comment()};
  if (req.withdraw()) {
    approval.seconds = overtime ? day.workday.approved_overtime : day.workday.compensated_undertime;
    if (approval.seconds == 0) {
      return Refusal(absl::StatusCode::kFailedPrecondition, "workday.nothing-to-withdraw",
                     overtime ? "the day has no approved overtime to withdraw"
                              : "the day has no compensated undertime to withdraw");
    }
  } else {
    v1::Workday current;
    RETURN_IF_ERROR(DescribeDay(caller, day, &current));
    // What is still to approve: the day's overtime (undertime) less what is approved already.
    const int available = overtime ? current.row().overtime() - current.row().approved_overtime()
                                   : current.row().undertime() - current.row().compensated_undertime();
    if (available <= 0) {
      return overtime ? Refusal(absl::StatusCode::kFailedPrecondition, "workday.no-overtime",
                                "the day has no overtime left to approve")
                      : Refusal(absl::StatusCode::kFailedPrecondition, "workday.no-undertime",
                                "the day has no undertime left to compensate");
    }
    if (req.seconds() > available) {
      return InvalidFields(
          {{"seconds",
            "field.max",
            "at most the day's " + std::string(overtime ? "overtime" : "undertime") + " not approved yet",
            {{"max", available}}}});
    }
    approval.seconds = req.seconds() == 0 ? available : req.seconds();
  }
  RETURN_IF_ERROR(corrections_.Approve(WriterOf(caller, overtime ? "ApproveOvertime" : "CompensateUndertime", req),
                                       day.workday, approval));
  ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, req.workday_id(), false));
  return DescribeDay(caller, after, res->mutable_data());
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ApproveOvertime(grpc::CallbackServerContext* ctx,
                                                                const v1::ApproveTimeRequest* req,
                                                                v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) { return Approve(caller, *req, true, res); });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::CompensateUndertime(grpc::CallbackServerContext* ctx,
                                                                    const v1::ApproveTimeRequest* req,
                                                                    v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) { return Approve(caller, *req, false, res); });
}

absl::Status WorkTimesServiceImpl::CheckDayOffFor(const Caller& caller, const OpenedDay& day, absl::CivilDay for_day) {
  const WorkdayRecord& given = day.workday;
  if (for_day == given.day)
    return InvalidFields({{"forDate", "day-off.same-day", "the day worked is another day than the day given off"}});
  ASSIGN_OR_RETURN(const std::vector<absl::CivilDay> holiday_list,
                   people_.Holidays(caller.on_behalf, static_cast<int>(for_day.year())));
  const std::set<absl::CivilDay> holidays(holiday_list.begin(), holiday_list.end());
  ASSIGN_OR_RETURN(const std::vector<WorkdayRecord> worked_rows,
                   workdays_.InRange({given.employee_id}, for_day, for_day));
  const WorkdayRecord* worked = worked_rows.empty() ? nullptr : &worked_rows.front();
  ASSIGN_OR_RETURN(const auto terms, workdays_.Terms({given.employee_id}));
  const TermsRecord& terms_then = TermsOn(terms, given.employee_id, for_day);
  const DayKind worked_kind = KindOfDay(worked, for_day, holidays, terms_then.free_weekdays);
  if (!EarnsDayOff(worked_kind, for_day)) {
    return InvalidFields({{"forDate", "day-off.not-earned",
                           "work on a working weekday of the schedule earns no day off; "
                           "choose a day off, a Sunday or a holiday"}});
  }
  if (worked && worked->lock_state != "open") {
    return Refusal(
        absl::StatusCode::kFailedPrecondition, "day-off.month-closed",
        absl::StrCat("the month of ", FormatDate(for_day), " is closed; reopen it before giving its day off"),
        {{"date", FormatDate(for_day)}});
  }
  // The day off replaces a working day; a Sunday of the schedule may also take a day already free.
  const bool scheduled_sunday = worked_kind == DayKind::kWorking;
  if (given.day_kind != "working" && !(scheduled_sunday && given.day_kind == "day_off")) {
    return Refusal(absl::StatusCode::kFailedPrecondition, "day-off.not-working-day",
                   "only a working day of the schedule can be given off");
  }
  const Period period = SettlementPeriodOn(terms_then, for_day);
  if (!IsDayOffInTime(for_day, given.day, period.start, period.end)) {
    const std::string from = FormatDate(DayOffFrom(for_day, period.start));
    const std::string due = FormatDate(DayOffDueBy(for_day, period.end));
    return InvalidFields({{"forDate",
                           "day-off.out-of-time",
                           absl::StrCat("the day off for ", FormatDate(for_day), " falls between ", from, " and ", due),
                           {{"date", FormatDate(for_day)}, {"from", from}, {"to", due}}}});
  }
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GiveDayOff(grpc::CallbackServerContext* ctx,
                                                           const v1::GiveDayOffRequest* req, v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    const absl::StatusOr<absl::CivilDay> for_day = ParseDate(req->for_date());
    if (!for_day.ok()) return InvalidFields({{"forDate", "field.date", "the day worked, yyyy-MM-dd, is required"}});
    ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req->workday_id(), true));
    // The same day off given again (a retry) is already there: the answer is the day as it is.
    ASSIGN_OR_RETURN(const std::vector<DayOffGivenRow> given,
                     workdays_.DaysOffGiven({day.workday.employee_id}, day.workday.day, day.workday.day));
    const bool already = std::any_of(given.begin(), given.end(), [&](const DayOffGivenRow& g) {
      return g.given_on == day.workday.day && g.for_day == *for_day;
    });
    if (!already) {
      RETURN_IF_ERROR(CheckDayOffFor(caller, day, *for_day));
      RETURN_IF_ERROR(corrections_.GiveDayOff(WriterOf(caller, "GiveDayOff", *req), day.workday, *for_day));
    }
    ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, req->workday_id(), false));
    return DescribeDay(caller, after, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::WithdrawDayOff(grpc::CallbackServerContext* ctx,
                                                               const v1::WithdrawDayOffRequest* req,
                                                               v1::WorkdayResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req->workday_id(), true));
    // The worked day's month counts the day off too: it must still be open.
    ASSIGN_OR_RETURN(const std::vector<DayOffGivenRow> given,
                     workdays_.DaysOffGiven({day.workday.employee_id}, day.workday.day, day.workday.day));
    for (const DayOffGivenRow& g : given) {
      if (g.given_on != day.workday.day) continue;
      ASSIGN_OR_RETURN(const std::vector<WorkdayRecord> worked,
                       workdays_.InRange({day.workday.employee_id}, g.for_day, g.for_day));
      if (!worked.empty() && worked.front().lock_state != "open") {
        return Refusal(absl::StatusCode::kFailedPrecondition, "day-off.month-closed",
                       absl::StrCat("the month of ", FormatDate(g.for_day),
                                    " is closed; reopen it before taking its day off back"),
                       {{"date", FormatDate(g.for_day)}});
      }
    }
    RETURN_IF_ERROR(corrections_.WithdrawDayOff(WriterOf(caller, "WithdrawDayOff", *req), day.workday));
    ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, req->workday_id(), false));
    return DescribeDay(caller, after, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::LockMonth(grpc::CallbackServerContext* ctx,
                                                          const v1::LockMonthRequest* req, v1::LockMonthResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    if (!caller.ChangesOthers())
      return Refusal(absl::StatusCode::kPermissionDenied, "access.managers-only",
                     "months are closed by managers, HR and Admin");
    if (req->month().empty()) return InvalidFields({{"month", "field.month", "a month yyyy-MM is required"}});
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), today, "month"));
    // A month is closed once it is over: its last days could still be worked and corrected.
    if (!req->unlock() && MonthEnd(month) >= today) {
      return Refusal(absl::StatusCode::kFailedPrecondition, "month.not-ended", "a month is closed once it has ended");
    }
    if (req->unlock() && (req->reason().empty() || req->reason().size() > kMaxReasonLength)) {
      return InvalidFields({{"reason",
                             "field.length",
                             "a reason of 1 to 500 characters is required to reopen a month",
                             {{"min", 1}, {"max", 500}}}});
    }
    if (req->employee_id() == caller.user_id) {
      return Refusal(absl::StatusCode::kPermissionDenied, "workday.own-records",
                     "your own month is closed by your supervisor");
    }
    ASSIGN_OR_RETURN(const std::vector<Person> people, ChangeablePeople(caller, req->employee_id()));
    std::vector<int> ids;
    for (const Person& p : people) ids.push_back(p.employee_id);
    const Author by{caller.user_id, caller.full_name};
    int64_t changed = 0;
    RETURN_IF_ERROR(idempotent_.Run(
        caller.user_id, caller.idempotency_key, OperationOf("LockMonth", req->SerializeAsString()), changed,
        [&](PgConnection& tx) -> absl::Status {
          if (req->unlock()) {
            // A month payroll has read is HR's to reopen; the reopening is kept with its reason.
            ASSIGN_OR_RETURN(changed, WorkdayStore::ReopenMonth(tx, ids, month, by, req->reason(), caller.is_hr));
            return TellOfTheMonth(tx, ids, month, by, "work-time.month-reopened");
          }
          ASSIGN_OR_RETURN(
              changed, WorkdayStore::CloseMonth(tx, ids, month, by, [&]() -> absl::StatusOr<WorkdayStore::Evaluations> {
                // What payroll reads of the month from now on (it cannot change while locked).
                ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, people, month, today));
                WorkdayStore::Evaluations frozen;
                for (const PersonMonth& m : months) {
                  v1::TimeEvaluation evaluation;
                  ToProto(m, true, &evaluation);
                  evaluation.set_lock_state("locked");  // as it is once this transaction commits
                  std::string json;
                  if (!google::protobuf::util::MessageToJsonString(evaluation, &json).ok()) {
                    return absl::InternalError("the month's evaluation cannot be written");
                  }
                  frozen.emplace_back(m.person.employee_id, std::move(json));
                }
                return frozen;
              }));
          return TellOfTheMonth(tx, ids, month, by, "work-time.month-closed");
        }));
    res->set_locked(static_cast<int>(changed));
    res->set_lock_state(req->unlock() ? "open" : "locked");
    return absl::OkStatus();
  });
}

}  // namespace kadry::work_times
