#include "services/work-times/month_evaluation.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "services/common/rpc.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

DayKind KindNamed(const std::string& name) {
  if (name == "day_off") return DayKind::kDayOff;
  if (name == "sunday") return DayKind::kSunday;
  if (name == "holiday") return DayKind::kHoliday;
  return DayKind::kWorking;
}

// A day nobody scheduled; its kind is CalendarKindOf's.
WorkdayRecord Unscheduled(int employee_id, absl::CivilDay day) {
  WorkdayRecord w;
  w.employee_id = employee_id;
  w.day = day;
  w.has_schedule = false;
  return w;
}

// What the calendar and the person's five-day week make of a day without a schedule.
std::string CalendarKindOf(absl::CivilDay day, const std::set<absl::CivilDay>& holidays,
                           const std::vector<int>& free_weekdays) {
  const std::string free = FreeByCalendar(day, holidays, free_weekdays);
  return free.empty() ? "working" : free;
}

// One person's days of the read range, by the day's index from its first day.
struct PersonDays {
  std::vector<const WorkdayRecord*> workdays;
  std::vector<const AbsenceDay*> absences;
  std::vector<std::vector<ClockRecord>> interventions;
  std::vector<DayOffGiven> days_off_given;
  // The first day with anything that counts (a record, an intervention, an absence): the
  // periods before it add nothing, so they are not evaluated.
  int first_active;
  explicit PersonDays(int days)
      : workdays(days, nullptr), absences(days, nullptr), interventions(days), first_active(days) {}
};

// Everything read for the people, indexed by person and day.
struct Inputs {
  absl::CivilDay from;
  int days = 0;
  std::vector<WorkdayRecord> workdays;
  std::vector<AbsenceDay> absences;
  std::unordered_map<int, std::vector<RecordRow>> records;  // by workday
  std::unordered_map<int, PersonDays> people;
  std::map<int, TermsHistory> terms;
  std::set<absl::CivilDay> holidays;

  PersonDays& Of(int employee_id) { return people.try_emplace(employee_id, days).first->second; }
  int Index(absl::CivilDay d) const { return static_cast<int>(d - from); }
};

absl::StatusOr<Inputs> Read(WorkdayStore& workdays, OnCallStore& on_call, const std::vector<int>& ids,
                            absl::CivilDay from, absl::CivilDay to, std::vector<AbsenceDay> absences,
                            const std::vector<absl::CivilDay>& holidays) {
  Inputs in;
  in.from = from;
  in.days = static_cast<int>(to - from) + 1;
  for (int id : ids) in.Of(id);
  ASSIGN_OR_RETURN(in.workdays, workdays.InRange(ids, from, to));
  ASSIGN_OR_RETURN(std::vector<RecordRow> records, workdays.RecordsInRange(ids, from, to));
  for (RecordRow& r : records) in.records[r.workday_id].push_back(std::move(r));
  for (const WorkdayRecord& w : in.workdays) {
    PersonDays& p = in.Of(w.employee_id);
    const int i = in.Index(w.day);
    p.workdays[i] = &w;
    if (in.records.count(w.workday_id)) p.first_active = std::min(p.first_active, i);
  }
  ASSIGN_OR_RETURN(const std::vector<DutyRecord> duties,
                   on_call.Overlapping(ids, StartOfWarsawDay(from), StartOfWarsawDay(to + 1)));
  for (const DutyRecord& d : duties) {
    for (const InterventionRecord& i : d.interventions) {
      // Art. 151⁵ §2: an intervention is work time, on the day it begins.
      const absl::CivilDay day = WarsawDay(i.start);
      if (day < from || day > to) continue;
      PersonDays& p = in.Of(d.employee_id);
      p.interventions[in.Index(day)].push_back(ClockRecord{RecordKind::kIntervention, i.start, i.end});
      p.first_active = std::min(p.first_active, in.Index(day));
    }
  }
  in.absences = std::move(absences);
  for (const AbsenceDay& a : in.absences) {
    if (a.day < from || a.day > to) continue;
    PersonDays& p = in.Of(a.employee_id);
    p.absences[in.Index(a.day)] = &a;
    p.first_active = std::min(p.first_active, in.Index(a.day));
  }
  in.holidays.insert(holidays.begin(), holidays.end());
  return in;
}

