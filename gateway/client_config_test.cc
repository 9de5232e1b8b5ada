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

}  // namespace
}  // namespace kadry::gateway
