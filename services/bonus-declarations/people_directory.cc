#include "services/bonus-declarations/people_directory.h"

#include <grpcpp/grpcpp.h>

#include "kadry/absences/v1/absences_service.pb.h"
#include "services/common/grpc_channel.h"

namespace kadry::bonus_declarations {

AbsencesDirectory::AbsencesDirectory(const std::string& address) : client_(ChannelTo(address)) {}

absl::StatusOr<Person> AbsencesDirectory::Get(const OnBehalfOf& caller, int user_id) {
  return client_.Get(caller, user_id);
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Search(const OnBehalfOf& caller, const std::string& search) {
  kadry::absences::v1::SearchEmployeesRequest criteria;
  criteria.mutable_paging()->set_search(search);
  return client_.SearchAll(caller, std::move(criteria));
}

absl::StatusOr<std::vector<Person>> AbsencesDirectory::Find(const OnBehalfOf& caller,
                                                            const std::vector<int>& user_ids) {
  return client_.Find(caller, user_ids);
}

}  // namespace kadry::bonus_declarations