// The first day of the first period the year's evaluation reads: the year's first day, or the
// start of a period crossing the new year into it (art. 129 §1). Terms that began later than the
// period begin it anew, as in the evaluation.
absl::CivilDay FirstPeriodStart(const std::map<int, TermsHistory>& terms, int employee_id, absl::CivilDay year_start) {
  const TermsRecord& t = TermsOn(terms, employee_id, year_start);
  const Period period = SettlementPeriodOn(t, year_start);
  return std::min(year_start, std::max(period.start, t.valid_from));
}

// The days every evaluation of the people's month reads: from the first period of the year to
// the end of the longest period holding the month.
Period SpanRead(const std::map<int, TermsHistory>& terms, absl::CivilDay month_start) {
  const absl::CivilDay year_start(month_start.year(), 1, 1);
  Period span{year_start, MonthEnd(month_start)};
  for (const auto& [id, history] : terms) {
    span.start = std::min(span.start, FirstPeriodStart(terms, id, year_start));
    span.end = std::max(span.end, SettlementPeriodOn(history.On(month_start), month_start).end);
  }
  return span;
}

// The daily overtime of a period's days before `year_start`: the year before's (art. 151 §3).
int64_t OvertimeBefore(const PeriodEvaluation& period, absl::CivilDay year_start) {
  int64_t sum = 0;
  for (const DayEvaluation& d : period.days) {
    if (d.day < year_start) sum += d.overtime_50 + d.overtime_100;
  }
  return sum;
}

EmployeeTerms TermsOf(const TermsRecord& t, const Person& p) {
  EmployeeTerms terms;
  terms.system = IsEquivalentSystem(t) ? WorkingTimeSystem::kEquivalent : WorkingTimeSystem::kBasic;
  terms.settlement_months = t.settlement_months;
  terms.settlement_first_month = t.settlement_first_month;
  terms.night_start_hour = t.night_start_hour;
  terms.yearly_overtime_limit = t.yearly_overtime_limit;
  terms.part_time_limit_numerator = t.part_time_limit_numerator;
  terms.part_time_limit_denominator = t.part_time_limit_denominator;
  terms.fraction_numerator = p.fraction_numerator;
  terms.fraction_denominator = p.fraction_denominator;
  return terms;
}

// The domain's input of one day; a day after `today` is not due yet and counts nothing.
DayInput DayInputOf(const WorkdayRecord& w, const std::vector<RecordRow>* records,
                    const std::vector<ClockRecord>* interventions, const AbsenceDay* absence, absl::CivilDay today) {
  DayInput in;
  in.schedule.day = w.day;
  in.schedule.kind = KindNamed(w.day_kind);
  in.schedule.planned_start = w.planned_start;
  in.schedule.planned_end = w.planned_end;
  in.schedule.has_schedule = w.has_schedule;
  in.is_past = w.day < today;
  if (w.day > today) return in;
  in.schedule.scheduled = w.scheduled_seconds;
  if (records) {
    for (const RecordRow& r : *records)
      in.records.push_back(ClockRecord{ParseRecordKind(r.kind).value_or(RecordKind::kWork), r.start, r.end});
  }
  if (interventions) in.records.insert(in.records.end(), interventions->begin(), interventions->end());
  in.remote = absence && absence->is_home_office;
  if (absence && !absence->is_home_office) {
    // A whole day of leave excuses the scheduled time; hours off excuse their hours.
    in.excused.seconds = absence->hours > 0 ? absence->hours * kHour : w.scheduled_seconds;
    in.excused.code = absence->code;
  }
  return in;
}

