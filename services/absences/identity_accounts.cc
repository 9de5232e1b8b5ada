#include "services/absences/identity_accounts.h"

#include "kadry/identity/v1/identity_service.grpc.pb.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {

namespace iv1 = kadry::identity::v1;

struct IdentityAccounts::Stub {
  std::unique_ptr<iv1::IdentityService::Stub> stub;
};

IdentityAccounts::IdentityAccounts(std::shared_ptr<grpc::ChannelInterface> channel)
    : stub_(std::make_unique<Stub>(Stub{iv1::IdentityService::NewStub(std::move(channel))})) {}

IdentityAccounts::~IdentityAccounts() = default;

absl::StatusOr<std::vector<SyncedAccount>> IdentityAccounts::Sync(const OnBehalfOf& caller,
                                                                  const std::vector<AccountToSync>& accounts) {
  iv1::SyncAccountsRequest request;
  for (const AccountToSync& a : accounts) {
    iv1::AccountSync* out = request.add_accounts();
    out->set_user_id(a.user_id);
    out->set_username(a.username);
    out->set_first_name(a.first_name);
    out->set_last_name(a.last_name);
    out->set_email(a.email);
    for (int role : a.role_ids) out->add_role_ids(role);
    if (a.access_ends_on) out->set_access_ends_on(FormatDate(*a.access_ends_on));
  }
  iv1::SyncAccountsResponse response;
  RETURN_IF_ERROR(CallOnBehalf(caller, "the identity provider", [&](grpc::ClientContext* c) {
    return stub_->stub->SyncAccounts(c, request, &response);
  }));
  if (response.data_size() != request.accounts_size()) {
    return absl::InternalError("the identity provider answered another number of accounts");
  }
  std::vector<SyncedAccount> out;
  for (const iv1::AccountSyncResult& r : response.data()) {
    SyncedAccount s{r.user_id(), r.outcome(), std::nullopt, r.password_link()};
    if (r.has_problem()) s.problem.emplace(r.problem().field(), r.problem().code(), r.problem().detail());
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace kadry::absences
