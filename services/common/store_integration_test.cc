// Runs against the real PostgreSQL and Redis that `./kadry test` starts
// (KADRY_PG_DSN, KADRY_REDIS_PORT); never against mocks.
#include <chrono>
#include <cstdlib>
#include <thread>

#include "gtest/gtest.h"
#include "services/common/log.h"
#include "services/common/migrations.h"
#include "services/common/pg.h"
#include "services/common/redis.h"
#include "services/common/service_main.h"
#include "services/common/test_database.h"

namespace kadry {
namespace {

class PgTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto pool = PgPool::Connect(TestDatabaseDsn(), 2);
    ASSERT_TRUE(pool.ok()) << pool.status();
    pool_ = std::move(*pool);
    ASSERT_TRUE(pool_->Query("DROP SCHEMA IF EXISTS common_test CASCADE").ok());
  }
  void TearDown() override { (void)pool_->Query("DROP SCHEMA IF EXISTS common_test CASCADE"); }
  std::unique_ptr<PgPool> pool_;
};

const std::vector<Migration> kMigrations = {
    {"0001_create_items",
     "CREATE TABLE common_test.items (id serial PRIMARY KEY, name text UNIQUE NOT NULL);"
     "CREATE INDEX items_name ON common_test.items(name);"},
    {"0002_seed", "INSERT INTO common_test.items(name) VALUES ('first')"},
};