// When the person's work of `day` began (a record or an intervention), if the day was read.
std::optional<absl::Time> FirstWorkStart(const Inputs& in, const PersonDays& mine, absl::CivilDay day) {
  const int i = in.Index(day);
  if (i < 0 || i >= in.days) return std::nullopt;
  std::optional<absl::Time> first;
  auto consider = [&](absl::Time t) { first = first ? std::min(*first, t) : t; };
  if (const WorkdayRecord* w = mine.workdays[i]) {
    if (auto it = in.records.find(w->workday_id); it != in.records.end()) {
      for (const RecordRow& r : it->second) {
        if (r.kind == "work") consider(r.start);
      }
    }
  }
  for (const ClockRecord& intervention : mine.interventions[i]) consider(intervention.start);
  return first;
}

template <typename Map, typename Key>
const typename Map::mapped_type* Find(const Map& map, const Key& key) {
  auto it = map.find(key);
  return it == map.end() ? nullptr : &it->second;
}

}  // namespace

DayKind KindOfDay(const WorkdayRecord* stored, absl::CivilDay day, const std::set<absl::CivilDay>& holidays,
                  const std::vector<int>& free_weekdays) {
  return KindNamed(stored && stored->has_schedule ? stored->day_kind : CalendarKindOf(day, holidays, free_weekdays));
}

std::string FreeByCalendar(absl::CivilDay day, const std::set<absl::CivilDay>& holidays,
                           const std::vector<int>& free_weekdays) {
  const absl::Weekday weekday = absl::GetWeekday(day);
  const int iso_weekday = static_cast<int>(weekday) + 1;  // absl counts from Monday = 0
  if (holidays.count(day)) return "holiday";
  if (weekday == absl::Weekday::sunday) return "sunday";
  if (std::find(free_weekdays.begin(), free_weekdays.end(), iso_weekday) != free_weekdays.end()) return "day_off";
  return "";
}

Period SettlementPeriodOn(const TermsRecord& terms, absl::CivilDay day) {
  return SettlementPeriodOf(day, terms.settlement_months, terms.settlement_first_month);
}

absl::StatusOr<absl::CivilDay> MonthStart(const std::string& month, absl::CivilDay today, const std::string& field) {
  if (month.empty()) return absl::CivilDay(today.year(), today.month(), 1);
  int year = 0, number = 0;
  if (month.size() != 7 || month[4] != '-' || !absl::SimpleAtoi(month.substr(0, 4), &year) ||
      !absl::SimpleAtoi(month.substr(5, 2), &number) || number < 1 || number > 12 || year < 2000 || year > 2100) {
    return InvalidFields({{field, "field.month", "a month yyyy-MM (2000-01 to 2100-12) is required"}});
  }
  return absl::CivilDay(year, number, 1);
}

absl::CivilDay MonthEnd(absl::CivilDay month_start) { return absl::CivilDay(absl::CivilMonth(month_start) + 1) - 1; }

std::string ScheduleText(const WorkdayRecord& w) {
  if (!w.has_schedule || w.day_kind != "working" || !w.planned_start || !w.planned_end) return "";
  const absl::CivilSecond a = WarsawClock(*w.planned_start), b = WarsawClock(*w.planned_end);
  return absl::StrFormat("%02d:%02d–%02d:%02d", a.hour(), a.minute(), b.hour(), b.minute());
}

std::string ScheduledDayKind(const WorkdayRecord& w) { return w.has_schedule ? w.day_kind : ""; }

