// Planning the schedule: the team planner, the plan's checks, publishing, shift templates and
// the employee's published schedule (docs/work-times.md "Planning").
#include <algorithm>
#include <set>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "nlohmann/json.hpp"
#include "services/common/problem.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/domain/schedule_rules.h"
#include "services/work-times/proto_conversions.h"
#include "services/work-times/work_times_service.h"

namespace kadry::work_times {
namespace {

// Art. 129 §3: the planner looks one month ahead; the Sundays and the rest before a period are
// read this far back (three Sundays in a row, art. 151¹²).
constexpr int kLookBackDays = 21;
constexpr int kMaxPatternDays = 31;
constexpr int kMaxTemplateName = 60;

// Schedules, duties and shift templates are the business of those who change others' days.
absl::Status PlansForOthers(const Caller& caller) {
  if (caller.ChangesOthers()) return absl::OkStatus();
  return Refusal(absl::StatusCode::kPermissionDenied, "access.managers-only",
                 "schedules are planned by the person's managers, HR and Admin");
}

bool IsPeriodTotal(PlanBreachKind kind) {
  return kind == PlanBreachKind::kNormNotMet || kind == PlanBreachKind::kOvertimePlanned ||
         kind == PlanBreachKind::kFiveDayWeek;
}

// What everyone's plan of one month is checked against, read once for the whole page.
struct PlanningContext {
  absl::CivilDay month;
  absl::CivilDay month_end;
  std::map<int, TermsHistory> terms;
  std::set<absl::CivilDay> holidays;
  std::map<int, std::vector<PlannedDayRecord>> plans;
  std::map<int, std::vector<PlannedDayRecord>> published;
  std::map<int, std::vector<PublicationRecord>> publications;
  std::map<int, std::vector<ScheduleChangeRecord>> changes;
  std::vector<DutyRecord> on_call;
};

const PlannedDayRecord* DayIn(const std::map<int, std::vector<PlannedDayRecord>>& days, int id, absl::CivilDay day) {
  const auto it = days.find(id);
  if (it == days.end()) return nullptr;
  const auto d = std::lower_bound(it->second.begin(), it->second.end(), day,
                                  [](const PlannedDayRecord& r, absl::CivilDay x) { return r.day < x; });
  return d != it->second.end() && d->day == day ? &*d : nullptr;
}

// A day nobody planned: a Sunday or holiday is free as such, and a weekday the terms make free
// is the five-day week's day off (art. 129 §1); any other day is still to plan.
PlannedDayRecord Unplanned(absl::CivilDay day, const std::set<absl::CivilDay>& holidays,
                           const std::vector<int>& free_weekdays) {
  PlannedDayRecord d{day, FreeByCalendar(day, holidays, free_weekdays), "", std::nullopt, std::nullopt};
  if (d.kind == "day_off") d.day_off_kind = "five_day_week";
  return d;
}

// The day as the planner sees it: the plan, else the published schedule, else free or unplanned.
PlannedDayRecord PlannedOn(const PlanningContext& c, int id, absl::CivilDay day) {
  if (const PlannedDayRecord* p = DayIn(c.plans, id, day)) return *p;
  if (const PlannedDayRecord* p = DayIn(c.published, id, day)) return *p;
  return Unplanned(day, c.holidays, TermsOn(c.terms, id, day).free_weekdays);
}

PlannedDayRecord PublishedOn(const PlanningContext& c, int id, absl::CivilDay day) {
  if (const PlannedDayRecord* p = DayIn(c.published, id, day)) return *p;
  return Unplanned(day, c.holidays, {});
}

const PublicationRecord* PublicationOf(const PlanningContext& c, int id, absl::CivilDay month) {
  const auto it = c.publications.find(id);
  if (it == c.publications.end()) return nullptr;
  for (const PublicationRecord& p : it->second)
    if (p.month == month) return &p;
  return nullptr;
}

// The settlement period of the month under the terms that hold on its first day.
Period PeriodOf(const PlanningContext& c, int id) { return SettlementPeriodOn(TermsOn(c.terms, id, c.month), c.month); }

// The checks' input for one person's settlement period, from the plan as it stands.
PlanInput InputOf(const PlanningContext& c, const Person& person, const Period& period) {
  const TermsRecord& terms = TermsOn(c.terms, person.employee_id, c.month);
  PlanInput in;
  in.zone = WarsawZone();
  in.period_start = period.start;
  in.period_end = period.end;
  in.holidays.assign(c.holidays.begin(), c.holidays.end());
  in.system = IsEquivalentSystem(terms) ? WorkingTimeSystem::kEquivalent : WorkingTimeSystem::kBasic;
  in.equivalent_hours = terms.equivalent_hours;
  in.fraction_numerator = person.fraction_numerator;
  in.fraction_denominator = person.fraction_denominator;
  in.sunday_start_hour = terms.sunday_start_hour;
  for (absl::CivilDay day = period.start - kLookBackDays; day <= period.end; ++day) {
    const PlannedDayRecord d = PlannedOn(c, person.employee_id, day);
    const bool working = d.kind == "working" && d.start && d.end;
    if (day < period.start) {
      if (working) in.last_end_before = *d.end;
      if (absl::GetWeekday(day) == absl::Weekday::sunday) {
        in.sundays_worked_before = working ? in.sundays_worked_before + 1 : 0;
      }
      continue;
    }
    if (d.kind.empty()) in.whole_period_planned = false;
    if (working) in.shifts.push_back({day, *d.start, *d.end});
  }
  for (const DutyRecord& duty : c.on_call)
    if (duty.employee_id == person.employee_id) in.on_call.push_back({duty.start, duty.end});
  return in;
}

int64_t PlannedSeconds(const PlannedDayRecord& d) {
  return d.kind == "working" && d.start && d.end ? absl::ToInt64Seconds(*d.end - *d.start) : 0;
}

// One person's month for the planner (`as_planned`) or as published for the employee.
void Describe(const PlanningContext& c, const Person& person, bool as_planned, v1::PersonSchedule* out) {
  const int id = person.employee_id;
  const Period period = PeriodOf(c, id);
  const TermsRecord& terms = TermsOn(c.terms, id, c.month);
  const WorkingTimeSystem system =
      IsEquivalentSystem(terms) ? WorkingTimeSystem::kEquivalent : WorkingTimeSystem::kBasic;
  const std::vector<absl::CivilDay> holidays(c.holidays.begin(), c.holidays.end());
  const PublicationRecord* publication = PublicationOf(c, id, c.month);

  out->set_employee_id(id);
  out->set_employee_full_name(person.full_name);
  out->set_month(FormatDate(c.month).substr(0, 7));
  out->set_period_start(FormatDate(period.start));
  out->set_period_end(FormatDate(period.end));
  out->set_working_time_system(terms.working_time_system);
  out->set_daily_limit(static_cast<int>(DailyLimit(system, terms.equivalent_hours)));
  out->set_publish_by(FormatDate(c.month - kScheduleNoticeDays));
  out->set_norm_time(static_cast<int>(
      NominalTime(c.month, c.month_end, holidays, person.fraction_numerator, person.fraction_denominator)));
  out->set_period_norm_time(static_cast<int>(
      NominalTime(period.start, period.end, holidays, person.fraction_numerator, person.fraction_denominator)));

  bool planned_any = false;
  bool differs = false;
  int64_t month_time = 0;
  int64_t period_time = 0;
  for (absl::CivilDay day = period.start; day <= period.end; ++day) {
    const PlannedDayRecord d = as_planned ? PlannedOn(c, id, day) : PublishedOn(c, id, day);
    period_time += PlannedSeconds(d);
    if (day < c.month || day > c.month_end) continue;
    month_time += PlannedSeconds(d);
    planned_any = planned_any || DayIn(c.plans, id, day) != nullptr;
    differs = differs || !d.SameAs(PublishedOn(c, id, day));
    if (!as_planned && !publication) continue;
    ToProto(d, out->add_days());
  }
  out->set_planned_time(static_cast<int>(month_time));
  out->set_period_planned_time(static_cast<int>(period_time));
  if (publication) {
    out->set_state(as_planned && differs ? "changed" : "published");
    out->set_published_at(FormatWarsawTimestamp(publication->published_at));
    out->set_published_by_full_name(publication->published_by_name);
  } else {
    out->set_state(as_planned && planned_any ? "draft" : "unplanned");
  }
  if (const auto ch = c.changes.find(id); ch != c.changes.end()) {
    for (const ScheduleChangeRecord& change : ch->second) ToProto(change, out->add_changes());
  }
  if (!as_planned) return;
  for (const PlanBreach& b : CheckPlan(InputOf(c, person, period))) {
    if (!IsPeriodTotal(b.kind) && (b.day < c.month || b.day > c.month_end)) continue;
    v1::ScheduleBreach* breach = out->add_breaches();
    breach->set_code(PlanBreachCode(b.kind));
    breach->set_day(FormatDate(b.day));
    breach->set_value(static_cast<int>(b.value));
    breach->set_limit(static_cast<int>(b.limit));
  }
}

// The context as if `proposal` were written: its days replace the person's plan of those days,
// its duties join theirs.
void Propose(const PlanProposal& proposal, PlanningContext& c) {
  std::vector<PlannedDayRecord>& plan = c.plans[proposal.employee_id];
  for (const PlannedDayRecord& d : proposal.days) {
    std::erase_if(plan, [&](const PlannedDayRecord& p) { return p.day == d.day; });
    if (!d.kind.empty()) plan.push_back(d);
  }
  std::sort(plan.begin(), plan.end(),
            [](const PlannedDayRecord& a, const PlannedDayRecord& b) { return a.day < b.day; });
  c.on_call.insert(c.on_call.end(), proposal.duties.begin(), proposal.duties.end());
}

// A month to plan: "yyyy-MM", next month when empty.
absl::StatusOr<absl::CivilDay> PlanningMonth(const std::string& text, absl::CivilDay today) {
  if (text.empty()) return absl::CivilDay(absl::CivilMonth(today) + 1);
  return MonthStart(text, today, "month");
}

// "HH:mm" as minutes after midnight.
std::optional<int> MinuteOf(const std::string& text) {
  if (text.size() != 5 || text[2] != ':' || !absl::ascii_isdigit(text[0]) || !absl::ascii_isdigit(text[1]) ||
      !absl::ascii_isdigit(text[3]) || !absl::ascii_isdigit(text[4]))
    return std::nullopt;
  const int h = (text[0] - '0') * 10 + (text[1] - '0');
  const int m = (text[3] - '0') * 10 + (text[4] - '0');
  if (h > 23 || m > 59) return std::nullopt;
  return h * 60 + m;
}

std::string HourMinute(int minute) {
  return absl::StrCat(minute / 600, (minute / 60) % 10, ":", (minute % 60) / 10, minute % 10);
}

}  // namespace

absl::StatusOr<std::vector<Person>> WorkTimesServiceImpl::PlannedPeople(const Caller& caller, int employee_id,
                                                                        const std::string& search) {
  RETURN_IF_ERROR(PlansForOthers(caller));
  if (employee_id == caller.user_id)
    return Refusal(absl::StatusCode::kPermissionDenied, "plan.own-schedule",
                   "your own schedule is planned by your supervisor");
  if (employee_id != 0) {
    ASSIGN_OR_RETURN(const bool may, MayChange(caller, employee_id));
    if (!may)
      return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee among those you plan for");
    ASSIGN_OR_RETURN(Person person, Subject(caller, employee_id));
    return std::vector<Person>{std::move(person)};
  }
  ASSIGN_OR_RETURN(std::vector<Person> people, ChangeablePeople(caller, 0));
  if (!search.empty()) {
    ASSIGN_OR_RETURN(const std::vector<Person> found, Team(caller, search));
    std::set<int> ids;
    for (const Person& p : found) ids.insert(p.employee_id);
    std::erase_if(people, [&](const Person& p) { return !ids.count(p.employee_id); });
  }
  // In the directory's order: by surname, then first name, in Polish (Ł between L and M).
  std::erase_if(people, [&](const Person& p) { return p.employee_id == caller.user_id; });
  return people;
}

absl::Status WorkTimesServiceImpl::DescribeSchedules(
    const OnBehalfOf& on_behalf, const std::vector<Person>& people, absl::CivilDay month, bool as_planned,
    google::protobuf::RepeatedPtrField<v1::PersonSchedule>* out, const PlanProposal* proposal,
    google::protobuf::RepeatedPtrField<v1::PersonSchedule>* as_it_stands) {
  if (people.empty()) return absl::OkStatus();
  PlanningContext c;
  c.month = month;
  c.month_end = MonthEnd(month);
  std::vector<int> ids;
  for (const Person& p : people) ids.push_back(p.employee_id);
  ASSIGN_OR_RETURN(c.terms, workdays_.Terms(ids));
  absl::CivilDay from = month;
  absl::CivilDay to = c.month_end;
  for (const int id : ids) {
    const Period period = PeriodOf(c, id);
    from = std::min(from, period.start);
    to = std::max(to, period.end);
  }
  from -= kLookBackDays;
  for (int year = static_cast<int>(from.year()); year <= to.year(); ++year) {
    ASSIGN_OR_RETURN(const std::vector<absl::CivilDay> days, people_.Holidays(on_behalf, year));
    c.holidays.insert(days.begin(), days.end());
  }
  ASSIGN_OR_RETURN(c.plans, schedules_.Plans(ids, from, to));
  ASSIGN_OR_RETURN(c.published, schedules_.Published(ids, from, to));
  ASSIGN_OR_RETURN(c.publications, schedules_.Publications(ids, month, c.month_end));
  ASSIGN_OR_RETURN(c.changes, schedules_.Changes(ids, month, c.month_end));
  ASSIGN_OR_RETURN(c.on_call, on_call_.Overlapping(ids, StartOfWarsawDay(from), StartOfWarsawDay(to + 1)));
  if (as_it_stands) {
    for (const Person& p : people) Describe(c, p, as_planned, as_it_stands->Add());
  }
  if (proposal) Propose(*proposal, c);
  for (const Person& p : people) Describe(c, p, as_planned, out->Add());
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListTeamSchedules(grpc::CallbackServerContext* ctx,
                                                                  const v1::ScheduleRequest* req,
                                                                  v1::ScheduleList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(CheckUnsorted(req->paging().sort_size()));  // by name
    ASSIGN_OR_RETURN(const absl::CivilDay month, PlanningMonth(req->month(), Today()));
    ASSIGN_OR_RETURN(const std::vector<Person> people,
                     PlannedPeople(caller, req->employee_id(), req->paging().search()));
    const PageWindow page = PageOf(*req);
    const auto first = std::min(static_cast<size_t>(page.Offset()), people.size());
    const auto last = std::min(first + static_cast<size_t>(page.size), people.size());
    res->mutable_paging()->set_total(static_cast<int>(people.size()));
    return DescribeSchedules(caller.on_behalf, std::vector<Person>(people.begin() + first, people.begin() + last),
                             month, true, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GetMySchedule(grpc::CallbackServerContext* ctx,
                                                              const v1::ScheduleRequest* req,
                                                              v1::PersonScheduleResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    if (req->employee_id() != 0 && req->employee_id() != caller.user_id)
      return InvalidFields({{"employeeId", "field.own-only", "my schedule is the caller's own"}});
    RETURN_IF_ERROR(CheckUnsorted(req->paging().sort_size()));
    RETURN_IF_ERROR(CheckUnsearched(req->paging().search()));
    ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), Today(), "month"));
    ASSIGN_OR_RETURN(const Person me, Self(caller));
    google::protobuf::RepeatedPtrField<v1::PersonSchedule> one;
    RETURN_IF_ERROR(DescribeSchedules(caller.on_behalf, {me}, month, false, &one));
    res->mutable_data()->Swap(&one[0]);
    return absl::OkStatus();
  });
}

