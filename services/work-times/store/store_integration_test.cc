// The work-times stores and demo data against the real PostgreSQL of `./kadry test`.
#include <chrono>
#include <functional>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "services/common/migrations.h"
#include "services/common/status_macros.h"
#include "services/common/test_database.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/demo_data.h"
#include "services/work-times/store/clock_store.h"
#include "services/work-times/store/on_call_store.h"
#include "services/work-times/store/workday_store.h"

namespace kadry::work_times {
namespace {

constexpr int kPerson = 990001;  // no demo person has such an id
const absl::CivilDay kDay(2091, 3, 5);

absl::Time At(int hour, int minute = 0) {
  return absl::FromCivil(absl::CivilSecond(kDay.year(), kDay.month(), kDay.day(), hour, minute, 0), WarsawZone());
}

class WorkTimesStoreTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "work_times")); }
  void SetUp() override {
    for (const char* sql :
         {"DELETE FROM work_times.corrections WHERE workday_id IN (SELECT workday_id FROM work_times.workdays "
          "WHERE employee_id >= 990000)",
          "DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM work_times.workdays "
          "WHERE employee_id >= 990000)",
          "DELETE FROM work_times.workdays WHERE employee_id >= 990000",
          "DELETE FROM work_times.clock_events WHERE employee_id >= 990000",
          "DELETE FROM work_times.on_call_duties WHERE employee_id >= 990000",
          "DELETE FROM work_times.closed_months WHERE employee_id >= 990000",
          "DELETE FROM work_times.month_reopenings WHERE employee_id >= 990000",
          "DELETE FROM work_times.employee_terms WHERE employee_id >= 990000"}) {
      ASSERT_TRUE(pool_->Query(sql).ok()) << sql;
    }
  }
  static ClockEventInput Event(const std::string& id, const std::string& action, absl::Time at) {
    return ClockEventInput{id, kPerson, action, at, "terminal", "T1", kDay, "working"};
  }
  // Closes the month of `ids` with a frozen evaluation naming each person.
  static absl::StatusOr<int> Close(const std::vector<int>& ids, absl::CivilDay month, const Author& by) {
    int changed = 0;
    RETURN_IF_ERROR(pool_->InTransaction([&](PgConnection& tx) -> absl::Status {
      ASSIGN_OR_RETURN(changed,
                       WorkdayStore::CloseMonth(tx, ids, month, by, [&]() -> absl::StatusOr<WorkdayStore::Evaluations> {
                         WorkdayStore::Evaluations frozen;
                         for (int id : ids) frozen.emplace_back(id, absl::StrCat(R"({"employeeId":)", id, "}"));
                         return frozen;
                       }));
      return absl::OkStatus();
    }));
    return changed;
  }
  static PgPool* pool_;
};
PgPool* WorkTimesStoreTest::pool_ = nullptr;

TEST_F(WorkTimesStoreTest, TheClockOpensAndClosesRecordsOncePerEvent) {
  ClockStore clock(*pool_);
  WorkdayStore days(*pool_);
  auto start = clock.Record(Event("t-1", "start", At(8)));
  ASSERT_TRUE(start.ok()) << start.status();
  EXPECT_EQ(start->outcome, "recorded");
  EXPECT_EQ(clock.Record(Event("t-1", "start", At(8)))->outcome, "duplicate");  // a resent batch
  EXPECT_EQ(clock.Record(Event("t-2", "break_start", At(12)))->outcome, "recorded");
  EXPECT_EQ(clock.Record(Event("t-3", "break_end", At(12, 30)))->outcome, "recorded");
  auto early = clock.Record(Event("t-4", "break_end", At(13)));  // not on a break
  ASSERT_TRUE(early.ok());
  EXPECT_EQ(early->outcome, "rejected");
  // A retry of a refused press is refused again, for the same reason (it answered as recorded).
  const auto retried = clock.Record(Event("t-4", "break_end", At(13)));
  EXPECT_EQ(retried->outcome, "rejected");
  EXPECT_EQ(retried->reason, early->reason);
  EXPECT_FALSE(retried->reason.empty());
  EXPECT_EQ(clock.Record(Event("t-5", "stop", At(16, 15)))->outcome, "recorded");

  auto records = days.RecordsOf(start->workday_id);
  ASSERT_TRUE(records.ok());
  ASSERT_EQ(records->size(), 2u);
  EXPECT_EQ((*records)[0].kind, "work");
  EXPECT_EQ((*records)[0].start, At(8));
  EXPECT_EQ((*records)[0].end, At(16, 15));
  EXPECT_EQ((*records)[1].kind, "break");
  EXPECT_EQ((*records)[1].end, At(12, 30));
  auto day = days.Get(start->workday_id);
  ASSERT_TRUE(day.ok());
  EXPECT_FALSE(day->has_schedule);  // opened by the clock, not by a schedule
}

