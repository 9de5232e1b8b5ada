#include "services/work-times/proto_conversions.h"

#include <algorithm>
#include <set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "services/work-times/domain/time_rules.h"
#include "services/work-times/domain/schedule_rules.h"
#include "absl/strings/numbers.h"
#include "services/common/rpc.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

int Seconds(int64_t s) { return static_cast<int>(s); }

std::string Moment(const std::optional<absl::Time>& t) { return t ? FormatWarsawTimestamp(*t) : ""; }

std::string Date(const std::optional<absl::CivilDay>& d) { return d ? FormatDate(*d) : ""; }

std::string FractionText(int numerator, int denominator) {
  return denominator > 0 ? absl::StrCat(numerator, "/", denominator) : "";
}

void AddAlerts(const std::vector<Alert>& alerts, google::protobuf::RepeatedPtrField<std::string>* out) {
  for (Alert a : alerts) {
    const std::string code = AlertCode(a);
    if (std::find(out->begin(), out->end(), code) == out->end()) *out->Add() = code;
  }
}

// "3/4" as a part-time limit: 1 ≤ n ≤ d ≤ 100.
std::optional<std::pair<int, int>> ParseLimitFraction(const std::string& text) {
  const size_t slash = text.find('/');
  int numerator = 0, denominator = 0;
  if (text.size() > 7 || slash == std::string::npos || !absl::SimpleAtoi(text.substr(0, slash), &numerator) ||
      !absl::SimpleAtoi(text.substr(slash + 1), &denominator) || denominator < 1 || denominator > 100 ||
      numerator < 1 || numerator > denominator) {
    return std::nullopt;
  }
  return std::make_pair(numerator, denominator);
}

}  // namespace

absl::StatusOr<absl::Time> ParseMoment(const std::string& text, const std::string& field) {
  absl::Time t;
  std::string error;
  if (text.size() <= 40 && absl::ParseTime(absl::RFC3339_full, text, &t, &error)) return t;
  return InvalidFields(
      {{field, "field.moment", "an ISO 8601 moment with an offset (2026-11-23T08:00:00+01:00) is required"}});
}

std::optional<PlannedDayRecord> FromProto(const v1::PlannedDay& d, const std::string& field,
                                          std::vector<FieldProblem>& problems) {
  const size_t known = problems.size();
  PlannedDayRecord out;
  const absl::StatusOr<absl::CivilDay> day = ParseDate(d.day());
  if (day.ok()) {
    out.day = *day;
  } else {
    problems.push_back({field + ".day", "field.date", "a date yyyy-MM-dd"});
  }
  out.kind = d.kind();
  static const std::set<std::string> kKinds = {"", "working", "day_off", "sunday", "holiday"};
  static const std::set<std::string> kDayOffKinds = {"five_day_week", "for_sunday_work", "for_saturday_holiday"};
  if (!kKinds.count(out.kind)) {
    problems.push_back({field + ".kind",
                        "field.one-of",
                        "working, day_off, sunday, holiday or \"\"",
                        {{"allowed", "working, day_off, sunday, holiday"}}});
  }
  if (out.kind == "working") {
    const auto start = ParseMoment(d.start_at(), field + ".startAt");
    const auto end = ParseMoment(d.end_at(), field + ".endAt");
    if (!start.ok()) problems.push_back({field + ".startAt", "field.moment", "an ISO 8601 moment with an offset"});
    if (!end.ok()) problems.push_back({field + ".endAt", "field.moment", "an ISO 8601 moment with an offset"});
    if (start.ok() && end.ok()) {
      if (*end <= *start || *end - *start > absl::Hours(24)) {
        problems.push_back({field + ".endAt",
                            "record.end-after-start",
                            "the end is after the start, at most 24 hours later",
                            {{"hours", 24}}});
      } else if (day.ok() && WarsawDay(*start) != *day) {
        problems.push_back({field + ".startAt", "plan.start-on-day", "a shift starts on the day it is planned for"});
      }
      out.start = *start;
      out.end = *end;
    }
  }
  if (out.kind == "day_off") {
    out.day_off_kind = d.day_off_kind();
    if (!kDayOffKinds.count(out.day_off_kind)) {
      problems.push_back({field + ".dayOffKind",
                          "field.one-of",
                          "the kind of the day off",
                          {{"allowed", "five_day_week, for_sunday_work, for_saturday_holiday"}}});
    }
  }
  if (out.kind == "sunday" && day.ok() && absl::GetWeekday(*day) != absl::Weekday::sunday)
    problems.push_back({field + ".kind", "plan.not-a-sunday", "a free Sunday is a Sunday"});
  if (problems.size() > known) return std::nullopt;
  return out;
}

