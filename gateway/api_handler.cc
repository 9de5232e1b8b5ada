#include "gateway/api_handler.h"

#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>

#include <cctype>
#include <chrono>
#include <memory>

#include "absl/strings/str_cat.h"
#include "services/common/abilities.h"
#include "gateway/absl_string_view.h"
#include "gateway/auth.h"
#include "gateway/backend_channels.h"
#include "gateway/campaign_configuration.h"
#include "gateway/input_limits.h"
#include "kadry/common/v1/file_chunk.pb.h"
#include "services/common/log.h"
#include "services/common/token_verifier.h"

namespace kadry::gateway {
namespace {
// A download may take this long: 100 000 rows are well under a minute.
constexpr std::chrono::minutes kDownloadDeadline{10};

// `attachment; filename="..."` with the RFC 6266 UTF-8 form for non-ASCII names.
std::string ContentDisposition(const std::string& name) {
  std::string ascii, encoded;
  static const char kHex[] = "0123456789ABCDEF";
  for (unsigned char c : name) {
    const bool plain = std::isalnum(c) || c == '-' || c == '.' || c == '_';
    ascii.push_back(plain ? static_cast<char>(c) : '_');
    if (plain) {
      encoded.push_back(static_cast<char>(c));
    } else {
      encoded.push_back('%');
      encoded.push_back(kHex[c >> 4]);
      encoded.push_back(kHex[c & 15]);
    }
  }
  return absl::StrCat("attachment; filename=\"", ascii, "\"; filename*=UTF-8''", encoded);
}

HttpResponse JsonResponseOf(int status, std::string body) {
  HttpResponse response;
  response.status = status;
  response.body = std::move(body);
  return response;
}

// Why a token was refused (a bad signature, an unknown key, expired, revoked) is for the log:
// told to the client, it would show a forger which of their changes were noticed.
constexpr char kInvalidToken[] = "the token is not valid";

HttpResponse Unauthorized(const absl::Status& status, bool token_given) {
  if (token_given) LogInfo("token refused", {{"reason", std::string(status.message())}});
  Problem problem = ProblemFor(401, token_given ? kInvalidToken : "a bearer token is required");
  problem.extensions = {{"code", token_given ? "auth.token-invalid" : "auth.token-required"}};
  HttpResponse response = ProblemResponse(problem);
  // RFC 6750 §3: no error code when the request carried no token at all.
  response.headers.emplace_back(
      "WWW-Authenticate", token_given ? R"(Bearer realm="kadry", error="invalid_token")" : R"(Bearer realm="kadry")");
  return response;
}

// What the client may see of a failed backend call; the rest goes to the log.
Problem ProblemFromBackend(const absl::Status& status, const Route& route) {
  Problem problem = ProblemFromStatus(status);
  switch (status.code()) {
    case absl::StatusCode::kUnavailable:
      problem.detail = absl::StrCat("the ", AsAbsl(route.backend), " service is unavailable, try again shortly");
      break;
    case absl::StatusCode::kDeadlineExceeded:
      problem.detail = absl::StrCat("the ", AsAbsl(route.backend), " service did not answer in time");
      break;
    case absl::StatusCode::kUnauthenticated:
      LogInfo("token refused", {{"backend", std::string(route.backend)}, {"reason", std::string(status.message())}});
      problem.detail = kInvalidToken;
      break;
    default:
      if (problem.status == 500) problem.detail = "an unexpected error occurred";
  }
  if (problem.status >= 500) {
    LogError("backend call failed", {{"backend", std::string(route.backend)},
                                     {"method", std::string(route.grpc_method)},
                                     {"code", static_cast<int>(status.code())},
                                     {"error", std::string(status.message())}});
  }
  return problem;
}
// The text limits on the message as the backend will see it, whatever JSON spelled it.
std::optional<Problem> CheckEncodedText(const google::protobuf::MethodDescriptor& method, const std::string& encoded) {
  const google::protobuf::Message* prototype =
      google::protobuf::MessageFactory::generated_factory()->GetPrototype(method.input_type());
  if (prototype == nullptr) return std::nullopt;
  std::unique_ptr<google::protobuf::Message> message(prototype->New());
  if (!message->ParseFromString(encoded)) return std::nullopt;  // the backend will say so
  return CheckMessageText(*message);
}
}  // namespace

ApiHandler::ApiHandler(const RouteMatcher& routes, Authenticator& authenticator, BackendChannels& backends,
                       std::chrono::milliseconds deadline, nlohmann::json feature_flags,
                       CampaignConfiguration* campaign)
    : routes_(routes),
      authenticator_(authenticator),
      backends_(backends),
      deadline_(deadline),
      feature_flags_(std::move(feature_flags)),
      campaign_(campaign) {
  for (const auto& route : routes_.routes()) {
    if (route.backend != kGatewayItself) methods_[&route] = FindMethod(route.grpc_method);
  }
}

HttpResponse ApiHandler::Handle(const ApiRequest& request) {
  const Deadline deadline = std::chrono::system_clock::now() + deadline_;
  const RouteMatch match = routes_.Match(request.method, request.path);
  if (match.kind == RouteMatch::Kind::kNotFound) {
    return ProblemResponse(ProblemFor(404, absl::StrCat("no API operation at ", request.path)));
  }
  if (match.kind == RouteMatch::Kind::kMethodNotAllowed) {
    std::string allowed;
    for (const auto& m : match.allowed_methods) absl::StrAppend(&allowed, allowed.empty() ? "" : ", ", m);
    HttpResponse response =
        ProblemResponse(ProblemFor(405, absl::StrCat(request.method, " is not supported here; use ", allowed)));
    response.headers.emplace_back("Allow", allowed);
    return response;
  }
  const Route& route = *match.route;
  if (auto p = CheckQuery(request.raw_query, request.query)) return ProblemResponse(*p);
  if (auto p = CheckIdempotencyKey(request.idempotency_key)) return ProblemResponse(*p);

  // A public route forwards nothing of the caller's: its secret is in its path.
  if (route.ability == kPublicAbility) return CallBackend(route, match, request, "", deadline);
  const std::string_view token = BearerToken(request.authorization);
  auto user = authenticator_.Authenticate(token, deadline);
  if (!user.ok()) {
    if (user.status().code() == absl::StatusCode::kUnauthenticated) {
      return Unauthorized(user.status(), !token.empty());
    }
    LogWarn("cannot authenticate", {{"error", std::string(user.status().message())}});
    return ProblemResponse(ProblemFor(503, "sign-in cannot be checked right now, try again shortly"));
  }
  // Fail closed: a route without an ability (refused at start-up) would be granted to no one.
  if (!(*user)->abilities.count(std::string(route.ability))) {
    return ProblemResponse(ProblemFor(403, "you do not have access to this operation"));
  }

  if (route.backend == kGatewayItself) {
    std::optional<nlohmann::json> campaign;
    if (campaign_ != nullptr) campaign = campaign_->Get(token, request.request_id, deadline);
    if (!campaign) return JsonResponseOf(200, feature_flags_.dump());
    nlohmann::json body = feature_flags_;
    body["bonusDeclarationConfiguration"] = std::move(*campaign);
    return JsonResponseOf(200, body.dump());
  }
  return CallBackend(route, match, request, token, deadline);
}

HttpResponse ApiHandler::CallBackend(const Route& route, const RouteMatch& match, const ApiRequest& request,
                                     std::string_view token, Deadline deadline) {
  const google::protobuf::MethodDescriptor* method = methods_.at(&route);
  RestRequest rest{match.params, request.query, request.body};
  auto encoded = EncodeRequest(*method, rest, route.body);
  if (!encoded.ok()) return ProblemResponse(ProblemFromStatus(encoded.status()));
  if (auto p = CheckEncodedText(*method, *encoded)) return ProblemResponse(*p);

  if (method->server_streaming()) return StreamFromBackend(route, *encoded, request, token);

  auto answer = backends_.Call(std::string(route.backend), std::string(route.grpc_method), *encoded,
                               CallMetadata{std::string(token), request.request_id, request.idempotency_key}, deadline);
  if (!answer.ok()) return ProblemResponse(ProblemFromBackend(answer.status(), route));

  auto json = DecodeResponse(*method, *answer);
  if (!json.ok()) return ProblemResponse(ProblemFromBackend(json.status(), route));
  if (json->has_no_fields && route.method == "DELETE") return JsonResponseOf(204, "");
  return JsonResponseOf(200, std::move(json->json));
}

// A server stream of kadry.common.v1.FileChunk becomes a download: the first chunk is read
// here, so a refusal (403, 400) is still a problem+json; the rest streams as it comes.
HttpResponse ApiHandler::StreamFromBackend(const Route& route, const std::string& encoded, const ApiRequest& request,
                                           std::string_view token) {
  auto stream = backends_.OpenStream(std::string(route.backend), std::string(route.grpc_method), encoded,
                                     CallMetadata{std::string(token), request.request_id}, kDownloadDeadline);
  if (!stream.ok()) return ProblemResponse(ProblemFromBackend(stream.status(), route));
  auto first = (*stream)->Next();
  if (!first.ok()) return ProblemResponse(ProblemFromBackend(first.status(), route));
  kadry::common::v1::FileChunk chunk;
  if (!first->has_value() || !chunk.ParseFromString(**first) || chunk.file_name().empty()) {
    return ProblemResponse(ProblemFromBackend(absl::InternalError("the service sent no file"), route));
  }
  HttpResponse response;
  response.content_type = chunk.content_type().empty() ? "application/octet-stream" : chunk.content_type();
  response.headers.emplace_back("Content-Disposition", ContentDisposition(chunk.file_name()));
  response.body = std::move(*chunk.mutable_data());
  std::shared_ptr<BackendStream> rest(std::move(*stream));
  const std::string method(route.grpc_method);
  response.next_chunk = [rest, method]() -> absl::StatusOr<std::optional<std::string>> {
    auto next = rest->Next();
    if (!next.ok()) {
      LogError("download cut short", {{"method", method}, {"error", std::string(next.status().message())}});
      return next.status();
    }
    if (!next->has_value()) return std::optional<std::string>();
    kadry::common::v1::FileChunk c;
    if (!c.ParseFromString(**next)) return absl::InternalError("unreadable file chunk");
    return std::optional<std::string>(std::move(*c.mutable_data()));
  };
  return response;
}

absl::Status ValidateRoutes(const RouteMatcher& routes, const AbilityRules& abilities,
                            const std::set<std::string>& backend_names) {
  const std::set<std::string> subjects = abilities.Subjects();
  for (const auto& route : routes.routes()) {
    const std::string where = absl::StrCat(AsAbsl(route.method), " ", AsAbsl(route.path), ": ");
    // Every route states who may call it; a forgotten ability must not mean "anyone signed in".
    if (route.ability.empty()) {
      return absl::InvalidArgumentError(absl::StrCat(where, AsAbsl(route.grpc_method), " declares no ability"));
    }
    if (route.ability == kPublicAbility && route.backend == kGatewayItself) {
      return absl::InvalidArgumentError(absl::StrCat(where, "the gateway's own routes are not public"));
    }
    if (route.ability != kPublicAbility && !subjects.count(std::string(route.ability))) {
      return absl::InvalidArgumentError(absl::StrCat(where, "unknown ability ", AsAbsl(route.ability)));
    }
    if (route.backend == kGatewayItself) continue;
    if (!backend_names.count(std::string(route.backend))) {
      return absl::InvalidArgumentError(absl::StrCat(where, "no address for backend ", AsAbsl(route.backend)));
    }
    const auto* method = FindMethod(route.grpc_method);
    if (method == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat(where, "unknown gRPC method ", AsAbsl(route.grpc_method)));
    }
    if (auto s = CheckRouteFields(*method, TemplateParams(route.path), route.body); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(where, s.message()));
    }
  }
  return absl::OkStatus();
}

}  // namespace kadry::gateway
