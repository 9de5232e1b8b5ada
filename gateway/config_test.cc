#include "gateway/config.h"

#include <cstdlib>
#include <string>

#include "gtest/gtest.h"

namespace kadry::gateway {
namespace {

// In production the gateway falls back to no demo default either: Redis has a password, and the
// provider and the app are reached over https, or the process does not start and says why.
TEST(GatewayConfigTest, ProductionRefusesDemoDefaults) {
  setenv("KADRY_ENVIRONMENT", "production", 1);
  unsetenv("KADRY_REDIS_PASSWORD");
  setenv("KADRY_IDENTITY_ISSUER", "http://login.firma.example", 1);
  setenv("KADRY_PUBLIC_URL", "http://kadry.firma.example", 1);
  auto refused = LoadGatewayConfigFromEnv();
  ASSERT_FALSE(refused.ok());
  const std::string problems(refused.status().message());
  EXPECT_NE(problems.find("KADRY_REDIS_PASSWORD must be set in production"), std::string::npos) << problems;
  EXPECT_NE(problems.find("KADRY_IDENTITY_ISSUER must be an https URL"), std::string::npos) << problems;
  EXPECT_NE(problems.find("KADRY_PUBLIC_URL must be an https URL"), std::string::npos) << problems;

  setenv("KADRY_REDIS_PASSWORD", "s3cret", 1);
  setenv("KADRY_IDENTITY_ISSUER", "https://login.firma.example", 1);
  setenv("KADRY_PUBLIC_URL", "https://kadry.firma.example", 1);
  auto accepted = LoadGatewayConfigFromEnv();
  ASSERT_TRUE(accepted.ok()) << accepted.status();
  EXPECT_TRUE(accepted->production);

  setenv("KADRY_ENVIRONMENT", "development", 1);
  setenv("KADRY_PUBLIC_URL", "http://localhost:8080", 1);
  auto development = LoadGatewayConfigFromEnv();
  ASSERT_TRUE(development.ok()) << development.status();
  EXPECT_FALSE(development->production);
  for (const char* v : {"KADRY_ENVIRONMENT", "KADRY_REDIS_PASSWORD", "KADRY_IDENTITY_ISSUER", "KADRY_PUBLIC_URL"}) {
    unsetenv(v);
  }
}

}  // namespace
}  // namespace kadry::gateway