TEST_F(WorkTimesStoreTest, AnEventIdOfAnotherPersonIsRefused) {
  ClockStore clock(*pool_);
  ASSERT_TRUE(clock.Record(Event("shared", "start", At(8))).ok());
  ClockEventInput other = Event("shared", "start", At(8));
  other.employee_id = kPerson + 1;
  EXPECT_EQ(clock.Record(other).status().code(), absl::StatusCode::kAlreadyExists);
}

TEST_F(WorkTimesStoreTest, CorrectionsAreAuditedAndALockedDayCannotChange) {
  ClockStore clock(*pool_);
  WorkdayStore days(*pool_);
  auto start = clock.Record(Event("c-1", "start", At(8)));
  ASSERT_TRUE(start.ok());
  ASSERT_EQ(clock.Record(Event("c-2", "stop", At(15)))->outcome, "recorded");
  const int workday = start->workday_id;
  auto records = days.RecordsOf(workday);
  ASSERT_TRUE(records.ok());
  const Author boss{1003, "Anna Nowak"};
  auto in_tx = [&](const std::function<absl::Status(PgConnection&)>& work) { return pool_->InTransaction(work); };
  ASSERT_TRUE(in_tx([&](PgConnection& tx) {
                return WorkdayStore::UpdateRecord(tx, workday, (*records)[0].record_id,
                                                  {"work", At(8), At(16), "zapomniane wyjście"}, boss);
              }).ok());
  long long added = 0;
  ASSERT_TRUE(in_tx([&](PgConnection& tx) -> absl::Status {
                ASSIGN_OR_RETURN(added, WorkdayStore::AddRecord(
                                            tx, workday, {"break", At(12), At(12, 20), "przerwa z karty"}, boss));
                return absl::OkStatus();
              }).ok());
  EXPECT_EQ(in_tx([&](PgConnection& tx) {
              return WorkdayStore::UpdateRecord(tx, workday, 123456789, {"work", At(8), At(9), "x"}, boss);
            }).code(),
            absl::StatusCode::kNotFound);

  auto audit = days.CorrectionsOf(workday);
  ASSERT_TRUE(audit.ok());
  ASSERT_EQ(audit->size(), 2u);
  EXPECT_EQ((*audit)[0].action, "changed");
  EXPECT_EQ((*audit)[0].before_end, At(15));
  EXPECT_EQ((*audit)[0].after_end, At(16));
  EXPECT_EQ((*audit)[0].corrected_by, 1003);
  EXPECT_EQ((*audit)[0].reason, "zapomniane wyjście");
  EXPECT_EQ((*audit)[1].action, "added");

  // Approvals add up; a withdrawal takes back all of them; each stands in the history.
  const Approval hour{ApprovedTime::kOvertime, 3600, false, "zgoda"};
  ASSERT_TRUE(in_tx([&](PgConnection& tx) { return WorkdayStore::Approve(tx, workday, hour, boss); }).ok());
  ASSERT_TRUE(in_tx([&](PgConnection& tx) { return WorkdayStore::Approve(tx, workday, hour, boss); }).ok());
  EXPECT_EQ(days.Get(workday)->approved_overtime, 7200);
  const Approval back{ApprovedTime::kOvertime, 7200, true, "pomyłka"};
  ASSERT_TRUE(in_tx([&](PgConnection& tx) { return WorkdayStore::Approve(tx, workday, back, boss); }).ok());
  EXPECT_EQ(days.Get(workday)->approved_overtime, 0);
  ASSERT_TRUE(in_tx([&](PgConnection& tx) { return WorkdayStore::Approve(tx, workday, hour, boss); }).ok());
  EXPECT_EQ(days.Get(workday)->approved_overtime, 3600);
  const auto history = days.CorrectionsOf(workday);
  ASSERT_TRUE(history.ok());
  ASSERT_EQ(history->size(), 6u);
  EXPECT_EQ((*history)[2].action, "overtime_approved");
  EXPECT_EQ((*history)[2].seconds, 3600);
  EXPECT_EQ((*history)[2].reason, "zgoda");
  EXPECT_EQ((*history)[2].record_id, 0);
  EXPECT_EQ((*history)[4].action, "overtime_withdrawn");
  EXPECT_EQ((*history)[4].seconds, 7200);

  auto locked = Close({kPerson}, absl::CivilDay(2091, 3, 1), boss);
  ASSERT_TRUE(locked.ok()) << locked.status();
  EXPECT_EQ(*locked, 1);
  EXPECT_EQ(days.Get(workday)->lock_state, "locked");
  EXPECT_EQ(in_tx([&](PgConnection& tx) -> absl::Status {
              RETURN_IF_ERROR(WorkdayStore::LockOpenDay(tx, workday));
              return WorkdayStore::RemoveRecord(tx, workday, added, "x", boss);
            }).code(),
            absl::StatusCode::kFailedPrecondition);
  // The clock cannot reach a locked day either, nor a new day of the locked month.
  EXPECT_EQ(clock.Record(Event("c-3", "start", At(17)))->outcome, "rejected");
  ClockEventInput next = Event("c-4", "start", At(8) + absl::Hours(24));
  next.day = kDay + 1;
  EXPECT_EQ(clock.Record(next)->outcome, "rejected");
}