// A violated check is logged by its constraint, never with the row: PostgreSQL's DETAIL
// ("Failing row contains ...") copies the row's values, a person's data, into the message.
TEST_F(PgTest, AViolatedCheckIsLoggedWithoutTheRow) {
  static const bool logging = [] {
    InitLogging("common_integration_test");
    return true;
  }();
  ASSERT_TRUE(logging);
  ASSERT_TRUE(pool_->Query("CREATE SCHEMA common_test").ok());
  ASSERT_TRUE(pool_->Query("CREATE TABLE common_test.people (name text CHECK (length(name) < 5))").ok());
  testing::internal::CaptureStderr();
  const auto inserted = pool_->Query("INSERT INTO common_test.people (name) VALUES ($1)", {"Jan Tajemniczy"});
  const std::string log = testing::internal::GetCapturedStderr();
  EXPECT_EQ(inserted.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(log.find("people_name_check"), std::string::npos) << log;
  EXPECT_EQ(log.find("Tajemniczy"), std::string::npos) << log;
}

TEST_F(PgTest, MigrationsApplyOnceEvenWhenRunConcurrently) {
  std::vector<std::thread> runners;
  std::vector<absl::Status> results(3);
  for (int i = 0; i < 3; ++i) {
    runners.emplace_back([&, i] {
      auto pool = PgPool::Connect(TestDatabaseDsn(), 1);
      results[i] = pool.ok() ? ApplyMigrations(**pool, "common_test", kMigrations) : pool.status();
    });
  }
  for (auto& t : runners) t.join();
  for (const auto& s : results) EXPECT_TRUE(s.ok()) << s;
  auto rows = pool_->Query("SELECT count(*) FROM common_test.items");
  ASSERT_TRUE(rows.ok());
  EXPECT_EQ(rows->Int(0, 0), 1);
  auto versions = pool_->Query("SELECT version FROM common_test.schema_migrations ORDER BY 1");
  ASSERT_TRUE(versions.ok());
  ASSERT_EQ(versions->Rows(), 2);
  EXPECT_EQ(versions->Text(1, 0), "0002_seed");
}

TEST_F(PgTest, AFailingMigrationLeavesNothingBehind) {
  const std::vector<Migration> broken = {
      {"0001_ok", "CREATE TABLE common_test.a (id int)"},
      {"0002_broken", "CREATE TABLE common_test.b (id int); SELECT no_such_column FROM common_test.a"},
  };
  EXPECT_FALSE(ApplyMigrations(*pool_, "common_test", broken).ok());
  auto tables = pool_->Query("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'common_test'");
  ASSERT_TRUE(tables.ok());
  EXPECT_EQ(tables->Int(0, 0), 0);
}

TEST_F(PgTest, ParametersAreNeverSql) {
  ASSERT_TRUE(ApplyMigrations(*pool_, "common_test", kMigrations).ok());
  const std::string hostile = "x'); DROP TABLE common_test.items; --";
  ASSERT_TRUE(pool_->Query("INSERT INTO common_test.items(name) VALUES ($1)", {hostile}).ok());
  auto found = pool_->Query("SELECT name FROM common_test.items WHERE name = $1", {hostile});
  ASSERT_TRUE(found.ok());
  ASSERT_EQ(found->Rows(), 1);
  EXPECT_EQ(found->Text(0, 0), hostile);
}

TEST_F(PgTest, MapsConstraintViolationsToStatusCodes) {
  ASSERT_TRUE(ApplyMigrations(*pool_, "common_test", kMigrations).ok());
  auto duplicate = pool_->Query("INSERT INTO common_test.items(name) VALUES ($1)", {"first"});
  EXPECT_EQ(duplicate.status().code(), absl::StatusCode::kAlreadyExists);
  auto bad_value = pool_->Query("SELECT $1::int", {"not a number"});
  EXPECT_EQ(bad_value.status().code(), absl::StatusCode::kInvalidArgument);
  auto null_value = pool_->Query("INSERT INTO common_test.items(name) VALUES ($1)", {std::nullopt});
  EXPECT_EQ(null_value.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST_F(PgTest, TransactionRollsBackOnError) {
  ASSERT_TRUE(ApplyMigrations(*pool_, "common_test", kMigrations).ok());
  absl::Status status = pool_->InTransaction([](PgConnection& conn) -> absl::Status {
    if (auto r = conn.Query("INSERT INTO common_test.items(name) VALUES ('second')"); !r.ok()) {
      return r.status();
    }
    return absl::FailedPreconditionError("changed my mind");
  });
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
  auto rows = pool_->Query("SELECT count(*) FROM common_test.items");
  EXPECT_EQ(rows->Int(0, 0), 1);
}

// What a database restart does to a pool: the server ends every backend.
void TerminateOtherBackends(PgPool& admin) {
  (void)admin.Query(
      "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
      "WHERE usename = current_user AND datname = current_database() AND pid <> pg_backend_pid() "
      "AND application_name = 'kadry-pool-test'");
  // The backends end asynchronously; a restart is over before the next request, too.
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
}

TEST_F(PgTest, APoolHealsAfterItsConnectionsAreKilled) {
  auto pool = PgPool::Connect(TestDatabaseDsn() + " application_name=kadry-pool-test", 3);
  ASSERT_TRUE(pool.ok()) << pool.status();
  for (int i = 0; i < 3; ++i) ASSERT_TRUE((*pool)->Query("SELECT 1").ok());
  TerminateOtherBackends(*pool_);
  // Not one request may fail: reads, writes and transactions all find a live connection.
  for (int i = 0; i < 6; ++i) {
    auto read = (*pool)->Query("SELECT 1");
    EXPECT_TRUE(read.ok()) << i << " " << read.status();
    EXPECT_TRUE((*pool)->InTransaction([](PgConnection& c) { return c.Query("SELECT 2").status(); }).ok()) << i;
  }
  TerminateOtherBackends(*pool_);
  EXPECT_TRUE((*pool)->Query("CREATE SCHEMA IF NOT EXISTS common_test").ok());
}

// A connection's prepared statements are dropped once they outlive the pool's lifetime for
// them, so PostgreSQL chooses their plans afresh; within it they are kept.
TEST_F(PgTest, PreparedStatementsArePreparedAfreshAfterTheirLifetime) {
  const std::string kPrepared = "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE '%$1::int + 1%'";
  for (const bool expire : {false, true}) {
    SCOPED_TRACE(expire ? "a short lifetime" : "the default lifetime");
    PgPoolOptions options;
    if (expire) options.statements_lifetime = std::chrono::milliseconds(200);
    auto pool = PgPool::Connect(TestDatabaseDsn(), 1, options);
    ASSERT_TRUE(pool.ok()) << pool.status();
    auto sum = (*pool)->Query("SELECT $1::int + 1", {"41"});
    ASSERT_TRUE(sum.ok()) << sum.status();
    EXPECT_EQ(sum->Int(0, 0), 42);
    EXPECT_EQ((*pool)->Query(kPrepared)->Int(0, 0), 1);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    EXPECT_EQ((*pool)->Query(kPrepared)->Int(0, 0), expire ? 0 : 1);
    sum = (*pool)->Query("SELECT $1::int + 1", {"1"});  // prepared again, under a new name
    ASSERT_TRUE(sum.ok()) << sum.status();
    EXPECT_EQ(sum->Int(0, 0), 2);
    EXPECT_EQ((*pool)->Query(kPrepared)->Int(0, 0), 1);
  }
}

TEST_F(PgTest, AStatementPastItsTimeoutIsDeadlineExceeded) {
  auto pool = PgPool::Connect(TestDatabaseDsn(), 1, {.statement_timeout_ms = 200});
  ASSERT_TRUE(pool.ok()) << pool.status();
  const auto start = std::chrono::steady_clock::now();
  auto slow = (*pool)->Query("SELECT pg_sleep(5)");
  EXPECT_EQ(slow.status().code(), absl::StatusCode::kDeadlineExceeded) << slow.status();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
  EXPECT_TRUE((*pool)->Query("SELECT 1").ok());  // the connection is still usable
}

TEST(PgRetry, OnlyPlainReadsAreRetried) {
  EXPECT_TRUE(IsRetryableRead("  select id from absences.requests where id = $1"));
  EXPECT_FALSE(IsRetryableRead("SELECT id FROM t WHERE id = $1 FOR UPDATE"));
  EXPECT_FALSE(IsRetryableRead("SELECT nextval('s')"));
  EXPECT_FALSE(IsRetryableRead("INSERT INTO t VALUES (1)"));
  EXPECT_FALSE(IsRetryableRead("WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x"));
}

TEST(RedisTest, ReconnectsAtOnceAfterTheServerDropsItsConnections) {
  RedisClient redis("127.0.0.1", TestRedisPort(), 4);
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(redis.Command({"SET", "common-test:heal", "1", "EX", "30"}).ok());
  // CLIENT KILL closes every other normal connection, as a Redis restart does.
  RedisClient killer("127.0.0.1", TestRedisPort(), 1);
  ASSERT_TRUE(killer.Command({"CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes"}).ok());
  for (int i = 0; i < 8; ++i) {
    auto value = redis.Command({"GET", "common-test:heal"});
    EXPECT_TRUE(value.ok()) << i << " " << value.status();
  }
}

TEST(RedisTest, AWrongPasswordIsUnavailable) {
  RedisClient redis("127.0.0.1", TestRedisPort(), 1, std::chrono::milliseconds(500), "not-the-password");
  auto value = redis.Command({"PING"});
  // Without requirepass Redis accepts AUTH from no one either (an error): UNAVAILABLE.
  EXPECT_EQ(value.status().code(), absl::StatusCode::kUnavailable);
}

TEST(RedisTest, SetGetAndExpire) {
  RedisClient redis("127.0.0.1", TestRedisPort(), 2);
  ASSERT_TRUE(redis.Command({"SET", "common-test:key", "value with spaces", "EX", "30"}).ok());
  auto value = redis.Command({"GET", "common-test:key"});
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(value->text, "value with spaces");
  auto gone = redis.Command({"GETDEL", "common-test:key"});
  ASSERT_TRUE(gone.ok());
  EXPECT_TRUE(redis.Command({"GET", "common-test:key"})->IsNil());
}

TEST(RedisTest, ADownServerIsUnavailableQuickly) {
  RedisClient redis("127.0.0.1", 1, 1, std::chrono::milliseconds(200));
  const auto start = std::chrono::steady_clock::now();
  auto value = redis.Command({"GET", "x"});
  EXPECT_EQ(value.status().code(), absl::StatusCode::kUnavailable);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
  // The pool slot is given back: a second call fails the same way, it does not block.
  EXPECT_EQ(redis.Command({"GET", "x"}).status().code(), absl::StatusCode::kUnavailable);
}

// A seeded schema is marked, and the mark is what production refuses to serve.
TEST_F(PgTest, DemoDataLeavesAMarkProductionRefusesToServe) {
  ASSERT_TRUE(pool_->Query("CREATE SCHEMA common_test").ok());
  ServiceConfig config;
  config.name = "common-test";
  config.production = true;
  auto held = HoldsDemoData(*pool_, "common_test");
  ASSERT_TRUE(held.ok()) << held.status();
  EXPECT_FALSE(*held);
  EXPECT_TRUE(service_main_detail::CheckProduction(config, "serve", true, *pool_).ok());
  EXPECT_EQ(service_main_detail::CheckProduction(config, "seed", false, *pool_).code(),
            absl::StatusCode::kFailedPrecondition);
  ASSERT_TRUE(MarkDemoData(*pool_, "common_test").ok());
  ASSERT_TRUE(MarkDemoData(*pool_, "common_test").ok());  // seeded again
  held = HoldsDemoData(*pool_, "common_test");
  ASSERT_TRUE(held.ok());
  EXPECT_TRUE(*held);
  const absl::Status refused = service_main_detail::CheckProduction(config, "serve", true, *pool_);
  EXPECT_EQ(refused.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_NE(refused.message().find("demo data"), std::string::npos);
  EXPECT_TRUE(service_main_detail::CheckProduction(config, "migrate", false, *pool_).ok());
  config.production = false;
  EXPECT_TRUE(service_main_detail::CheckProduction(config, "serve", true, *pool_).ok());
}

}  // namespace
}  // namespace kadry
