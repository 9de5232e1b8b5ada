#include "services/absences/config.h"

#include <cstdlib>

#include "gtest/gtest.h"
#include "services/common/service_table.h"

namespace kadry::absences {
namespace {

TEST(AbsencesConfigTest, EveryBadVariableIsNamedAtOnce) {
  setenv("KADRY_ABSENCES_GRPC_PORT", "0", 1);
  setenv("KADRY_TODAY", "tomorrow", 1);
  auto config = LoadConfigFromEnv();
  unsetenv("KADRY_ABSENCES_GRPC_PORT");
  unsetenv("KADRY_TODAY");
  ASSERT_FALSE(config.ok());
  EXPECT_NE(config.status().message().find("KADRY_ABSENCES_GRPC_PORT"), std::string::npos);
  EXPECT_NE(config.status().message().find("KADRY_TODAY"), std::string::npos);
}

TEST(AbsencesConfigTest, DefaultsServeTheLocalStack) {
  // The defaults, not a test stack's own ports (ctest inherits ./kadry test's environment).
  for (const char* name : {"KADRY_ABSENCES_GRPC_PORT", "KADRY_TODAY", "KADRY_JWKS_URL"}) unsetenv(name);
  auto config = LoadConfigFromEnv();
  ASSERT_TRUE(config.ok()) << config.status();
  // Its port is the service table's (services/service-table.txt).
  EXPECT_EQ(config->grpc_port, ServiceGrpcPort("absences"));
  EXPECT_EQ(config->today, "");
  EXPECT_EQ(config->jwks_url, config->issuer + "/jwks");
}

// The payroll system's endpoint: an http(s) URL, https in production (the documents name
// employees and carry the bearer token).
TEST(AbsencesConfigTest, TheExportUrlIsCheckedAndHttpsInProduction) {
  setenv("KADRY_ABSENCES_EXPORT_URL", "payroll.example.com/kadry", 1);
  auto bad = LoadConfigFromEnv();
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("KADRY_ABSENCES_EXPORT_URL: an URL must begin with http:// or https://"),
            std::string::npos)
      << bad.status();

  setenv("KADRY_ABSENCES_EXPORT_URL", "http://payroll.example.com/kadry", 1);
  setenv("KADRY_ABSENCES_EXPORT_TOKEN", "a-token", 1);
  auto development = LoadConfigFromEnv();
  ASSERT_TRUE(development.ok()) << development.status();
  EXPECT_EQ(development->export_url, "http://payroll.example.com/kadry");
  EXPECT_EQ(development->export_token, "a-token");

  setenv("KADRY_ENVIRONMENT", "production", 1);
  auto production = LoadConfigFromEnv();
  ASSERT_FALSE(production.ok());
  EXPECT_NE(production.status().message().find("KADRY_ABSENCES_EXPORT_URL must be an https URL in production"),
            std::string::npos)
      << production.status();
  for (const char* v : {"KADRY_ENVIRONMENT", "KADRY_ABSENCES_EXPORT_URL", "KADRY_ABSENCES_EXPORT_TOKEN"}) unsetenv(v);
}

}  // namespace
}  // namespace kadry::absences
