// Absences stores and the payroll export against the real PostgreSQL of `./kadry test`.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <tuple>

#include "absl/cleanup/cleanup.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "gtest/gtest.h"
#include "services/absences/demo_data.h"
#include "services/absences/domain/request_number.h"
#include "services/absences/payroll_export.h"
#include "services/absences/store/employee_store.h"
#include "services/absences/store/request_store.h"
#include "services/common/migrations.h"
#include "services/common/paging.h"
#include "services/common/test_database.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

class AbsencesStoreTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "absences"));
    // Idempotent: the demo organisation of `./kadry up`.
    ASSERT_TRUE(SeedDemoData(*pool_, SeedSize{}, WarsawDay(absl::Now())).ok());
  }
  static PgPool* pool_;
};
PgPool* AbsencesStoreTest::pool_ = nullptr;

RequestFilter Page(int page, int size) {
  RequestFilter f;
  f.window = PageOf(page, size);
  return f;
}

TEST_F(AbsencesStoreTest, MyRequestsArePagedNewestFirstWithTheTotal) {
  RequestStore requests(*pool_);
  auto first = requests.List(Page(1, 3), ListKind::kOwn, 1002);
  ASSERT_TRUE(first.ok()) << first.status();
  ASSERT_EQ(first->rows.size(), 3u);
  EXPECT_GE(first->total, 10);
  EXPECT_GE(first->rows[0].submitted_at, first->rows[1].submitted_at);
  auto second = requests.List(Page(2, 3), ListKind::kOwn, 1002);
  ASSERT_TRUE(second.ok());
  EXPECT_EQ(second->total, first->total);
  EXPECT_NE(second->rows[0].id, first->rows[0].id);
  for (const RequestRecord& row : first->rows) EXPECT_EQ(row.employee_id, 1002);
}

// One's own page and its rows are one statement: pages of three in any sort follow each other
// as the whole list does, and a page past the end still carries the total.
TEST_F(AbsencesStoreTest, MyPagesFollowEachOtherInEverySort) {
  RequestStore requests(*pool_);
  for (const std::vector<std::string>& sort : {std::vector<std::string>{},
                                               {"from-date", "request-no"},
                                               {"-number-of-working-days"},
                                               {"applicant-full-name", "-request-no"}}) {
    RequestFilter whole = Page(1, kMaxPageSize);  // every row: the API suites keep filing his
    whole.sort = sort;
    auto all = requests.List(whole, ListKind::kOwn, 1002);
    ASSERT_TRUE(all.ok()) << all.status();
    ASSERT_GE(all->rows.size(), 7u);
    EXPECT_EQ(all->total, static_cast<int>(all->rows.size()));
    std::vector<int> paged;
    for (int page = 1; page <= 3; ++page) {
      RequestFilter f = Page(page, 3);
      f.sort = sort;
      auto one = requests.List(f, ListKind::kOwn, 1002);
      ASSERT_TRUE(one.ok()) << one.status();
      EXPECT_EQ(one->total, all->total);
      for (const RequestRecord& row : one->rows) paged.push_back(row.id);
    }
    for (size_t i = 0; i < paged.size(); ++i) EXPECT_EQ(paged[i], all->rows[i].id) << "row " << i;
    // A page past the last (the API suites keep filing his requests, so not a fixed number).
    RequestFilter beyond = Page(all->total / 3 + 2, 3);
    beyond.sort = sort;
    auto past = requests.List(beyond, ListKind::kOwn, 1002);
    ASSERT_TRUE(past.ok());
    EXPECT_TRUE(past->rows.empty());
    EXPECT_EQ(past->total, all->total);
  }
  // A search by number: the one request, with its people, and a total of one.
  RequestFilter search = Page(1, 10);
  search.search = requests.List(Page(1, 1), ListKind::kOwn, 1002)->rows.at(0).request_no;
  auto found = requests.List(search, ListKind::kOwn, 1002);
  ASSERT_TRUE(found.ok()) << found.status();
  ASSERT_EQ(found->rows.size(), 1u);
  EXPECT_EQ(found->total, 1);
  EXPECT_EQ(found->rows[0].request_no, search.search);
  EXPECT_FALSE(found->rows[0].applicant_full_name.empty());
  EXPECT_FALSE(found->rows[0].supervisor_full_name.empty());
}