MonthTotals TotalsOf(const PersonMonth& m) {
  MonthTotals t;
  for (const EvaluatedDay& d : m.days) {
    const DayEvaluation& e = d.evaluation;
    t.scheduled += d.workday.scheduled_seconds;
    t.work += e.work_time;
    t.excused += e.excused_absence;
    t.unexcused += e.unexcused_absence;
    t.night += e.night_work;
    t.overtime_50 += e.overtime_50;
    t.overtime_100 += e.overtime_100;
    t.day_off += e.day_off_work_time;
    t.full_time_completion += e.full_time_completion;
    t.wp += e.wp_time;
    t.approved_overtime += d.workday.approved_overtime;
    t.days_off_due += e.day_off_due_by ? 1 : 0;
    t.days_off_given += e.day_off_given_on ? 1 : 0;
    t.locked_days += d.workday.lock_state == "locked" ? 1 : 0;
  }
  if (m.period_closed && m.month_end >= m.period.end) {
    t.average_week = m.period_result.average_week_overtime;
    t.part_time_over_limit = m.period_result.part_time_over_limit;
  }
  if (!m.days.empty()) {
    t.wp_remaining = m.days.back().wp_remaining;
    t.balance = m.days.back().evaluation.balance;
    t.overtime_in_year = m.overtime_before_period_in_year + m.days.back().overtime_so_far + t.average_week;
  }
  return t;
}

namespace {

// Everything a person's month is computed from, as text: the day, the person as the directory
// has them, the versions of the stored months and terms, of their absences, and the holidays.
std::string InputsKey(const Person& p, absl::CivilDay month_start, absl::CivilDay today, const std::string& versions,
                      const std::string& absence_version, const std::vector<absl::CivilDay>& holidays) {
  std::string key =
      absl::StrCat(FormatDate(today), "|", FormatDate(month_start), "|", p.employee_id, "|", p.full_name, "|",
                   p.sap_number, "|", p.position, "|", p.location_name, "|", p.supervisor_id, "|", p.fraction_numerator,
                   "/", p.fraction_denominator, "|", versions, "|", absence_version, "|");
  for (const absl::CivilDay& h : holidays) absl::StrAppend(&key, FormatDate(h), ",");
  return key;
}

}  // namespace