// A month that payroll has read is reopened by HR only, and the reopening keeps who, when, why
// and the evaluation payroll had read; a month nobody read yet its manager may reopen.
TEST_F(WorkTimesStoreTest, AReopenedMonthLeavesItsTraceAndPayrollsReadNeedsHr) {
  WorkdayStore days(*pool_);
  ClockStore clock(*pool_);
  ASSERT_TRUE(clock.Record(Event("r-1", "start", At(8))).ok());
  const absl::CivilDay month(2091, 3, 1);
  const Author boss{1003, "Anna Nowak"}, hr{1004, "Katarzyna Wiśniewska"};
  ASSERT_TRUE(Close({kPerson}, month, boss).ok());
  auto reopen = [&](const Author& by, bool may_reopen_read) {
    return pool_->InTransaction([&](PgConnection& tx) {
      return WorkdayStore::ReopenMonth(tx, {kPerson}, month, by, "korekta po zamknięciu", may_reopen_read).status();
    });
  };
  // Nobody read it yet: the manager reopens and closes it again.
  ASSERT_TRUE(reopen(boss, false).ok());
  ASSERT_TRUE(Close({kPerson}, month, boss).ok());
  auto page = days.ReadClosedMonths(month, 0, 1000);
  ASSERT_TRUE(page.ok()) << page.status();
  bool found = false;
  for (const std::string& e : page->evaluations) found |= e.find("990001") != std::string::npos;
  ASSERT_TRUE(found);
  EXPECT_EQ(reopen(boss, false).code(), absl::StatusCode::kPermissionDenied);
  EXPECT_EQ(pool_->Query("SELECT lock_state FROM work_times.workdays WHERE employee_id = 990001")->Text(0, 0),
            "locked");
  ASSERT_TRUE(reopen(hr, true).ok());
  auto reopenings = days.Reopenings(month);
  ASSERT_TRUE(reopenings.ok());
  std::vector<WorkdayStore::Reopening> mine;
  for (const auto& r : *reopenings) {
    if (r.employee_id == kPerson) mine.push_back(r);
  }
  ASSERT_EQ(mine.size(), 2u);
  EXPECT_FALSE(mine[0].read_by_payroll_at);
  EXPECT_EQ(mine[0].reopened_by_name, "Anna Nowak");
  EXPECT_TRUE(mine[1].read_by_payroll_at);
  EXPECT_EQ(mine[1].reopened_by_name, "Katarzyna Wiśniewska");
  EXPECT_EQ(mine[1].reason, "korekta po zamknięciu");
  EXPECT_EQ(pool_->Query("SELECT count(*) FROM work_times.closed_months WHERE employee_id = 990001")->Int(0, 0), 0);
}

