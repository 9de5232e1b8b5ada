// The bonus-declarations gRPC service end to end against the real PostgreSQL of `./kadry
// test`: a server on a free port, bearer tokens signed by a test key, a pinned clock and an
// in-memory people directory. Its campaign is of 2095, so nothing meets the demo data.
#include <algorithm>
#include <memory>

#include "grpcpp/grpcpp.h"
#include "gtest/gtest.h"
#include "services/bonus-declarations/bonus_declarations_service.h"
#include "services/common/migrations.h"
#include "services/common/test_database.h"
#include "services/common/test_service.h"

namespace kadry::bonus_declarations {
namespace {

constexpr int kYear = 2095;
constexpr int kZofia = 990101, kPiotr = 990102, kHrUser = 990103, kPreviewUser = 990104, kEwa = 990105;
constexpr int kEmployeeRole = 9044, kHrRole = 9042, kHrPreviewRole = 9047;

// The directory of this test: four people, the caller's authorization must be forwarded.
class FakeDirectory final : public PeopleDirectory {
 public:
  absl::StatusOr<Person> Get(const OnBehalfOf& caller, int user_id) override {
    if (caller.authorization.rfind("Bearer ", 0) != 0) return absl::UnauthenticatedError("no token forwarded");
    for (const Person& p : people_) {
      if (p.employee_id == user_id) return p;
    }
    return absl::NotFoundError("no such employee");
  }
  absl::StatusOr<std::vector<Person>> Search(const OnBehalfOf&, const std::string& search) override {
    std::vector<Person> out;
    for (const Person& p : people_) {
      if (p.full_name.find(search) != std::string::npos) out.push_back(p);
    }
    return out;
  }
  absl::StatusOr<std::vector<Person>> Find(const OnBehalfOf& caller, const std::vector<int>& user_ids) override {
    if (caller.authorization.rfind("Bearer ", 0) != 0) return absl::UnauthenticatedError("no token forwarded");
    if (down_) return absl::UnavailableError("the people directory is down");
    std::vector<Person> out;
    for (const Person& p : people_) {
      if (std::find(user_ids.begin(), user_ids.end(), p.employee_id) != user_ids.end()) out.push_back(p);
    }
    return out;
  }
  // Notice given: the last day of `user_id`'s employment.
  void EmployedUntil(int user_id, absl::CivilDay last_day) {
    for (Person& p : people_) {
      if (p.employee_id == user_id) p.employment->until = last_day;
    }
  }
  void Reset() {
    people_ = Everyone();
    down_ = false;
  }
  void GoDown() { down_ = true; }

