#include "gateway/client_config.h"

#include "gtest/gtest.h"

namespace kadry::gateway {
namespace {

TEST(ClientConfigTest, ModulesNameTheEmployeeBaseFirstAndTheAbsencesBase) {
  GatewayConfig c;
  c.public_url = "https://kadry.example.pl/";
  const nlohmann::json modules = ClientConfigJson(c)["modules"];
  ASSERT_EQ(modules.size(), 2u);
  // The web app finds the employee module by name; older clients read the first entry.
  EXPECT_EQ(modules[0]["name"], "employee");
  EXPECT_EQ(modules[0]["apiBaseUrl"], "https://kadry.example.pl/");
  EXPECT_EQ(modules[1]["name"], "absences");
  EXPECT_EQ(modules[1]["apiBaseUrl"], "https://kadry.example.pl/absences/api/");
}

// Silent renewal: the hidden frame goes from the provider back to the app's own callback.
TEST(ClientConfigTest, FramesMayShowTheAppItselfAndTheProviderButNothingElse) {
  GatewayConfig c;
  c.public_url = "https://kadry.example.pl/";
  c.issuer = "https://login.example.pl/";
  const std::string csp = ContentSecurityPolicy(c);
  EXPECT_NE(csp.find("frame-src 'self' https://login.example.pl;"), std::string::npos) << csp;
  EXPECT_NE(csp.find("frame-ancestors 'self';"), std::string::npos) << csp;
}

}  // namespace
}  // namespace kadry::gateway