// A close and a reopen of one month at the same moment end in one state: locked days with the
// evaluation payroll reads, or open days without it (before, 5 of 12 races ended open while
// payroll kept its "closed" evaluation).
TEST_F(WorkTimesStoreTest, ACloseAndAReopenAtTheSameMomentEndInOneState) {
  ClockStore clock(*pool_);
  ASSERT_TRUE(clock.Record(Event("race-1", "start", At(8))).ok());
  const absl::CivilDay month(2091, 3, 1);
  const Author hr{1004, "Katarzyna Wiśniewska"};
  auto pool = PgPool::Connect(TestDatabaseDsn(), 4);
  ASSERT_TRUE(pool.ok());
  std::vector<std::string> mixed;
  for (int round = 0; round < 12; ++round) {
    std::thread closer([&] {
      (void)(*pool)->InTransaction([&](PgConnection& tx) {
        return WorkdayStore::CloseMonth(
                   tx, {kPerson}, month, hr,
                   [&]() -> absl::StatusOr<WorkdayStore::Evaluations> {
                     std::this_thread::sleep_for(std::chrono::milliseconds(20));  // the evaluation takes a while
                     return WorkdayStore::Evaluations{{kPerson, R"({"employeeId":990001})"}};
                   })
            .status();
      });
    });
    std::thread opener([&] {
      (void)(*pool)->InTransaction([&](PgConnection& tx) {
        return WorkdayStore::ReopenMonth(tx, {kPerson}, month, hr, "wyścig", true).status();
      });
    });
    closer.join();
    opener.join();
    const std::string state =
        pool_->Query("SELECT lock_state FROM work_times.workdays WHERE employee_id = 990001")->Text(0, 0);
    const int frozen =
        pool_->Query("SELECT count(*) FROM work_times.closed_months WHERE employee_id = 990001")->Int(0, 0);
    if ((state == "locked") != (frozen == 1)) mixed.push_back(absl::StrCat("round ", round, ": ", state, ", ", frozen));
  }
  EXPECT_TRUE(mixed.empty()) << absl::StrJoin(mixed, "; ");
}

TEST_F(WorkTimesStoreTest, OnCallDutiesComeWithTheirInterventions) {
  ASSERT_TRUE(pool_
                  ->Query("INSERT INTO work_times.on_call_duties (employee_id, start_at, end_at, place) VALUES "
                          "(990001, '2091-03-03 08:00+01', '2091-03-04 08:00+01', 'home')")
                  .ok());
  ASSERT_TRUE(pool_
                  ->Query("INSERT INTO work_times.interventions (duty_id, start_at, end_at, description) "
                          "SELECT duty_id, '2091-03-03 20:00+01', '2091-03-03 21:30+01', 'awaria' "
                          "FROM work_times.on_call_duties WHERE employee_id = 990001")
                  .ok());
  OnCallStore on_call(*pool_);
  auto duties = on_call.Overlapping({kPerson}, At(0) - absl::Hours(24 * 4), At(0));
  ASSERT_TRUE(duties.ok()) << duties.status();
  ASSERT_EQ(duties->size(), 1u);
  EXPECT_EQ((*duties)[0].place, "home");
  ASSERT_EQ((*duties)[0].interventions.size(), 1u);
  EXPECT_EQ((*duties)[0].interventions[0].description, "awaria");
  EXPECT_TRUE(on_call.Overlapping({kPerson}, At(0), At(23))->empty());
}

