// Time evaluation, the team's month as a file, attendance, the team calendar and on-call duty.
#include <algorithm>
#include <optional>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

#include "services/common/file_chunks.h"
#include "services/common/paging.h"
#include "services/common/row_sort.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/domain/schedule_rules.h"
#include "services/work-times/month_export.h"
#include "services/work-times/proto_conversions.h"
#include "services/work-times/work_times_service.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

constexpr int kMaxCalendarDays = 62;
// Arriving up to this long after the planned start is not late (the clock's rounding).
constexpr absl::Duration kLateGrace = absl::Minutes(5);

// What a colleague sees of someone's day: in, working remotely, away on leave, or not in;
// no times, lateness, schedule or kind of leave.
v1::Attendance ColleagueAttendance(const v1::Attendance& full) {
  v1::Attendance seen;
  seen.set_employee_id(full.employee_id());
  seen.set_employee_full_name(full.employee_full_name());
  seen.set_position(full.position());
  seen.set_location_name(full.location_name());
  const std::string& s = full.status();
  seen.set_status(s == "present" || s == "late" || s == "on_break" ? "present"
                  : s == "remote" || s == "on_leave"               ? s
                                                                   : "not_present");
  return seen;
}

// What the team calendar shows of a day, or "" for nothing: a forgotten clock-out, work on a
// day off, remote work, work, leave or absence; leave and remote work only on a working day (of
// the schedule, or of the calendar where nobody scheduled the day); a day with only an alert
// (e.g. weekly rest on a Sunday) is no absence.
std::string CalendarEventType(const EvaluatedDay& d) {
  const DayEvaluation& e = d.evaluation;
  // Someone at work today with the clock running has a start but no work time yet.
  const bool worked = e.work_time > 0 || (e.work_start.has_value() && !e.work_end.has_value());
  const bool missing = std::find(e.alerts.begin(), e.alerts.end(), Alert::kMissingClockOut) != e.alerts.end();
  if (missing) return "missing_clock_out";
  if (e.day_off_work_time > 0) return "day_off_work";
  const bool working_day = d.workday.day_kind == "working";
  if (d.is_home_office && (worked || working_day)) return "remote";
  if (worked) return "work";
  if (!d.absence_code.empty() && working_day) return "leave";
  if (e.unexcused_absence > 0) return "absence";
  if (!e.alerts.empty()) return "alert";
  return "";
}

// The order of people: by name (the directory's), or reversed.
absl::Status OrderPeople(const google::protobuf::RepeatedPtrField<std::string>& sort, std::vector<Person>& people) {
  RETURN_IF_ERROR(CheckSortKeys(sort));
  for (const std::string& key : sort) {
    if (key == "employee-full-name") continue;
    if (key == "-employee-full-name") {
      std::reverse(people.begin(), people.end());
      continue;
    }
    return InvalidFields({{"sort",
                           "field.sort-unknown",
                           "employee-full-name (the totals are computed for the page shown)",
                           {{"allowed", "employee-full-name"}}}});
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status WorkTimesServiceImpl::DescribeEvaluation(const Caller& caller, const Person& person,
                                                      const std::string& month_text, v1::TimeEvaluationResponse* res) {
  const absl::CivilDay today = Today();
  ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(month_text, today, "month"));
  ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, {person}, month, today));
  ToProto(months.front(), true, res->mutable_data());
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GetMyTimeEvaluation(grpc::CallbackServerContext* ctx,
                                                                    const v1::TimeEvaluationRequest* req,
                                                                    v1::TimeEvaluationResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const Person me, Self(caller));
    return DescribeEvaluation(caller, me, req->month(), res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GetTimeEvaluation(grpc::CallbackServerContext* ctx,
                                                                  const v1::TimeEvaluationRequest* req,
                                                                  v1::TimeEvaluationResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(ManagersOnly(caller, "time evaluation is seen by managers, HR and Admin"));
    ASSIGN_OR_RETURN(const Person person, Subject(caller, req->employee_id()));
    return DescribeEvaluation(caller, person, req->month(), res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListTeamTimeEvaluations(grpc::CallbackServerContext* ctx,
                                                                        const v1::ListTimeEvaluationsRequest* req,
                                                                        v1::TimeEvaluationList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), today, "month"));
    RETURN_IF_ERROR(ManagersOnly(caller, "time evaluation is seen by managers, HR and Admin"));
    ASSIGN_OR_RETURN(std::vector<Person> people, Team(caller, req->paging().search()));
    RETURN_IF_ERROR(OrderPeople(req->paging().sort(), people));
    if (!req->with_alerts()) {
      // Only the page's people are evaluated: the list is ordered by name.
      const PageWindow window = PageOf(*req);
      res->mutable_paging()->set_total(static_cast<int>(people.size()));
      std::vector<Person> page;
      for (int64_t i = window.Offset();
           i < static_cast<int64_t>(people.size()) && page.size() < static_cast<size_t>(window.size); ++i) {
        page.push_back(people[static_cast<size_t>(i)]);
      }
      ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, page, month, today));
      for (const PersonMonth& m : months) ToProto(m, false, res->add_data());
      return absl::OkStatus();
    }
    ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, people, month, today));
    std::vector<v1::TimeEvaluation> rows;
    for (const PersonMonth& m : months) {
      v1::TimeEvaluation e;
      ToProto(m, false, &e);
      if (e.alerts_size() > 0) rows.push_back(std::move(e));
    }
    PageRows(rows, *req, res);
    return absl::OkStatus();
  });
}