 private:
  static std::vector<Person> Everyone() {
    const auto person = [](int id, const char* name, const char* sap, const char* department, const char* supervisor,
                           std::optional<absl::CivilDay> until) {
      Person p;
      p.employee_id = id;
      p.full_name = name;
      p.sap_number = sap;
      p.department_name = department;
      p.supervisor_full_name = supervisor;
      p.employment = kadry::Employment{absl::CivilDay(2080, 1, 1), until};
      return p;
    };
    return {person(kZofia, "Zofia Testowa", "99101", "Dział testów", "Anna Nowak", std::nullopt),
            person(kPiotr, "Piotr Testowy", "99102", "Dział testów", "Anna Nowak", std::nullopt),
            person(kHrUser, "Halina Kadrowa", "99103", "Kadry", "Adam Administracyjny", std::nullopt),
            // Leaves on 10 July, before the campaign's consideration day (15 July).
            person(kEwa, "Ewa Odchodząca", "99105", "Dział testów", "Anna Nowak", absl::CivilDay(kYear, 7, 10))};
  }
  std::vector<Person> people_ = Everyone();
  bool down_ = false;
};

struct Server {
  std::unique_ptr<BonusDeclarationsServiceImpl> service;
  std::unique_ptr<grpc::Server> server;
  std::unique_ptr<v1::BonusDeclarationsService::Stub> stub;
};

class BonusServiceTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "bonus_declarations", 4));
    tokens_ = new TestTokens();
    directory_ = new FakeDirectory();
  }
  void SetUp() override {
    Clear();
    directory_->Reset();
    open_ = Start(absl::CivilDay(kYear, 6, 10));
    late_ = Start(absl::CivilDay(kYear, 7, 1));  // after canPlaceEndOn, before endOn
  }
  void TearDown() override {
    for (Server* s : {&open_, &late_}) s->server->Shutdown();
    Clear();
  }

  static void Clear() {
    ASSERT_TRUE(pool_
                    ->Query("DELETE FROM bonus_declarations.declarations WHERE campaign_id IN "
                            "(SELECT campaign_id FROM bonus_declarations.campaigns WHERE year = 2095)")
                    .ok());
    ASSERT_TRUE(pool_->Query("DELETE FROM bonus_declarations.campaigns WHERE year = 2095").ok());
  }

  static Server Start(absl::CivilDay today) {
    Server s;
    s.service =
        std::make_unique<BonusDeclarationsServiceImpl>(tokens_->verifier(), *pool_, *directory_, ClockPinnedTo(today));
    auto served = ServeForTest<v1::BonusDeclarationsService>(*s.service);
    s.server = std::move(served.server);
    s.stub = std::move(served.stub);
    return s;
  }

  static std::unique_ptr<grpc::ClientContext> As(int user_id, std::vector<int> roles) {
    return tokens_->As(user_id, roles);
  }
  static std::unique_ptr<grpc::ClientContext> AsZofia() { return As(kZofia, {kEmployeeRole}); }
  static std::unique_ptr<grpc::ClientContext> AsHr() { return As(kHrUser, {kEmployeeRole, kHrRole}); }

  static v1::SaveCampaignRequest Campaign() {
    v1::SaveCampaignRequest r;
    v1::Campaign* c = r.mutable_campaign();
    c->set_year(kYear);
    c->set_start_on("2095-06-01");
    c->set_can_place_end_on("2095-06-30");
    c->set_end_on("2095-07-15");
    c->set_consideration_on("2095-07-15");
    c->set_income_tax_year(kYear - 1);
    c->set_tax_free_limit_grosze(100000);
    for (auto [up_to, amount] : {std::pair{350000, 90000}, {450000, 80000}, {550000, 70000}, {0, 60000}}) {
      v1::TierBand* t = c->add_tiers();
      t->set_income_up_to_grosze(up_to);
      t->set_amount_grosze(amount);
    }
    return r;
  }

  static v1::DeclarationDraft Draft(int64_t monthly) {
    v1::DeclarationDraft d;
    d.set_tax_year(kYear - 1);
    v1::HouseholdMember* m = d.add_household_members();
    m->set_full_name("Zofia Testowa");
    m->set_relationship("declarant");
    m->set_income_grosze(monthly * 12);
    d.set_statement_data_true(true);
    d.set_statement_documents_on_demand(true);
    d.set_statement_information_clause(true);
    return d;
  }

  int CreateCampaign() {
    v1::CampaignResponse res;
    const grpc::Status s = open_.stub->CreateCampaign(AsHr().get(), Campaign(), &res);
    EXPECT_TRUE(s.ok()) << s.error_message();
    return res.data().campaign_id();
  }

  static PgPool* pool_;
  static TestTokens* tokens_;
  static FakeDirectory* directory_;
  Server open_, late_;
};
PgPool* BonusServiceTest::pool_ = nullptr;
TestTokens* BonusServiceTest::tokens_ = nullptr;
FakeDirectory* BonusServiceTest::directory_ = nullptr;

TEST_F(BonusServiceTest, OnlyHrAndAdminWriteCampaignsAndAYearHasOne) {
  v1::CampaignResponse res;
  EXPECT_EQ(open_.stub->CreateCampaign(AsZofia().get(), Campaign(), &res).error_code(), grpc::PERMISSION_DENIED);
  EXPECT_EQ(open_.stub->CreateCampaign(As(kPreviewUser, {kEmployeeRole, kHrPreviewRole}).get(), Campaign(), &res)
                .error_code(),
            grpc::PERMISSION_DENIED);
  const int id = CreateCampaign();
  EXPECT_GT(id, 0);
  EXPECT_EQ(open_.stub->CreateCampaign(AsHr().get(), Campaign(), &res).error_code(), grpc::ALREADY_EXISTS);
  v1::SaveCampaignRequest backwards = Campaign();
  backwards.set_campaign_id(id);
  backwards.mutable_campaign()->set_end_on("2095-06-15");
  EXPECT_EQ(open_.stub->UpdateCampaign(AsHr().get(), backwards, &res).error_code(), grpc::INVALID_ARGUMENT);
}

