#include "services/absences/domain/access_flags.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

TEST(AccessFlags, AFlagIsOnWhenItsAbilityIsHeld) {
  const std::vector<std::string> abilities = {"has_access_to_substitutions", "has_access_to_my_work_times"};
  EXPECT_TRUE(HasAccess(abilities, "has_access_to_substitutions"));
  EXPECT_TRUE(HasAccess(abilities, "has_access_to_my_work_times"));
  EXPECT_FALSE(HasAccess(abilities, "has_access_to_team_work_times"));
}

TEST(AccessFlags, EverySignedInUserMayDeclareTheHolidayBenefit) {
  EXPECT_TRUE(HasAccess({}, "has_access_to_bonus_declarations"));
  EXPECT_FALSE(HasAccess({}, "has_access_to_regular_home_office"));
}

}  // namespace
}  // namespace kadry::absences
