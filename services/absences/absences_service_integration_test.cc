// The absences gRPC service end to end against the real PostgreSQL of `./kadry test`:
// a server on a free port, bearer tokens signed by a test key, the demo organisation
// (1002 Jan Kowalski under 1003 Anna Nowak; 1004 HR; 1007 elsewhere under 1001, in Kraków
// where 1011 is the location manager).
// Requests are filed in 2033 so nothing meets the demo data or other suites.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/time/clock.h"
#include "grpcpp/grpcpp.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "services/absences/absences_service.h"
#include "services/absences/demo_data.h"
#include "services/absences/payroll_export.h"
#include "services/common/jwt.h"
#include "services/common/migrations.h"
#include "services/common/test_database.h"
#include "services/common/test_service.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

constexpr int kAdam = 1001, kJan = 1002, kAnna = 1003, kKatarzyna = 1004, kTomasz = 1007, kKrzysztof = 1011;
constexpr int kEmployeeRole = 9044, kManagerRole = 9043, kHrRole = 9042, kAdminRole = 9301, kLocationManagerRole = 9052;
const absl::CivilDay kToday(2026, 11, 22);

// Holds the payroll drain lock on its own connection, so the export worker of a running
// stack (same database) leaves this test's outbox entries to the test's exporter.
class RunningExportersPaused final {
 public:
  RunningExportersPaused() {
    auto pool = PgPool::Connect(TestDatabaseDsn(), 1);
    EXPECT_TRUE(pool.ok()) << pool.status();
    pool_ = std::move(*pool);
    EXPECT_TRUE(pool_->Query("SELECT pg_advisory_lock($1::bigint)", {std::to_string(PayrollExport::kDrainLock)}).ok());
  }
  ~RunningExportersPaused() {
    (void)pool_->Query("SELECT pg_advisory_unlock($1::bigint)", {std::to_string(PayrollExport::kDrainLock)});
  }

 private:
  std::unique_ptr<PgPool> pool_;
};

class AbsencesServiceTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "absences", 4));
    ASSERT_TRUE(SeedDemoData(*pool_, SeedSize{}, kToday).ok());

    tokens_ = new TestTokens();
    service_ = new AbsencesServiceImpl(tokens_->verifier(), *pool_, ClockPinnedTo(kToday));
    server_ = new TestServer<v1::AbsencesService>(ServeForTest<v1::AbsencesService>(*service_));
    stub_ = server_->stub.get();
  }
  static void TearDownTestSuite() {
    server_->server->Shutdown();
    delete server_;
    delete service_;
    delete tokens_;
  }
  void SetUp() override { ClearTestYear(); }
  void TearDown() override { ClearTestYear(); }

  // Under the payroll drain lock: a running stack's export pass locks outbox entries, then
  // their requests; the delete, requests and then their entries. Without the lock the two
  // could deadlock; with it the delete waits for a pass in progress, and the next one waits.
  static void ClearTestYear() {
    ASSERT_TRUE(pool_
                    ->InTransaction([](PgConnection& tx) -> absl::Status {
                      if (auto locked = tx.Query("SELECT pg_advisory_xact_lock($1::bigint)",
                                                 {std::to_string(PayrollExport::kDrainLock)});
                          !locked.ok()) {
                        return locked.status();
                      }
                      return tx
                          .Query(
                              "DELETE FROM absences.requests WHERE employee_id = ANY($1::int[]) "
                              "AND from_date >= '2033-01-01' AND from_date < '2034-01-01'",
                              {absl::StrCat("{", kJan, ",", kTomasz, "}")})
                          .status();
                    })
                    .ok());
  }

  // A call as the gateway would forward it, with the bearer token of `user_id`.
  static std::unique_ptr<grpc::ClientContext> As(int user_id, std::vector<int> roles,
                                                 std::string scope = "openid absences",
                                                 std::string type = kAccessTokenType) {
    return tokens_->As(user_id, roles, scope, type);
  }
  static std::unique_ptr<grpc::ClientContext> AsJan() { return As(kJan, {kEmployeeRole}); }
  static std::unique_ptr<grpc::ClientContext> AsAnna() { return As(kAnna, {kEmployeeRole, kManagerRole}); }
  static std::unique_ptr<grpc::ClientContext> AsHr() { return As(kKatarzyna, {kEmployeeRole, kHrRole}); }

  static v1::CreateRequestRequest Draft(const char* from, const char* to, bool cancel_conflicting = false) {
    v1::CreateRequestRequest r;
    r.mutable_request()->set_request_type_id(1);  // annual leave
    r.mutable_request()->set_from_date(from);
    r.mutable_request()->set_to_date(to);
    r.mutable_request()->set_cancel_conflicting(cancel_conflicting);
    return r;
  }
  // Files a request (as Jan unless `as` says otherwise); fails the test unless it is filed.
  static v1::RequestDetails File(const char* from, const char* to, std::unique_ptr<grpc::ClientContext> as = AsJan()) {
    v1::RequestDetailsResponse out;
    grpc::Status s = stub_->CreateRequest(as.get(), Draft(from, to), &out);
    EXPECT_TRUE(s.ok()) << s.error_code() << " " << s.error_message();
    return out.data();
  }
  static v1::RequestDetails Get(int id) {
    v1::RequestRef ref;
    ref.set_id(id);
    v1::RequestDetailsResponse out;
    grpc::Status s = stub_->GetRequest(AsHr().get(), ref, &out);
    EXPECT_TRUE(s.ok()) << s.error_message();
    return out.data();
  }
  static v1::RequestDecision Decision(int id, std::string comment = "") {
    v1::RequestDecision d;
    d.set_id(id);
    d.set_comment(std::move(comment));
    return d;
  }

  static PgPool* pool_;
  static TestTokens* tokens_;
  static AbsencesServiceImpl* service_;
  static TestServer<v1::AbsencesService>* server_;
  static v1::AbsencesService::Stub* stub_;
};
PgPool* AbsencesServiceTest::pool_ = nullptr;
TestTokens* AbsencesServiceTest::tokens_ = nullptr;
AbsencesServiceImpl* AbsencesServiceTest::service_ = nullptr;
TestServer<v1::AbsencesService>* AbsencesServiceTest::server_ = nullptr;
v1::AbsencesService::Stub* AbsencesServiceTest::stub_ = nullptr;

