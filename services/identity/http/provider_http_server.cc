#include "services/identity/http/provider_http_server.h"

#include <httplib.h>

#include <algorithm>
#include <chrono>

#include "services/common/http_listen.h"
#include "services/common/log.h"
#include "services/identity/http/http_support.h"

namespace kadry::identity {
namespace {

bool AllowedOrigin(const Config& c, const std::string& origin) {
  return std::find(c.cors_origins.begin(), c.cors_origins.end(), origin) != c.cors_origins.end();
}

}  // namespace

ProviderHttpServer::ProviderHttpServer(Provider& provider)
    : provider_(provider), server_(std::make_unique<httplib::Server>()) {
  const Config& config = provider_.config;
  server_->set_pre_routing_handler([&config](const httplib::Request& req, httplib::Response& res) {
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("Referrer-Policy", "no-referrer");
    const std::string origin = req.get_header_value("Origin");
    if (!origin.empty() && AllowedOrigin(config, origin)) {
      // The app (another port, so another origin) calls token, userinfo, revoke and the API.
      res.set_header("Access-Control-Allow-Origin", origin);
      res.set_header("Vary", "Origin");
      res.set_header("Access-Control-Allow-Headers", "Authorization, Content-Type");
      res.set_header("Access-Control-Allow-Methods", "GET, POST, PUT, OPTIONS");
      res.set_header("Access-Control-Max-Age", "600");
    }
    if (req.method == "OPTIONS") {
      res.status = 204;
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  server_->set_exception_handler([](const httplib::Request& req, httplib::Response& res,
                                    std::exception_ptr error) {
    std::string what = "unknown";
    try {
      std::rethrow_exception(error);
    } catch (const std::exception& e) {
      what = e.what();
    } catch (...) {
    }
    LogError("handler failed", {{"path", req.path}, {"error", what}});
    SendProblem(res, 500, "Internal Server Error", "an unexpected error occurred");
  });
  server_->set_logger([](const httplib::Request& req, const httplib::Response& res) {
    LogInfo("http", {{"method", req.method}, {"path", req.path}, {"status", res.status}});
  });
  server_->Get("/healthz", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(R"({"status":"ok"})", "application/json");
  });
  RegisterOidcEndpoints(*server_, provider_);
  RegisterLoginEndpoints(*server_, provider_);
  RegisterAccountPages(*server_, provider_);
  RegisterIdpApi(*server_, provider_);
}

ProviderHttpServer::~ProviderHttpServer() { Stop(); }

absl::Status ProviderHttpServer::Start() {
  const Config& c = provider_.config;
  if (auto s = BindTuned(*server_, c.bind_address, c.http_port, c.http_threads); !s.ok()) return s;
  thread_ = std::thread([this] { server_->listen_after_bind(); });
  LogInfo("http listening", {{"port", c.http_port}, {"issuer", c.issuer}});
  return absl::OkStatus();
}

void ProviderHttpServer::Stop() {
  if (thread_.joinable()) {
    server_->stop();
    thread_.join();
  }
}

}  // namespace kadry::identity