absl::StatusOr<Person> WorkTimesServiceImpl::PlannedPerson(const Caller& caller, int employee_id) {
  if (employee_id <= 0) return InvalidFields({{"employeeId", "field.required", "an employee id is required"}});
  ASSIGN_OR_RETURN(std::vector<Person> one, PlannedPeople(caller, employee_id, ""));
  return std::move(one.front());
}

absl::Status WorkTimesServiceImpl::AnswerSchedule(const OnBehalfOf& on_behalf, const Person& person,
                                                  absl::CivilDay month, v1::PersonScheduleResponse* res,
                                                  const PlanProposal* proposal) {
  google::protobuf::RepeatedPtrField<v1::PersonSchedule> one;
  RETURN_IF_ERROR(DescribeSchedules(on_behalf, {person}, month, true, &one, proposal));
  res->mutable_data()->Swap(&one[0]);
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::SavePlan(grpc::CallbackServerContext* ctx,
                                                         const v1::SavePlanRequest* req,
                                                         v1::PersonScheduleResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), today, "month"));
    ASSIGN_OR_RETURN(const Person person, PlannedPerson(caller, req->employee_id()));
    std::vector<FieldProblem> problems;
    const std::vector<PlannedDayRecord> days = DaysFromProto(req->days(), month, today, false, "days", problems);
    if (!problems.empty()) return InvalidFields(problems);
    RETURN_IF_ERROR(schedules_.SavePlan(person.employee_id, days, Author{caller.user_id, caller.full_name}));
    return AnswerSchedule(caller.on_behalf, person, month, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::CopyPattern(grpc::CallbackServerContext* ctx,
                                                            const v1::CopyPatternRequest* req,
                                                            v1::PersonScheduleResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), today, "month"));
    const absl::CivilDay month_end = MonthEnd(month);
    std::vector<FieldProblem> problems;
    ShiftPattern pattern;
    if (req->pattern_size() == 0 || req->pattern_size() > kMaxPatternDays)
      problems.push_back({"pattern", "field.count", "1 to 31 days", {{"min", 1}, {"max", kMaxPatternDays}}});
    for (int i = 0; i < req->pattern_size() && i < kMaxPatternDays; ++i) {
      const v1::PatternDay& p = req->pattern(i);
      if (p.free()) {
        pattern.days.emplace_back();
        continue;
      }
      const std::optional<int> from = MinuteOf(p.start());
      const std::optional<int> to = MinuteOf(p.end());
      if (!from || !to) {
        problems.push_back({absl::StrCat("pattern[", i, "]"), "field.time", "start and end as HH:mm"});
        continue;
      }
      pattern.days.push_back(ShiftTemplate{*from, *to});
    }
    absl::CivilDay from = month;
    absl::CivilDay to = month_end;
    if (!req->from().empty()) {
      const absl::StatusOr<absl::CivilDay> d = ParseDate(req->from());
      if (d.ok())
        from = *d;
      else
        problems.push_back({"from", "field.date", "a date yyyy-MM-dd"});
    }
    if (!req->to().empty()) {
      const absl::StatusOr<absl::CivilDay> d = ParseDate(req->to());
      if (d.ok())
        to = *d;
      else
        problems.push_back({"to", "field.date", "a date yyyy-MM-dd"});
    }
    if (from < month || to > month_end || from > to)
      problems.push_back({"from", "plan.day-outside-month", "from and to lie in the month planned, in order"});
    pattern.anchor = MondayOf(from);
    if (!req->anchor().empty()) {
      const absl::StatusOr<absl::CivilDay> d = ParseDate(req->anchor());
      if (d.ok())
        pattern.anchor = *d;
      else
        problems.push_back({"anchor", "field.date", "a date yyyy-MM-dd"});
    }
    pattern.work_on_holidays = req->work_on_holidays();
    if (!problems.empty()) return InvalidFields(problems);
    ASSIGN_OR_RETURN(const Person person, PlannedPerson(caller, req->employee_id()));
    from = std::max(from, today);
    std::vector<absl::CivilDay> holidays;
    for (int year = static_cast<int>(from.year()); year <= to.year(); ++year) {
      ASSIGN_OR_RETURN(const std::vector<absl::CivilDay> days, people_.Holidays(caller.on_behalf, year));
      holidays.insert(holidays.end(), days.begin(), days.end());
    }
    // Every day copied over: a shift where the pattern has one, else free as its day is.
    const std::vector<PlannedShift> shifts = kadry::work_times::CopyPattern(pattern, from, to, holidays, WarsawZone());
    const std::set<absl::CivilDay> holiday_set(holidays.begin(), holidays.end());
    std::vector<PlannedDayRecord> days;
    auto shift = shifts.begin();
    for (absl::CivilDay day = from; day <= to; ++day) {
      if (shift != shifts.end() && shift->day == day) {
        days.push_back({day, "working", "", shift->start, shift->end});
        ++shift;
        continue;
      }
      PlannedDayRecord free = Unplanned(day, holiday_set, {});
      if (free.kind.empty()) free = {day, "day_off", "five_day_week", std::nullopt, std::nullopt};
      days.push_back(std::move(free));
    }
    if (!days.empty())
      RETURN_IF_ERROR(schedules_.SavePlan(person.employee_id, days, Author{caller.user_id, caller.full_name}));
    return AnswerSchedule(caller.on_behalf, person, month, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::PublishSchedule(grpc::CallbackServerContext* ctx,
                                                                const v1::PublishScheduleRequest* req,
                                                                v1::PersonScheduleResponse* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(req->month(), today, "month"));
    if (req->reason().size() > kMaxReasonLength)
      return InvalidFields({{"reason", "field.too-long", "at most 500 characters", {{"max", kMaxReasonLength}}}});
    ASSIGN_OR_RETURN(const Person person, PlannedPerson(caller, req->employee_id()));
    v1::PersonScheduleResponse current;
    RETURN_IF_ERROR(AnswerSchedule(caller.on_behalf, person, month, &current));
    RETURN_IF_ERROR(Publish(person, month, current.data(), req->reason(), Author{caller.user_id, caller.full_name}));
    return AnswerSchedule(caller.on_behalf, person, month, res);
  });
}

