// The months the evaluator keeps are the months it would compute: after every kind of write
// that changes what a month is computed from, against the real PostgreSQL of `./kadry test`.
#include "services/work-times/month_evaluation.h"

#include <google/protobuf/util/message_differencer.h>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "services/common/migrations.h"
#include "services/common/test_database.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/fake_people_directory.h"
#include "services/work-times/proto_conversions.h"

namespace kadry::work_times {
namespace {

constexpr int kAnnaTestowa = 990201, kPiotrTestowy = 990202;  // no demo person has such ids
const absl::CivilDay kMonth(2091, 3, 1);                      // 4 Mar 2091 is a Sunday
const absl::CivilDay kToday(2091, 4, 10);                     // the month and its period have ended

// The directory of this test: two people, absences and holidays the test sets.
FakePeopleDirectory TwoPeople() {
  FakePeopleDirectory d;
  d.people = {{kAnnaTestowa, "Anna Testowa", "99201", "", "", 0, 1, 1},
              {kPiotrTestowy, "Piotr Testowy", "99202", "", "", 0, 1, 2}};
  d.holidays = {absl::CivilDay(2091, 1, 1)};
  return d;
}

class MonthEvaluationTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "work_times")); }
  void SetUp() override {
    Clean();
    // March 2091 of both: Monday to Friday 08:00–16:00 worked, Sunday 4 Mar worked 09:00–13:00.
    Sql(absl::StrCat(
        "INSERT INTO work_times.workdays (employee_id, day, day_kind, planned_start, planned_end, scheduled_seconds) "
        "SELECT id, d, CASE extract(isodow from d) WHEN 7 THEN 'sunday' WHEN 6 THEN 'day_off' ELSE 'working' END, "
        "CASE WHEN extract(isodow from d) < 6 THEN (d + time '08:00') AT TIME ZONE 'Europe/Warsaw' END, "
        "CASE WHEN extract(isodow from d) < 6 THEN (d + time '16:00') AT TIME ZONE 'Europe/Warsaw' END, "
        "CASE WHEN extract(isodow from d) < 6 THEN 28800 ELSE 0 END "
        "FROM unnest(ARRAY[",
        kAnnaTestowa, ",", kPiotrTestowy,
        "]) id, generate_series(date '2091-03-01', date '2091-03-31', "
        "interval '1 day') g(t), LATERAL (SELECT g.t::date AS d) x"));
    Sql("INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source) "
        "SELECT workday_id, employee_id, day, 'work', planned_start, planned_end, 'terminal' FROM work_times.workdays "
        "WHERE employee_id >= 990200 AND employee_id < 990300 AND day_kind = 'working' "
        "UNION ALL SELECT workday_id, employee_id, day, 'work', (day + time '09:00') AT TIME ZONE 'Europe/Warsaw', "
        "(day + time '13:00') AT TIME ZONE 'Europe/Warsaw', 'terminal' FROM work_times.workdays "
        "WHERE employee_id >= 990200 AND employee_id < 990300 AND day = '2091-03-04'");
  }
  void TearDown() override { Clean(); }
  static void Clean() {
    for (const char* sql :
         {"DELETE FROM work_times.records WHERE employee_id >= 990200 AND employee_id < 990300",
          "DELETE FROM work_times.days_off_given WHERE employee_id >= 990200 AND employee_id < 990300",
          "DELETE FROM work_times.workdays WHERE employee_id >= 990200 AND employee_id < 990300",
          "DELETE FROM work_times.on_call_duties WHERE employee_id >= 990200 AND employee_id < 990300",
          "DELETE FROM work_times.employee_terms WHERE employee_id >= 990200 AND employee_id < 990300"}) {
      Sql(sql);
    }
  }
  static void Sql(const std::string& sql) { ASSERT_TRUE(pool_->Query(sql).ok()) << sql; }

  // Each person's month as the API shows it, from `evaluator`.
  std::vector<v1::TimeEvaluation> Months(MonthEvaluator& evaluator) {
    std::vector<v1::TimeEvaluation> out;
    const auto months = evaluator.Evaluate(OnBehalfOf{}, directory_.people, kMonth, kToday);
    EXPECT_TRUE(months.ok()) << months.status();
    if (!months.ok()) return out;
    for (const PersonMonth& m : *months) ToProto(m, true, &out.emplace_back());
    return out;
  }
  // What `kept` answers is what a fresh evaluator computes.
  void ExpectSameAsComputed(const std::string& after) {
    MonthEvaluator fresh(workdays_, on_call_, directory_, /*keep_results=*/false);
    const std::vector<v1::TimeEvaluation> expected = Months(fresh);
    const std::vector<v1::TimeEvaluation> got = Months(kept_);
    ASSERT_EQ(got.size(), expected.size());
    for (size_t i = 0; i < got.size(); ++i) {
      EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(got[i], expected[i]))
          << after << ": kept\n"
          << got[i].DebugString() << "computed\n"
          << expected[i].DebugString();
    }
  }
  int64_t Overtime100Of(int person) {
    for (const v1::TimeEvaluation& e : Months(kept_)) {
      if (e.employee_id() == person) return e.overtime_100();
    }
    return -1;
  }

  static PgPool* pool_;
  FakePeopleDirectory directory_ = TwoPeople();
  WorkdayStore workdays_{*pool_};
  OnCallStore on_call_{*pool_};
  MonthEvaluator kept_{workdays_, on_call_, directory_};
};
PgPool* MonthEvaluationTest::pool_ = nullptr;