// The terms HR sends, checked against the Code's bounds and the person's working time.
absl::StatusOr<TermsRecord> TermsFromProto(const v1::EmployeeTerms& in, const Person& person, absl::CivilDay today) {
  std::vector<FieldProblem> problems;
  TermsRecord t;
  t.valid_from = today;
  if (!in.valid_from().empty()) {
    const absl::StatusOr<absl::CivilDay> from = ParseDate(in.valid_from());
    if (from.ok())
      t.valid_from = *from;
    else
      problems.push_back({"validFrom", "field.date", "a date yyyy-MM-dd"});
  }
  if (!in.valid_to().empty()) {
    const absl::StatusOr<absl::CivilDay> to = ParseDate(in.valid_to());
    if (!to.ok()) {
      problems.push_back({"validTo", "field.date", "a date yyyy-MM-dd"});
    } else if (*to < t.valid_from) {
      problems.push_back({"validTo", "field.date-order", "the last day is on or after the first"});
    } else {
      t.valid_to = *to;
    }
  }
  if (in.has_equivalent_hours()) t.equivalent_hours = in.equivalent_hours();
  if (!IsValidEquivalentHours(t.equivalent_hours))
    problems.push_back({"equivalentHours", "field.one-of", "12, 16 or 24 (art. 135–137)", {{"allowed", "12, 16, 24"}}});
  if (in.has_sunday_start_hour()) t.sunday_start_hour = in.sunday_start_hour();
  if (t.sunday_start_hour < 0 || t.sunday_start_hour > 23)
    problems.push_back({"sundayStartHour", "field.range", "an hour 0 to 23 (art. 151⁹ §2)", {{"min", 0}, {"max", 23}}});
  if (in.free_weekdays_size() > 0) t.free_weekdays.assign(in.free_weekdays().begin(), in.free_weekdays().end());
  std::sort(t.free_weekdays.begin(), t.free_weekdays.end());
  const bool weekdays_valid =
      std::all_of(t.free_weekdays.begin(), t.free_weekdays.end(), [](int d) { return d >= 1 && d <= 6; }) &&
      std::adjacent_find(t.free_weekdays.begin(), t.free_weekdays.end()) == t.free_weekdays.end();
  if (!weekdays_valid)
    problems.push_back({"freeWeekdays",
                        "field.one-of",
                        "weekdays 1 (Monday) to 6 (Saturday), each once",
                        {{"allowed", "1, 2, 3, 4, 5, 6"}}});
  t.working_time_system = in.working_time_system();
  if (t.working_time_system != "basic" && t.working_time_system != "equivalent") {
    problems.push_back(
        {"workingTimeSystem", "field.one-of", "basic or equivalent", {{"allowed", "basic, equivalent"}}});
  }
  t.settlement_months = in.settlement_months();
  if (!IsValidSettlementMonths(t.settlement_months))
    problems.push_back({"settlementMonths", "field.one-of", "1, 3, 4 or 12 (art. 129)", {{"allowed", "1, 3, 4, 12"}}});
  if (in.has_settlement_first_month()) t.settlement_first_month = in.settlement_first_month();
  if (!IsValidMonth(t.settlement_first_month))
    problems.push_back({"settlementFirstMonth", "field.range", "a month, 1 to 12", {{"min", 1}, {"max", 12}}});
  t.night_start_hour = in.night_start_hour();
  if (!IsValidNightStartHour(t.night_start_hour))
    problems.push_back({"nightStartHour", "field.one-of", "21, 22 or 23 (art. 151⁷)", {{"allowed", "21, 22, 23"}}});
  t.yearly_overtime_limit = in.yearly_overtime_limit();
  if (t.yearly_overtime_limit < kYearlyOvertimeLimit || t.yearly_overtime_limit > kMaxYearlyOvertimeLimit) {
    problems.push_back({"yearlyOvertimeLimit",
                        "terms.overtime-limit",
                        "150 h to 416 h, in seconds (art. 151 §3–4)",
                        {{"min", 150}, {"max", 416}}});
  }
  if (!in.part_time_limit().empty()) {
    const auto limit = ParseLimitFraction(in.part_time_limit());
    const bool part_time = person.fraction_numerator < person.fraction_denominator;
    if (!part_time) {
      problems.push_back(
          {"partTimeLimit", "terms.part-time-limit", "only a part-time contract states a limit (art. 151 §5)"});
    } else if (!limit || int64_t{limit->first} * person.fraction_denominator <
                             int64_t{person.fraction_numerator} * limit->second) {
      const std::string own = absl::StrCat(person.fraction_numerator, "/", person.fraction_denominator);
      problems.push_back({"partTimeLimit",
                          "terms.part-time-limit-fraction",
                          absl::StrCat("a fraction n/d of full time, at least the person's own ", own),
                          {{"own", own}}});
    } else {
      t.part_time_limit_numerator = limit->first;
      t.part_time_limit_denominator = limit->second;
    }
  }
  if (!problems.empty()) return InvalidFields(problems);
  return t;
}

