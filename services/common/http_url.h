#pragma once

// An http(s) URL as cpp-httplib's client takes it: "scheme://host[:port]" and the path.
#include <string>

#include "absl/status/statusor.h"

namespace kadry {

struct HttpUrl {
  std::string base;  // "https://payroll.example.com:8443"
  std::string path;  // "/kadry/absences", "/" when the URL has none
  bool https = false;
};

// INVALID_ARGUMENT unless `url` is http:// or https:// with a host.
absl::StatusOr<HttpUrl> ParseHttpUrl(const std::string& url);

}  // namespace kadry
