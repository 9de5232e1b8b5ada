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

}  // namespace
}  // namespace kadry::absences