namespace {

void ToProto(const TermsRecord& t, const Person& person, v1::EmployeeTerms* out) {
  out->set_employee_id(person.employee_id);
  out->set_working_time_system(t.working_time_system);
  out->set_settlement_months(t.settlement_months);
  out->set_settlement_first_month(t.settlement_first_month);
  out->set_night_start_hour(t.night_start_hour);
  out->set_yearly_overtime_limit(t.yearly_overtime_limit);
  if (t.part_time_limit_denominator > 0) {
    out->set_part_time_limit(absl::StrCat(t.part_time_limit_numerator, "/", t.part_time_limit_denominator));
  }
  out->set_fraction(absl::StrCat(person.fraction_numerator, "/", person.fraction_denominator));
  out->set_valid_from(FormatDate(t.valid_from));
  if (t.valid_to) out->set_valid_to(FormatDate(*t.valid_to));
  out->set_equivalent_hours(t.equivalent_hours);
  out->set_sunday_start_hour(t.sunday_start_hour);
  for (const int d : t.free_weekdays) out->add_free_weekdays(d);
  out->set_changed_by_full_name(t.changed_by_name);
  if (t.changed_at) out->set_changed_at(FormatWarsawTimestamp(*t.changed_at));
}

}  // namespace

absl::Status WorkTimesServiceImpl::DescribeTerms(const Person& person, absl::CivilDay day,
                                                 v1::EmployeeTermsResponse* out) {
  ASSIGN_OR_RETURN(const auto terms, workdays_.Terms({person.employee_id}));
  ToProto(TermsOn(terms, person.employee_id, day), person, out->mutable_data());
  if (const auto it = terms.find(person.employee_id); it != terms.end()) {
    for (const TermsRecord& t : it->second.rows) ToProto(t, person, out->add_history());
  }
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GetEmployeeTerms(grpc::CallbackServerContext* ctx,
                                                                 const v1::EmployeeTermsRequest* req,
                                                                 v1::EmployeeTermsResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(ManagersOnly(caller, "working-time terms are seen by managers, HR and Admin"));
    ASSIGN_OR_RETURN(const Person person, Subject(caller, req->employee_id()));
    absl::CivilDay day = Today();
    if (!req->date().empty()) {
      const absl::StatusOr<absl::CivilDay> d = ParseDate(req->date());
      if (!d.ok()) return InvalidFields({{"date", "field.date", "a date yyyy-MM-dd"}});
      day = *d;
    }
    return DescribeTerms(person, day, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::UpdateEmployeeTerms(grpc::CallbackServerContext* ctx,
                                                                    const v1::UpdateEmployeeTermsRequest* req,
                                                                    v1::EmployeeTermsResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    if (!caller.reads_all)
      return Refusal(absl::StatusCode::kPermissionDenied, "terms.hr-only",
                     "working-time terms are set by HR and Admin");
    ASSIGN_OR_RETURN(const Person person, Subject(caller, req->employee_id()));
    ASSIGN_OR_RETURN(const TermsRecord terms, TermsFromProto(req->terms(), person, Today()));
    RETURN_IF_ERROR(workdays_.SaveTerms(person.employee_id, terms, Author{caller.user_id, caller.full_name}));
    return DescribeTerms(person, terms.valid_from, res);
  });
}

grpc::ServerWriteReactor<common::v1::FileChunk>* WorkTimesServiceImpl::ExportTeamMonth(
    grpc::CallbackServerContext* ctx, const v1::ExportTeamMonthRequest* req) {
  return ServeRpcFile<common::v1::FileChunk>(
      ctx, __func__, [=, this](const Caller& caller, StreamWriter<common::v1::FileChunk>& writer) -> absl::Status {
        const absl::CivilDay today = Today();
        ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), today, "month"));
        const absl::StatusOr<ExportFormat> format = ParseExportFormat(req->format());
        if (!format.ok()) return InvalidFields({{"format", "field.one-of", "csv or xlsx", {{"allowed", "csv, xlsx"}}}});
        RETURN_IF_ERROR(ManagersOnly(caller, "time evaluation is seen by managers, HR and Admin"));
        ASSIGN_OR_RETURN(const std::vector<Person> people, Team(caller, req->search()));
        ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, people, month, today));
        ASSIGN_OR_RETURN(auto file,
                         NewMonthFileWriter(*format, FileChunkSink(ctx, writer, MonthFileName(*format, month),
                                                                   std::string(ExportContentType(*format)))));
        for (const PersonMonth& m : months) RETURN_IF_ERROR(file->Add(m));
        return file->Finish();
      });
}