TEST_F(MonthEvaluationTest, AKeptMonthIsGivenAgainWithoutComputingIt) {
  ExpectSameAsComputed("the first read");
  const int reads = directory_.holiday_reads;
  Months(kept_);
  EXPECT_EQ(directory_.holiday_reads, reads + 1) << "the second read computes nothing";
  // The Sunday's 4 h without a day off carry 100 % (art. 151¹¹ §3).
  EXPECT_EQ(Overtime100Of(kAnnaTestowa), 4 * 3600);
}

TEST_F(MonthEvaluationTest, EveryWriteAMonthIsComputedFromGivesTheComputedMonth) {
  Months(kept_);
  // A record added, changed, removed.
  Sql("INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source) "
      "SELECT workday_id, employee_id, day, 'work', planned_end, planned_end + interval '3 hours', 'correction' "
      "FROM work_times.workdays WHERE employee_id = 990201 AND day = '2091-03-05'");
  ExpectSameAsComputed("a record added");
  Sql("UPDATE work_times.records SET end_at = end_at - interval '1 hour' WHERE employee_id = 990201 "
      "AND day = '2091-03-05' AND source = 'correction'");
  ExpectSameAsComputed("a record changed");
  Sql("DELETE FROM work_times.records WHERE employee_id = 990201 AND day = '2091-03-06'");
  ExpectSameAsComputed("a record removed");
  // A day's schedule and approvals, and its lock.
  Sql("UPDATE work_times.workdays SET approved_overtime = 3600 WHERE employee_id = 990201 AND day = '2091-03-05'");
  ExpectSameAsComputed("an approval");
  Sql("UPDATE work_times.workdays SET lock_state = 'locked' WHERE employee_id = 990202");
  ExpectSameAsComputed("a lock");
  // The day off given for the Sunday: the 100 % goes.
  const int64_t before = Overtime100Of(kAnnaTestowa);
  Sql("INSERT INTO work_times.days_off_given (employee_id, given_on, for_day, replaced_kind, replaced_seconds, "
      "given_by) "
      "VALUES (990201, '2091-03-06', '2091-03-04', 'working', 28800, 1)");
  Sql("UPDATE work_times.workdays SET day_kind = 'day_off', planned_start = NULL, planned_end = NULL, "
      "scheduled_seconds = 0 WHERE employee_id = 990201 AND day = '2091-03-06'");
  ExpectSameAsComputed("a day off given");
  EXPECT_EQ(Overtime100Of(kAnnaTestowa), before - 4 * 3600);
  // The terms, an on-call intervention, an absence from the directory, the person's working time.
  Sql("INSERT INTO work_times.employee_terms (employee_id, night_start_hour) VALUES (990202, 21)");
  ExpectSameAsComputed("the terms");
  Sql("WITH d AS (INSERT INTO work_times.on_call_duties (employee_id, start_at, end_at, place) VALUES (990202, "
      "'2091-03-10 16:00+01', '2091-03-11 08:00+01', 'home') RETURNING duty_id) "
      "INSERT INTO work_times.interventions (duty_id, start_at, end_at) SELECT duty_id, '2091-03-10 20:00+01', "
      "'2091-03-10 23:00+01' FROM d");
  ExpectSameAsComputed("an intervention");
  directory_.absences.push_back(
      AbsenceDay{kPiotrTestowy, absl::CivilDay(2091, 3, 12), "UW", "Urlop wypoczynkowy", false, 0});
  ++directory_.absence_version;
  ExpectSameAsComputed("an absence");
  directory_.people[1].fraction_numerator = 1;
  directory_.people[1].fraction_denominator = 1;
  ExpectSameAsComputed("the working time");
}