absl::Status WorkTimesServiceImpl::Publish(const Person& person, absl::CivilDay month, const v1::PersonSchedule& plan,
                                           const std::string& given_reason, const Author& by) {
  const absl::CivilDay today = Today();
  const std::string reason(absl::StripAsciiWhitespace(given_reason));
  const bool first = plan.published_at().empty();
  if (MonthEnd(month) < today)
    return Refusal(absl::StatusCode::kFailedPrecondition, "plan.month-passed",
                   "a month that has passed is not planned");
  if (first && !IsGivenInTime(today, month))
    return Refusal(absl::StatusCode::kFailedPrecondition, "plan.notice",
                   "a schedule is published at least a week before it starts (art. 129 §3)",
                   {{"publishBy", plan.publish_by()}});
  if (!first && reason.empty())
    return InvalidFields({{"reason", "field.required", "a change of a published schedule needs its reason"}});
  std::vector<std::string> unplanned;
  for (const v1::PlannedDay& d : plan.days())
    if (d.kind().empty()) unplanned.push_back(d.day());
  if (!unplanned.empty())
    return Refusal(absl::StatusCode::kFailedPrecondition, "plan.incomplete", "every day of the month is planned first",
                   {{"days", absl::StrJoin(unplanned, ", ")}});
  if (plan.breaches_size() > 0) {
    nlohmann::json breaches = nlohmann::json::array();
    for (const v1::ScheduleBreach& b : plan.breaches())
      breaches.push_back({{"code", b.code()}, {"day", b.day()}, {"value", b.value()}, {"limit", b.limit()}});
    return WithProblemExtensions(
        Refusal(absl::StatusCode::kFailedPrecondition, "plan.breaches",
                "the plan breaks the Labour Code; mend it before publishing", {{"count", plan.breaches_size()}}),
        nlohmann::json{{"breaches", breaches}}.dump());
  }
  std::vector<PlannedDayRecord> days;
  std::vector<FieldProblem> problems;  // none: the plan is the service's own answer
  for (const v1::PlannedDay& planned : plan.days()) {
    std::optional<PlannedDayRecord> d = FromProto(planned, "days", problems);
    // What has passed stays as it was published; the plan of a past day is not written.
    if (d && d->day >= today) days.push_back(*std::move(d));
  }
  if (!problems.empty()) return absl::InternalError(problems.front().message);
  const absl::StatusOr<int> changed = schedules_.Publish(person.employee_id, month, days, first, reason, by);
  if (changed.status().code() == absl::StatusCode::kAlreadyExists)
    return Refusal(absl::StatusCode::kAborted, "plan.published-meanwhile",
                   "someone published this month meanwhile; read it again");
  if (changed.status().code() == absl::StatusCode::kFailedPrecondition)
    return Refusal(absl::StatusCode::kFailedPrecondition, "workday.locked", std::string(changed.status().message()));
  return changed.status();
}

