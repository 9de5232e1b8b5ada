#pragma once

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "services/common/forwarded_call.h"
#include "services/common/people_directory.h"

namespace kadry::bonus_declarations {

// The people directory, reached only through its gRPC API (docs/architecture.md §1); a
// person is the directory's record (services/common/people_directory.h).
class PeopleDirectory {
 public:
  virtual ~PeopleDirectory() = default;
  // The person `user_id` as the caller may see them.
  virtual absl::StatusOr<Person> Get(const OnBehalfOf& caller, int user_id) = 0;
  // Everyone the caller may see whose name or SAP number holds `search`, by name, every page.
  virtual absl::StatusOr<std::vector<Person>> Search(const OnBehalfOf& caller, const std::string& search) = 0;
  // The people of `user_ids` the caller may see; those it may not are left out.
  virtual absl::StatusOr<std::vector<Person>> Find(const OnBehalfOf& caller, const std::vector<int>& user_ids) = 0;
};

// kadry.absences.v1.AbsencesService over one channel, through the common client.
class AbsencesDirectory final : public PeopleDirectory {
 public:
  explicit AbsencesDirectory(const std::string& address);
  absl::StatusOr<Person> Get(const OnBehalfOf& caller, int user_id) override;
  absl::StatusOr<std::vector<Person>> Search(const OnBehalfOf& caller, const std::string& search) override;
  absl::StatusOr<std::vector<Person>> Find(const OnBehalfOf& caller, const std::vector<int>& user_ids) override;

 private:
  PeopleDirectoryClient client_;
};

}  // namespace kadry::bonus_declarations
