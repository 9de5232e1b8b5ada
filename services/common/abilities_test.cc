// Abilities of docs/product.md §6 evaluated from the real proto/kadry/v1/abilities.json (as embedded).
#include "services/common/abilities.h"

#include <gtest/gtest.h>

namespace kadry {
namespace {

class AbilitiesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto loaded = AbilityRules::FromJson(nlohmann::json::parse(AbilitiesJson()));
    ASSERT_TRUE(loaded.ok()) << loaded.status();
    rules_ = std::make_unique<AbilityRules>(std::move(*loaded));
  }
  int Role(const char* name) { return *rules_->RoleId(name); }
  // Every demo account holds its role and Employee (docs/platform.md).
  bool Can(std::vector<const char*> roles, const char* subject, AccessFacts facts = NoFlags()) {
    std::vector<int> ids;
    for (const char* r : roles) ids.push_back(Role(r));
    return rules_->Evaluate(ids, facts).count(subject) > 0;
  }
  static AccessFacts NoFlags() { return {}; }
  static AccessFacts WithFlag(const char* flag) {
    AccessFacts f = NoFlags();
    f.flags[flag] = true;
    return f;
  }
  std::unique_ptr<AbilityRules> rules_;
};

TEST_F(AbilitiesTest, RoleIdsMatchSpec) {
  EXPECT_EQ(Role("Admin"), 9301);
  EXPECT_EQ(Role("Employee"), 9044);
  EXPECT_EQ(Role("Manager"), 9043);
  EXPECT_EQ(Role("HR"), 9042);
  EXPECT_EQ(Role("HRPreview"), 9047);
  EXPECT_EQ(Role("Administration"), 9046);
  EXPECT_EQ(Role("HoAgreementOpinioning"), 9048);
  EXPECT_EQ(Role("PostAdmin"), 9049);
  EXPECT_EQ(Role("PostEditor"), 9050);
  EXPECT_EQ(Role("HRAnalyst"), 9051);
  EXPECT_EQ(Role("LocationManager"), 9052);
}

TEST_F(AbilitiesTest, Employee) {
  EXPECT_TRUE(Can({"Employee"}, "Page_Requests_My"));
  EXPECT_TRUE(Can({"Employee"}, "Page_Requests_New"));
  EXPECT_TRUE(Can({"Employee"}, "Page_Profile_Index"));
  EXPECT_FALSE(Can({"Employee"}, "Page_Requests_Team"));
  EXPECT_FALSE(Can({"Employee"}, "Page_Calendar_Team"));
  EXPECT_FALSE(Can({"Employee"}, "Page_HomeOffices_My"));
  EXPECT_TRUE(Can({"Employee"}, "Page_HomeOffices_My", WithFlag("hasAccessToOccasionalHomeOffice")));
  EXPECT_FALSE(Can({"Employee"}, "Page_WorkTimes_MyWorkdays"));
  EXPECT_TRUE(Can({"Employee"}, "Page_WorkTimes_MyWorkdays", WithFlag("hasAccessToMyWorkTimes")));
}

TEST_F(AbilitiesTest, TermOfEmploymentOnlyInHrAreaTwo) {
  AccessFacts asp = NoFlags();
  asp.hr_area_id = 2;
  EXPECT_TRUE(Can({"Employee"}, "Page_Info_TermOfEmployment", asp));
  AccessFacts other = NoFlags();
  other.hr_area_id = 11;
  EXPECT_FALSE(Can({"Employee"}, "Page_Info_TermOfEmployment", other));
  EXPECT_FALSE(Can({"Manager"}, "Page_Info_TermOfEmployment", asp));
}

TEST_F(AbilitiesTest, Manager) {
  EXPECT_TRUE(Can({"Manager", "Employee"}, "Page_Requests_Team"));
  EXPECT_TRUE(Can({"Manager", "Employee"}, "Page_Calendar_Team"));
  EXPECT_TRUE(Can({"Manager", "Employee"}, "Page_Requests_Limits"));
  EXPECT_FALSE(Can({"Manager", "Employee"}, "Page_Requests_Report"));
  EXPECT_FALSE(Can({"Manager"}, "Page_HomeOffices_WeekReport"));
  EXPECT_TRUE(Can({"Manager"}, "Page_HomeOffices_WeekReport", WithFlag("hasAccessToHoAbsenceWeekReport")));
  EXPECT_TRUE(Can({"Manager"}, "Page_WorkTimes_TeamAttendances"));
}

TEST_F(AbilitiesTest, Hr) {
  EXPECT_TRUE(Can({"HR", "Employee"}, "Page_Requests_Report"));
  EXPECT_FALSE(Can({"HR", "Employee"}, "Page_Requests_Team"));
  EXPECT_TRUE(Can({"HR"}, "Page_WorkTimes_TeamWorkdays"));  // orRoles: HR needs no flag
  EXPECT_FALSE(Can({"HR"}, "Page_Substitutions_Report"));
  EXPECT_TRUE(Can({"HR"}, "Page_Substitutions_Report", WithFlag("hasAccessToSubstitutions")));
}

