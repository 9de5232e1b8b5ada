#pragma once

#include "absl/status/status.h"
#include "absl/time/civil_time.h"
#include "services/common/pg.h"

namespace kadry::bonus_declarations {

// The demo campaigns (docs/bonus-declarations.md "Demo data"): this year's around `today`
// (open from today-14 d, declarations until today+14 d, ending today+30 d) so the demo and
// the e2e tests can declare, and last year's, closed, with a declaration of the demo
// `employee` (1002) that can no longer be changed. Idempotent: a year that has a campaign
// keeps it as it is (its dates are never moved), a declaration is added only once.
absl::Status SeedDemoData(PgPool& pool, absl::CivilDay today);

}  // namespace kadry::bonus_declarations
