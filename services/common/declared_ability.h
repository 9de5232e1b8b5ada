#pragma once

// Reading the ability an RPC declares in its proto (kadry.common.v1.ability, the one place it
// is written): the gateway before it calls a service, and the service before it serves.
// Header-only: the binaries that read it link the generated contracts, the common library not.
#include <google/protobuf/descriptor.h>

#include <string>
#include <string_view>

#include "kadry/common/v1/options.pb.h"

namespace kadry {

// The ability `method` declares, or "" when it declares none (or is no method).
inline std::string_view DeclaredAbility(const google::protobuf::MethodDescriptor* method) {
  if (method == nullptr || !method->options().HasExtension(common::v1::ability)) return {};
  // The descriptor pool lives as long as the process: the view stays valid.
  return method->options().GetExtension(common::v1::ability);
}

// The same for the RPC `method` (its name, e.g. "LockMonth") of the service named
// `service_full_name` ("kadry.work_times.v1.WorkTimesService").
inline std::string_view DeclaredAbility(std::string_view service_full_name, std::string_view method) {
  const google::protobuf::ServiceDescriptor* service =
      google::protobuf::DescriptorPool::generated_pool()->FindServiceByName(std::string(service_full_name));
  return service == nullptr ? std::string_view() : DeclaredAbility(service->FindMethodByName(std::string(method)));
}

}  // namespace kadry