TEST_F(BonusServiceTest, ADeclarationIsFiledOnceWithTheDirectorysNameAndEditedOnlyByItsOwnerInTime) {
  CreateCampaign();
  v1::BonusDeclarationConfiguration config;
  ASSERT_TRUE(open_.stub->GetConfiguration(AsZofia().get(), {}, &config).ok());
  EXPECT_EQ(config.start_on(), "2095-06-01");
  EXPECT_TRUE(config.bonus_declarations_available());
  EXPECT_FALSE(config.bonus_declarations_deadline_passed());

  v1::CreateDeclarationRequest create;
  *create.mutable_declaration() = Draft(350001);
  v1::DeclarationResponse filed;
  grpc::Status s = open_.stub->CreateDeclaration(AsZofia().get(), create, &filed);
  ASSERT_TRUE(s.ok()) << s.error_message();
  EXPECT_EQ(filed.data().full_name(), "Zofia Testowa");
  EXPECT_EQ(filed.data().sap_number(), "99101");
  EXPECT_EQ(filed.data().monthly_income_per_member_grosze(), 350001);
  EXPECT_EQ(filed.data().tier_amount_grosze(), 80000);
  v1::DeclarationResponse ignored;
  EXPECT_EQ(open_.stub->CreateDeclaration(AsZofia().get(), create, &ignored).error_code(), grpc::ALREADY_EXISTS);

  v1::UpdateDeclarationRequest update;
  update.set_bonus_declaration_id(filed.data().bonus_declaration_id());
  *update.mutable_declaration() = Draft(350000);
  EXPECT_EQ(open_.stub->UpdateDeclaration(As(kPiotr, {kEmployeeRole}).get(), update, &ignored).error_code(),
            grpc::NOT_FOUND);
  EXPECT_EQ(open_.stub->UpdateDeclaration(AsHr().get(), update, &ignored).error_code(), grpc::PERMISSION_DENIED);
  v1::DeclarationResponse edited;
  ASSERT_TRUE(open_.stub->UpdateDeclaration(AsZofia().get(), update, &edited).ok());
  EXPECT_EQ(edited.data().tier_amount_grosze(), 90000);
  EXPECT_NE(edited.data().edited_date(), "");

  // After canPlaceEndOn: neither a change nor a new declaration.
  EXPECT_EQ(late_.stub->UpdateDeclaration(AsZofia().get(), update, &ignored).error_code(), grpc::FAILED_PRECONDITION);
  *create.mutable_declaration() = Draft(100000);
  EXPECT_EQ(late_.stub->CreateDeclaration(As(kPiotr, {kEmployeeRole}).get(), create, &ignored).error_code(),
            grpc::FAILED_PRECONDITION);
  ASSERT_TRUE(late_.stub->GetConfiguration(AsZofia().get(), {}, &config).ok());
  EXPECT_TRUE(config.bonus_declarations_deadline_passed());
}

TEST_F(BonusServiceTest, ReadersOfTheirOwnSeeOnlyTheirOwnAndHrListsWhoHasNotDeclared) {
  const int campaign = CreateCampaign();
  v1::CreateDeclarationRequest create;
  *create.mutable_declaration() = Draft(300000);
  v1::DeclarationResponse filed;
  ASSERT_TRUE(open_.stub->CreateDeclaration(AsZofia().get(), create, &filed).ok());

  v1::SearchDeclarationsRequest others;
  others.set_user_id(kZofia);
  others.set_campaign_id(campaign);
  v1::DeclarationList list;
  EXPECT_EQ(open_.stub->SearchDeclarations(As(kPiotr, {kEmployeeRole}).get(), others, &list).error_code(),
            grpc::PERMISSION_DENIED);
  ASSERT_TRUE(open_.stub->SearchDeclarations(AsHr().get(), others, &list).ok());
  EXPECT_EQ(list.paging().total(), 1);

  v1::SearchNonDeclarantsRequest who;
  who.set_campaign_id(campaign);
  v1::NonDeclarantList missing;
  EXPECT_EQ(open_.stub->SearchNonDeclarants(AsZofia().get(), who, &missing).error_code(), grpc::PERMISSION_DENIED);
  ASSERT_TRUE(open_.stub->SearchNonDeclarants(AsHr().get(), who, &missing).ok());
  ASSERT_EQ(missing.paging().total(), 3);
  EXPECT_EQ(missing.data(0).user_id(), kPiotr);
  EXPECT_EQ(missing.data(1).user_id(), kHrUser);
  EXPECT_EQ(missing.data(2).user_id(), kEwa);
}

