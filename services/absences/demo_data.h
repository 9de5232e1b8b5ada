#pragma once

#include "absl/status/status.h"
#include "services/common/pg.h"

namespace kadry::absences {

struct SeedSize {
  int employees = 150;          // the whole organisation, demo sign-ins included
  int years = 2;                // this year and the ones before
  int requests_per_year = 8;    // per employee
};

// The demo organisation: the identity provider's demo users (1001-1011) in their places,
// departments with supervisors, contracts, benefits and requests in every state. Set
// based (generate_series) so a million requests load in seconds; deterministic;
// idempotent: people are upserted, requests are generated only for people without any.
absl::Status SeedDemoData(PgPool& pool, const SeedSize& size);

}  // namespace kadry::absences