TEST_F(AbsencesStoreTest, SortingIsLimitedToTheWhitelist) {
  RequestStore requests(*pool_);
  auto f = Page(1, 5);
  f.sort.push_back("from-date");
  auto sorted = requests.List(f, ListKind::kOwn, 1002);
  ASSERT_TRUE(sorted.ok());
  EXPECT_LE(sorted->rows[0].from, sorted->rows[1].from);
  f.sort.push_back("password; DROP TABLE x");
  EXPECT_EQ(requests.List(f, ListKind::kOwn, 1002).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST_F(AbsencesStoreTest, TeamListsHoldOnlyPeopleBelowTheSupervisor) {
  RequestStore requests(*pool_);
  auto f = Page(1, 200);
  auto team = requests.List(f, ListKind::kTeam, 1003);
  ASSERT_TRUE(team.ok());
  ASSERT_GT(team->rows.size(), 0u);
  EmployeeStore employees(*pool_);
  for (const RequestRecord& row : team->rows) {
    auto above = employees.IsAbove(1003, row.employee_id);
    ASSERT_TRUE(above.ok());
    EXPECT_TRUE(*above) << row.applicant_full_name;
  }
  // A plain employee has no team.
  EXPECT_EQ(requests.List(f, ListKind::kTeam, 1002)->total, 0);
}

// A team's or everyone's newest page is read from a walk over everyone's newest requests when
// the team files enough of them, merged from each member's newest requests for a small team
// that files fewer, and planned per call otherwise (a filter always takes that way). Every way
// must give the pages of the whole list: in the demo, 1003's team files most of the newest
// requests (the walk answers), 1004's two people and 1008's one file few (the walk falls
// short, the team is remembered and merged), 1001 is above everyone.
TEST_F(AbsencesStoreTest, TeamPagesAreTheWholeListsPagesWhicheverWayTheyAreRead) {
  const std::vector<std::pair<ListKind, int>> lists = {{ListKind::kTeam, 1003},
                                                       {ListKind::kTeam, 1004},
                                                       {ListKind::kTeam, 1008},
                                                       {ListKind::kTeam, 1001},
                                                       {ListKind::kAll, 1003}};
  for (const auto& [kind, caller] : lists) {
    SCOPED_TRACE(absl::StrCat("caller ", caller, kind == ListKind::kAll ? " (all)" : " (team)"));
    RequestStore requests(*pool_);  // nothing remembered yet
    RequestFilter whole = Page(1, 1000);
    whole.from = absl::CivilDay(1900, 1, 1);  // changes no row, but takes the planned way
    auto all = requests.List(whole, kind, caller);
    ASSERT_TRUE(all.ok()) << all.status();
    ASSERT_GE(all->total, 7);
    const int total = all->total;
    for (int round = 1; round <= 2; ++round) {  // the second after a sparse team is remembered
      SCOPED_TRACE(absl::StrCat("round ", round));
      for (int page = 1; page <= 4; ++page) {
        auto one = requests.List(Page(page, 3), kind, caller);
        ASSERT_TRUE(one.ok()) << one.status();
        EXPECT_EQ(one->total, total);
        ASSERT_EQ(one->rows.size(), std::min<size_t>(3, total - 3 * (page - 1)));
        for (size_t i = 0; i < one->rows.size(); ++i) {
          EXPECT_EQ(one->rows[i].id, all->rows.at(3 * (page - 1) + i).id) << "page " << page << " row " << i;
          EXPECT_FALSE(one->rows[i].applicant_full_name.empty());
        }
      }
      if (total >= 1000) continue;
      // The last page, partly full, and one past the end.
      const int last = (total + 2) / 3;
      auto tail = requests.List(Page(last, 3), kind, caller);
      ASSERT_TRUE(tail.ok());
      EXPECT_EQ(tail->total, total);
      ASSERT_EQ(tail->rows.size(), static_cast<size_t>(total - 3 * (last - 1)));
      EXPECT_EQ(tail->rows.back().id, all->rows.back().id);
      auto past = requests.List(Page(last + 1, 3), kind, caller);
      ASSERT_TRUE(past.ok());
      EXPECT_TRUE(past->rows.empty());
      EXPECT_EQ(past->total, total);
    }
  }
  // Nobody below: the walk finds nothing, the merge of no one's requests neither.
  RequestStore requests(*pool_);
  for (int round = 1; round <= 2; ++round) {
    auto none = requests.List(Page(1, 3), ListKind::kTeam, 1002);
    ASSERT_TRUE(none.ok()) << none.status();
    EXPECT_TRUE(none->rows.empty());
    EXPECT_EQ(none->total, 0);
  }
}

// One's own list looks its applicant and their supervisor up once for the page; everyone's
// list looks them up per row. Both give each request the same columns: for someone with a
// supervisor and requests handled by HR (1002), and for the head of the company, who has no
// supervisor (1001).
TEST_F(AbsencesStoreTest, MyRowsReadAsEveryonesListReadsThem) {
  RequestStore requests(*pool_);
  // One of 1002's requests handled by HR (1004) while the test runs, so a handler's name is read.
  auto handled_request = pool_->Query(
      "UPDATE absences.requests SET handled_by_hr_id = 1004 WHERE request_id = (SELECT min(request_id) "
      "FROM absences.requests WHERE employee_id = 1002 AND handled_by_hr_id IS NULL) RETURNING request_id");
  ASSERT_TRUE(handled_request.ok()) << handled_request.status();
  ASSERT_EQ(handled_request->Rows(), 1);
  const absl::Cleanup unhandled = [id = handled_request->Text(0, 0)] {
    ASSERT_TRUE(pool_->Query("UPDATE absences.requests SET handled_by_hr_id = NULL WHERE request_id = $1", {id}).ok());
  };
  auto columns = [](const RequestRecord& r) {
    return std::make_tuple(r.id, r.request_no, r.submitted_at, r.from, r.to, r.number_of_working_days,
                           r.request_type_id, r.status_id, r.status_changed_at, r.employee_id, r.applicant_full_name,
                           r.applicant_sap_number, r.supervisor_full_name, r.comment, r.requires_manual_verification,
                           r.manual_verification_deadline, r.processing_status_id, r.handled_by_hr,
                           r.handled_by_hr_full_name, r.hours, r.start_minute);
  };
  for (const int person : {1002, 1001}) {
    SCOPED_TRACE(absl::StrCat("employee ", person));
    RequestFilter theirs = Page(1, 1000);
    theirs.employee_id = person;  // everyone's list, filtered: read the planned way
    auto everyones = requests.List(theirs, ListKind::kAll, 1003);
    ASSERT_TRUE(everyones.ok()) << everyones.status();
    auto mine = requests.List(Page(1, 1000), ListKind::kOwn, person);
    ASSERT_TRUE(mine.ok()) << mine.status();
    ASSERT_GE(mine->rows.size(), 10u);
    ASSERT_EQ(mine->rows.size(), everyones->rows.size());
    EXPECT_EQ(mine->total, everyones->total);
    int handled = 0;
    for (size_t i = 0; i < mine->rows.size(); ++i) {
      const RequestRecord& r = mine->rows[i];
      EXPECT_EQ(columns(r), columns(everyones->rows[i])) << r.request_no;
      EXPECT_EQ(r.employee_id, person);
      EXPECT_FALSE(r.applicant_full_name.empty());
      EXPECT_EQ(r.supervisor_full_name.empty(), person == 1001);
      handled += !r.handled_by_hr_full_name.empty();
    }
    if (person == 1002) {
      EXPECT_GE(handled, 1);
    }
  }
}

// A calendar's requests are read with their own few columns: each is the team list's row of
// the same request (the same period and statuses), field for field, in the calendar's order.
TEST_F(AbsencesStoreTest, ACalendarsRequestsAreTheListsRowsOfThePeriod) {
  RequestStore requests(*pool_);
  const absl::CivilDay from(absl::CivilDay(WarsawDay(absl::Now()).year(), 1, 1));
  const absl::CivilDay to = from + 364;
  for (const auto& [kind, caller] :
       std::vector<std::pair<ListKind, int>>{{ListKind::kTeam, 1003}, {ListKind::kOwn, 1002}}) {
    SCOPED_TRACE(absl::StrCat("caller ", caller));
    auto in_period = requests.InPeriod(from, to, kind, caller, 0);
    ASSERT_TRUE(in_period.ok()) << in_period.status();
    RequestFilter f = Page(1, 1000);
    f.from = from;
    f.to = to;
    f.status_ids = {1, 2, 5};
    f.sort = {"from-date"};
    auto listed = requests.List(f, kind, caller);
    ASSERT_TRUE(listed.ok()) << listed.status();
    ASSERT_GE(in_period->size(), 5u);
    ASSERT_EQ(in_period->size(), listed->rows.size());
    absl::flat_hash_map<int, const RequestRecord*> by_id;
    for (const RequestRecord& r : listed->rows) by_id[r.id] = &r;
    for (size_t i = 0; i < in_period->size(); ++i) {
      const RequestInPeriod& r = (*in_period)[i];
      ASSERT_TRUE(by_id.contains(r.id)) << r.request_no;
      const RequestRecord& l = *by_id[r.id];
      EXPECT_EQ(std::tie(r.request_no, r.from, r.to, r.number_of_working_days, r.request_type_id, r.status_id,
                         r.employee_id, r.applicant_full_name, r.hours, r.start_minute),
                std::tie(l.request_no, l.from, l.to, l.number_of_working_days, l.request_type_id, l.status_id,
                         l.employee_id, l.applicant_full_name, l.hours, l.start_minute))
          << r.request_no;
      EXPECT_FALSE(r.applicant_full_name.empty());
      if (i > 0) {
        const RequestInPeriod& before = (*in_period)[i - 1];
        EXPECT_LT(std::tie(before.from, before.id), std::tie(r.from, r.id)) << "ordered by first day, then id";
      }
    }
  }
}

TEST_F(AbsencesStoreTest, SearchFindsByNameAndScopeHidesOthers) {
  EmployeeStore employees(*pool_);
  EmployeeCriteria c;
  c.search = "Kowalski";
  auto found = employees.Search(c, EmployeeScope{true, 0});
  ASSERT_TRUE(found.ok());
  ASSERT_GE(found->total, 1);
  EXPECT_EQ(found->employees[0].full_name, "Jan Kowalski");
  // 1002 sees only themself; 1003 sees 1002 as a team member.
  EXPECT_EQ(employees.Get(1004, EmployeeScope{false, 1002}).status().code(), absl::StatusCode::kNotFound);
  EXPECT_TRUE(employees.Get(1002, EmployeeScope{false, 1003}).ok());
  EXPECT_EQ(employees.Get(1003, EmployeeScope{false, 1002}).status().code(), absl::StatusCode::kNotFound);
}

// The working time the calendars read alone is the record's, within the same scope.
TEST_F(AbsencesStoreTest, WorkingTimeIsTheRecordsAndKeepsItsScope) {
  EmployeeStore employees(*pool_);
  for (const int id : {1002, 2112, 2113}) {
    auto record = employees.Get(id, EmployeeScope{true, 0});
    ASSERT_TRUE(record.ok()) << id << ": " << record.status();
    auto fraction = employees.WorkingTimeOf(id, EmployeeScope{true, 0});
    ASSERT_TRUE(fraction.ok()) << fraction.status();
    EXPECT_EQ(fraction->numerator, record->working_time_numerator) << id;
    EXPECT_EQ(fraction->denominator, record->working_time_denominator) << id;
  }
  EXPECT_TRUE(employees.WorkingTimeOf(1002, EmployeeScope{false, 1002}).ok());
  EXPECT_TRUE(employees.WorkingTimeOf(1002, EmployeeScope{false, 1003}).ok());
  EXPECT_EQ(employees.WorkingTimeOf(1003, EmployeeScope{false, 1002}).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(employees.WorkingTimeOf(999999, EmployeeScope{true, 0}).status().code(), absl::StatusCode::kNotFound);
}

// Files a request (for 1002 unless told) in a far year so it never meets demo data.
int FileRequest(PgPool& pool, absl::CivilDay from, absl::CivilDay to, int employee_id = 1002) {
  int id = 0;
  absl::Status s = pool.InTransaction([&](PgConnection& tx) -> absl::Status {
    NewRequest n;
    n.employee_id = n.filed_by_id = employee_id;
    n.request_type_id = 1;
    n.type_code = "UW";
    n.filed_on = absl::CivilDay(2026, 11, 22);
    n.from = from;
    n.to = to;
    n.number_of_days = n.number_of_working_days = static_cast<int>(to - from) + 1;
    auto created = RequestStore::Insert(tx, n);
    if (!created.ok()) return created.status();
    id = *created;
    return absl::OkStatus();
  });
  EXPECT_TRUE(s.ok()) << s;
  return id;
}

TEST_F(AbsencesStoreTest, OverlapsAreFoundAmongLiveRequestsOnly) {
  const int id = FileRequest(*pool_, absl::CivilDay(2031, 3, 3), absl::CivilDay(2031, 3, 5));
  absl::Status s = pool_->InTransaction([&](PgConnection& tx) -> absl::Status {
    auto hit = RequestStore::Overlapping(tx, 1002, absl::CivilDay(2031, 3, 5), absl::CivilDay(2031, 3, 7));
    EXPECT_TRUE(hit.ok());
    EXPECT_EQ(hit->size(), 1u);
    auto miss = RequestStore::Overlapping(tx, 1002, absl::CivilDay(2031, 3, 6), absl::CivilDay(2031, 3, 7));
    EXPECT_TRUE(miss->empty());
    return absl::OkStatus();
  });
  ASSERT_TRUE(s.ok());
  (void)pool_->Query("DELETE FROM absences.requests WHERE request_id = $1", {std::to_string(id)});
}

// The total of a list without filters is the sum the database keeps per person (migration
// 0008): it must equal a count of the requests, follow inserts and deletes, and a filtered
// list must still count its rows.
TEST_F(AbsencesStoreTest, ListTotalsFollowEveryInsertAndDelete) {
  constexpr int kPerson = 2100;  // a demo employee no other test files for
  auto supervisor =
      pool_->Query("SELECT supervisor_id FROM absences.employees WHERE employee_id = $1", {std::to_string(kPerson)});
  ASSERT_TRUE(supervisor.ok() && supervisor->Rows() == 1);
  const int manager = supervisor->Int(0, 0);
  auto counted = [&](const std::string& where) {
    auto r = pool_->Query(absl::StrCat("SELECT count(*) FROM absences.requests r WHERE ", where), {});
    EXPECT_TRUE(r.ok());
    return r->Int(0, 0);
  };
  const std::string own = absl::StrCat("r.employee_id = ", kPerson);
  // What the triggers keep for the person, read directly.
  auto kept = [&] {
    auto r = pool_->Query("SELECT coalesce((SELECT requests FROM absences.request_totals WHERE employee_id = $1), 0)",
                          {std::to_string(kPerson)});
    EXPECT_TRUE(r.ok());
    return r->Int(0, 0);
  };
  const std::string team = absl::StrCat(
      "r.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = ", manager, ")");
  RequestStore requests(*pool_);
  const int own_before = requests.List(Page(1, 1), ListKind::kOwn, kPerson)->total;
  const int team_before = requests.List(Page(1, 1), ListKind::kTeam, manager)->total;
  EXPECT_EQ(own_before, counted(own));
  EXPECT_EQ(kept(), counted(own));
  EXPECT_EQ(team_before, counted(team));

  const int id = FileRequest(*pool_, absl::CivilDay(2033, 6, 6), absl::CivilDay(2033, 6, 7), kPerson);
  auto mine = requests.List(Page(1, 1), ListKind::kOwn, kPerson);
  ASSERT_TRUE(mine.ok());
  EXPECT_EQ(mine->total, own_before + 1);
  EXPECT_EQ(kept(), own_before + 1);
  EXPECT_FALSE(mine->total_capped);
  EXPECT_EQ(requests.List(Page(1, 1), ListKind::kTeam, manager)->total, team_before + 1);
  // Filtered: the pending ones, counted.
  RequestFilter pending = Page(1, 1);
  pending.status_ids = {1};
  EXPECT_EQ(requests.List(pending, ListKind::kOwn, kPerson)->total, counted(own + " AND r.status_id = 1"));
  EXPECT_GE(requests.List(pending, ListKind::kOwn, kPerson)->total, 1);

  ASSERT_TRUE(pool_->Query("DELETE FROM absences.requests WHERE request_id = $1", {std::to_string(id)}).ok());
  EXPECT_EQ(requests.List(Page(1, 1), ListKind::kOwn, kPerson)->total, own_before);
  EXPECT_EQ(kept(), own_before);
  EXPECT_EQ(requests.List(Page(1, 1), ListKind::kTeam, manager)->total, team_before);
}

// A sink that refuses until told otherwise, counting deliveries per key.
class FlakySink final : public PayrollSink {
 public:
  absl::Status Deliver(const std::string& key, const std::string&) override {
    if (failing) return absl::FailedPreconditionError("payroll refused the entry");
    ++delivered[key];
    return absl::OkStatus();
  }
  bool failing = true;
  std::map<std::string, int> delivered;
};

TEST_F(AbsencesStoreTest, FailedExportIsResumedWithNothingLostOrDoubled) {
  // The running stack's worker shares the database: hold its drain lock meanwhile.
  auto pauser = PgPool::Connect(TestDatabaseDsn(), 1);
  ASSERT_TRUE(pauser.ok());
  ASSERT_TRUE(
      (*pauser)->Query("SELECT pg_advisory_lock($1::bigint)", {std::to_string(PayrollExport::kDrainLock)}).ok());
  // Drain what other tests or the running stack left in the outbox first.
  (void)pool_->Query("UPDATE absences.export_outbox SET state = 'done' WHERE state <> 'done'");
  const int id = FileRequest(*pool_, absl::CivilDay(2031, 6, 2), absl::CivilDay(2031, 6, 3));
  ASSERT_TRUE(
      pool_->InTransaction([&](PgConnection& tx) { return RequestStore::EnqueueExport(tx, id, "approved"); }).ok());
  FlakySink sink;
  PayrollExport exporter(*pool_, sink, SystemClock(), PayrollExport::kDrainLock + 1);
  ASSERT_EQ(*exporter.RunOnce(), 0);
  auto state =
      pool_->Query("SELECT processing_status_id, processing_error FROM absences.requests WHERE request_id = $1",
                   {std::to_string(id)});
  EXPECT_EQ(state->Int(0, 0), 3);
  EXPECT_EQ(state->Text(0, 1), "payroll refused the entry");
  // Nothing is retried until HR resumes it.
  sink.failing = false;
  EXPECT_EQ(*exporter.RunOnce(), 0);
  ASSERT_TRUE(
      pool_->Query("UPDATE absences.export_outbox SET state = 'pending' WHERE request_id = $1", {std::to_string(id)})
          .ok());
  EXPECT_EQ(*exporter.RunOnce(), 1);
  EXPECT_EQ(*exporter.RunOnce(), 0);
  ASSERT_EQ(sink.delivered.size(), 1u);
  EXPECT_EQ(sink.delivered.begin()->second, 1);
  state =
      pool_->Query("SELECT processing_status_id FROM absences.requests WHERE request_id = $1", {std::to_string(id)});
  EXPECT_EQ(state->Int(0, 0), 2);
  (void)pool_->Query("DELETE FROM absences.requests WHERE request_id = $1", {std::to_string(id)});
}

TEST_F(AbsencesStoreTest, FileSinkWritesOneFileAndFailsOnABadDirectory) {
  const auto dir = std::filesystem::temp_directory_path() / "kadry-export-test";
  std::filesystem::remove_all(dir);
  FilePayrollSink sink(dir.string());
  ASSERT_TRUE(sink.Deliver("UW-2031-000001-approved-1", "{}").ok());
  ASSERT_TRUE(sink.Deliver("UW-2031-000001-approved-1", "{}").ok());
  int files = 0;
  for ([[maybe_unused]] const auto& f : std::filesystem::directory_iterator(dir)) ++files;
  EXPECT_EQ(files, 1);
  std::ofstream(dir / "not-a-dir") << "x";
  FilePayrollSink broken((dir / "not-a-dir").string());
  EXPECT_FALSE(broken.Deliver("k", "{}").ok());
  std::filesystem::remove_all(dir);
}

// The seed numbers requests as FormatRequestNumber does: past six digits a number is written
// whole. Cut to six (lpad), 1000171 became 100171, which repeated an earlier number and made a
// later seed fail (bench/README.md).
TEST_F(AbsencesStoreTest, SeededNumbersPastSixDigitsAreWrittenWhole) {
  const absl::CivilDay today = WarsawDay(absl::Now());
  const std::string year = std::to_string(today.year());
  // Twenty generated people's requests ahead are moved into 2001 for the test, so the seed
  // gives each a new one (unless it would fall on no working day); this year's counters
  // stand at 999 999.
  auto generated = pool_->Query(
      "SELECT array_agg(employee_id)::text FROM "
      "(SELECT employee_id FROM absences.employees WHERE employee_id >= 2001 ORDER BY employee_id LIMIT 20) g");
  ASSERT_TRUE(generated.ok()) << generated.status();
  const std::vector<PgParam> people = {generated->Text(0, 0), FormatDate(today)};
  auto ahead = pool_->Query(
      "SELECT request_id, from_date::text, to_date::text FROM absences.requests "
      "WHERE employee_id = ANY($1::int[]) AND from_date > $2::date",
      people);
  ASSERT_TRUE(ahead.ok()) << ahead.status();
  auto counters = pool_->Query("SELECT code, last_value FROM absences.request_counters WHERE year = $1", {year});
  ASSERT_TRUE(counters.ok()) << counters.status();
  auto newest = pool_->Query("SELECT coalesce(max(request_id), 0) FROM absences.requests");
  ASSERT_TRUE(newest.ok()) << newest.status();
  const std::string last_id = std::to_string(newest->Int(0, 0));
  absl::Cleanup restore = [&] {
    EXPECT_TRUE(pool_->Query("DELETE FROM absences.requests WHERE request_id > $1", {last_id}).ok());
    for (int i = 0; i < ahead->Rows(); ++i) {
      EXPECT_TRUE(
          pool_
              ->Query("UPDATE absences.requests SET from_date = $2::date, to_date = $3::date WHERE request_id = $1",
                      {ahead->Text(i, 0), ahead->Text(i, 1), ahead->Text(i, 2)})
              .ok());
    }
    EXPECT_TRUE(pool_->Query("DELETE FROM absences.request_counters WHERE year = $1", {year}).ok());
    for (int i = 0; i < counters->Rows(); ++i) {
      EXPECT_TRUE(pool_
                      ->Query("INSERT INTO absences.request_counters (code, year, last_value) VALUES ($1, $2, $3)",
                              {counters->Text(i, 0), year, counters->Text(i, 1)})
                      .ok());
    }
  };
  ASSERT_TRUE(pool_
                  ->Query("UPDATE absences.requests SET from_date = '2001-01-01', to_date = '2001-01-01' "
                          "WHERE employee_id = ANY($1::int[]) AND from_date > $2::date",
                          people)
                  .ok());
  ASSERT_TRUE(pool_
                  ->Query("INSERT INTO absences.request_counters (code, year, last_value) "
                          "SELECT code, $1::int, 999999 FROM unnest('{UW,UZ,UO,OPD,HO,HOOK}'::text[]) code "
                          "ON CONFLICT (code, year) DO UPDATE SET last_value = 999999",
                          {year})
                  .ok());

  ASSERT_TRUE(SeedDemoData(*pool_, SeedSize{}, today).ok());

  auto added =
      pool_->Query("SELECT request_no FROM absences.requests WHERE request_id > $1 ORDER BY request_no", {last_id});
  ASSERT_TRUE(added.ok()) << added.status();
  ASSERT_GE(added->Rows(), 1);
  for (int i = 0; i < added->Rows(); ++i) {
    const std::string number = added->Text(i, 0);
    auto parsed = ParseRequestNumber(number);
    ASSERT_TRUE(parsed.ok()) << number;
    EXPECT_GE(parsed->sequence, 1000000) << number;
    EXPECT_EQ(number, FormatRequestNumber(parsed->type_code, today.year(), parsed->sequence));
  }
}

}  // namespace
}  // namespace kadry::absences