absl::Status WorkTimesServiceImpl::ListAttendances(const Caller& caller, const std::vector<Person>& people,
                                                   const v1::AttendancesRequest& req, bool colleagues,
                                                   v1::AttendanceList* res) {
  const absl::Time now = clock_();
  const absl::CivilDay today = WarsawDay(now);
  absl::CivilDay day = today;
  if (!req.date().empty()) {
    const absl::StatusOr<absl::CivilDay> parsed = ParseDate(req.date());
    if (!parsed.ok()) return InvalidFields({{"date", "field.date", "a date yyyy-MM-dd is required"}});
    day = *parsed;
  }
  // Colleagues see who is in today and who is away, not one another's punctuality.
  if (colleagues && day != today)
    return InvalidFields({{"date", "attendance.today-only", "your team's attendance is shown for today"}});
  if (req.paging().search().size() > 100)
    return InvalidFields({{"search", "field.too-long", "at most 100 characters", {{"max", 100}}}});
  std::vector<int> ids;
  for (const Person& p : people) ids.push_back(p.employee_id);
  ASSIGN_OR_RETURN(const std::vector<WorkdayRecord> days, workdays_.InRange(ids, day, day));
  ASSIGN_OR_RETURN(const std::vector<RecordRow> records, workdays_.RecordsInRange(ids, day, day));
  ASSIGN_OR_RETURN(const std::vector<AbsenceDay> absences,
                   people_.Absences(caller.on_behalf, ids, day, day, colleagues));
  std::vector<v1::Attendance> rows;
  for (const Person& p : people) {
    if (!req.paging().search().empty() && p.full_name.find(req.paging().search()) == std::string::npos &&
        p.sap_number.find(req.paging().search()) == std::string::npos) {
      continue;
    }
    v1::Attendance a;
    a.set_employee_id(p.employee_id);
    a.set_employee_full_name(p.full_name);
    a.set_position(p.position);
    a.set_location_name(p.location_name);
    const WorkdayRecord* w = nullptr;
    for (const WorkdayRecord& d : days) w = d.employee_id == p.employee_id ? &d : w;
    const AbsenceDay* absence = nullptr;
    for (const AbsenceDay& d : absences) absence = d.employee_id == p.employee_id ? &d : absence;
    std::optional<absl::Time> first_start, last_end;
    bool open_work = false, open_break = false;
    for (const RecordRow& r : records) {
      if (!w || r.workday_id != w->workday_id) continue;
      if (r.kind == "work") {
        if (!first_start || r.start < *first_start) first_start = r.start;
        if (r.end && (!last_end || *r.end > *last_end)) last_end = r.end;
        open_work = open_work || !r.end;
      }
      open_break = open_break || (r.kind != "work" && !r.end);
    }
    if (w) {
      a.set_schedule(ScheduleText(*w));
      a.set_day_kind(ScheduledDayKind(*w));
      if (w->planned_start) a.set_planned_start_at(FormatWarsawTimestamp(*w->planned_start));
    }
    if (first_start) a.set_work_start_at(FormatWarsawTimestamp(*first_start));
    if (last_end && !open_work) a.set_work_end_at(FormatWarsawTimestamp(*last_end));
    std::string status;
    if (absence && !absence->is_home_office && !first_start) {
      status = "on_leave";
    } else if (absence && absence->is_home_office) {
      status = "remote";
    } else if (first_start) {
      const bool late = w && w->planned_start && *first_start > *w->planned_start + kLateGrace;
      if (late) a.set_late_by(static_cast<int>(absl::ToInt64Seconds(*first_start - *w->planned_start)));
      status = open_break ? "on_break" : open_work ? (late ? "late" : "present") : "left";
    } else if (!w || !w->has_schedule) {
      status = "no_schedule";
    } else if (w->day_kind != "working" || w->scheduled_seconds == 0) {
      status = "day_off";
    } else if (day > today || (day == today && w->planned_start && now < *w->planned_start)) {
      status = "not_started";
    } else {
      status = "absent";
    }
    if (absence) a.set_absence_code(absence->code);
    a.set_status(status);
    a.set_employee_sap_number(p.sap_number);
    // The counters count what happened on the day, whatever the state at this minute and
    // whichever status is filtered: who came (late or not), who is on leave, remote, absent.
    // Colleagues count who is in, away or remote, never who came late or stayed away.
    if (!a.work_start_at().empty()) res->set_present(res->present() + 1);
    if (status == "on_leave") res->set_on_leave(res->on_leave() + 1);
    if (status == "remote") res->set_remote(res->remote() + 1);
    if (!colleagues) {
      if (a.late_by() > 0) res->set_late(res->late() + 1);
      if (status == "absent") res->set_absent(res->absent() + 1);
      if (status == "no_schedule") res->set_no_schedule(res->no_schedule() + 1);
    }
    if (colleagues && p.employee_id != caller.user_id) a = ColleagueAttendance(a);
    if (!req.status().empty() && req.status() != status) continue;
    rows.push_back(std::move(a));
  }
  using Row = v1::Attendance;
  static const auto* kSorts = new std::map<std::string, RowLess<Row>>{
      {"employee-full-name",
       [](const Row& a, const Row& b) { return a.employee_full_name() < b.employee_full_name(); }},
      {"status", [](const Row& a, const Row& b) { return a.status() < b.status(); }},
      {"work-start-at", [](const Row& a, const Row& b) { return a.work_start_at() < b.work_start_at(); }},
      {"employee-id", [](const Row& a, const Row& b) { return a.employee_id() < b.employee_id(); }},
  };
  return SortAndPage(req, *kSorts, {"employee-full-name", "employee-id"}, "employee-full-name, status or work-start-at",
                     rows, res);
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListMyTeamAttendances(grpc::CallbackServerContext* ctx,
                                                                      const v1::AttendancesRequest* req,
                                                                      v1::AttendanceList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const std::vector<Person> colleagues, people_.Colleagues(caller.on_behalf, caller.user_id));
    return ListAttendances(caller, colleagues, *req, true, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListTeamAttendances(grpc::CallbackServerContext* ctx,
                                                                    const v1::AttendancesRequest* req,
                                                                    v1::AttendanceList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const std::vector<Person> team, Team(caller, ""));
    return ListAttendances(caller, team, *req, false, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GetTeamWorkdaysCalendar(grpc::CallbackServerContext* ctx,
                                                                        const v1::WorkdaysCalendarRequest* req,
                                                                        v1::WorkdaysCalendar* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    const absl::StatusOr<absl::CivilDay> from = ParseDate(req->date_from());
    const absl::StatusOr<absl::CivilDay> to = ParseDate(req->date_to());
    if (!from.ok() || !to.ok() || *to < *from || *to - *from >= kMaxCalendarDays) {
      return InvalidFields({{"dateTo",
                             "field.period-too-long",
                             "dateFrom and dateTo (yyyy-MM-dd), at most 62 days apart, in order",
                             {{"days", 62}}}});
    }
    ASSIGN_OR_RETURN(const std::vector<Person> people, OneOrTeam(caller, req->employee_id(), ""));
    const absl::CivilDay today = Today();
    for (absl::CivilMonth m(*from); m <= absl::CivilMonth(*to); ++m) {
      ASSIGN_OR_RETURN(const Months months, months_.Evaluate(caller.on_behalf, people, absl::CivilDay(m), today));
      for (const PersonMonth& pm : months) {
        for (const EvaluatedDay& d : pm.days) {
          const DayEvaluation& e = d.evaluation;
          if (d.workday.day < *from || d.workday.day > *to) continue;
          const std::string type = CalendarEventType(d);
          if (type.empty()) continue;
          v1::WorkdayEvent* ev = res->add_data();
          ev->set_employee_sap_number(pm.person.sap_number);
          ev->set_workday_id(d.workday.workday_id);
          ev->set_employee_id(pm.person.employee_id);
          ev->set_employee_full_name(pm.person.full_name);
          ev->set_date(FormatDate(d.workday.day));
          ev->set_schedule(ScheduleText(d.workday));
          ev->set_day_kind(ScheduledDayKind(d.workday));
          if (e.work_start) ev->set_work_start_at(FormatWarsawTimestamp(*e.work_start));
          if (e.work_end) ev->set_work_end_at(FormatWarsawTimestamp(*e.work_end));
          ev->set_work_time(static_cast<int>(e.work_time));
          ev->set_overtime(static_cast<int>(e.overtime_50 + e.overtime_100));
          ev->set_undertime(static_cast<int>(e.undertime + e.unexcused_absence));
          ev->set_lock_state(d.workday.lock_state);
          ev->set_type(type);
          for (Alert a : e.alerts) ev->add_alerts(AlertCode(a));
        }
      }
    }
    CountWholeList(res);
    return absl::OkStatus();
  });
}

absl::Status WorkTimesServiceImpl::ListOnCall(const Caller&, const std::vector<Person>& people,
                                              const v1::OnCallRequest& req, v1::OnCallList* res) {
  ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req.month(), Today(), "month"));
  std::vector<int> ids;
  std::map<int, std::string> names;
  for (const Person& p : people) {
    ids.push_back(p.employee_id);
    names[p.employee_id] = p.full_name;
  }
  ASSIGN_OR_RETURN(const std::vector<DutyRecord> duties,
                   on_call_.Overlapping(ids, StartOfWarsawDay(month), StartOfWarsawDay(MonthEnd(month) + 1)));
  std::vector<v1::OnCallDuty> rows;
  for (const DutyRecord& d : duties) ToProto(d, names[d.employee_id], &rows.emplace_back());
  using Row = v1::OnCallDuty;
  static const auto* kSorts = new std::map<std::string, RowLess<Row>>{
      {"start-at", [](const Row& a, const Row& b) { return a.start_at() < b.start_at(); }},
      {"employee-full-name",
       [](const Row& a, const Row& b) { return a.employee_full_name() < b.employee_full_name(); }},
      {"intervention-time", [](const Row& a, const Row& b) { return a.intervention_time() < b.intervention_time(); }},
      {"duty-id", [](const Row& a, const Row& b) { return a.duty_id() < b.duty_id(); }},
  };
  return SortAndPage(req, *kSorts, {"duty-id"}, "start-at, employee-full-name or intervention-time", rows, res);
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListMyOnCall(grpc::CallbackServerContext* ctx,
                                                             const v1::OnCallRequest* req, v1::OnCallList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const Person me, Self(caller));
    return ListOnCall(caller, {me}, *req, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListTeamOnCall(grpc::CallbackServerContext* ctx,
                                                               const v1::OnCallRequest* req, v1::OnCallList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const std::vector<Person> people, OneOrTeam(caller, req->employee_id(), req->paging().search()));
    return ListOnCall(caller, people, *req, res);
  });
}

}  // namespace kadry::work_times
