#pragma once

// The events of requests for the notifications service (docs/notifications.md), written to
// the outbox of migration 0016 in the transaction of the change they report.
#include <string>

#include "absl/status/status.h"
#include "absl/time/civil_time.h"
#include "services/common/pg.h"

namespace kadry::absences {

// Who learns of a request's event.
enum class NotifiedAbout {
  kApprovers,  // the applicant's supervisor, and whoever stands in for them `today`
  kApplicant,
};

class NotificationOutbox final {
 public:
  // Writes event `kind` ("leave.filed") of request `request_id` for `whom`, never for the actor
  // themself; nothing when nobody is left. The supervisor's link opens the team's request, a
  // substitute's their substitutions page (where they decide), the applicant's their own.
  static absl::Status AboutRequest(PgConnection& tx, int request_id, const std::string& kind, NotifiedAbout whom,
                                   int actor_id, absl::CivilDay today);
  // substitution.confirmed for the substitute of a substitution now confirmed (by the actor,
  // who is not told); nothing for one in another status.
  static absl::Status AboutConfirmedSubstitution(PgConnection& tx, int substitution_id, int actor_id);
};

}  // namespace kadry::absences
