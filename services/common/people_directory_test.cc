#include "services/common/people_directory.h"

#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>

#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/common/paging.h"

namespace kadry {
namespace {
namespace av1 = kadry::absences::v1;

// A directory of `count` people (ids from 1), answering SearchEmployees as the absences
// service does: the PageRequest's window of the matches, with their total.
class FakeAbsences final : public av1::AbsencesService::Service {
 public:
  explicit FakeAbsences(int count) : count_(count) {}

  grpc::Status SearchEmployees(grpc::ServerContext* context, const av1::SearchEmployeesRequest* request,
                               av1::EmployeeList* response) override {
    std::lock_guard<std::mutex> lock(mu_);
    requests_.push_back(*request);
    authorizations_.push_back(std::string(context->client_metadata().find("authorization")->second.data(),
                                          context->client_metadata().find("authorization")->second.size()));
    std::vector<int> matches;
    for (int id = 1; id <= count_; ++id) {
      const bool asked = request->employee_ids().empty() ||
                         std::find(request->employee_ids().begin(), request->employee_ids().end(), id) !=
                             request->employee_ids().end();
      if (asked) matches.push_back(id);
    }
    const PageWindow window = PageOf(*request);
    for (int64_t i = window.Offset(); i < static_cast<int64_t>(matches.size()) && i < window.Offset() + window.size;
         ++i) {
      av1::Employee* e = response->add_data();
      e->set_employee_id(matches[static_cast<size_t>(i)]);
      e->set_full_name("Person " + std::to_string(matches[static_cast<size_t>(i)]));
      e->set_department_name("Kadry");
      e->set_working_time_numerator(1);
      e->set_working_time_denominator(2);
      if (matches[static_cast<size_t>(i)] == 1) {
        e->set_employed_since_on("2020-01-01");
        e->set_employed_until_on("2030-06-30");
      }
    }
    response->mutable_paging()->set_total(static_cast<int>(matches.size()));
    return grpc::Status::OK;
  }

  grpc::Status GetEmployee(grpc::ServerContext*, const av1::GetEmployeeRequest* request,
                           av1::EmployeeResponse* response) override {
    if (request->id() > count_) return grpc::Status(grpc::StatusCode::NOT_FOUND, "no such employee");
    response->mutable_data()->set_employee_id(request->id());
    response->mutable_data()->set_full_name("Person " + std::to_string(request->id()));
    return grpc::Status::OK;
  }

  std::vector<av1::SearchEmployeesRequest> Requests() {
    std::lock_guard<std::mutex> lock(mu_);
    return requests_;
  }
  std::vector<std::string> Authorizations() {
    std::lock_guard<std::mutex> lock(mu_);
    return authorizations_;
  }

 private:
  const int count_;
  std::mutex mu_;
  std::vector<av1::SearchEmployeesRequest> requests_;
  std::vector<std::string> authorizations_;
};

struct Directory {
  explicit Directory(int count) : fake(count) {
    grpc::ServerBuilder builder;
    int port = 0;
    builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
    builder.RegisterService(&fake);
    server = builder.BuildAndStart();
    client = std::make_unique<PeopleDirectoryClient>(
        grpc::CreateChannel("127.0.0.1:" + std::to_string(port), grpc::InsecureChannelCredentials()));
  }
  FakeAbsences fake;
  std::unique_ptr<grpc::Server> server;
  std::unique_ptr<PeopleDirectoryClient> client;
};

const OnBehalfOf kCaller{"Bearer token-of-the-caller"};

// A search is read to its end, a page of the common cap at a time, by name, on the caller's behalf.
TEST(PeopleDirectoryClient, ASearchReadsEveryPageAtTheCommonCap) {
  Directory d(2 * kMaxPageSize + 5);
  av1::SearchEmployeesRequest criteria;
  criteria.mutable_paging()->set_search("Person");
  criteria.mutable_paging()->set_page_size(10);  // the client's paging, not the caller's
  auto people = d.client->SearchAll(kCaller, criteria);
  ASSERT_TRUE(people.ok()) << people.status();
  EXPECT_EQ(people->size(), static_cast<size_t>(2 * kMaxPageSize + 5));
  const auto requests = d.fake.Requests();
  ASSERT_EQ(requests.size(), 3u);
  for (size_t i = 0; i < requests.size(); ++i) {
    EXPECT_EQ(requests[i].paging().page(), static_cast<int>(i) + 1);
    EXPECT_EQ(requests[i].paging().page_size(), kMaxPageSize);
    EXPECT_EQ(requests[i].paging().search(), "Person");
    ASSERT_EQ(requests[i].paging().sort_size(), 1);
    EXPECT_EQ(requests[i].paging().sort(0), "full-name");
  }
  for (const std::string& a : d.fake.Authorizations()) EXPECT_EQ(a, "Bearer token-of-the-caller");
}

TEST(PeopleDirectoryClient, OnePageWhenEveryoneFitsOnIt) {
  Directory d(3);
  auto people = d.client->SearchAll(kCaller, av1::SearchEmployeesRequest());
  ASSERT_TRUE(people.ok()) << people.status();
  ASSERT_EQ(people->size(), 3u);
  EXPECT_EQ(d.fake.Requests().size(), 1u);
  // The one record of a person, with what every service reads of it.
  const Person& first = (*people)[0];
  EXPECT_EQ(first.employee_id, 1);
  EXPECT_EQ(first.full_name, "Person 1");
  EXPECT_EQ(first.department_name, "Kadry");
  EXPECT_EQ(first.fraction_numerator, 1);
  EXPECT_EQ(first.fraction_denominator, 2);
  ASSERT_TRUE(first.employment.has_value());
  EXPECT_EQ(first.employment->since, absl::CivilDay(2020, 1, 1));
  EXPECT_EQ(first.employment->until, absl::CivilDay(2030, 6, 30));
  EXPECT_FALSE((*people)[1].employment.has_value());  // a card without personnel data
}

// Ids are asked for a cap's worth at a time.
TEST(PeopleDirectoryClient, FindAsksForTheIdsInBatchesOfTheCap) {
  Directory d(kMaxPageSize + 10);
  std::vector<int> ids;
  for (int id = 1; id <= kMaxPageSize + 20; ++id) ids.push_back(id);  // the last ten are unknown
  auto people = d.client->Find(kCaller, ids);
  ASSERT_TRUE(people.ok()) << people.status();
  EXPECT_EQ(people->size(), static_cast<size_t>(kMaxPageSize + 10));
  const auto requests = d.fake.Requests();
  ASSERT_EQ(requests.size(), 2u);
  EXPECT_EQ(requests[0].employee_ids_size(), kMaxPageSize);
  EXPECT_EQ(requests[1].employee_ids_size(), 20);
}

TEST(PeopleDirectoryClient, GetAnswersTheDirectorysRefusal) {
  Directory d(3);
  auto found = d.client->Get(kCaller, 2);
  ASSERT_TRUE(found.ok()) << found.status();
  EXPECT_EQ(found->full_name, "Person 2");
  EXPECT_EQ(d.client->Get(kCaller, 9).status().code(), absl::StatusCode::kNotFound);
}

}  // namespace
}  // namespace kadry
