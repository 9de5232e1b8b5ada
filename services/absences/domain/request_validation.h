#pragma once

#include <string>
#include <vector>

#include "absl/time/civil_time.h"

namespace kadry::absences {

inline constexpr int kMaxCommentLength = 500;
inline constexpr int kMaxPeriodDays = 366;

// What the new-request form sends, after parsing (docs/absences-api.md).
struct RequestDraftInput {
  int request_type_id = 0;
  absl::CivilDay from;
  absl::CivilDay to;
  int hours = 0;
  std::string comment;
  bool has_address = false;        // street and city given
  int reason_type_id = 0;          // 1 illness, 2 accident
  std::string cared_for_full_name;
  bool cared_for_has_address = false;
  int degree_of_kinship_id = 0;
  std::string purpose;
};

struct FieldProblem {
  std::string field;    // camelCase field of the draft
  std::string message;  // safe to show
};

// Every problem of a draft at once, judged on `today` (a day in Poland).
std::vector<FieldProblem> ValidateDraft(const RequestDraftInput& draft, absl::CivilDay today);

// Calendar days of the period, inclusive.
int NumberOfDays(absl::CivilDay from, absl::CivilDay to);
// Working days of the standard Monday–Friday schedule minus public holidays; a
// part-timer works shorter days, not fewer, so the count is the same (KP art. 154 §2
// turns the fraction into fewer leave days instead).
int NumberOfWorkingDays(absl::CivilDay from, absl::CivilDay to);

}  // namespace kadry::absences
