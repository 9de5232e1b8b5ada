#include "services/identity/http/provider_http_server.h"

#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "services/common/http_listen.h"
#include "services/common/log.h"
#include "services/identity/http/http_support.h"

namespace kadry::identity {
namespace {

// Every body the provider accepts is a small form or JSON document (the largest, a
// token request with a long code_verifier and secret, is under 2 KiB).
constexpr size_t kMaxBodyBytes = 64 * 1024;
// Per read or write on a socket: a client that stalls this long is dropped.
constexpr int kSocketTimeoutSeconds = 5;
// An idle keep-alive connection holds a worker thread; it is given back soon.
constexpr int kKeepAliveSeconds = 2;
constexpr int kKeepAliveMaxRequests = 100;

bool IsBodyTooLarge(const httplib::Request& req) {
  const std::string length = req.get_header_value("Content-Length");
  if (length.size() > 12) return true;
  return !length.empty() && std::strtoull(length.c_str(), nullptr, 10) > kMaxBodyBytes;
}

// The titles of the refusals cpp-httplib makes by itself, without a handler: no route (404),
// a request line it cannot read (400), an address over its 8 KiB (414), a bad Range (416).
std::string RefusalTitle(int status) {
  switch (status) {
    case 400: return "Bad Request";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 414: return "URI Too Long";
    case 416: return "Range Not Satisfiable";
    default: return "Request Refused";
  }
}

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
    // The pre-routing handler runs before the body is read: an oversized body is refused
    // from its Content-Length without reading a byte of it, and the connection closed.
    if (IsBodyTooLarge(req)) {
      res.set_header("Connection", "close");
      SendProblem(res, 413, "Payload Too Large", "the request body is too large");
      return httplib::Server::HandlerResponse::Handled;
    }
    // Chunked bodies have no announced size; no client of the provider sends them.
    if (req.has_header("Transfer-Encoding")) {
      res.set_header("Connection", "close");
      SendProblem(res, 411, "Length Required", "send the body with a Content-Length");
      return httplib::Server::HandlerResponse::Handled;
    }
    if (req.method == "OPTIONS") {
      res.status = 204;
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  server_->set_exception_handler([](const httplib::Request& req, httplib::Response& res, std::exception_ptr error) {
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
  // cpp-httplib's own refusals come without a body: problem+json like every other refusal
  // that is not a page (the pages' errors carry their own HTML).
  server_->set_error_handler(httplib::Server::HandlerWithResponse([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    SendProblem(res, res.status, RefusalTitle(res.status), "");
    return httplib::Server::HandlerResponse::Handled;
  }));
  server_->set_logger([](const httplib::Request& req, const httplib::Response& res) {
    LogInfo("http", {{"method", req.method}, {"path", req.path}, {"status", res.status}});
  });
  server_->Get("/healthz", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(R"({"status":"ok"})", "application/json");
  });
  RegisterOidcEndpoints(*server_, provider_);
  RegisterLoginEndpoints(*server_, provider_);
  RegisterSessionEndpoints(*server_, provider_);
  RegisterAccountPages(*server_, provider_);
  RegisterIdpApi(*server_, provider_);
}

ProviderHttpServer::~ProviderHttpServer() { Stop(); }

absl::Status ProviderHttpServer::Start() {
  const Config& c = provider_.config;
  if (auto s = BindTuned(*server_, c.bind_address, c.http_port, c.http_threads); !s.ok()) return s;
  // Stricter than BindTuned's defaults: a connection holds a thread, and nobody needs a
  // long-lived one here (slow and idle clients are the nginx front's to absorb).
  server_->set_payload_max_length(kMaxBodyBytes);
  server_->set_read_timeout(kSocketTimeoutSeconds, 0);
  server_->set_write_timeout(kSocketTimeoutSeconds, 0);
  server_->set_keep_alive_timeout(kKeepAliveSeconds);
  server_->set_keep_alive_max_count(kKeepAliveMaxRequests);
  SetSecureCookies(c.cookie_secure);
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
