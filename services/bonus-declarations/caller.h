#pragma once

#include <string>

#include "services/bonus-declarations/people_directory.h"

namespace kadry::bonus_declarations {

// Who calls, with what their roles let them do (docs/bonus-declarations.md "Access").
struct Caller {
  int user_id = 0;
  bool reads_all = false;         // Admin, HR, HRPreview read everyone's declarations and logs
  bool writes_campaigns = false;  // Admin, HR create and change campaigns
  OnBehalfOf on_behalf;           // forwarded to the people directory
  std::string idempotency_key;    // of this call's create or change; "" = none
};

}  // namespace kadry::bonus_declarations
