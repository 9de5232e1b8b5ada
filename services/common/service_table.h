#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kadry {

// The local gRPC port of service `name` as services/service-table.txt gives it (compiled in):
// the default of KADRY_<NAME>_GRPC_PORT and of the address others call it at. No row, or a
// row without a port: nullopt.
std::optional<int> ServiceGrpcPort(std::string_view name);

// "127.0.0.1:<port>" of service `name`, or "" when the table has no row for it.
std::string ServiceGrpcAddress(std::string_view name);

}  // namespace kadry
