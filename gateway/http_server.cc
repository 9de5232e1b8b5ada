#include "gateway/http_server.h"

#include <httplib.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gateway/absl_string_view.h"
#include "gateway/api_handler.h"
#include "gateway/client_config.h"
#include "gateway/openapi.h"
#include "gateway/readiness.h"
#include "gateway/static_files.h"
#include "services/common/http_listen.h"
#include "services/common/log.h"
#include "services/common/termination.h"

namespace kadry::gateway {
namespace {
constexpr size_t kMaxBodyBytes = 4 * 1024 * 1024;
constexpr char kOpenApiPath[] = "/api/openapi.json";

constexpr char kNotBuiltPage[] =
    "<!doctype html><html lang=\"pl\"><head><meta charset=\"utf-8\"><title>Kadry</title></head>"
    "<body><h1>Kadry</h1><p>Aplikacja nie jest jeszcze zbudowana. / The web app is not built "
    "yet.</p></body></html>";

// A client's X-Request-Id is kept when it is a plain token, so logs can be joined.
std::string RequestIdOf(const httplib::Request& req) {
  const std::string given = req.get_header_value("X-Request-Id");
  const bool usable = !given.empty() && given.size() <= 128 && std::all_of(given.begin(), given.end(), [](char c) {
    return absl::ascii_isalnum(c) || c == '-' || c == '_' || c == '.';
  });
  return usable ? given : NewRequestId();
}

HttpResponse JsonOf(int status, const nlohmann::json& body) {
  HttpResponse r;
  r.status = status;
  r.body = body.dump();
  return r;
}

bool ReadFile(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream text;
  text << in.rdbuf();
  out = std::move(text).str();
  return true;
}

class Dispatcher final {
 public:
  Dispatcher(const GatewayConfig& config, ApiHandler& api, const StaticFiles& web, ReadinessProbe& readiness)
      : client_config_(ClientConfigJson(config).dump()),
        openapi_(OpenApiDocument(ApiRoutes()).dump()),
        api_(api),
        web_(web),
        readiness_(readiness) {}

