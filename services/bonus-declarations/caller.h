#pragma once

#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "services/bonus-declarations/people_directory.h"
#include "services/common/problem.h"

namespace kadry::bonus_declarations {

// Who calls, with what their roles let them do (docs/bonus-declarations.md "Access").
struct Caller {
  int user_id = 0;
  bool reads_all = false;         // Admin, HR, HRPreview read everyone's declarations and logs
  bool writes_campaigns = false;  // Admin, HR create and change campaigns
  OnBehalfOf on_behalf;           // forwarded to the people directory
  std::string idempotency_key;    // of this call's create or change; "" = none

  // OK for those who read everyone's rows; else access.hr-only with `refusal` ("the summary of
  // declarations is for HR").
  absl::Status HrOnly(std::string_view refusal) const {
    return reads_all ? absl::OkStatus() : Refusal(absl::StatusCode::kPermissionDenied, "access.hr-only", refusal);
  }
};

}  // namespace kadry::bonus_declarations