std::optional<DutyRecord> FromProto(const v1::OnCallPlan& plan, std::vector<FieldProblem>& problems) {
  const size_t known = problems.size();
  DutyRecord duty;
  duty.employee_id = plan.employee_id();
  if (duty.employee_id <= 0) problems.push_back({"employeeId", "field.required", "an employee id is required"});
  const auto start = ParseMoment(plan.start_at(), "startAt");
  const auto end = ParseMoment(plan.end_at(), "endAt");
  if (!start.ok()) problems.push_back({"startAt", "field.moment", "an ISO 8601 moment with an offset"});
  if (!end.ok()) problems.push_back({"endAt", "field.moment", "an ISO 8601 moment with an offset"});
  if (start.ok() && end.ok()) {
    if (*end <= *start || *end - *start > kMaxOnCallLength) {
      problems.push_back(
          {"endAt", "on-call.end-after-start", "the end is after the start, at most 7 days later", {{"days", 7}}});
    }
    duty.start = *start;
    duty.end = *end;
  }
  duty.place = plan.place();
  if (duty.place != "home" && duty.place != "workplace")
    problems.push_back({"place", "field.one-of", "home or workplace", {{"allowed", "home, workplace"}}});
  if (problems.size() > known) return std::nullopt;
  return duty;
}

std::vector<PlannedDayRecord> DaysFromProto(const google::protobuf::RepeatedPtrField<v1::PlannedDay>& sent,
                                            absl::CivilDay month, absl::CivilDay today, bool leave_out_past,
                                            const std::string& field, std::vector<FieldProblem>& problems) {
  std::vector<PlannedDayRecord> days;
  if (sent.empty() || sent.size() > 31) {
    problems.push_back({field, "field.count", "1 to 31 days of the month", {{"min", 1}, {"max", 31}}});
    return days;
  }
  std::set<absl::CivilDay> seen;
  for (int i = 0; i < sent.size(); ++i) {
    const std::string at = absl::StrCat(field, "[", i, "]");
    std::optional<PlannedDayRecord> d = FromProto(sent[i], at, problems);
    if (!d) continue;
    if (absl::CivilMonth(d->day) != absl::CivilMonth(month) || !seen.insert(d->day).second) {
      problems.push_back({at + ".day", "plan.day-outside-month", "each day once, in the month planned"});
    } else if (d->day < today && !leave_out_past) {
      problems.push_back(
          {at + ".day", "plan.day-passed", "a day that has passed is corrected in the workday, not planned"});
    } else if (d->day >= today) {
      days.push_back(*std::move(d));
    }
  }
  return days;
}