TEST_F(AbsencesServiceTest, WithoutATokenNothingIsAnswered) {
  grpc::ClientContext bare;
  v1::ListRequestsRequest filter;
  v1::RequestList out;
  EXPECT_EQ(stub_->ListMyRequests(&bare, filter, &out).error_code(), grpc::StatusCode::UNAUTHENTICATED);
}

// Security regression: the service trusted any token the gateway would, minus the scope
// and the token type; a token meant for another API or an ID token must not pass here.
TEST_F(AbsencesServiceTest, OnlyAccessTokensWithTheApiScopeAreAnswered) {
  v1::ListRequestsRequest filter;
  v1::RequestList out;
  EXPECT_TRUE(stub_->ListMyRequests(AsJan().get(), filter, &out).ok());
  EXPECT_EQ(stub_->ListMyRequests(As(kJan, {kEmployeeRole}, "openid profile").get(), filter, &out).error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(stub_->ListMyRequests(As(kJan, {kEmployeeRole}, "openid absences", "JWT").get(), filter, &out).error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
}

// Security regression: every employee read the home address, private contacts, education
// and SAP number of every supervisor through the supervisor look-ups.
TEST_F(AbsencesServiceTest, SupervisorLookUpsShowColleaguesOnlyTheirCard) {
  v1::GetEmployeeRequest jan;
  jan.set_id(kJan);
  v1::EmployeeResponse boss;
  ASSERT_TRUE(stub_->GetSupervisor(AsJan().get(), jan, &boss).ok());
  EXPECT_EQ(boss.data().employee_id(), kAnna);
  EXPECT_FALSE(boss.data().full_name().empty());
  EXPECT_FALSE(boss.data().company_email().empty());
  for (const v1::Employee& seen : {boss.data()}) {
    EXPECT_EQ(seen.private_email(), "");
    EXPECT_EQ(seen.private_phone_number(), "");
    EXPECT_EQ(seen.sap_number(), "");
    EXPECT_EQ(seen.education(), "");
    EXPECT_EQ(seen.address().street(), "");
    EXPECT_EQ(seen.employed_since_on(), "");
  }
  v1::SearchEmployeesRequest all;
  all.mutable_paging()->set_page_size(100);
  v1::EmployeeList supervisors;
  ASSERT_TRUE(stub_->SearchSupervisors(AsJan().get(), all, &supervisors).ok());
  ASSERT_GT(supervisors.data_size(), 0);
  for (const v1::Employee& s : supervisors.data()) {
    SCOPED_TRACE(s.employee_id());
    EXPECT_EQ(s.private_email(), "");
    EXPECT_EQ(s.private_phone_number(), "");
    EXPECT_EQ(s.sap_number(), "");
    EXPECT_EQ(s.address().city(), "");
  }
  // HR reads the whole record, as through the employee read.
  ASSERT_TRUE(stub_->GetSupervisor(AsHr().get(), jan, &boss).ok());
  EXPECT_FALSE(boss.data().private_email().empty());
  EXPECT_FALSE(boss.data().sap_number().empty());
}

// Security regression: a location manager read the home address, private contacts,
// education, SAP number, contracts, benefits and access flags of everyone at the location.
// The location opens a person's card and attendance; personnel data stays with the line.
// A service reads a page of people at once (employee_ids); the end of employment is
// personnel data: HR and the person see it, a location manager's card does not.
TEST_F(AbsencesServiceTest, EmployeesAreFoundByTheirIdsWithTheEndOfEmploymentForThoseWhoReadPersonnelData) {
  ASSERT_TRUE(pool_
                  ->Query("UPDATE absences.employees SET employed_until = date '2026-12-31' WHERE employee_id = $1",
                          {std::to_string(kTomasz)})
                  .ok());
  v1::SearchEmployeesRequest ids;
  ids.mutable_paging()->set_page_size(1000);
  for (int id : {kTomasz, kKrzysztof, 999999}) ids.add_employee_ids(id);
  v1::EmployeeList found;
  ASSERT_TRUE(stub_->SearchEmployees(AsHr().get(), ids, &found).ok());
  ASSERT_EQ(found.paging().total(), 2);
  std::map<int, std::string> until;
  for (const v1::Employee& e : found.data()) until[e.employee_id()] = e.employed_until_on();
  EXPECT_EQ(until[kTomasz], "2026-12-31");
  EXPECT_EQ(until[kKrzysztof], "");  // open-ended

  ASSERT_TRUE(stub_->SearchEmployees(As(kTomasz, {kEmployeeRole}).get(), ids, &found).ok());
  ASSERT_EQ(found.paging().total(), 1);  // his own record only
  EXPECT_EQ(found.data(0).employed_until_on(), "2026-12-31");

  v1::SearchEmployeesRequest tomasz;
  tomasz.add_employee_ids(kTomasz);
  ASSERT_TRUE(stub_->SearchEmployees(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(), tomasz, &found).ok());
  ASSERT_EQ(found.paging().total(), 1);
  EXPECT_EQ(found.data(0).employed_until_on(), "");

  v1::SearchEmployeesRequest too_many;
  for (int i = 1; i <= 1001; ++i) too_many.add_employee_ids(i);
  EXPECT_EQ(stub_->SearchEmployees(AsHr().get(), too_many, &found).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  ASSERT_TRUE(pool_
                  ->Query("UPDATE absences.employees SET employed_until = NULL WHERE employee_id = $1",
                          {std::to_string(kTomasz)})
                  .ok());
}

TEST_F(AbsencesServiceTest, ALocationManagerReadsTheCardsOfTheLocationNotThePersonnelData) {
  auto as_krzysztof = [] { return As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}); };
  auto expect_card = [](const v1::Employee& e) {
    SCOPED_TRACE(e.employee_id());
    EXPECT_FALSE(e.full_name().empty());
    EXPECT_FALSE(e.location_name().empty());
    EXPECT_GT(e.working_time_denominator(), 0);  // what his attendance is measured by
    EXPECT_EQ(e.sap_number(), "");
    EXPECT_EQ(e.private_email(), "");
    EXPECT_EQ(e.private_phone_number(), "");
    EXPECT_EQ(e.education(), "");
    EXPECT_EQ(e.address().street(), "");
    EXPECT_EQ(e.address().city(), "");
    EXPECT_EQ(e.employed_since_on(), "");
    EXPECT_EQ(e.employed_until_on(), "");
    EXPECT_EQ(e.abilities_size(), 0);
  };
  v1::GetEmployeeRequest tomasz;
  tomasz.set_id(kTomasz);
  v1::EmployeeResponse one;
  ASSERT_TRUE(stub_->GetEmployee(as_krzysztof().get(), tomasz, &one).ok());
  expect_card(one.data());

  v1::SearchEmployeesRequest everyone;
  everyone.mutable_paging()->set_page_size(1000);
  v1::EmployeeList location;
  ASSERT_TRUE(stub_->SearchEmployees(as_krzysztof().get(), everyone, &location).ok());
  ASSERT_GT(location.data_size(), 10);
  for (const v1::Employee& e : location.data()) {
    if (e.employee_id() == kKrzysztof || e.employee_id() == 1012 || e.employee_id() == 1013) {
      // His own record, and those of the team below him in the branch, are whole.
      EXPECT_FALSE(e.sap_number().empty()) << e.employee_id();
      EXPECT_FALSE(e.address().street().empty()) << e.employee_id();
    } else {
      expect_card(e);
    }
  }

  v1::EmployeeRef ref;
  ref.set_employee_id(kTomasz);
  v1::BenefitList benefits;
  EXPECT_EQ(stub_->ListBenefits(as_krzysztof().get(), ref, &benefits).error_code(), grpc::StatusCode::NOT_FOUND);
  v1::EmploymentContractList contracts;
  EXPECT_EQ(stub_->ListEmploymentContracts(as_krzysztof().get(), ref, &contracts).error_code(),
            grpc::StatusCode::NOT_FOUND);
  v1::AbilitiesResponse abilities;
  EXPECT_EQ(stub_->GetEmployeeAbilities(as_krzysztof().get(), ref, &abilities).error_code(),
            grpc::StatusCode::NOT_FOUND);
  v1::TimesheetsRequest timesheet;
  timesheet.set_employee_id(kTomasz);
  timesheet.set_date_from("2033-05-01");
  timesheet.set_date_to("2033-05-31");
  v1::TimesheetList sheet;
  EXPECT_EQ(stub_->ListTimesheets(as_krzysztof().get(), timesheet, &sheet).error_code(), grpc::StatusCode::NOT_FOUND);
  v1::LimitsRequest limits;
  limits.set_employee_id(kTomasz);
  v1::LimitList figures;
  EXPECT_EQ(stub_->ListMyLimits(as_krzysztof().get(), limits, &figures).error_code(), grpc::StatusCode::NOT_FOUND);

  // HR reads the same person whole: only the location rule kept it from him.
  ASSERT_TRUE(stub_->GetEmployee(AsHr().get(), tomasz, &one).ok());
  EXPECT_FALSE(one.data().sap_number().empty());
  EXPECT_FALSE(one.data().address().street().empty());
  ASSERT_TRUE(stub_->ListBenefits(AsHr().get(), ref, &benefits).ok());
}

// Internal systems learn who exists and when they are employed, with their own scope only.
TEST_F(AbsencesServiceTest, EmploymentsAreForTheDirectoryScopeOnly) {
  v1::EmploymentsRequest req;
  req.add_employee_ids(kJan);
  req.add_employee_ids(999999);
  v1::EmploymentList out;
  EXPECT_EQ(stub_->ListEmployments(AsHr().get(), req, &out).error_code(), grpc::StatusCode::PERMISSION_DENIED);
  const auto terminal = TestTokens::Bearing(
      tokens_->Sign({{"sub", "kadry-rcp"}, {"client_id", "kadry-rcp"}, {"scope", "absences absences.directory"}}));
  ASSERT_TRUE(stub_->ListEmployments(terminal.get(), req, &out).ok());
  ASSERT_EQ(out.data_size(), 1);  // the unknown id is left out
  EXPECT_EQ(out.data(0).employee_id(), kJan);
  EXPECT_EQ(out.data(0).employed_since(), "2019-02-01");
  EXPECT_EQ(out.data(0).employed_until(), "");
}

TEST_F(AbsencesServiceTest, ListsArePagedAndSortedByWhitelistedKeysOnly) {
  v1::ListRequestsRequest filter;
  filter.mutable_paging()->set_page_size(2);
  filter.mutable_paging()->add_sort("-from-date");
  v1::RequestList page1, page2;
  ASSERT_TRUE(stub_->ListMyRequests(AsJan().get(), filter, &page1).ok());
  filter.mutable_paging()->set_page(2);
  ASSERT_TRUE(stub_->ListMyRequests(AsJan().get(), filter, &page2).ok());
  ASSERT_EQ(page1.data_size(), 2);
  ASSERT_GE(page2.data_size(), 1);
  EXPECT_EQ(page1.paging().total(), page2.paging().total());
  EXPECT_GE(page1.data(0).from_date(), page1.data(1).from_date());
  EXPECT_GE(page1.data(1).from_date(), page2.data(0).from_date());

  filter.mutable_paging()->clear_sort();
  filter.mutable_paging()->add_sort("salary");
  v1::RequestList rejected;
  EXPECT_EQ(stub_->ListMyRequests(AsJan().get(), filter, &rejected).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
}

TEST_F(AbsencesServiceTest, ListsAreScopedOwnTeamAndAll) {
  const v1::RequestDetails filed = File("2033-02-07", "2033-02-08");
  v1::ListRequestsRequest filter;
  filter.mutable_paging()->set_search(filed.number());
  v1::RequestList mine, anna_team, tomasz_team, report;
  ASSERT_TRUE(stub_->ListMyRequests(AsJan().get(), filter, &mine).ok());
  ASSERT_TRUE(stub_->ListTeamRequests(AsAnna().get(), filter, &anna_team).ok());
  ASSERT_TRUE(stub_->ListTeamRequests(As(kTomasz, {kEmployeeRole, kManagerRole}).get(), filter, &tomasz_team).ok());
  ASSERT_TRUE(stub_->ListRequestsReport(AsHr().get(), filter, &report).ok());
  EXPECT_EQ(mine.paging().total(), 1);
  EXPECT_EQ(anna_team.paging().total(), 1);
  EXPECT_EQ(tomasz_team.paging().total(), 0);
  EXPECT_EQ(report.paging().total(), 1);
  v1::RequestList denied;
  EXPECT_EQ(stub_->ListRequestsReport(AsJan().get(), filter, &denied).error_code(),
            grpc::StatusCode::PERMISSION_DENIED);
}

TEST_F(AbsencesServiceTest, RowsOutsideTheScopeDoNotExist) {
  const v1::RequestDetails filed = File("2033-02-14", "2033-02-15");
  v1::RequestRef ref;
  ref.set_id(filed.id());
  v1::RequestDetailsResponse out;
  EXPECT_EQ(stub_->GetRequest(As(kTomasz, {kEmployeeRole}).get(), ref, &out).error_code(), grpc::StatusCode::NOT_FOUND);
  EXPECT_EQ(
      stub_->ApproveRequest(As(kTomasz, {kEmployeeRole, kManagerRole}).get(), Decision(filed.id()), &out).error_code(),
      grpc::StatusCode::NOT_FOUND);
  v1::GetEmployeeRequest employee;
  employee.set_id(kTomasz);
  v1::EmployeeResponse person;
  EXPECT_EQ(stub_->GetEmployee(AsJan().get(), employee, &person).error_code(), grpc::StatusCode::NOT_FOUND);
  EXPECT_TRUE(stub_->GetRequest(AsAnna().get(), ref, &out).ok());
}

TEST_F(AbsencesServiceTest, RequestTypesSayFromWhichDayTheyMayStartToday) {
  v1::RequestTypeList types;
  ASSERT_TRUE(stub_->ListRequestTypes(AsJan().get(), v1::Empty(), &types).ok());
  std::map<std::string, std::string> earliest;
  for (const auto& t : types.data()) earliest[t.code()] = t.earliest_from_date();
  EXPECT_EQ(earliest["UW"], "2026-11-22");
  EXPECT_EQ(earliest["OPD"], "2026-11-22");
  EXPECT_EQ(earliest["SWD"], "2026-11-15");  // force majeure: a week back (art. 148¹)
  EXPECT_EQ(earliest["UZ"], "2026-11-22");
}

TEST_F(AbsencesServiceTest, TransitionsAreCheckedAndRecordedWithWhoAndWhen) {
  const v1::RequestDetails filed = File("2033-03-07", "2033-03-09");
  EXPECT_EQ(filed.request_status_id(), 1);
  EXPECT_EQ(filed.number().substr(0, 8), "UW/2026/");  // numbered in the year of filing
  v1::RequestDetailsResponse out;
  // Nobody decides on their own request.
  EXPECT_EQ(stub_->ApproveRequest(AsJan().get(), Decision(filed.id()), &out).error_code(),
            grpc::StatusCode::PERMISSION_DENIED);
  ASSERT_TRUE(stub_->ApproveRequest(AsAnna().get(), Decision(filed.id(), "udanego urlopu"), &out).ok());
  EXPECT_EQ(out.data().request_status_id(), 2);
  EXPECT_EQ(out.data().processing_status_id(), 1);  // queued for payroll
  // A decided request cannot be decided again.
  EXPECT_EQ(stub_->RejectRequest(AsAnna().get(), Decision(filed.id()), &out).error_code(),
            grpc::StatusCode::FAILED_PRECONDITION);
  ASSERT_TRUE(stub_->RequestCancellation(AsJan().get(), Decision(filed.id(), "zmiana planów"), &out).ok());
  ASSERT_TRUE(stub_->RejectCancellation(AsAnna().get(), Decision(filed.id()), &out).ok());

  const v1::RequestDetails details = Get(filed.id());
  EXPECT_EQ(details.request_status_id(), 2);
  ASSERT_EQ(details.history_size(), 4);
  const std::vector<std::pair<std::string, int>> expected = {
      {"filed", kJan}, {"approved", kAnna}, {"cancellation-requested", kJan}, {"cancellation-rejected", kAnna}};
  for (int i = 0; i < 4; ++i) {
    SCOPED_TRACE(i);
    EXPECT_EQ(details.history(i).actor_id(), expected[i].second);
    EXPECT_FALSE(details.history(i).occurred_at().empty());
    EXPECT_FALSE(details.history(i).actor_full_name().empty());
  }
  EXPECT_EQ(details.history(0).action(), "filed");
  EXPECT_EQ(details.history(1).action(), "approved");
  EXPECT_EQ(details.history(1).comment(), "udanego urlopu");
  EXPECT_EQ(details.history(3).comment(), "rejection of cancellation request");  // docs/product.md §4 default
}

TEST_F(AbsencesServiceTest, AnOverlapIsAbortedWithTheConflictsAttached) {
  const v1::RequestDetails first = File("2033-04-04", "2033-04-06");
  v1::RequestDetailsResponse out;
  grpc::Status s = stub_->CreateRequest(AsJan().get(), Draft("2033-04-06", "2033-04-08"), &out);
  ASSERT_EQ(s.error_code(), grpc::StatusCode::ABORTED);
  EXPECT_EQ(s.error_message(), "request period overlaps another request");
  // The gateway merges these members into the 409 problem body.
  const auto members = nlohmann::json::parse(s.error_details());
  ASSERT_EQ(members["conflicts"].size(), 1u);
  EXPECT_EQ(members["conflicts"][0]["id"], first.id());
  EXPECT_EQ(members["conflicts"][0]["requestNo"], first.number());
  EXPECT_EQ(members["conflicts"][0]["fromDate"], "2033-04-04");
  EXPECT_EQ(members["conflicts"][0]["toDate"], "2033-04-06");
  EXPECT_EQ(Get(first.id()).request_status_id(), 1);
}

TEST_F(AbsencesServiceTest, ConfirmingFilesTheNewRequestAndCancelsTheOldInOneTransaction) {
  const v1::RequestDetails first = File("2033-05-09", "2033-05-10");
  // A confirmed draft that then fails (far over the annual limit) cancels nothing.
  v1::RequestDetailsResponse out;
  EXPECT_EQ(stub_->CreateRequest(AsJan().get(), Draft("2033-05-10", "2033-08-31", true), &out).error_code(),
            grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_EQ(Get(first.id()).request_status_id(), 1);

  ASSERT_TRUE(stub_->CreateRequest(AsJan().get(), Draft("2033-05-10", "2033-05-12", true), &out).ok());
  EXPECT_EQ(out.data().request_status_id(), 1);
  const v1::RequestDetails old = Get(first.id());
  EXPECT_EQ(old.request_status_id(), 4);
  ASSERT_EQ(old.history_size(), 2);
  EXPECT_EQ(old.history(1).action(), "cancelled-by-new-request");
  EXPECT_EQ(old.history(1).actor_id(), kJan);
}

// Security regression: confirming an overlap cancelled approved leave directly (and told
// payroll), so an employee could erase leave already taken without the supervisor.
TEST_F(AbsencesServiceTest, ConfirmingAnOverlapNeverCancelsApprovedLeave) {
  const v1::RequestDetails approved = File("2033-05-16", "2033-05-18");
  v1::RequestDetailsResponse out;
  ASSERT_TRUE(stub_->ApproveRequest(AsAnna().get(), Decision(approved.id()), &out).ok());
  const int history_before = Get(approved.id()).history_size();

  grpc::Status refused = stub_->CreateRequest(AsJan().get(), Draft("2033-05-17", "2033-05-17", true), &out);
  EXPECT_EQ(refused.error_code(), grpc::StatusCode::ABORTED);
  EXPECT_NE(refused.error_message().find("cancellation"), std::string::npos) << refused.error_message();
  const v1::RequestDetails after = Get(approved.id());
  EXPECT_EQ(after.request_status_id(), 2) << "the approved leave stands";
  EXPECT_EQ(after.history_size(), history_before) << "nothing was recorded on it";

  // A supervisor filing for Jan cannot cancel it by confirming either.
  v1::CreateRequestRequest for_jan = Draft("2033-05-17", "2033-05-17", true);
  for_jan.mutable_request()->set_employee_id(kJan);
  EXPECT_EQ(stub_->CreateRequest(AsAnna().get(), for_jan, &out).error_code(), grpc::StatusCode::ABORTED);
  EXPECT_EQ(Get(approved.id()).request_status_id(), 2);

  // The way that stays open: a cancellation request the supervisor decides.
  ASSERT_TRUE(stub_->RequestCancellation(AsJan().get(), Decision(approved.id()), &out).ok());
  EXPECT_EQ(out.data().request_status_id(), 5);
}

TEST_F(AbsencesServiceTest, ConcurrentOverlappingFilingsLetExactlyOneThrough) {
  constexpr int kFilers = 4;
  std::vector<grpc::StatusCode> codes(kFilers);
  std::vector<std::thread> filers;
  for (int i = 0; i < kFilers; ++i) {
    filers.emplace_back([&codes, i] {
      v1::RequestDetailsResponse out;
      codes[i] = stub_->CreateRequest(AsJan().get(), Draft("2033-06-06", "2033-06-08"), &out).error_code();
    });
  }
  for (auto& t : filers) t.join();
  EXPECT_EQ(std::count(codes.begin(), codes.end(), grpc::StatusCode::OK), 1);
  EXPECT_EQ(std::count(codes.begin(), codes.end(), grpc::StatusCode::ABORTED), kFilers - 1);
}

// The expiry job needs no sink; it must never be called.
class NullSinkForExpiry final : public PayrollSink {
 public:
  absl::Status Deliver(const std::string&, const std::string&) override {
    ADD_FAILURE() << "the expiry job exported something";
    return absl::OkStatus();
  }
};

int FilesOf(const std::filesystem::path& dir, const std::string& request_no) {
  const std::string prefix = absl::StrReplaceAll(request_no, {{"/", "-"}});
  int files = 0;
  for (const auto& f : std::filesystem::directory_iterator(dir)) {
    files += f.path().filename().string().rfind(prefix + "-", 0) == 0 ? 1 : 0;
  }
  return files;
}

TEST_F(AbsencesServiceTest, AFailedExportIsResumedByHrWithNothingLostOrDoubled) {
  RunningExportersPaused paused;
  const auto root = std::filesystem::temp_directory_path() / "kadry-service-export-test";
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root / "good");
  std::ofstream(root / "blocked") << "a file where the export directory should be";
  FilePayrollSink good((root / "good").string());
  FilePayrollSink broken((root / "blocked").string());
  PayrollExport to_good(*pool_, good, ClockPinnedTo(kToday), PayrollExport::kDrainLock + 1);
  PayrollExport to_broken(*pool_, broken, ClockPinnedTo(kToday), PayrollExport::kDrainLock + 1);
  // Whatever the running stack left pending goes out first, so the broken sink fails only ours.
  while (*to_good.RunOnce() > 0) {
  }

  const v1::RequestDetails filed = File("2033-09-05", "2033-09-06");
  v1::RequestDetailsResponse out;
  ASSERT_TRUE(stub_->ApproveRequest(AsAnna().get(), Decision(filed.id()), &out).ok());
  EXPECT_EQ(*to_broken.RunOnce(), 0);
  v1::RequestDetails failed = Get(filed.id());
  EXPECT_EQ(failed.processing_status_id(), 3);
  // The error stays put until HR resumes it; the employee may not.
  EXPECT_EQ(*to_good.RunOnce(), 0);
  EXPECT_EQ(stub_->ResumeProcessing(AsJan().get(), Decision(filed.id()), &out).error_code(),
            grpc::StatusCode::PERMISSION_DENIED);
  ASSERT_TRUE(stub_->ResumeProcessing(AsHr().get(), Decision(filed.id()), &out).ok());
  EXPECT_EQ(out.data().processing_status_id(), 1);

  EXPECT_EQ(*to_good.RunOnce(), 1);
  EXPECT_EQ(*to_good.RunOnce(), 0);
  EXPECT_EQ(Get(filed.id()).processing_status_id(), 2);
  EXPECT_EQ(FilesOf(root / "good", filed.number()), 1);
  std::filesystem::remove_all(root);
}

// The payroll system unreachable (PayrollSink's UNAVAILABLE): nothing is an error for HR, the pass
// ends at the first entry so that those behind it keep their order, and the next pass delivers.
class UnreachablePayroll final : public PayrollSink {
 public:
  absl::Status Deliver(const std::string&, const std::string&) override {
    ++calls;
    return absl::UnavailableError("the payroll system did not answer");
  }
  int calls = 0;
};

TEST_F(AbsencesServiceTest, AnUnreachablePayrollSystemKeepsTheEntriesPendingForTheNextPass) {
  RunningExportersPaused paused;
  const auto root = std::filesystem::temp_directory_path() / "kadry-service-export-wait-test";
  std::filesystem::remove_all(root);
  FilePayrollSink good(root.string());
  UnreachablePayroll down;
  PayrollExport to_good(*pool_, good, ClockPinnedTo(kToday), PayrollExport::kDrainLock + 1);
  PayrollExport to_down(*pool_, down, ClockPinnedTo(kToday), PayrollExport::kDrainLock + 1);
  while (*to_good.RunOnce() > 0) {
  }

  const v1::RequestDetails first = File("2033-11-21", "2033-11-22");
  const v1::RequestDetails second = File("2033-11-24", "2033-11-25");
  v1::RequestDetailsResponse out;
  ASSERT_TRUE(stub_->ApproveRequest(AsAnna().get(), Decision(first.id()), &out).ok());
  ASSERT_TRUE(stub_->ApproveRequest(AsAnna().get(), Decision(second.id()), &out).ok());
  EXPECT_EQ(*to_down.RunOnce(), 0);
  EXPECT_EQ(*to_down.RunOnce(), 0);
  EXPECT_EQ(down.calls, 2);  // one a pass: the second entry never went before the first
  EXPECT_EQ(Get(first.id()).processing_status_id(), 1);
  EXPECT_EQ(Get(second.id()).processing_status_id(), 1);

  EXPECT_EQ(*to_good.RunOnce(), 2);
  EXPECT_EQ(Get(first.id()).processing_status_id(), 2);
  EXPECT_EQ(Get(second.id()).processing_status_id(), 2);
  EXPECT_EQ(FilesOf(root, first.number()), 1);
  std::filesystem::remove_all(root);
}

TEST_F(AbsencesServiceTest, PendingManualVerificationIsRejectedOnceItsDeadlinePassed) {
  int id = 0;
  ASSERT_TRUE(pool_
                  ->InTransaction([&](PgConnection& tx) -> absl::Status {
                    NewRequest n;
                    n.employee_id = n.filed_by_id = kJan;
                    n.request_type_id = 1;
                    n.type_code = "UW";
                    n.from = n.to = absl::CivilDay(2033, 10, 4);
                    n.number_of_days = n.number_of_working_days = 1;
                    n.requires_manual_verification = true;
                    n.manual_verification_deadline = "2033-10-03";
                    n.filed_on = absl::CivilDay(2033, 10, 2);
                    auto created = RequestStore::Insert(tx, n);
                    if (!created.ok()) return created.status();
                    id = *created;
                    return absl::OkStatus();
                  })
                  .ok());
  NullSinkForExpiry sink;
  // The deadline day itself still counts; the day after, the job rejects.
  PayrollExport on_deadline(*pool_, sink, ClockPinnedTo(absl::CivilDay(2033, 10, 3)), PayrollExport::kDrainLock + 1);
  ASSERT_TRUE(on_deadline.ExpireManualVerifications().ok());
  EXPECT_EQ(Get(id).request_status_id(), 1);
  PayrollExport after(*pool_, sink, ClockPinnedTo(absl::CivilDay(2033, 10, 4)), PayrollExport::kDrainLock + 1);
  ASSERT_TRUE(after.ExpireManualVerifications().ok());
  const v1::RequestDetails expired = Get(id);
  EXPECT_EQ(expired.request_status_id(), 3);
  ASSERT_GE(expired.history_size(), 1);
  EXPECT_EQ(expired.history(expired.history_size() - 1).action(), "manual-verification-expired");
  EXPECT_EQ(expired.decision_comment(), kManualVerificationExpiredComment);
}

// ---------------------------------------------------------------- approved absences, location scope

v1::ApprovedAbsencesRequest ApprovedAbsences(std::vector<int> ids, const char* from, const char* to) {
  v1::ApprovedAbsencesRequest r;
  r.mutable_employee_ids()->Assign(ids.begin(), ids.end());
  r.set_date_from(from);
  r.set_date_to(to);
  return r;
}

// "employee date code request hours" per row, for readable expectations.
std::vector<std::string> Days(const v1::ApprovedAbsenceList& list) {
  std::vector<std::string> out;
  for (const auto& d : list.data()) {
    out.push_back(
        absl::StrCat(d.employee_id(), " ", d.date(), " ", d.request_type_code(), " ", d.request_id(), " ", d.hours()));
  }
  return out;
}

TEST_F(AbsencesServiceTest, ApprovedAbsencesListTheScopesApprovedLeaveDayByDay) {
  v1::RequestDetailsResponse out;
  const v1::RequestDetails jans = File("2033-05-04", "2033-05-06");
  ASSERT_TRUE(stub_->ApproveRequest(AsAnna().get(), Decision(jans.id()), &out).ok());
  File("2033-05-10", "2033-05-10");  // pending: never listed
  const v1::RequestDetails tomasz = File("2033-05-05", "2033-05-05", As(kTomasz, {kEmployeeRole}));
  ASSERT_TRUE(stub_->ApproveRequest(As(kAdam, {kEmployeeRole, kAdminRole}).get(), Decision(tomasz.id()), &out).ok());
  // A cancellation waiting for a decision leaves the leave approved until it is accepted.
  ASSERT_TRUE(stub_->RequestCancellation(AsJan().get(), Decision(jans.id()), &out).ok());
  ASSERT_EQ(out.data().request_status_id(), 5);

  // Clipped to the range; Tomasz is not in Anna's team, the pending request is not approved.
  v1::ApprovedAbsenceList anna;
  ASSERT_TRUE(
      stub_->ListApprovedAbsences(AsAnna().get(), ApprovedAbsences({kJan, kTomasz}, "2033-05-05", "2033-05-31"), &anna)
          .ok());
  const std::string id = std::to_string(jans.id());
  EXPECT_EQ(Days(anna),
            (std::vector<std::string>{"1002 2033-05-05 UW " + id + " 0", "1002 2033-05-06 UW " + id + " 0"}));
  EXPECT_EQ(anna.paging().total(), 2);
  EXPECT_EQ(anna.data(0).request_type_name(), "Urlop wypoczynkowy");
  EXPECT_FALSE(anna.data(0).is_home_office());

  // HR reads everyone: Tomasz's day is there, so only the scope kept it from Anna.
  v1::ApprovedAbsenceList hr;
  ASSERT_TRUE(
      stub_->ListApprovedAbsences(AsHr().get(), ApprovedAbsences({kJan, kTomasz}, "2033-05-01", "2033-05-31"), &hr)
          .ok());
  EXPECT_EQ(hr.paging().total(), 4);
  // The location manager of Kraków sees Tomasz (Kraków), not Jan (Warszawa, not below him).
  v1::ApprovedAbsenceList krzysztof;
  ASSERT_TRUE(stub_
                  ->ListApprovedAbsences(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(),
                                         ApprovedAbsences({kJan, kTomasz}, "2033-05-01", "2033-05-31"), &krzysztof)
                  .ok());
  // He learns that Tomasz is away, not on which leave (nor the request behind it).
  EXPECT_EQ(Days(krzysztof), (std::vector<std::string>{"1007 2033-05-05  0 0"}));
  // The location opens the person's days, not the request's details (reasons stay with the line).
  v1::RequestRef ref;
  ref.set_id(tomasz.id());
  EXPECT_EQ(stub_->GetRequest(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(), ref, &out).error_code(),
            grpc::StatusCode::NOT_FOUND);
}

TEST_F(AbsencesServiceTest, ApprovedAbsencesRefuseABadRange) {
  v1::ApprovedAbsenceList out;
  for (const auto& [from, to] : std::vector<std::pair<const char*, const char*>>{
           {"2033-05-10", "2033-05-09"}, {"2033-01-01", "2034-01-02"}, {"2033-5-1", "2033-05-31"}, {"", ""}}) {
    grpc::Status s = stub_->ListApprovedAbsences(AsAnna().get(), ApprovedAbsences({kJan}, from, to), &out);
    EXPECT_EQ(s.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << from << ".." << to;
    EXPECT_FALSE(s.error_message().empty());
  }
  std::vector<int> too_many(1001, kJan);
  EXPECT_EQ(stub_->ListApprovedAbsences(AsAnna().get(), ApprovedAbsences(too_many, "2033-05-01", "2033-05-31"), &out)
                .error_code(),
            grpc::StatusCode::INVALID_ARGUMENT);
  // 366 days and 1 000 ids are still fine.
  EXPECT_TRUE(stub_
                  ->ListApprovedAbsences(
                      AsAnna().get(), ApprovedAbsences(std::vector<int>(1000, kJan), "2033-01-01", "2034-01-01"), &out)
                  .ok());
}

v1::AbsenceVersionsRequest VersionsOf(std::vector<int> ids) {
  v1::AbsenceVersionsRequest r;
  r.mutable_employee_ids()->Assign(ids.begin(), ids.end());
  return r;
}

// Each person's version and whether their request types are shown.
std::map<int, std::pair<long long, bool>> Versions(const v1::AbsenceVersionList& list) {
  std::map<int, std::pair<long long, bool>> out;
  for (const auto& v : list.data()) out[v.employee_id()] = {v.version(), v.types_shown()};
  return out;
}

TEST_F(AbsencesServiceTest, AbsenceVersionsMoveWithEveryWriteToThePersonsRequests) {
  v1::AbsenceVersionList before, after;
  ASSERT_TRUE(stub_->ListAbsenceVersions(AsAnna().get(), VersionsOf({kJan, kTomasz}), &before).ok());
  // Tomasz is not in Anna's scope: left out, as ListApprovedAbsences leaves him out.
  ASSERT_EQ(Versions(before).count(kTomasz), 0u);
  const long long jan_before = Versions(before)[kJan].first;
  EXPECT_TRUE(Versions(before)[kJan].second);

  // Filing and approving each count Jan's version up; Tomasz's stays where it was.
  v1::AbsenceVersionList hr_before;
  ASSERT_TRUE(stub_->ListAbsenceVersions(AsHr().get(), VersionsOf({kJan, kTomasz}), &hr_before).ok());
  const v1::RequestDetails filed = File("2033-06-06", "2033-06-07");
  ASSERT_TRUE(stub_->ListAbsenceVersions(AsAnna().get(), VersionsOf({kJan}), &after).ok());
  const long long filed_version = Versions(after)[kJan].first;
  EXPECT_GT(filed_version, jan_before);
  v1::RequestDetailsResponse out;
  ASSERT_TRUE(stub_->ApproveRequest(AsAnna().get(), Decision(filed.id()), &out).ok());
  ASSERT_TRUE(stub_->ListAbsenceVersions(AsHr().get(), VersionsOf({kJan, kTomasz}), &after).ok());
  EXPECT_GT(Versions(after)[kJan].first, filed_version);
  EXPECT_EQ(Versions(after)[kTomasz], Versions(hr_before)[kTomasz]);

  // The Kraków location manager reads Tomasz's days without their types: said so.
  ASSERT_TRUE(stub_
                  ->ListAbsenceVersions(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(),
                                        VersionsOf({kJan, kTomasz}), &after)
                  .ok());
  EXPECT_EQ(Versions(after).count(kJan), 0u);
  EXPECT_FALSE(Versions(after)[kTomasz].second);

  std::vector<int> too_many(1001, kJan);
  EXPECT_EQ(stub_->ListAbsenceVersions(AsAnna().get(), VersionsOf(too_many), &after).error_code(),
            grpc::StatusCode::INVALID_ARGUMENT);
}

TEST_F(AbsencesServiceTest, ALocationManagerFindsThePeopleOfTheirLocation) {
  v1::GetEmployeeRequest tomasz, jan;
  tomasz.set_id(kTomasz);
  jan.set_id(kJan);
  v1::EmployeeResponse person;
  ASSERT_TRUE(stub_->GetEmployee(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(), tomasz, &person).ok());
  EXPECT_EQ(person.data().location_name(), "Kraków");
  // Warszawa and not below him; and without the role Kraków is as closed as anywhere.
  EXPECT_EQ(stub_->GetEmployee(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(), jan, &person).error_code(),
            grpc::StatusCode::NOT_FOUND);
  EXPECT_EQ(stub_->GetEmployee(As(kKrzysztof, {kEmployeeRole}).get(), tomasz, &person).error_code(),
            grpc::StatusCode::NOT_FOUND);

  v1::SearchEmployeesRequest search;
  search.mutable_paging()->set_search("Lewandowski");
  v1::EmployeeList found;
  ASSERT_TRUE(stub_->SearchEmployees(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(), search, &found).ok());
  ASSERT_EQ(found.paging().total(), 1);
  EXPECT_EQ(found.data(0).employee_id(), kTomasz);
  // Everyone he finds is in Kraków.
  v1::SearchEmployeesRequest all;
  all.mutable_paging()->set_page_size(100);
  ASSERT_TRUE(stub_->SearchEmployees(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(), all, &found).ok());
  EXPECT_GT(found.paging().total(), 2);
  for (const auto& e : found.data()) EXPECT_EQ(e.location_id(), 2) << e.employee_id();
  search.mutable_paging()->set_search("Kowalski");
  ASSERT_TRUE(stub_->SearchEmployees(As(kKrzysztof, {kEmployeeRole, kLocationManagerRole}).get(), search, &found).ok());
  for (const auto& e : found.data()) EXPECT_NE(e.employee_id(), kJan);
}

}  // namespace
}  // namespace kadry::absences