// What payroll pays out of the fund, per tier: Zofia's household lives on 3 000 zł a month per
// person (the 900 zł tier, up to 3 500 zł), Piotr's on 5 000 zł (the 700 zł tier, up to
// 5 500 zł): two declarations, 900 + 700 = 1 600 zł. Only HR reads it.
TEST_F(BonusServiceTest, HrSeesWhatTheCampaignsDeclarationsAddUpToPerTier) {
  const int campaign = CreateCampaign();
  for (auto [who, monthly] : {std::pair{kZofia, 300000}, {kPiotr, 500000}}) {
    v1::CreateDeclarationRequest create;
    *create.mutable_declaration() = Draft(monthly);
    v1::DeclarationResponse filed;
    const grpc::Status s = open_.stub->CreateDeclaration(As(who, {kEmployeeRole}).get(), create, &filed);
    ASSERT_TRUE(s.ok()) << s.error_message();
  }
  v1::DeclarationsSummaryRequest req;
  req.set_campaign_id(campaign);
  v1::DeclarationsSummary summary;
  EXPECT_EQ(open_.stub->SummarizeDeclarations(AsZofia().get(), req, &summary).error_code(), grpc::PERMISSION_DENIED);
  ASSERT_TRUE(open_.stub->SummarizeDeclarations(AsHr().get(), req, &summary).ok());
  EXPECT_EQ(summary.campaign_id(), campaign);
  EXPECT_EQ(summary.declarations(), 2);
  EXPECT_EQ(summary.benefit_total_grosze(), 160000);
  ASSERT_EQ(summary.tiers_size(), 2);
  EXPECT_EQ(summary.tiers(0).amount_grosze(), 90000);
  EXPECT_EQ(summary.tiers(0).declarations(), 1);
  EXPECT_EQ(summary.tiers(1).amount_grosze(), 70000);
  EXPECT_EQ(summary.tiers(1).declarations(), 1);

  req.set_campaign_id(campaign + 1000);
  EXPECT_EQ(open_.stub->SummarizeDeclarations(AsHr().get(), req, &summary).error_code(), grpc::NOT_FOUND);
}

// The benefit is for people still employed on the consideration day (15 July 2095 here):
// Ewa, who leaves on 10 July, is refused; Zofia files, and HR sees her employed on that
// day until her notice ends her employment on 1 July, when neither HR's list nor her own
// says so any more and her change is refused.
TEST_F(BonusServiceTest, OnlyPeopleEmployedOnTheConsiderationDayDeclareAndHrSeesWhoStillIs) {
  const int campaign = CreateCampaign();
  v1::CreateDeclarationRequest create;
  *create.mutable_declaration() = Draft(300000);
  v1::DeclarationResponse filed;
  grpc::Status s = open_.stub->CreateDeclaration(As(kEwa, {kEmployeeRole}).get(), create, &filed);
  EXPECT_EQ(s.error_code(), grpc::FAILED_PRECONDITION);
  EXPECT_NE(s.error_message().find("2095-07-10"), std::string::npos) << s.error_message();
  EXPECT_NE(s.error_message().find("2095-07-15"), std::string::npos) << s.error_message();

  s = open_.stub->CreateDeclaration(AsZofia().get(), create, &filed);
  ASSERT_TRUE(s.ok()) << s.error_message();
  EXPECT_TRUE(filed.data().has_employed_on_consideration_date());
  EXPECT_TRUE(filed.data().employed_on_consideration_date());

  v1::SearchDeclarationsRequest all;
  all.set_campaign_id(campaign);
  v1::DeclarationList list;
  ASSERT_TRUE(open_.stub->SearchDeclarations(AsHr().get(), all, &list).ok());
  ASSERT_EQ(list.paging().total(), 1);
  EXPECT_TRUE(list.data(0).has_employed_on_consideration_date());
  EXPECT_TRUE(list.data(0).employed_on_consideration_date());

  directory_->EmployedUntil(kZofia, absl::CivilDay(kYear, 7, 1));
  ASSERT_TRUE(open_.stub->SearchDeclarations(AsHr().get(), all, &list).ok());
  ASSERT_TRUE(list.data(0).has_employed_on_consideration_date());
  EXPECT_FALSE(list.data(0).employed_on_consideration_date());
  ASSERT_TRUE(open_.stub->SearchDeclarations(AsZofia().get(), all, &list).ok());
  EXPECT_FALSE(list.data(0).employed_on_consideration_date());

  v1::UpdateDeclarationRequest update;
  update.set_bonus_declaration_id(filed.data().bonus_declaration_id());
  *update.mutable_declaration() = Draft(200000);
  v1::DeclarationResponse ignored;
  EXPECT_EQ(open_.stub->UpdateDeclaration(AsZofia().get(), update, &ignored).error_code(), grpc::FAILED_PRECONDITION);

  // Without the directory HR's list still answers; only the flag is left out.
  directory_->GoDown();
  ASSERT_TRUE(open_.stub->SearchDeclarations(AsHr().get(), all, &list).ok());
  ASSERT_EQ(list.paging().total(), 1);
  EXPECT_FALSE(list.data(0).has_employed_on_consideration_date());
}

}  // namespace
}  // namespace kadry::bonus_declarations