// Art. 151⁷ §1 under terms that change in the month: the night window is 22–6 until 14 March and
// 21–5 from the 15th (HR's new rules of work). Anna works 21:00–23:00 on Wednesday 7 March, under
// the first terms: 1 h of night (22–23); and on Wednesday 21 March, under the second: 2 h (21–23).
// The month's night work is 1 h + 2 h = 3 h.
TEST_F(MonthEvaluationTest, EachDayIsEvaluatedUnderTheTermsThatHoldOnIt) {
  Sql("INSERT INTO work_times.employee_terms (employee_id, night_start_hour, valid_from, valid_to) VALUES "
      "(990201, 22, '1900-01-01', '2091-03-14'), (990201, 21, '2091-03-15', NULL)");
  Sql("INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source) "
      "SELECT workday_id, employee_id, day, 'work', (day + time '21:00') AT TIME ZONE 'Europe/Warsaw', "
      "(day + time '23:00') AT TIME ZONE 'Europe/Warsaw', 'terminal' FROM work_times.workdays "
      "WHERE employee_id = 990201 AND day IN ('2091-03-07', '2091-03-21')");
  for (const v1::TimeEvaluation& e : Months(kept_)) {
    if (e.employee_id() != kAnnaTestowa) continue;
    EXPECT_EQ(e.night_work_time(), 3 * 3600);
  }
  ExpectSameAsComputed("terms changed in the month");
}

TEST_F(MonthEvaluationTest, APeriodBegunTheYearBeforeIsReadWholeAndItsOvertimeCountsInItsOwnYear) {
  // A year's period from April (art. 129 §1): March 2091 closes Apr 2090 – Mar 2091. Friday 1
  // Dec 2090 was worked 08:00–18:00: 2 h daily overtime of 2090. March 2091's Sunday 4 Mar
  // (09:00–13:00, no day off) is 4 h at 100 % of 2091: the year's overtime is 4 h, not 6 h.
  Sql("INSERT INTO work_times.employee_terms (employee_id, settlement_months, settlement_first_month) "
      "VALUES (990201, 12, 4)");
  Sql("INSERT INTO work_times.workdays (employee_id, day, day_kind, planned_start, planned_end, scheduled_seconds) "
      "VALUES (990201, '2090-12-01', 'working', '2090-12-01 08:00 Europe/Warsaw', '2090-12-01 16:00 Europe/Warsaw', "
      "28800)");
  Sql("INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source) "
      "SELECT workday_id, employee_id, day, 'work', planned_start, planned_end + interval '2 hours', 'terminal' "
      "FROM work_times.workdays WHERE employee_id = 990201 AND day = '2090-12-01'");
  bool seen = false;
  for (const v1::TimeEvaluation& e : Months(kept_)) {
    if (e.employee_id() != kAnnaTestowa) continue;
    seen = true;
    EXPECT_EQ(e.period_start_on(), "2090-04-01");
    EXPECT_EQ(e.period_end_on(), "2091-03-31");
    EXPECT_EQ(e.overtime_in_year(), 4 * 3600);
  }
  EXPECT_TRUE(seen);
  ExpectSameAsComputed("a period across the new year");
}

}  // namespace
}  // namespace kadry::work_times
