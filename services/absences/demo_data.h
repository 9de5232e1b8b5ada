#pragma once

#include "absl/status/status.h"
#include "absl/time/civil_time.h"
#include "services/common/pg.h"

namespace kadry::absences {

struct SeedSize {
  int employees = 150;        // the whole organisation, demo sign-ins included
  int years = 2;              // this year and the ones before
  int requests_per_year = 8;  // per employee
};

// The demo organisation: the identity provider's demo users (1001-1011) in their places,
// departments with supervisors, contracts, benefits and requests in every state, with one
// request ahead of `today` for everyone (most waiting for a decision). Set based
// (generate_series, foreign keys checked once per bulk load): a million requests in
// about 50 s on the 2-core development machine. Deterministic; idempotent: people are
// upserted, past requests are generated only for people without any, the one ahead only
// for people with nothing ahead.
absl::Status SeedDemoData(PgPool& pool, const SeedSize& size, absl::CivilDay today);

}  // namespace kadry::absences
