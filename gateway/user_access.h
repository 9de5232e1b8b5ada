#pragma once

#include <string_view>

#include "services/common/abilities.h"
#include "gateway/backend_channels.h"

namespace kadry::gateway {

// Where a user's access flags and HR area come from: the absences service owns them.
class UserAccessSource {
 public:
  virtual ~UserAccessSource() = default;
  // `token` is the user's own verified bearer token, forwarded so the service applies
  // its usual row rules (a user reads their own employee record); the look-up is part of
  // the request and ends by its `deadline`.
  virtual AccessFacts FactsFor(int user_id, std::string_view token, Deadline deadline) = 0;
};

// No flag and no HR area: what a policy sees while the owner of the flags cannot answer.
class DefaultUserAccess final : public UserAccessSource {
 public:
  AccessFacts FactsFor(int /*user_id*/, std::string_view /*token*/, Deadline /*deadline*/) override { return {}; }
};

// The caller's access flags and HR area as AbsencesService/GetEmployeeAbilities decides them
// (read as they are: the service is the one place they are decided). When absences cannot
// answer, DefaultUserAccess's facts (the principal cache then keeps them only as long as
// the token lives).
class AbsencesUserAccess final : public UserAccessSource {
 public:
  explicit AbsencesUserAccess(BackendChannels& backends) : backends_(backends) {}
  AccessFacts FactsFor(int user_id, std::string_view token, Deadline deadline) override;

 private:
  BackendChannels& backends_;
};

}  // namespace kadry::gateway