  void operator()(const httplib::Request& req, httplib::Response& res) {
    const auto started = std::chrono::steady_clock::now();
    const std::string request_id = RequestIdOf(req);
    RequestIdScope scope(request_id);
    HttpResponse out;
    try {
      out = Route(req, request_id);
    } catch (const std::exception& e) {
      LogError("unhandled exception", {{"error", e.what()}});
      out = ProblemResponse(ProblemFor(500, "an unexpected error occurred"));
    } catch (...) {
      LogError("unhandled exception");
      out = ProblemResponse(ProblemFor(500, "an unexpected error occurred"));
    }
    res.status = out.status;
    for (const auto& [name, value] : out.headers) res.set_header(name, value);
    res.set_header("X-Request-Id", request_id);
    if (out.next_chunk) {
      // A download: the first bytes, then each chunk as the backend sends it.
      auto first = std::make_shared<std::string>(std::move(out.body));
      res.set_chunked_content_provider(out.content_type,
                                       [first, next = std::move(out.next_chunk)](size_t, httplib::DataSink& sink) {
                                         if (!first->empty()) {
                                           const bool written = sink.write(first->data(), first->size());
                                           first->clear();
                                           return written;
                                         }
                                         auto chunk = next();
                                         if (!chunk.ok()) return false;  // aborts the transfer: no final chunk
                                         if (!chunk->has_value()) {
                                           sink.done();
                                           return true;
                                         }
                                         return (*chunk)->empty() || sink.write((*chunk)->data(), (*chunk)->size());
                                       });
    } else if (out.status != 204 && out.status != 304) {
      res.set_content(std::move(out.body), out.content_type);
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    LogInfo("request",
            {{"method", req.method}, {"path", req.path}, {"status", out.status}, {"ms", std::round(ms * 10) / 10}});
  }

 private:
  HttpResponse Route(const httplib::Request& req, const std::string& request_id) {
    const bool get = req.method == "GET" || req.method == "HEAD";
    if (get && req.path == kOpenApiPath) {  // the API's description is public
      HttpResponse r;
      r.body = openapi_;
      return r;
    }
    if (IsApiPath(req.path)) {
      ApiRequest api{req.method, req.path, {}, req.get_header_value("Authorization"), req.body, request_id};
      const size_t question = req.target.find('?');
      if (question != std::string::npos) api.raw_query = req.target.substr(question + 1);
      api.idempotency_key = req.get_header_value("Idempotency-Key");
      for (const auto& [k, v] : req.params) api.query.emplace_back(k, v);
      HttpResponse r = api_.Handle(api);
      r.headers.emplace_back("Cache-Control", "no-store");  // personal data
      return r;
    }
    if (get && req.path == "/healthz") return JsonOf(200, {{"status", "ok"}});
    if (get && (req.path == "/readyz" || req.path == "/readyz/self")) {
      Readiness r = req.path == "/readyz" ? readiness_.Check() : readiness_.CheckSelf();
      return JsonOf(r.ready ? 200 : 503, r.report);
    }
    if (get && req.path == "/config.json") {
      HttpResponse r;
      r.body = client_config_;
      r.headers.emplace_back("Cache-Control", "no-store");
      return r;
    }
    if (!get) {
      HttpResponse r = ProblemResponse(ProblemFor(405, "only GET is served outside /api/"));
      r.headers.emplace_back("Allow", "GET, HEAD");
      return r;
    }
    return ServeWebApp(req.path);
  }

  HttpResponse ServeWebApp(const std::string& path) {
    HttpResponse r;
    if (!web_.available()) {
      r.status = 503;
      r.content_type = "text/html; charset=utf-8";
      r.body = kNotBuiltPage;
      r.headers.emplace_back("Cache-Control", "no-store");
      return r;
    }
    auto file = web_.Resolve(path);
    if (!file || !ReadFile(file->path, r.body)) {
      return ProblemResponse(ProblemFor(404, "no such file"));
    }
    r.content_type = file->content_type;
    r.headers.emplace_back("Cache-Control", file->cache_control);
    return r;
  }

  const std::string client_config_;
  const std::string openapi_;
  ApiHandler& api_;
  const StaticFiles& web_;
  ReadinessProbe& readiness_;
};

}  // namespace

int ServeHttp(const GatewayConfig& config, ApiHandler& api, const StaticFiles& web, ReadinessProbe& readiness) {
  httplib::Server server;
  server.set_payload_max_length(kMaxBodyBytes);
  server.set_default_headers({
      {"Content-Security-Policy", ContentSecurityPolicy(config)},
      {"X-Content-Type-Options", "nosniff"},
      {"Referrer-Policy", "strict-origin-when-cross-origin"},
      // The silent-renew callback is framed by the app itself: same origin only.
      {"X-Frame-Options", "SAMEORIGIN"},
  });

  auto dispatcher = std::make_shared<Dispatcher>(config, api, web, readiness);
  auto handler = [dispatcher](const httplib::Request& req, httplib::Response& res) { (*dispatcher)(req, res); };
  server.Get(".*", handler);
  server.Post(".*", handler);
  server.Put(".*", handler);
  server.Patch(".*", handler);
  server.Delete(".*", handler);
  server.Options(".*", handler);
  server.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    LogError("unhandled exception in the HTTP server");
    const HttpResponse p = ProblemResponse(ProblemFor(500, "an unexpected error occurred"));
    res.status = 500;
    res.set_content(p.body, p.content_type);
  });
  // httplib's own refusals (413, 414, 400 for a broken request line) come without a
  // body; give them the problem+json every client expects.
  server.set_error_handler(httplib::Server::HandlerWithResponse([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    const HttpResponse p = ProblemResponse(ProblemFor(res.status, ""));
    res.set_content(p.body, p.content_type);
    return httplib::Server::HandlerResponse::Handled;
  }));

  if (absl::Status bound = BindTuned(server, config.bind_address, config.port, config.http_threads); !bound.ok()) {
    LogError(std::string(bound.message()), {{"address", config.bind_address}, {"port", config.port}});
    return bound.code() == absl::StatusCode::kAlreadyExists ? kExitPortInUse : kExitCannotServe;
  }

  // Signals are blocked everywhere (BlockTerminationSignals); this thread takes them.
  std::thread waiter([&server] {
    LogInfo("stopping", {{"signal", WaitForTermination()}});
    server.stop();
  });

  LogInfo("gateway listening",
          {{"address", config.bind_address}, {"port", config.port}, {"threads", config.http_threads}});
  const bool served = server.listen_after_bind();
  if (!served) {
    // listen_after_bind failed on its own: wake the waiter so it can be joined.
    RequestTermination();
  }
  waiter.join();
  return served ? kExitOk : kExitCannotServe;
}

}  // namespace kadry::gateway
