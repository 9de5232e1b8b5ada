// Workdays: the lists, one day whole, the supervisor's corrections, approvals and locks.
#include <google/protobuf/util/json_util.h>

#include <algorithm>

#include "services/common/paging.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/proto_conversions.h"
#include "services/work-times/work_times_service.h"

namespace kadry::work_times {
namespace {

// The sort keys of the workday lists and what they compare.
using RowLess = bool (*)(const v1::WorkdayRow&, const v1::WorkdayRow&);
const std::map<std::string, RowLess>& WorkdaySorts() {
  static const auto* kSorts = new std::map<std::string, RowLess>{
      {"workday-on", [](const v1::WorkdayRow& a, const v1::WorkdayRow& b) { return a.workday_on() < b.workday_on(); }},
      {"employee-full-name",
       [](const v1::WorkdayRow& a, const v1::WorkdayRow& b) { return a.employee_full_name() < b.employee_full_name(); }},
      {"work-time", [](const v1::WorkdayRow& a, const v1::WorkdayRow& b) { return a.work_time() < b.work_time(); }},
      {"overtime", [](const v1::WorkdayRow& a, const v1::WorkdayRow& b) { return a.overtime() < b.overtime(); }},
      {"undertime", [](const v1::WorkdayRow& a, const v1::WorkdayRow& b) { return a.undertime() < b.undertime(); }},
  };
  return *kSorts;
}

// Rows sorted by the request's keys (then by day and person, so pages are stable).
absl::Status SortRows(const google::protobuf::RepeatedPtrField<std::string>& sort, std::vector<v1::WorkdayRow>& rows) {
  std::vector<std::pair<RowLess, bool>> keys;
  for (const std::string& key : sort) {
    const bool descending = !key.empty() && key[0] == '-';
    const std::string name = descending ? key.substr(1) : key;
    auto it = WorkdaySorts().find(name);
    if (it == WorkdaySorts().end()) {
      return InvalidFields({{"sort", "workday-on, employee-full-name, work-time, overtime or undertime"}});
    }
    keys.push_back({it->second, descending});
  }
  keys.push_back({WorkdaySorts().at("workday-on"), false});
  keys.push_back({WorkdaySorts().at("employee-full-name"), false});
  std::stable_sort(rows.begin(), rows.end(), [&](const v1::WorkdayRow& a, const v1::WorkdayRow& b) {
    for (const auto& [less, descending] : keys) {
      if (less(a, b)) return !descending;
      if (less(b, a)) return descending;
    }
    return a.employee_id() < b.employee_id();
  });
  return absl::OkStatus();
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
    return InvalidFields({{"lockState", "open or locked"}});
  }
  ASSIGN_OR_RETURN(const std::vector<PersonMonth> months, months_.Evaluate(caller.on_behalf, people, month, today));
  std::vector<v1::WorkdayRow> rows;
  for (const PersonMonth& m : months) {
    for (const EvaluatedDay& d : m.days) {
      if (!Shown(d)) continue;
      if (!req.lock_state().empty() && d.workday.lock_state != req.lock_state()) continue;
      if (req.with_alerts() && d.evaluation.alerts.empty()) continue;
      ToProto(d, m.person, &rows.emplace_back());
    }
  }
  RETURN_IF_ERROR(SortRows(req.sort(), rows));
  const PageWindow window = PageOf(req);
  res->set_total(static_cast<int>(rows.size()));
  for (size_t i = window.Offset(); i < rows.size() && i < static_cast<size_t>(window.Offset() + window.size); ++i) {
    *res->add_data() = std::move(rows[i]);
  }
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListMyWorkdays(grpc::CallbackServerContext* ctx,
                                                               const v1::ListWorkdaysRequest* req,
                                                               v1::WorkdayList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const Person me, Self(caller));
    return ListWorkdays(caller, {me}, *req, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListTeamWorkdays(grpc::CallbackServerContext* ctx,
                                                                 const v1::ListWorkdaysRequest* req,
                                                                 v1::WorkdayList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    if (req->employee_id() == caller.user_id) return absl::PermissionDeniedError("your own days are in my-workdays");
    ASSIGN_OR_RETURN(const std::vector<Person> people, OneOrTeam(caller, req->employee_id(), req->search()));
    return ListWorkdays(caller, people, *req, res);
  });
}

absl::StatusOr<WorkTimesServiceImpl::OpenedDay> WorkTimesServiceImpl::OpenDay(const Caller& caller, int workday_id,
                                                                             bool change) {
  if (workday_id <= 0) return InvalidFields({{"workdayId", "a workday id is required"}});
  OpenedDay day;
  ASSIGN_OR_RETURN(day.workday, workdays_.Get(workday_id));
  const absl::StatusOr<Person> person = Subject(caller, day.workday.employee_id);
  // Someone else's day outside the caller's people does not exist for them.
  if (!person.ok()) {
    if (person.status().code() == absl::StatusCode::kPermissionDenied) return absl::NotFoundError("no such workday");
    return person.status();
  }
  day.person = *person;
  day.can_change = caller.ChangesOthers() && day.workday.employee_id != caller.user_id;
  if (change && !day.can_change) {
    return absl::PermissionDeniedError(day.workday.employee_id == caller.user_id
                                           ? "your own records are corrected by your supervisor"
                                           : "only the person's manager, HR or Admin change their records");
  }
  if (change && day.workday.lock_state != "open") {
    return absl::FailedPreconditionError("the day is locked; it cannot be changed");
  }
  return day;
}

absl::Status WorkTimesServiceImpl::DescribeDay(const Caller& caller, const OpenedDay& day, v1::Workday* out) {
  const absl::CivilDay month(day.workday.day.year(), day.workday.day.month(), 1);
  ASSIGN_OR_RETURN(const std::vector<PersonMonth> months,
                   months_.Evaluate(caller.on_behalf, {day.person}, month, Today()));
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
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req->workday_id(), false));
    return DescribeDay(caller, day, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::AddRecord(grpc::CallbackServerContext* ctx,
                                                          const v1::SaveRecordRequest* req, v1::WorkdayResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const RecordChange change, FromProto(req->record()));
    ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req->workday_id(), true));
    RETURN_IF_ERROR(workdays_.AddRecord(day.workday.workday_id, change, {caller.user_id, caller.full_name}).status());
    ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, req->workday_id(), false));
    return DescribeDay(caller, after, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::UpdateRecord(grpc::CallbackServerContext* ctx,
                                                             const v1::SaveRecordRequest* req,
                                                             v1::WorkdayResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const RecordChange change, FromProto(req->record()));
    ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req->workday_id(), true));
    RETURN_IF_ERROR(
        workdays_.UpdateRecord(day.workday.workday_id, req->record_id(), change, {caller.user_id, caller.full_name}));
    ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, req->workday_id(), false));
    return DescribeDay(caller, after, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::RemoveRecord(grpc::CallbackServerContext* ctx,
                                                             const v1::RemoveRecordRequest* req,
                                                             v1::WorkdayResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    if (req->reason().empty() || req->reason().size() > kMaxReasonLength) {
      return InvalidFields({{"reason", "a reason of 1 to 500 characters is required"}});
    }
    ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req->workday_id(), true));
    RETURN_IF_ERROR(workdays_.RemoveRecord(day.workday.workday_id, req->record_id(), req->reason(),
                                           {caller.user_id, caller.full_name}));
    ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, req->workday_id(), false));
    return DescribeDay(caller, after, res->mutable_data());
  });
}

