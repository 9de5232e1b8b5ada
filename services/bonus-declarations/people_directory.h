#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "services/bonus-declarations/domain/campaign_rules.h"
#include "services/common/forwarded_call.h"

namespace kadry::absences::v1 {
class SearchEmployeesRequest;
}  // namespace kadry::absences::v1

namespace kadry::bonus_declarations {

// A person as the people directory (the absences service) has them.
struct Person {
  int user_id = 0;
  std::string full_name;
  std::string sap_number;
  std::string department_name;
  std::string supervisor_full_name;
  // When the directory tells the caller (HR, Admin, the person, their supervisors); none on a
  // card without personnel data.
  std::optional<Employment> employment;
};

// The people directory, reached only through its gRPC API (docs/architecture.md §1).
class PeopleDirectory {
 public:
  virtual ~PeopleDirectory() = default;
  // The person `user_id` as the caller may see them.
  virtual absl::StatusOr<Person> Get(const OnBehalfOf& caller, int user_id) = 0;
  // Everyone the caller may see whose name or SAP number holds `search`, read page by page
  // (1 000 a call: the directory's cap).
  virtual absl::StatusOr<std::vector<Person>> Search(const OnBehalfOf& caller, const std::string& search) = 0;
  // The people of `user_ids` the caller may see (1 000 a call); those it may not are left out.
  virtual absl::StatusOr<std::vector<Person>> Find(const OnBehalfOf& caller, const std::vector<int>& user_ids) = 0;
};

// kadry.absences.v1.AbsencesService over one channel.
class AbsencesDirectory final : public PeopleDirectory {
 public:
  explicit AbsencesDirectory(const std::string& address);
  ~AbsencesDirectory() override;
  absl::StatusOr<Person> Get(const OnBehalfOf& caller, int user_id) override;
  absl::StatusOr<std::vector<Person>> Search(const OnBehalfOf& caller, const std::string& search) override;
  absl::StatusOr<std::vector<Person>> Find(const OnBehalfOf& caller, const std::vector<int>& user_ids) override;

 private:
  // One SearchEmployees call of `request` at the directory's cap, its people appended to `out`;
  // answers the whole search's total.
  absl::StatusOr<int> SearchPage(const OnBehalfOf& caller, kadry::absences::v1::SearchEmployeesRequest& request,
                                 std::vector<Person>& out);
  struct Stub;
  std::unique_ptr<Stub> stub_;
};

}  // namespace kadry::bonus_declarations