void ToProto(const PlannedDayRecord& d, v1::PlannedDay* out) {
  out->set_day(FormatDate(d.day));
  out->set_kind(d.kind);
  if (d.start) out->set_start_at(FormatWarsawTimestamp(*d.start));
  if (d.end) out->set_end_at(FormatWarsawTimestamp(*d.end));
  out->set_day_off_kind(d.day_off_kind);
  if (d.start && d.end) out->set_planned_time(static_cast<int>(absl::ToInt64Seconds(*d.end - *d.start)));
}

void ToProto(const ScheduleChangeRecord& c, v1::ScheduleChange* out) {
  out->set_day(FormatDate(c.after.day));
  ToProto(c.before, out->mutable_before());
  ToProto(c.after, out->mutable_after());
  out->set_reason(c.reason);
  out->set_changed_by_full_name(c.changed_by_name);
  out->set_changed_at(FormatWarsawTimestamp(c.changed_at));
}

absl::StatusOr<RecordChange> FromProto(const v1::RecordDraft& d) {
  std::vector<FieldProblem> problems;
  RecordChange c;
  c.kind = d.kind();
  // An intervention belongs to on-call duty, not to a day's clock records.
  const std::optional<RecordKind> kind = ParseRecordKind(c.kind);
  if (!kind || *kind == RecordKind::kIntervention) {
    problems.push_back({"kind",
                        "field.one-of",
                        "the kind is work, break or private_exit",
                        {{"allowed", "work, break, private_exit"}}});
  }
  const auto start = ParseMoment(d.start_at(), "startAt");
  if (start.ok())
    c.start = *start;
  else
    problems.push_back(
        {"startAt", "field.moment", "an ISO 8601 moment with an offset (2026-11-23T08:00:00+01:00) is required"});
  if (!d.end_at().empty()) {
    const auto end = ParseMoment(d.end_at(), "endAt");
    if (!end.ok()) {
      problems.push_back(
          {"endAt", "field.moment", "an ISO 8601 moment with an offset, or nothing while the record is open"});
    } else if (start.ok() && (*end <= *start || *end - *start > kMaxRecordLength)) {
      problems.push_back(
          {"endAt", "record.end-after-start", "the end is after the start, at most 24 hours later", {{"hours", 24}}});
    } else {
      c.end = *end;
    }
  }
  c.reason = d.reason();
  if (c.reason.empty() || c.reason.size() > kMaxReasonLength) {
    problems.push_back(
        {"reason", "field.length", "a reason of 1 to 500 characters is required", {{"min", 1}, {"max", 500}}});
  }
  if (!problems.empty()) return InvalidFields(problems);
  return c;
}

void ToProto(const RecordRow& r, v1::ClockRecord* out) {
  out->set_record_id(static_cast<int>(r.record_id));
  out->set_kind(r.kind);
  out->set_start_at(FormatWarsawTimestamp(r.start));
  out->set_end_at(Moment(r.end));
  out->set_source(r.source);
  out->set_corrected(r.corrected);
}

void ToProto(const CorrectionRow& c, v1::RecordCorrection* out) {
  out->set_correction_id(static_cast<int>(c.correction_id));
  out->set_record_id(static_cast<int>(c.record_id));
  out->set_action(c.action);
  out->set_before_kind(c.before_kind);
  out->set_before_start_at(Moment(c.before_start));
  out->set_before_end_at(Moment(c.before_end));
  out->set_after_kind(c.after_kind);
  out->set_after_start_at(Moment(c.after_start));
  out->set_after_end_at(Moment(c.after_end));
  out->set_reason(c.reason);
  out->set_corrected_by(c.corrected_by);
  out->set_corrected_by_full_name(c.corrected_by_name);
  out->set_corrected_at(FormatWarsawTimestamp(c.corrected_at));
  out->set_seconds(c.seconds);
}