TEST_F(WorkTimesStoreTest, NewTermsCutWhatHeldOnTheirDaysAndTheOldResumeAfterThem) {
  WorkdayStore store(*pool_);
  const Author hr{1004, "Kadry"};
  auto save = [&](int night, absl::CivilDay from, std::optional<absl::CivilDay> to) {
    TermsRecord t;
    t.night_start_hour = night;
    t.valid_from = from;
    t.valid_to = to;
    ASSERT_TRUE(store.SaveTerms(kPerson, t, hr).ok());
  };
  // "from–to:night" of each row, in order.
  auto rows = [&]() {
    const auto terms = store.Terms({kPerson});
    EXPECT_TRUE(terms.ok()) << terms.status();
    std::vector<std::string> out;
    if (!terms.ok() || !terms->count(kPerson)) return out;
    for (const TermsRecord& t : terms->at(kPerson).rows) {
      out.push_back(absl::StrCat(FormatDate(t.valid_from), "–", t.valid_to ? FormatDate(*t.valid_to) : "", ":",
                                 t.night_start_hour, t.changed_by_name == "Kadry" ? "" : " (who?)"));
    }
    return out;
  };
  save(22, absl::CivilDay(1900, 1, 1), std::nullopt);
  save(21, absl::CivilDay(2091, 3, 15), std::nullopt);
  EXPECT_EQ(rows(), (std::vector<std::string>{"1900-01-01–2091-03-14:22", "2091-03-15–:21"}));
  // April only: March's terms resume on 1 May.
  save(23, absl::CivilDay(2091, 4, 1), absl::CivilDay(2091, 4, 30));
  EXPECT_EQ(rows(), (std::vector<std::string>{"1900-01-01–2091-03-14:22", "2091-03-15–2091-03-31:21",
                                              "2091-04-01–2091-04-30:23", "2091-05-01–:21"}));
  const auto terms = store.Terms({kPerson});
  ASSERT_TRUE(terms.ok());
  EXPECT_EQ(TermsOn(*terms, kPerson, absl::CivilDay(2091, 4, 30)).night_start_hour, 23);
  EXPECT_EQ(TermsOn(*terms, kPerson, absl::CivilDay(2091, 5, 1)).night_start_hour, 21);
  EXPECT_EQ(TermsOn(*terms, kPerson + 1, absl::CivilDay(2091, 5, 1)).night_start_hour, 22) << "the defaults";
  // From 1 March until further notice: everything after gives way.
  save(22, absl::CivilDay(2091, 3, 1), std::nullopt);
  EXPECT_EQ(rows(), (std::vector<std::string>{"1900-01-01–2091-02-28:22", "2091-03-01–:22"}));
}

TEST_F(WorkTimesStoreTest, TheDemoSeedIsIdempotentAndLeavesTodayEmpty) {
  const absl::CivilDay today(2091, 6, 17);
  auto count = [&](const char* sql) { return pool_->Query(sql)->Int(0, 0); };
  // The seed's people are 1001..; look only at one of them in a far year of its own.
  ASSERT_TRUE(pool_
                  ->Query("DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM "
                          "work_times.workdays WHERE day >= '2091-04-01' AND day < '2091-07-01')")
                  .ok());
  ASSERT_TRUE(pool_->Query("DELETE FROM work_times.workdays WHERE day >= '2091-04-01' AND day < '2091-07-01'").ok());
  ASSERT_TRUE(SeedDemoData(*pool_, 11, today).ok());
  const char* kDays =
      "SELECT count(*) FROM work_times.workdays WHERE employee_id = 1002 AND day >= '2091-04-01' "
      "AND day < '2091-07-01'";
  const char* kRecords =
      "SELECT count(*) FROM work_times.records r JOIN work_times.workdays w USING (workday_id) "
      "WHERE w.employee_id = 1002 AND w.day >= '2091-04-01' AND w.day < '2091-07-01'";
  EXPECT_EQ(count(kDays), 30 + 31 + 30);
  const int records = count(kRecords);
  EXPECT_GT(records, 100);
  ASSERT_TRUE(SeedDemoData(*pool_, 11, today).ok());
  EXPECT_EQ(count(kDays), 91);
  EXPECT_EQ(count(kRecords), records);
  EXPECT_EQ(count("SELECT count(*) FROM work_times.records r JOIN work_times.workdays w USING (workday_id) "
                  "WHERE w.day >= '2091-06-17' AND w.day < '2091-07-01'"),
            0);
  ASSERT_TRUE(pool_
                  ->Query("DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM "
                          "work_times.workdays WHERE day >= '2091-04-01' AND day < '2091-07-01')")
                  .ok());
  ASSERT_TRUE(pool_->Query("DELETE FROM work_times.workdays WHERE day >= '2091-04-01' AND day < '2091-07-01'").ok());
  ASSERT_TRUE(pool_->Query("DELETE FROM work_times.on_call_duties WHERE start_at >= '2091-04-01'").ok());
}

}  // namespace
}  // namespace kadry::work_times
