#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/work-times/domain/time_rules.h"
#include "services/work-times/people_directory.h"
#include "services/work-times/store/on_call_store.h"
#include "services/work-times/store/workday_store.h"

namespace kadry::work_times {

// One day of a person's month: what is stored and what the rules computed of it.
struct EvaluatedDay {
  WorkdayRecord workday;  // workday_id 0 when nothing is stored for the day
  std::vector<RecordRow> records;
  DayEvaluation evaluation;
  std::string absence_code;  // approved leave of the day (home office too)
  std::string absence_name;
  bool is_home_office = false;
  // Running values of the settlement period up to and including the day.
  int64_t overtime_so_far = 0;  // daily overtime of the period so far
  int64_t overtime_rest = 0;    // less the approved so far
  int64_t wp_remaining = 0;
};

// A person's month inside their settlement period (docs/work-times.md "Evaluation").
struct PersonMonth {
  Person person;
  TermsRecord terms;
  absl::CivilDay month_start;
  absl::CivilDay month_end;
  Period period;
  PeriodEvaluation period_result;  // the whole period, to its end
  std::vector<EvaluatedDay> days;  // the month's days, in order
  int64_t month_nominal = 0;
  int64_t balance_carried_in = 0;        // running balance at the end of the period's earlier months
  int64_t overtime_rest_carried_in = 0;  // their overtime not approved
  int64_t overtime_before_period_in_year = 0;
  bool period_closed = false;  // the period ended before today: average-week overtime is settled
};

// The month's sums, as the evaluation and the export show them.
struct MonthTotals {
  int64_t scheduled = 0, work = 0, excused = 0, unexcused = 0, night = 0, overtime_50 = 0, overtime_100 = 0;
  int64_t average_week = 0;  // the period's, in its last month once it has ended (art. 151 §1 pkt 2)
  int64_t day_off = 0, full_time_completion = 0, wp = 0, wp_remaining = 0, balance = 0, approved_overtime = 0;
  int64_t overtime_in_year = 0;      // up to the month's end
  int64_t part_time_over_limit = 0;  // the period's, in its last month once it has ended (art. 151 §5)
  int days_off_due = 0;              // days of work on a day off still waiting for their day off
  int days_off_given = 0;            // days of work on a day off whose day off is given
  int locked_days = 0;
};
MonthTotals TotalsOf(const PersonMonth& month);

// People's months as the evaluator gives them, in the order asked: shared with the months it
// keeps, never copied.
class Months final {
 public:
  using Items = std::vector<std::shared_ptr<const PersonMonth>>;
  struct Iterator {
    Items::const_iterator at;
    const PersonMonth& operator*() const { return **at; }
    Iterator& operator++() {
      ++at;
      return *this;
    }
    bool operator!=(const Iterator& other) const { return at != other.at; }
  };
  Months() = default;
  explicit Months(Items items) : items_(std::move(items)) {}
  Iterator begin() const { return {items_.begin()}; }
  Iterator end() const { return {items_.end()}; }
  const PersonMonth& front() const { return *items_.front(); }
  size_t size() const { return items_.size(); }

 private:
  Items items_;
};

// Reads what a month's evaluation needs (terms, schedules, records, on-call interventions from
// the stores; fractions, approved absences and holidays from the directory) for many people
// at once, and runs the rules of domain/ over every settlement period of the year up to the
// month's, so the yearly overtime limit and the exits still to work off are carried exactly.
//
// A person's month is kept with the text of everything it was computed from (InputsKey: today,
// the person, the versions of their stored months and terms and of their approved absences,
// which every write counts up, and the holidays), and given again while that text is the same:
// an unchanged month of a team costs reading the versions, not the year's records, absences and
// the rules.
class MonthEvaluator final {
 public:
  // `keep_results` false: every call computes everything (what the kept results are compared with).
  MonthEvaluator(WorkdayStore& workdays, OnCallStore& on_call, PeopleDirectory& people, bool keep_results = true)
      : workdays_(workdays), on_call_(on_call), people_(people), keep_results_(keep_results) {}

  // Days after `today` are not due yet: their schedule is shown but not counted.
  absl::StatusOr<Months> Evaluate(const OnBehalfOf& caller, const std::vector<Person>& people,
                                  absl::CivilDay month_start, absl::CivilDay today);

 private:
  // Every month kept is dropped when there would be more than this: a month with its period is
  // 30–110 KB (a 12-month period keeps its year of days), so at most about 400 MB.
  static constexpr size_t kMaxKept = 4000;
  struct Kept {
    std::string inputs;
    std::shared_ptr<const PersonMonth> month;
  };

  WorkdayStore& workdays_;
  OnCallStore& on_call_;
  PeopleDirectory& people_;
  const bool keep_results_;
  std::mutex kept_mu_;
  std::map<std::pair<int, absl::CivilDay>, Kept> kept_;  // by person and month
};

// "2026-11" -> 1 Nov 2026; empty -> the month of `today`. INVALID_ARGUMENT names `field`.
absl::StatusOr<absl::CivilDay> MonthStart(const std::string& month, absl::CivilDay today, const std::string& field);
absl::CivilDay MonthEnd(absl::CivilDay month_start);

// What a day is for the rules: its schedule's kind; for a day nobody scheduled (`stored` null or
// without a schedule) the calendar's: a holiday, a Sunday, a free weekday of the person's
// five-day week (`free_weekdays`, ISO), else a working day.
DayKind KindOfDay(const WorkdayRecord* stored, absl::CivilDay day, const std::set<absl::CivilDay>& holidays,
                  const std::vector<int>& free_weekdays);

// A day nobody planned: "holiday", "sunday", "day_off" (a weekday the five-day week frees,
// `free_weekdays` ISO, art. 129 §1), or "" for a day to work.
std::string FreeByCalendar(absl::CivilDay day, const std::set<absl::CivilDay>& holidays,
                           const std::vector<int>& free_weekdays);

// The settlement period holding `day` under `terms` (art. 129 §1).
Period SettlementPeriodOn(const TermsRecord& terms, absl::CivilDay day);

// The planned hours of a working day of the schedule ("08:00–16:00"); "" on any other day.
std::string ScheduleText(const WorkdayRecord& workday);
// The schedule's kind of day as a code ("working", "day_off", "sunday", "holiday"); "" when
// nobody scheduled the day. The reader's language names it, not the service.
std::string ScheduledDayKind(const WorkdayRecord& workday);

}  // namespace kadry::work_times