void ToProto(const EvaluatedDay& day, const Person& person, v1::WorkdayRow* out) {
  const DayEvaluation& e = day.evaluation;
  out->set_workday_id(day.workday.workday_id);
  out->set_employee_id(person.employee_id);
  out->set_employee_full_name(person.full_name);
  out->set_employee_sap_number(person.sap_number);
  out->set_lock_state(day.workday.lock_state);
  out->set_workday_on(FormatDate(day.workday.day));
  out->set_schedule(ScheduleText(day.workday));
  out->set_day_kind(ScheduledDayKind(day.workday));
  out->set_total_time(Seconds(e.total_time));
  out->set_work_time(Seconds(e.work_time));
  out->set_undertime(Seconds(e.undertime + e.unexcused_absence));
  out->set_compensated_undertime(day.workday.compensated_undertime);
  out->set_overtime(Seconds(e.overtime_50 + e.overtime_100));
  out->set_approved_overtime(day.workday.approved_overtime);
  out->set_wp_request(Seconds(e.wp_time));
  AddAlerts(e.alerts, out->mutable_alerts());
  out->set_scheduled_work_time(day.workday.scheduled_seconds);
  out->set_work_start_at(Moment(e.work_start));
  out->set_work_end_at(Moment(e.work_end));
  out->set_excused_absence_code(day.absence_code);
  out->set_excused_absence_name(day.absence_name);
  out->set_remote(day.is_home_office);
  out->set_day_off_given_on(Date(e.day_off_given_on));
  out->set_day_off_due_by(Date(e.day_off_due_by));
  out->set_day_off_for(Date(e.day_off_for));
}

void ToProto(const EvaluatedDay& day, const PersonMonth& month, v1::TimeEvaluationRow* out) {
  out->set_remote(day.is_home_office);
  out->set_absence_name(day.absence_name);
  const DayEvaluation& e = day.evaluation;
  out->set_workday_on(FormatDate(day.workday.day));
  out->set_work_start_at(Moment(e.work_start));
  out->set_work_end_at(Moment(e.work_end));
  out->set_schedule(ScheduleText(day.workday));
  out->set_day_kind(ScheduledDayKind(day.workday));
  out->set_scheduled_work_time(day.workday.scheduled_seconds);
  out->set_work_time(Seconds(e.work_time));
  out->set_unexcused_absence_time(Seconds(e.unexcused_absence));
  out->set_excused_absence_time(Seconds(e.excused_absence));
  out->set_wp_time(Seconds(e.wp_time));
  out->set_night_work_time(Seconds(e.night_work));
  out->set_full_time_completion(Seconds(e.full_time_completion));
  out->set_overtime(Seconds(e.overtime_50 + e.overtime_100));
  out->set_day_off_work_time(Seconds(e.day_off_work_time));
  out->set_balance(Seconds(e.balance));
  out->set_settlement_period_transferred_overtime_rest(Seconds(month.overtime_rest_carried_in));
  out->set_monthly_transferred_balance_rest(Seconds(month.balance_carried_in));
  out->set_overtime_total_rest(Seconds(day.overtime_rest));
  out->set_wp_time_remaining(Seconds(day.wp_remaining));
  out->set_overtime_50(Seconds(e.overtime_50));
  out->set_overtime_100(Seconds(e.overtime_100));
  AddAlerts(e.alerts, out->mutable_alerts());
  out->set_workday_id(day.workday.workday_id);
  out->set_day_off_given_on(Date(e.day_off_given_on));
  out->set_day_off_due_by(Date(e.day_off_due_by));
  out->set_day_off_for(Date(e.day_off_for));
}

