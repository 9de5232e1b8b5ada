#include "services/common/config.h"

#include <cstdlib>
#include <set>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "services/common/service_table.h"

namespace kadry {
namespace {

TEST(EnvReaderTest, UsesFallbacksWhenUnset) {
  unsetenv("KADRY_TEST_PORT");
  EnvReader env;
  EXPECT_EQ(env.Int("KADRY_TEST_PORT", 8080, 1, 65535), 8080);
  EXPECT_EQ(env.String("KADRY_TEST_HOST", "127.0.0.1"), "127.0.0.1");
  EXPECT_TRUE(env.Finish().ok());
}

TEST(EnvReaderTest, ListsEveryBadVariableAtOnce) {
  setenv("KADRY_TEST_PORT", "eighty", 1);
  setenv("KADRY_TEST_POOL", "0", 1);
  setenv("KADRY_TEST_FLAG", "perhaps", 1);
  unsetenv("KADRY_TEST_REQUIRED");
  EnvReader env;
  env.Int("KADRY_TEST_PORT", 8080, 1, 65535);
  env.Int("KADRY_TEST_POOL", 8, 1, 64);
  env.Bool("KADRY_TEST_FLAG", false);
  env.RequiredString("KADRY_TEST_REQUIRED");
  const absl::Status status = env.Finish();
  ASSERT_FALSE(status.ok());
  const std::string message(status.message());
  EXPECT_NE(message.find("KADRY_TEST_PORT='eighty'"), std::string::npos) << message;
  EXPECT_NE(message.find("KADRY_TEST_POOL='0'"), std::string::npos) << message;
  EXPECT_NE(message.find("KADRY_TEST_FLAG='perhaps'"), std::string::npos) << message;
  EXPECT_NE(message.find("KADRY_TEST_REQUIRED is required"), std::string::npos) << message;
}

TEST(EnvReaderTest, ReadsValidValues) {
  setenv("KADRY_TEST_PORT", "9090", 1);
  setenv("KADRY_TEST_FLAG", "true", 1);
  EnvReader env;
  EXPECT_EQ(env.Int("KADRY_TEST_PORT", 8080, 1, 65535), 9090);
  EXPECT_TRUE(env.Bool("KADRY_TEST_FLAG", false));
  EXPECT_TRUE(env.Finish().ok());
}

}  // namespace
// The service table is the one place a port is written: every running service and the planned
// ones have a port of their own; a name without a row has none and its configuration says so.
TEST(ServiceTableTest, EachServiceHasAPortOfItsOwn) {
  std::set<int> ports;
  for (const char* name : {"identity", "absences", "work-times", "posts", "bonus-declarations", "ui-events"}) {
    const std::optional<int> port = ServiceGrpcPort(name);
    ASSERT_TRUE(port.has_value()) << name;
    EXPECT_GT(*port, 1024) << name;
    EXPECT_TRUE(ports.insert(*port).second) << name << " shares port " << *port;
    EXPECT_EQ(ServiceGrpcAddress(name), absl::StrCat("127.0.0.1:", *port));
  }
  EXPECT_FALSE(ServiceGrpcPort("payroll").has_value());
  EXPECT_EQ(ServiceGrpcAddress("payroll"), "");
  EnvReader env;
  ReadServiceConfig(env, "payroll");
  EXPECT_NE(env.Finish().message().find("payroll has no row with a port in services/service-table.txt"),
            std::string::npos);
}

// Production takes no default connection or secret and no pinned clock, and names each one.
TEST(ServiceConfigTest, ProductionRefusesDefaultsAndThePinnedClock) {
  setenv("KADRY_ENVIRONMENT", "production", 1);
  unsetenv("KADRY_ABSENCES_PG_DSN");
  unsetenv("KADRY_REDIS_PASSWORD");
  setenv("KADRY_TODAY", "2026-11-02", 1);
  setenv("KADRY_IDENTITY_ISSUER", "http://login.firma.example", 1);
  unsetenv("KADRY_PUBLIC_URL");
  EnvReader env;
  EXPECT_TRUE(ReadServiceConfig(env, "absences").production);
  const std::string problems(env.Finish().message());
  EXPECT_NE(problems.find("KADRY_ABSENCES_PG_DSN must be set in production"), std::string::npos) << problems;
  EXPECT_NE(problems.find("KADRY_REDIS_PASSWORD must be set in production"), std::string::npos) << problems;
  EXPECT_NE(problems.find("KADRY_TODAY pins the clock"), std::string::npos) << problems;
  EXPECT_NE(problems.find("KADRY_IDENTITY_ISSUER must be an https URL"), std::string::npos) << problems;
  EXPECT_NE(problems.find("KADRY_PUBLIC_URL must be an https URL"), std::string::npos) << problems;

  setenv("KADRY_ABSENCES_PG_DSN", "host=db dbname=kadry user=kadry_absences", 1);
  setenv("KADRY_REDIS_PASSWORD", "s3cret", 1);
  setenv("KADRY_IDENTITY_ISSUER", "https://login.firma.example", 1);
  setenv("KADRY_PUBLIC_URL", "https://kadry.firma.example", 1);
  unsetenv("KADRY_TODAY");
  EnvReader set;
  ReadServiceConfig(set, "absences");
  EXPECT_TRUE(set.Finish().ok()) << set.Finish();

  setenv("KADRY_ENVIRONMENT", "staging", 1);
  EnvReader unknown;
  ReadServiceConfig(unknown, "absences");
  EXPECT_NE(unknown.Finish().message().find("KADRY_ENVIRONMENT must be development or production"), std::string::npos);
  for (const char* v : {"KADRY_ENVIRONMENT", "KADRY_ABSENCES_PG_DSN", "KADRY_REDIS_PASSWORD", "KADRY_IDENTITY_ISSUER",
                        "KADRY_PUBLIC_URL"})
    unsetenv(v);
}

// Redis: one server by default; with sentinels, their list (spaces allowed) and the master's name.
TEST(RedisAddressTest, OneServerOrTheSentinelsAndTheirMaster) {
  unsetenv("KADRY_REDIS_SENTINELS");
  unsetenv("KADRY_REDIS_MASTER");
  setenv("KADRY_REDIS_HOST", "redis", 1);
  setenv("KADRY_REDIS_PORT", "6379", 1);
  {
    EnvReader env;
    const RedisAddress a = ReadRedisAddress(env);
    EXPECT_EQ(a.host, "redis");
    EXPECT_EQ(a.port, 6379);
    EXPECT_TRUE(a.sentinels.empty());
    EXPECT_TRUE(env.Finish().ok());
  }
  setenv("KADRY_REDIS_SENTINELS", "redis-0.redis-headless:26379, redis-1.redis-headless:26379,", 1);
  {
    EnvReader env;
    const RedisAddress a = ReadRedisAddress(env);
    ASSERT_EQ(a.sentinels.size(), 2u);
    EXPECT_EQ(a.sentinels[0], std::make_pair(std::string("redis-0.redis-headless"), 26379));
    EXPECT_EQ(a.sentinels[1], std::make_pair(std::string("redis-1.redis-headless"), 26379));
    EXPECT_EQ(a.master, "kadry");
    EXPECT_TRUE(env.Finish().ok());
  }
  for (const char* bad : {"redis-0", "redis-0:", ":26379", "redis-0:0", "redis-0:70000", "redis-0:port"}) {
    setenv("KADRY_REDIS_SENTINELS", bad, 1);
    EnvReader env;
    ReadRedisAddress(env);
    const std::string message(env.Finish().message());
    EXPECT_NE(message.find("KADRY_REDIS_SENTINELS must be host:port entries"), std::string::npos)
        << bad << ": " << message;
  }
  for (const char* v : {"KADRY_REDIS_SENTINELS", "KADRY_REDIS_HOST", "KADRY_REDIS_PORT"}) unsetenv(v);
}

}  // namespace kadry
