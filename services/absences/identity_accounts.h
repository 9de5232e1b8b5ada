#pragma once

// The identity provider's accounts of imported people, written on the importer's behalf
// (docs/people-import.md): the provider checks the same caller again.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/common/forwarded_call.h"
#include "services/common/problem.h"

namespace grpc {
class ChannelInterface;
}  // namespace grpc

namespace kadry::absences {

struct AccountToSync {
  int user_id = 0;
  std::string username;
  std::string first_name;
  std::string last_name;
  std::string email;
  std::vector<int> role_ids;
  std::optional<absl::CivilDay> access_ends_on;
};

struct SyncedAccount {
  int user_id = 0;
  std::string outcome;  // created, updated, unchanged, refused
  std::optional<FieldProblem> problem;
  std::string password_link;
};

class IdentityAccounts final {
 public:
  explicit IdentityAccounts(std::shared_ptr<grpc::ChannelInterface> channel);
  ~IdentityAccounts();

  // One answer per account, in their order.
  absl::StatusOr<std::vector<SyncedAccount>> Sync(const OnBehalfOf& caller, const std::vector<AccountToSync>& accounts);

 private:
  struct Stub;
  std::unique_ptr<Stub> stub_;
};

}  // namespace kadry::absences
