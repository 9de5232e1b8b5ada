#pragma once

#include <memory>
#include <thread>

#include "absl/status/status.h"
#include "services/identity/http/provider.h"

namespace kadry::identity {

// The provider's HTTP side: OIDC endpoints, pages and the IdP API, with CORS for the
// app's origins, one JSON log line per request and no exception escaping a handler.
class ProviderHttpServer final {
 public:
  explicit ProviderHttpServer(Provider& provider);
  ~ProviderHttpServer();

  // Binds and serves on a background thread.
  absl::Status Start();
  void Stop();

 private:
  Provider& provider_;
  std::unique_ptr<httplib::Server> server_;
  std::thread thread_;
};

}  // namespace kadry::identity
