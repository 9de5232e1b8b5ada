#pragma once

#include "gateway/abilities.h"

namespace kadry::gateway {

// Where a user's access flags and HR area come from. The absences service owns them;
// until its RPC exists the gateway uses DefaultUserAccess.
class UserAccessSource {
 public:
  virtual ~UserAccessSource() = default;
  virtual AccessFacts FactsFor(int user_id) = 0;
};

// Every flag false and no HR area, except bonus declarations, which SPEC §6 grants
// to any signed-in user.
class DefaultUserAccess final : public UserAccessSource {
 public:
  AccessFacts FactsFor(int /*user_id*/) override {
    AccessFacts facts;
    facts.flags["hasAccessToBonusDeclarations"] = true;
    return facts;
  }
};

}  // namespace kadry::gateway