void ToProto(const PersonMonth& m, bool with_rows, v1::TimeEvaluation* out) {
  out->set_employee_id(m.person.employee_id);
  out->set_employee_full_name(m.person.full_name);
  out->set_employee_sap_number(m.person.sap_number);
  out->set_month(FormatDate(m.month_start).substr(0, 7));
  out->set_working_time_system(m.terms.working_time_system);
  out->set_settlement_months(m.terms.settlement_months);
  out->set_period_start_on(FormatDate(m.period.start));
  out->set_period_end_on(FormatDate(m.period.end));
  out->set_period_closed(m.period_closed);
  out->set_nominal_time(Seconds(m.month_nominal));
  out->set_period_nominal_time(Seconds(m.period_result.nominal));
  for (const EvaluatedDay& d : m.days) AddAlerts(d.evaluation.alerts, out->mutable_alerts());
  AddAlerts(m.period_result.alerts, out->mutable_alerts());
  const MonthTotals t = TotalsOf(m);
  out->set_scheduled_work_time(Seconds(t.scheduled));
  out->set_work_time(Seconds(t.work));
  out->set_excused_absence_time(Seconds(t.excused));
  out->set_unexcused_absence_time(Seconds(t.unexcused));
  out->set_night_work_time(Seconds(t.night));
  out->set_overtime_50(Seconds(t.overtime_50));
  out->set_overtime_100(Seconds(t.overtime_100));
  out->set_average_week_overtime(Seconds(t.average_week));
  out->set_day_off_work_time(Seconds(t.day_off));
  out->set_days_off_due(t.days_off_due);
  out->set_days_off_given(t.days_off_given);
  out->set_part_time_over_limit(Seconds(t.part_time_over_limit));
  out->set_part_time_limit(FractionText(m.terms.part_time_limit_numerator, m.terms.part_time_limit_denominator));
  out->set_fraction(FractionText(m.person.fraction_numerator, m.person.fraction_denominator));
  // The period's work still waiting for its day off, up to the month's end.
  for (const DayEvaluation& d : m.period_result.days) {
    if (d.day > m.month_end || !d.day_off_due_by) continue;
    v1::WorkAwaitingDayOff* w = out->add_work_awaiting_day_off();
    w->set_worked_on(FormatDate(d.day));
    w->set_day_off_work_time(Seconds(d.day_off_work_time));
    w->set_due_by(FormatDate(*d.day_off_due_by));
    w->set_sunday_window_passed(std::find(d.alerts.begin(), d.alerts.end(), Alert::kSundayDayOffLate) !=
                                d.alerts.end());
  }
  out->set_full_time_completion(Seconds(t.full_time_completion));
  out->set_wp_time(Seconds(t.wp));
  out->set_wp_time_remaining(Seconds(t.wp_remaining));
  out->set_balance(Seconds(t.balance));
  out->set_overtime_in_year(Seconds(t.overtime_in_year));
  out->set_yearly_overtime_limit(m.terms.yearly_overtime_limit);
  out->set_approved_overtime(Seconds(t.approved_overtime));
  out->set_lock_state(t.locked_days == 0                                 ? "open"
                      : t.locked_days == static_cast<int>(m.days.size()) ? "locked"
                                                                         : "partly_locked");
  if (with_rows) {
    for (const EvaluatedDay& d : m.days) ToProto(d, m, out->add_rows());
  }
}

void ToProto(const DutyRecord& d, const std::string& full_name, v1::OnCallDuty* out) {
  out->set_duty_id(d.duty_id);
  out->set_employee_id(d.employee_id);
  out->set_employee_full_name(full_name);
  out->set_start_at(FormatWarsawTimestamp(d.start));
  out->set_end_at(FormatWarsawTimestamp(d.end));
  out->set_place(d.place);
  out->set_duty_time(Seconds(absl::ToInt64Seconds(d.end - d.start)));
  int64_t work = 0;
  for (const InterventionRecord& i : d.interventions) {
    v1::Intervention* x = out->add_interventions();
    x->set_intervention_id(i.intervention_id);
    x->set_start_at(FormatWarsawTimestamp(i.start));
    x->set_end_at(FormatWarsawTimestamp(i.end));
    x->set_description(i.description);
    work += absl::ToInt64Seconds(i.end - i.start);
  }
  out->set_intervention_time(Seconds(work));
  // Art. 151⁵ §3: duty outside home earns time off (or pay); at home it does not.
  out->set_day_off_owed(d.place == "workplace");
}

void ToProto(const WorkdayStore::Reopening& r, v1::MonthReopening* out) {
  out->set_employee_id(r.employee_id);
  out->set_month(FormatDate(r.month).substr(0, 7));
  out->set_closed_at(FormatWarsawTimestamp(r.closed_at));
  if (r.read_by_payroll_at) out->set_read_by_payroll_at(FormatWarsawTimestamp(*r.read_by_payroll_at));
  out->set_reopened_at(FormatWarsawTimestamp(r.reopened_at));
  out->set_reopened_by_full_name(r.reopened_by_name);
  out->set_reason(r.reason);
}

}  // namespace kadry::work_times