namespace {

std::vector<PersonMonth> EvaluateAll(const std::vector<Person>& people, absl::CivilDay month_start,
                                     absl::CivilDay today, const Inputs& in) {
  std::vector<PersonMonth> out;
  const absl::CivilDay month_end = MonthEnd(month_start);
  const absl::CivilDay year_start(month_start.year(), 1, 1);
  const std::vector<absl::CivilDay> holidays(in.holidays.begin(), in.holidays.end());

  for (const Person& person : people) {
    PersonMonth pm;
    pm.person = person;
    pm.terms = TermsOn(in.terms, person.employee_id, month_start);
    pm.month_start = month_start;
    pm.month_end = month_end;
    const EmployeeTerms terms = TermsOf(pm.terms, person);
    pm.month_nominal =
        NominalTime(month_start, month_end, holidays, terms.fraction_numerator, terms.fraction_denominator);
    const PersonDays& mine = in.people.at(person.employee_id);

    // Every period of the year up to the month's (the first one from where it began, in the
    // year before when it crosses the new year), each carrying into the next; a period before
    // the person's first record, intervention or absence adds nothing and is skipped.
    int64_t overtime_in_year = 0, wp_remaining = 0;
    std::optional<absl::Time> last_end;
    std::vector<WorkdayRecord> period_days;
    for (absl::CivilDay start = FirstPeriodStart(in.terms, person.employee_id, year_start);;) {
      // Each period under the terms that hold on its first day; terms changed inside a period
      // begin a new one (a new contract settles anew).
      const TermsRecord& period_record = TermsOn(in.terms, person.employee_id, start);
      const EmployeeTerms period_terms = TermsOf(period_record, person);
      Period period = SettlementPeriodOn(period_record, start);
      period.start = std::max(period.start, start);
      const bool is_months_period = period.end >= month_start;
      if (!is_months_period && in.Index(period.end) < mine.first_active) {
        start = period.end + 1;
        continue;
      }
      PeriodInput pin;
      pin.zone = WarsawZone();
      pin.terms = period_terms;
      pin.period_start = period.start;
      pin.period_end = period.end;
      pin.holidays = holidays;
      pin.overtime_earlier_in_year = overtime_in_year;
      pin.year_start = year_start;
      pin.wp_remaining_before = wp_remaining;
      pin.last_work_end_before = last_end;
      pin.period_closed = period.end < today;
      pin.today = today;
      for (const DayOffGiven& g : mine.days_off_given) {
        const bool touches = (g.for_day >= period.start && g.for_day <= period.end) ||
                             (g.given_on >= period.start && g.given_on <= period.end);
        if (touches) pin.days_off_given.push_back(g);
      }
      period_days.clear();
      for (absl::CivilDay d = period.start; d <= period.end; ++d) {
        const int i = in.Index(d);
        const WorkdayRecord* stored = mine.workdays[i];
        const TermsRecord& day_record = TermsOn(in.terms, person.employee_id, d);
        WorkdayRecord w = stored ? *stored : Unscheduled(person.employee_id, d);
        // A day opened by the clock without a schedule is what the calendar says it is. A
        // holiday the schedule plans as a working day (continuous work) is planned work; one
        // it plans as free is a holiday (art. 151¹⁰ pkt 1, 151¹¹).
        if (!w.has_schedule) w.day_kind = CalendarKindOf(d, in.holidays, day_record.free_weekdays);
        if (in.holidays.count(d) && w.day_kind != "working") w.day_kind = "holiday";
        pin.days.push_back(DayInputOf(w, stored ? Find(in.records, w.workday_id) : nullptr, &mine.interventions[i],
                                      mine.absences[i], today));
        if (&day_record != &period_record) pin.days.back().terms = TermsOf(day_record, person);
        period_days.push_back(std::move(w));
      }
      pin.first_work_start_after = FirstWorkStart(in, mine, period.end + 1);
      PeriodEvaluation result = EvaluatePeriod(pin);
      if (!is_months_period) {
        overtime_in_year = result.overtime_in_year;
        wp_remaining = result.wp_remaining;
        for (const DayEvaluation& d : result.days) {
          if (d.work_end) last_end = d.work_end;
        }
        start = period.end + 1;
        continue;
      }
      pm.period = period;
      pm.period_closed = pin.period_closed;
      // The year's overtime before the period, less the period's overtime of the year before (a
      // period crossing the new year): the month's running sum then counts this year's alone.
      pm.overtime_before_period_in_year = overtime_in_year - OvertimeBefore(result, year_start);
      // Running values through the period; the month's days are kept.
      int64_t overtime = 0, approved = 0, wp = wp_remaining;
      for (size_t k = 0; k < result.days.size(); ++k) {
        const DayEvaluation& d = result.days[k];
        WorkdayRecord& w = period_days[k];
        const Approvals stand = ApprovalsThatStand(d, {w.approved_overtime, w.compensated_undertime});
        w.approved_overtime = static_cast<int>(stand.overtime);
        w.compensated_undertime = static_cast<int>(stand.undertime);
        if (d.day == month_start) {
          pm.overtime_rest_carried_in = overtime - approved;
          pm.balance_carried_in = k > 0 ? result.days[k - 1].balance : 0;  // the domain's running balance
        }
        overtime += d.overtime_50 + d.overtime_100;
        approved += w.approved_overtime;
        wp += d.wp_time - d.wp_worked_off;
        if (d.day < month_start || d.day > month_end) continue;
        EvaluatedDay day;
        if (w.workday_id != 0) {
          if (const auto* records = Find(in.records, w.workday_id)) day.records = *records;
        }
        if (const AbsenceDay* absence = mine.absences[in.Index(d.day)]) {
          day.absence_code = absence->code;
          day.absence_name = absence->name;
          day.is_home_office = absence->is_home_office;
        }
        day.workday = std::move(w);
        day.evaluation = d;
        day.overtime_so_far = overtime;
        day.overtime_rest = overtime - approved;
        day.wp_remaining = wp;
        pm.days.push_back(std::move(day));
      }
      pm.period_result = std::move(result);
      break;
    }
    out.push_back(std::move(pm));
  }
  return out;
}

}  // namespace

