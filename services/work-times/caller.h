#pragma once

#include <set>
#include <string>

#include "services/work-times/people_directory.h"

namespace kadry::work_times {

// Who calls, with what their roles let them do (docs/work-times.md "Access").
struct Caller {
  int user_id = 0;
  std::string full_name;
  bool reads_all = false;           // HR, Admin: everyone's working time, corrections and locks
  bool is_hr = false;               // HR: reopens a month payroll has read
  bool supervises = false;          // Manager: their team's, corrections, approvals and locks
  bool reads_location = false;      // LocationManager: the people of their location, read only
  std::set<std::string> abilities;  // the view abilities of the roles and the access flags
  OnBehalfOf on_behalf;             // forwarded to the people directory
  std::string idempotency_key;      // of this call's create or decision; "" = none

  // Whose data beyond their own the caller may read at all (the directory decides whom).
  bool ReadsOthers() const { return reads_all || supervises || reads_location; }
  // Whether the caller may correct, approve and lock anyone's days: HR and Admin anyone's, a
  // manager only those below them in the line of supervision, whatever else they may read.
  bool ChangesOthers() const { return reads_all || supervises; }
};

}  // namespace kadry::work_times
