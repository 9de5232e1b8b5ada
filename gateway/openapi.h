#pragma once

#include <vector>

#include "gateway/routes.h"
#include "nlohmann/json.hpp"

namespace kadry::gateway {

// The REST surface as an OpenAPI 3.0 document, generated from the route table and the
// protobuf descriptors the gateway transcodes with, so it cannot drift from what is
// served. Served at GET /api/openapi.json; docs/architecture.md says how to read it.
nlohmann::json OpenApiDocument(const std::vector<Route>& routes);

}  // namespace kadry::gateway