TEST_F(AbilitiesTest, HrPreview) {
  EXPECT_TRUE(Can({"HRPreview", "Employee"}, "Page_Requests_Report"));
  EXPECT_FALSE(Can({"HRPreview", "Employee"}, "Page_Requests_Team"));
  EXPECT_FALSE(Can({"HRPreview"}, "Menu_Requests"));
}

TEST_F(AbilitiesTest, Administration) {
  EXPECT_TRUE(Can({"Administration"}, "Page_Calendar_Team"));
  EXPECT_TRUE(Can({"Administration"}, "Page_Requests_Report"));
  EXPECT_FALSE(Can({"Administration"}, "Page_Requests_Team"));
}

TEST_F(AbilitiesTest, Admin) {
  EXPECT_TRUE(Can({"Admin"}, "Page_Requests_Team"));
  EXPECT_TRUE(Can({"Admin"}, "Page_HomeOffices_List"));
  EXPECT_TRUE(Can({"Admin"}, "Page_Posts_Administration"));
  EXPECT_TRUE(Can({"Admin"}, "Menu_WorkTimes"));
  EXPECT_FALSE(Can({"Admin"}, "Page_Requests_My"));
}

TEST_F(AbilitiesTest, HoAgreementOpinioning) {
  EXPECT_TRUE(Can({"HoAgreementOpinioning"}, "Page_HomeOffices_List"));
  EXPECT_FALSE(Can({"HoAgreementOpinioning"}, "Menu_HomeOffices"));
  EXPECT_TRUE(Can({"HoAgreementOpinioning"}, "Menu_HomeOffices", WithFlag("hasAccessToRegularHomeOffice")));
  EXPECT_FALSE(Can({"HoAgreementOpinioning"}, "Page_HomeOffices_WeekReport"));
}

TEST_F(AbilitiesTest, PostAdminAndPostEditor) {
  EXPECT_TRUE(Can({"PostAdmin"}, "Page_Posts_Administration"));
  EXPECT_TRUE(Can({"PostEditor"}, "Page_Posts_Administration"));
  EXPECT_TRUE(Can({"PostEditor"}, "Menu_Administration"));
  EXPECT_FALSE(Can({"PostEditor"}, "Page_Calendar_Team"));
}

TEST_F(AbilitiesTest, HrAnalyst) {
  EXPECT_TRUE(Can({"HRAnalyst"}, "Page_HomeOffices_WeekReport"));
  EXPECT_FALSE(Can({"HRAnalyst"}, "Page_HomeOffices_List"));
}

TEST_F(AbilitiesTest, LocationManagerNeedsTeamWorkTimes) {
  EXPECT_FALSE(Can({"LocationManager", "Employee"}, "Page_WorkTimes_TeamWorkdays"));
  EXPECT_TRUE(
      Can({"LocationManager", "Employee"}, "Page_WorkTimes_TeamWorkdays", WithFlag("hasAccessToTeamWorkTimes")));
  EXPECT_FALSE(Can({"LocationManager"}, "Page_WorkTimes_TeamTimeEvaluation", WithFlag("hasAccessToTeamWorkTimes")));
}

TEST_F(AbilitiesTest, SubstitutionsMenuNeedsTheFlag) {
  EXPECT_FALSE(Can({"Employee"}, "Menu_Substitutions"));
  EXPECT_TRUE(Can({"Employee"}, "Menu_Substitutions", WithFlag("hasAccessToSubstitutions")));
  EXPECT_TRUE(Can({"HRAnalyst"}, "Menu_Substitutions", WithFlag("hasAccessToSubstitutions")));
}

TEST_F(AbilitiesTest, EveryRoleGetsBonusDeclarationsAndGeneralPages) {
  for (const auto& [name, id] : rules_->roles()) {
    const auto granted = rules_->Evaluate({id}, NoFlags());
    EXPECT_TRUE(granted.count("Page_BonusDeclarations_Index")) << name;
    EXPECT_TRUE(granted.count("Menu_General")) << name;
    EXPECT_TRUE(granted.count("Page_Calendar_My")) << name;
  }
  EXPECT_TRUE(rules_->Evaluate({}, NoFlags()).count("Page_BonusDeclarations_Index"));
}

TEST(AbilityRulesLoad, RejectsUnknownRoleNames) {
  auto doc = nlohmann::json::parse(R"({"roles":{"Admin":1},"rules":[{"subject":"X","roles":["Admn"]}]})");
  EXPECT_FALSE(AbilityRules::FromJson(doc).ok());
}

}  // namespace
}  // namespace kadry