absl::Status WorkTimesServiceImpl::DescribeTemplates(v1::ShiftTemplateList* res) {
  ASSIGN_OR_RETURN(const std::vector<ShiftTemplateRecord> templates, schedules_.Templates());
  for (const ShiftTemplateRecord& t : templates) {
    v1::ShiftTemplate* out = res->add_data();
    out->set_template_id(t.template_id);
    out->set_name(t.name);
    out->set_start(HourMinute(t.from_minute));
    out->set_end(HourMinute(t.to_minute));
    const int length = t.to_minute > t.from_minute ? t.to_minute - t.from_minute : t.to_minute + 1440 - t.from_minute;
    out->set_planned_time(length * 60);
  }
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListShiftTemplates(grpc::CallbackServerContext* ctx,
                                                                   const v1::ShiftTemplatesRequest*,
                                                                   v1::ShiftTemplateList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(PlansForOthers(caller));
    return DescribeTemplates(res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::SaveShiftTemplate(grpc::CallbackServerContext* ctx,
                                                                  const v1::SaveShiftTemplateRequest* req,
                                                                  v1::ShiftTemplateList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(PlansForOthers(caller));
    const v1::ShiftTemplate& t = req->template_();
    const std::string name(absl::StripAsciiWhitespace(t.name()));
    std::vector<FieldProblem> problems;
    if (name.empty() || name.size() > kMaxTemplateName)
      problems.push_back({"name", "field.length", "1 to 60 characters", {{"min", 1}, {"max", kMaxTemplateName}}});
    const std::optional<int> from = MinuteOf(t.start());
    const std::optional<int> to = MinuteOf(t.end());
    if (!from) problems.push_back({"start", "field.time", "a time HH:mm"});
    if (!to) problems.push_back({"end", "field.time", "a time HH:mm"});
    if (from && to && *from == *to) problems.push_back({"end", "field.time", "a shift of 24 h is two shifts"});
    if (!problems.empty()) return InvalidFields(problems);
    const absl::Status added =
        schedules_.AddTemplate(ShiftTemplateRecord{0, name, *from, *to}, Author{caller.user_id, caller.full_name});
    if (added.code() == absl::StatusCode::kAlreadyExists)
      return InvalidFields({{"name", "field.taken", "a shift template of this name exists"}});
    RETURN_IF_ERROR(added);
    return DescribeTemplates(res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::DeleteShiftTemplate(grpc::CallbackServerContext* ctx,
                                                                    const v1::ShiftTemplateRef* req,
                                                                    v1::ShiftTemplateList* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(PlansForOthers(caller));
    const absl::Status removed = schedules_.RemoveTemplate(req->template_id());
    if (removed.code() == absl::StatusCode::kNotFound)
      return Refusal(absl::StatusCode::kNotFound, "shift-template.not-found", "no such shift template");
    RETURN_IF_ERROR(removed);
    return DescribeTemplates(res);
  });
}

}  // namespace kadry::work_times