absl::StatusOr<Months> MonthEvaluator::Evaluate(const OnBehalfOf& caller, const std::vector<Person>& people,
                                                absl::CivilDay month_start, absl::CivilDay today) {
  if (people.empty()) return Months();
  std::vector<int> ids;
  for (const Person& p : people) ids.push_back(p.employee_id);
  // The versions before anything they stand for (the stored days', then the absences'): a write
  // after this read counts them up, so a result computed from newer data is kept under older
  // versions and never found again. A change of terms counts up every month's version.
  ASSIGN_OR_RETURN(auto terms_of, workdays_.Terms(ids));
  const Period span = SpanRead(terms_of, month_start);
  ASSIGN_OR_RETURN(const auto versions, workdays_.EvaluationVersions(ids, span.start - kSundayDayOffWindowDays,
                                                                     span.end + kSundayDayOffWindowDays));
  ASSIGN_OR_RETURN(const auto absence_versions, people_.AbsenceVersions(caller, ids));
  std::vector<absl::CivilDay> holidays;
  for (int year = static_cast<int>(span.start.year()); year <= span.end.year(); ++year) {
    ASSIGN_OR_RETURN(const std::vector<absl::CivilDay> of_year, people_.Holidays(caller, year));
    holidays.insert(holidays.end(), of_year.begin(), of_year.end());
  }

  std::vector<std::string> keys;
  Months::Items found(people.size());
  std::vector<Person> missing;
  {
    std::lock_guard<std::mutex> lock(kept_mu_);
    for (size_t i = 0; i < people.size(); ++i) {
      const Person& p = people[i];
      const auto v = versions.find(p.employee_id);
      const auto a = absence_versions.find(p.employee_id);
      keys.push_back(InputsKey(p, month_start, today, v == versions.end() ? "" : v->second,
                               a == absence_versions.end() ? "" : a->second, holidays));
      const auto k = kept_.find({p.employee_id, month_start});
      if (keep_results_ && k != kept_.end() && k->second.inputs == keys.back()) {
        found[i] = k->second.month;
      } else {
        missing.push_back(p);
      }
    }
  }
  if (!missing.empty()) {
    std::vector<int> missing_ids;
    for (const Person& p : missing) missing_ids.push_back(p.employee_id);
    ASSIGN_OR_RETURN(std::vector<AbsenceDay> missing_absences,
                     people_.Absences(caller, missing_ids, span.start, span.end));
    ASSIGN_OR_RETURN(
        Inputs in, Read(workdays_, on_call_, missing_ids, span.start, span.end, std::move(missing_absences), holidays));
    in.terms = std::move(terms_of);
    // A Sunday's day off may lie up to 6 days from it, past the first period's start or the last one's end.
    ASSIGN_OR_RETURN(
        const std::vector<DayOffGivenRow> given,
        workdays_.DaysOffGiven(missing_ids, span.start - kSundayDayOffWindowDays, span.end + kSundayDayOffWindowDays));
    for (const DayOffGivenRow& g : given) in.Of(g.employee_id).days_off_given.push_back({g.given_on, g.for_day});
    std::vector<PersonMonth> computed = EvaluateAll(missing, month_start, today, in);
    std::lock_guard<std::mutex> lock(kept_mu_);
    if (kept_.size() + computed.size() > kMaxKept) kept_.clear();
    size_t next = 0;
    for (size_t i = 0; i < people.size(); ++i) {
      if (found[i]) continue;
      found[i] = std::make_shared<const PersonMonth>(std::move(computed[next++]));
      if (keep_results_) kept_[{people[i].employee_id, month_start}] = Kept{keys[i], found[i]};
    }
  }
  return Months(std::move(found));
}

}  // namespace kadry::work_times
