#pragma once

// The one client of the people directory (the absences service's SearchEmployees and
// GetEmployee) for the services that read it (docs/architecture.md §1): one record of a person
// and one paging behaviour, every page of a search at the common cap (paging.h kMaxPageSize).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/common/forwarded_call.h"

namespace grpc {
class ChannelInterface;
}  // namespace grpc

namespace kadry::absences::v1 {
class Employee;
class SearchEmployeesRequest;
}  // namespace kadry::absences::v1

namespace kadry {

// When a person is employed: personnel data, which the directory gives HR, Admin, the person
// and their supervisors.
struct Employment {
  absl::CivilDay since;
  std::optional<absl::CivilDay> until;  // none while open-ended
};

// A person as the directory has them, with what the services that read it need.
struct Person {
  int employee_id = 0;  // the identity provider's user id
  std::string full_name;
  std::string sap_number;
  std::string position;
  std::string location_name;
  int supervisor_id = 0;
  int fraction_numerator = 1;  // working time: 1/2 for half time
  int fraction_denominator = 1;
  std::string department_name;
  std::string supervisor_full_name;
  // None on a card without personnel data (a colleague's, a location manager's view).
  std::optional<Employment> employment;
};

// The person of a directory record.
Person PersonOf(const absences::v1::Employee& e);

class PeopleDirectoryClient {
 public:
  explicit PeopleDirectoryClient(std::shared_ptr<grpc::ChannelInterface> channel);
  ~PeopleDirectoryClient();

  // The person as the caller may see them (NOT_FOUND outside the caller's scope).
  absl::StatusOr<Person> Get(const OnBehalfOf& caller, int employee_id);
  // Everyone of `criteria` the caller may see, by name unless it sorts otherwise: page after
  // page of kMaxPageSize until the directory's total is read (its paging is ignored).
  absl::StatusOr<std::vector<Person>> SearchAll(const OnBehalfOf& caller,
                                                absences::v1::SearchEmployeesRequest criteria);
  // Those of `employee_ids` the caller may see, kMaxPageSize ids a call; the others are left out.
  absl::StatusOr<std::vector<Person>> Find(const OnBehalfOf& caller, const std::vector<int>& employee_ids);

 private:
  struct Stub;
  std::unique_ptr<Stub> stub_;
};

}  // namespace kadry
