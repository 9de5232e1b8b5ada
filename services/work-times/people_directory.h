#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/common/abilities.h"
#include "services/common/forwarded_call.h"
#include "services/common/people_directory.h"

namespace kadry::work_times {

// A day of approved leave or other absence (home office included, flagged).
struct AbsenceDay {
  int employee_id = 0;
  absl::CivilDay day;
  std::string code;  // the request type's code (UW, HO, ...)
  std::string name;  // the request type's name ("Urlop wypoczynkowy")
  bool is_home_office = false;
  int hours = 0;  // hours off of an hourly request; 0 = the whole day
};

// The people directory, reached only through its gRPC API (docs/architecture.md §1); a person
// is the directory's record and an employment its dates (services/common/people_directory.h).
class PeopleDirectory {
 public:
  virtual ~PeopleDirectory() = default;
  // The caller's own access flags and HR area, which the view abilities read.
  virtual absl::StatusOr<AccessFacts> AccessOf(const OnBehalfOf& caller, int caller_id) = 0;
  // Everyone below `supervisor_id` in the line of supervision (at every level), as the caller
  // may see them; with `employee_id` only that person, if they are below.
  virtual absl::StatusOr<std::vector<Person>> Below(const OnBehalfOf& caller, int supervisor_id,
                                                    int employee_id = 0) = 0;
  // Those of `employee_ids` the directory knows, with their name, working time and employment
  // (an internal system's token with the absences.directory scope).
  virtual absl::StatusOr<std::map<int, Person>> Employments(const OnBehalfOf& system,
                                                            const std::vector<int>& employee_ids) = 0;
  // The person as the caller may see them (NOT_FOUND outside the caller's scope).
  virtual absl::StatusOr<Person> Get(const OnBehalfOf& caller, int employee_id) = 0;
  // Everyone the caller may see (their subtree; a location manager's location; everyone for
  // HR), the caller too, whose name or SAP number holds `search`, by name: every page.
  virtual absl::StatusOr<std::vector<Person>> Visible(const OnBehalfOf& caller, const std::string& search) = 0;
  // The people who share the caller's supervisor, the caller included.
  virtual absl::StatusOr<std::vector<Person>> Colleagues(const OnBehalfOf& caller, int caller_id) = 0;
  // Approved absences of those of `employee_ids` the caller may see, day by day; with
  // `colleagues`, of the caller's colleagues instead, without the leave's type.
  virtual absl::StatusOr<std::vector<AbsenceDay>> Absences(const OnBehalfOf& caller,
                                                           const std::vector<int>& employee_ids, absl::CivilDay from,
                                                           absl::CivilDay to, bool colleagues = false) = 0;
  // The public holidays of a year (the Polish calendar).
  virtual absl::StatusOr<std::vector<absl::CivilDay>> Holidays(const OnBehalfOf& caller, int year) = 0;
  // How far the approved absences of each of `employee_ids` the caller may see have changed,
  // as text that changes whenever what Absences gives the caller for them does.
  virtual absl::StatusOr<std::map<int, std::string>> AbsenceVersions(const OnBehalfOf& caller,
                                                                     const std::vector<int>& employee_ids) = 0;
};

// kadry.absences.v1.AbsencesService over one channel, people through the common client;
// holidays are kept per year once read.
class AbsencesDirectory final : public PeopleDirectory {
 public:
  explicit AbsencesDirectory(const std::string& address);
  // People and the other calls over one channel.
  explicit AbsencesDirectory(std::shared_ptr<grpc::ChannelInterface> channel);
  ~AbsencesDirectory() override;
  absl::StatusOr<Person> Get(const OnBehalfOf& caller, int employee_id) override;
  absl::StatusOr<std::vector<Person>> Visible(const OnBehalfOf& caller, const std::string& search) override;
  absl::StatusOr<std::vector<Person>> Colleagues(const OnBehalfOf& caller, int caller_id) override;
  absl::StatusOr<std::vector<AbsenceDay>> Absences(const OnBehalfOf& caller, const std::vector<int>& employee_ids,
                                                   absl::CivilDay from, absl::CivilDay to, bool colleagues) override;
  absl::StatusOr<std::vector<absl::CivilDay>> Holidays(const OnBehalfOf& caller, int year) override;
  absl::StatusOr<std::map<int, std::string>> AbsenceVersions(const OnBehalfOf& caller,
                                                             const std::vector<int>& employee_ids) override;
  absl::StatusOr<AccessFacts> AccessOf(const OnBehalfOf& caller, int caller_id) override;
  absl::StatusOr<std::vector<Person>> Below(const OnBehalfOf& caller, int supervisor_id, int employee_id) override;
  absl::StatusOr<std::map<int, Person>> Employments(const OnBehalfOf& system,
                                                    const std::vector<int>& employee_ids) override;

 private:
  struct Stub;
  std::unique_ptr<Stub> stub_;
  PeopleDirectoryClient people_;
  std::mutex holidays_mu_;
  std::map<int, std::vector<absl::CivilDay>> holidays_;
};

}  // namespace kadry::work_times
