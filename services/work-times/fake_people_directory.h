#pragma once

// The people directory of the work-times integration tests: the people, absences, access flags
// and holidays a test sets, in memory. It counts the reads of holidays, which the evaluator
// makes once per call and once more when it computes.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "services/work-times/people_directory.h"

namespace kadry::work_times {

class FakePeopleDirectory final : public PeopleDirectory {
 public:
  absl::StatusOr<AccessFacts> AccessOf(const OnBehalfOf&, int caller_id) override {
    auto it = access.find(caller_id);
    return it == access.end() ? AccessFacts{} : it->second;
  }
  absl::StatusOr<std::vector<Person>> Below(const OnBehalfOf&, int supervisor_id, int employee_id) override {
    std::vector<Person> out;
    for (const Person& p : people) {
      if (p.supervisor_id == supervisor_id && (employee_id == 0 || p.employee_id == employee_id)) out.push_back(p);
    }
    return out;
  }
  absl::StatusOr<std::map<int, Person>> Employments(const OnBehalfOf&, const std::vector<int>&) override {
    return std::map<int, Person>{};
  }
  absl::StatusOr<Person> Get(const OnBehalfOf&, int id) override {
    for (const Person& p : people) {
      if (p.employee_id == id) return p;
    }
    return absl::NotFoundError("no such person");
  }
  absl::StatusOr<std::vector<Person>> Visible(const OnBehalfOf&, const std::string&) override { return people; }
  absl::StatusOr<std::vector<Person>> Colleagues(const OnBehalfOf&, int) override { return people; }
  absl::StatusOr<std::vector<AbsenceDay>> Absences(const OnBehalfOf&, const std::vector<int>& ids, absl::CivilDay from,
                                                   absl::CivilDay to, bool) override {
    std::vector<AbsenceDay> out;
    for (const AbsenceDay& a : absences) {
      if (a.day >= from && a.day <= to && std::find(ids.begin(), ids.end(), a.employee_id) != ids.end()) {
        out.push_back(a);
      }
    }
    return out;
  }
  absl::StatusOr<std::map<int, std::string>> AbsenceVersions(const OnBehalfOf&, const std::vector<int>& ids) override {
    std::map<int, std::string> out;
    for (int id : ids) out[id] = std::to_string(absence_version);
    return out;
  }
  absl::StatusOr<std::vector<absl::CivilDay>> Holidays(const OnBehalfOf&, int) override {
    ++holiday_reads;
    return holidays;
  }

  std::vector<Person> people;
  std::map<int, AccessFacts> access;  // by employee id; nobody listed has no flags
  std::vector<AbsenceDay> absences;
  std::vector<absl::CivilDay> holidays;
  int absence_version = 1;  // counted up with every change of `absences`, as the directory's writes do
  int holiday_reads = 0;
};

}  // namespace kadry::work_times