absl::Status WorkTimesServiceImpl::Approve(const Caller& caller, const v1::ApproveTimeRequest& req, bool overtime,
                                           v1::WorkdayResponse* res) {
  if (req.seconds() < 0) return InvalidFields({{"seconds", "0 (all of it) or more"}});
  if (req.comment().size() > kMaxReasonLength) return InvalidFields({{"comment", "at most 500 characters"}});
  ASSIGN_OR_RETURN(const OpenedDay day, OpenDay(caller, req.workday_id(), true));
  v1::Workday current;
  RETURN_IF_ERROR(DescribeDay(caller, day, &current));
  const int available = overtime ? current.row().overtime() : current.row().undertime();
  if (available == 0) {
    return absl::FailedPreconditionError(overtime ? "the day has no overtime to approve"
                                                  : "the day has no undertime to compensate");
  }
  if (req.seconds() > available) {
    return InvalidFields({{"seconds", "at most the day's " + std::string(overtime ? "overtime" : "undertime")}});
  }
  const int seconds = req.seconds() == 0 ? available : req.seconds();
  RETURN_IF_ERROR(workdays_.Approve(day.workday.workday_id, overtime ? std::optional<int>(seconds) : std::nullopt,
                                    overtime ? std::nullopt : std::optional<int>(seconds),
                                    {caller.user_id, caller.full_name}));
  ASSIGN_OR_RETURN(const OpenedDay after, OpenDay(caller, req.workday_id(), false));
  return DescribeDay(caller, after, res->mutable_data());
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ApproveOvertime(grpc::CallbackServerContext* ctx,
                                                                const v1::ApproveTimeRequest* req,
                                                                v1::WorkdayResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) { return Approve(caller, *req, true, res); });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::CompensateUndertime(grpc::CallbackServerContext* ctx,
                                                                    const v1::ApproveTimeRequest* req,
                                                                    v1::WorkdayResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) { return Approve(caller, *req, false, res); });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::LockMonth(grpc::CallbackServerContext* ctx,
                                                          const v1::LockMonthRequest* req, v1::LockMonthResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    if (!caller.ChangesOthers()) return absl::PermissionDeniedError("months are closed by managers, HR and Admin");
    if (req->month().empty()) return InvalidFields({{"month", "a month yyyy-MM is required"}});
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), today, "month"));
    if (month > today) return absl::FailedPreconditionError("a month that has not begun cannot be closed");
    if (req->employee_id() == caller.user_id) {
      return absl::PermissionDeniedError("your own month is closed by your supervisor");
    }
    ASSIGN_OR_RETURN(const std::vector<Person> people, OneOrTeam(caller, req->employee_id(), ""));
    std::vector<int> ids;
    for (const Person& p : people) ids.push_back(p.employee_id);
    const Author by{caller.user_id, caller.full_name};
    ASSIGN_OR_RETURN(const int changed, workdays_.SetLock(ids, month, MonthEnd(month), !req->unlock(), by));
    if (req->unlock()) {
      RETURN_IF_ERROR(workdays_.RemoveClosedMonths(month, ids));
    } else {
      // What payroll reads of the month from now on (it cannot change while locked).
      ASSIGN_OR_RETURN(const std::vector<PersonMonth> months, months_.Evaluate(caller.on_behalf, people, month, today));
      std::vector<std::pair<int, std::string>> frozen;
      for (const PersonMonth& m : months) {
        v1::TimeEvaluation evaluation;
        ToProto(m, true, &evaluation);
        std::string json;
        if (!google::protobuf::util::MessageToJsonString(evaluation, &json).ok()) {
          return absl::InternalError("the month's evaluation cannot be written");
        }
        frozen.emplace_back(m.person.employee_id, std::move(json));
      }
      RETURN_IF_ERROR(workdays_.SaveClosedMonths(month, frozen));
    }
    res->set_locked(changed);
    res->set_lock_state(req->unlock() ? "open" : "locked");
    return absl::OkStatus();
  });
}

}  // namespace kadry::work_times
