// The work-times gRPC service end to end against the real PostgreSQL of `./kadry test`: a
// server on a free port, bearer tokens signed by a test key, a pinned clock and an in-memory
// people directory. Its month is March 2091, so nothing meets the demo data.
#include <memory>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "services/common/migrations.h"
#include "services/common/test_database.h"
#include "services/common/test_service.h"
#include "services/work-times/fake_people_directory.h"
#include "services/work-times/work_times_service.h"

namespace kadry::work_times {
namespace {

// Anna leads Piotr; Ewa is in another team. No demo person has such ids.
constexpr int kAnna = 990301, kPiotr = 990302, kEwa = 990303;
constexpr int kEmployeeRole = 9044, kManagerRole = 9043;

class WorkTimesServiceTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "work_times", 4));
    tokens_ = new TestTokens();
  }
  void SetUp() override {
    Clean();
    directory_.people = {{kAnna, "Anna Testowa", "99301", "", "", 0, 1, 1},
                         {kPiotr, "Piotr Testowy", "99302", "", "", kAnna, 1, 1},
                         {kEwa, "Ewa Testowa", "99303", "", "", 0, 1, 1}};
    AccessFacts own;
    own.flags = {{"hasAccessToMyWorkTimes", true}};
    AccessFacts team = own;
    team.flags["hasAccessToTeamWorkTimes"] = true;
    directory_.access = {{kPiotr, own}, {kAnna, team}};
    // March 2091 of Piotr by his schedule: Monday to Friday 08:00–16:00, Saturdays off,
    // Sundays; 1 March (a Thursday) a holiday.
    Sql(absl::StrCat(
        "INSERT INTO work_times.workdays (employee_id, day, day_kind, planned_start, planned_end, scheduled_seconds) "
        "SELECT ",
        kPiotr,
        ", d, CASE WHEN d = date '2091-03-01' THEN 'holiday' WHEN extract(isodow from d) = 7 "
        "THEN 'sunday' WHEN extract(isodow from d) = 6 THEN 'day_off' ELSE 'working' END, "
        "CASE WHEN extract(isodow from d) < 6 AND d <> date '2091-03-01' THEN (d + time '08:00') AT TIME ZONE "
        "'Europe/Warsaw' END, "
        "CASE WHEN extract(isodow from d) < 6 AND d <> date '2091-03-01' THEN (d + time '16:00') AT TIME ZONE "
        "'Europe/Warsaw' END, "
        "CASE WHEN extract(isodow from d) < 6 AND d <> date '2091-03-01' THEN 28800 ELSE 0 END "
        "FROM generate_series(date '2091-03-01', date '2091-03-31', interval '1 day') g(t), "
        "LATERAL (SELECT g.t::date AS d) x"));
    server_ = Start(absl::CivilDay(2091, 4, 10));
  }
  void TearDown() override {
    server_.server->Shutdown();
    Clean();
  }
  static void Clean() {
    for (const char* sql : {"DELETE FROM work_times.records WHERE employee_id >= 990300 AND employee_id < 990400",
                            "DELETE FROM work_times.workdays WHERE employee_id >= 990300 AND employee_id < 990400"}) {
      Sql(sql);
    }
  }
  static void Sql(const std::string& sql) { ASSERT_TRUE(pool_->Query(sql).ok()) << sql; }

  // The service and the server it runs in: the server is shut down before the service goes.
  struct Server : TestServer<v1::WorkTimesService> {
    std::unique_ptr<WorkTimesServiceImpl> service;
  };
  Server Start(absl::CivilDay today) {
    Server s;
    s.service = std::make_unique<WorkTimesServiceImpl>(tokens_->verifier(), *pool_, directory_, ClockPinnedTo(today));
    static_cast<TestServer<v1::WorkTimesService>&>(s) = ServeForTest<v1::WorkTimesService>(*s.service);
    return s;
  }
  static std::unique_ptr<grpc::ClientContext> As(int user_id, std::vector<int> roles) {
    return tokens_->As(user_id, roles);
  }

  static const v1::WorkdayRow* DayOf(const v1::WorkdayList& list, const std::string& date) {
    for (const v1::WorkdayRow& r : list.data()) {
      if (r.workday_on() == date) return &r;
    }
    return nullptr;
  }

  static PgPool* pool_;
  static TestTokens* tokens_;
  FakePeopleDirectory directory_;
  Server server_;
};
PgPool* WorkTimesServiceTest::pool_ = nullptr;
TestTokens* WorkTimesServiceTest::tokens_ = nullptr;

// A day's schedule comes as its planned hours and a kind of day the reader's language names:
// never a word of the service's own language.
TEST_F(WorkTimesServiceTest, ADaysScheduleIsItsHoursAndACodeForItsKind) {
  v1::ListWorkdaysRequest req;
  req.set_month("2091-03");
  req.mutable_paging()->set_page_size(31);
  v1::WorkdayList mine;
  const grpc::Status s = server_.stub->ListMyWorkdays(As(kPiotr, {kEmployeeRole}).get(), req, &mine);
  ASSERT_TRUE(s.ok()) << s.error_message();
  ASSERT_EQ(mine.paging().total(), 31);
  const std::map<std::string, std::pair<std::string, std::string>> expected = {
      {"2091-03-01", {"", "holiday"}},             // a Thursday, the holiday of this test
      {"2091-03-02", {"08:00–16:00", "working"}},  // Friday
      {"2091-03-03", {"", "day_off"}},             // Saturday
      {"2091-03-04", {"", "sunday"}},
      {"2091-03-05", {"08:00–16:00", "working"}},  // Monday
  };
  for (const auto& [date, schedule_and_kind] : expected) {
    const v1::WorkdayRow* day = DayOf(mine, date);
    ASSERT_NE(day, nullptr) << date;
    EXPECT_EQ(day->schedule(), schedule_and_kind.first) << date;
    EXPECT_EQ(day->day_kind(), schedule_and_kind.second) << date;
  }
}

// Own days for whoever holds the flag; the team's for their supervisor only: Ewa, without
// the flag, is refused; Anna, Piotr's supervisor, reads his month; his own days are not a team's.
TEST_F(WorkTimesServiceTest, OwnDaysForTheFlagsHolderAndATeamsForItsSupervisor) {
  v1::ListWorkdaysRequest req;
  req.set_month("2091-03");
  v1::WorkdayList list;
  EXPECT_EQ(server_.stub->ListMyWorkdays(As(kEwa, {kEmployeeRole}).get(), req, &list).error_code(),
            grpc::PERMISSION_DENIED);

  req.set_employee_id(kPiotr);
  EXPECT_EQ(server_.stub->ListTeamWorkdays(As(kPiotr, {kEmployeeRole}).get(), req, &list).error_code(),
            grpc::PERMISSION_DENIED);
  const grpc::Status s = server_.stub->ListTeamWorkdays(As(kAnna, {kEmployeeRole, kManagerRole}).get(), req, &list);
  ASSERT_TRUE(s.ok()) << s.error_message();
  EXPECT_EQ(list.paging().total(), 31);
  for (const v1::WorkdayRow& r : list.data()) EXPECT_EQ(r.employee_id(), kPiotr);
}

}  // namespace
}  // namespace kadry::work_times
