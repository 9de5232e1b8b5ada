#include "services/common/notification_relay.h"

#include <grpcpp/grpcpp.h>

#include <algorithm>
#include <chrono>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "kadry/notifications/v1/notifications_service.grpc.pb.h"
#include "nlohmann/json.hpp"
#include "services/common/config.h"
#include "services/common/grpc_channel.h"
#include "services/common/grpc_status.h"
#include "services/common/log.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry {
namespace {

namespace nv1 = kadry::notifications::v1;

// The statements on `<schema>.notification_outbox`; the schema is the service's own name,
// never input.
std::string PendingEventsSql(const std::string& schema) {
  return absl::StrCat(R"sql(
    SELECT event_id, kind, array_to_string(recipient_ids, ','), params::text, link,
      extract(epoch FROM occurred_at)::bigint
    FROM )sql",
                      schema, R"sql(.notification_outbox WHERE published_at IS NULL
    ORDER BY event_id LIMIT $1 FOR UPDATE SKIP LOCKED)sql");
}
std::string MarkPublishedSql(const std::string& schema) {
  return absl::StrCat("UPDATE ", schema,
                      ".notification_outbox SET published_at = now() WHERE event_id = ANY($1::bigint[])");
}
std::string MarkRefusedSql(const std::string& schema) {
  return absl::StrCat("UPDATE ", schema,
                      ".notification_outbox SET published_at = now(), refusal = $2 WHERE event_id = $1");
}
constexpr auto kPublishDeadline = std::chrono::seconds(5);
// The scope of the producers' tokens, beside `absences`, which every service's token carries.
constexpr char kPublishScope[] = "notifications.publish";

}  // namespace

struct NotificationRelay::Stub {
  std::unique_ptr<nv1::NotificationsService::Stub> stub;
};

std::chrono::milliseconds RelayPause(int interval_ms, int failures) {
  // Eight intervals at most: an outage of a few seconds (a database failing over) must not
  // leave the events waiting long after it ended.
  constexpr int kMaxDoublings = 3;
  constexpr auto kLongest = std::chrono::minutes(1);
  const auto interval = std::chrono::milliseconds(interval_ms);
  const auto pause = interval * (1 << std::min(failures, kMaxDoublings));
  return std::min<std::chrono::milliseconds>(pause, std::max<std::chrono::milliseconds>(interval, kLongest));
}

NotificationRelay::NotificationRelay(PgPool& pool, const std::string& producer,
                                     const NotificationPublishing& publishing)
    : pool_(pool),
      producer_(producer),
      publishing_(publishing),
      pending_sql_(PendingEventsSql(ServiceSchema(producer))),
      published_sql_(MarkPublishedSql(ServiceSchema(producer))),
      refused_sql_(MarkRefusedSql(ServiceSchema(producer))),
      stub_(std::make_unique<Stub>(
          Stub{nv1::NotificationsService::NewStub(ChannelTo(publishing.notifications_address))})),
      credentials_(publishing.client_credentials_url, publishing.client_id, publishing.client_secret,
                   absl::StrCat("absences ", kPublishScope)) {}

NotificationRelay::~NotificationRelay() { Stop(); }

absl::StatusOr<int> NotificationRelay::RunOnce(int batch) {
  int published = 0;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    ASSIGN_OR_RETURN(const PgResult rows, tx.Query(pending_sql_, {std::to_string(batch)}));
    if (rows.Rows() == 0) return absl::OkStatus();
    nv1::PublishRequest request;
    std::string ids = "{";
    for (int i = 0; i < rows.Rows(); ++i) {
      nv1::Event* e = request.add_events();
      e->set_id(absl::StrCat(producer_, ":", rows.Text(i, 0)));
      e->set_kind(rows.Text(i, 1));
      for (absl::string_view r : absl::StrSplit(rows.Text(i, 2), ',', absl::SkipEmpty())) {
        int id = 0;
        if (absl::SimpleAtoi(r, &id)) e->add_recipient_ids(id);
      }
      const auto params = nlohmann::json::parse(rows.Text(i, 3), nullptr, false);
      if (params.is_object()) {
        for (const auto& [key, value] : params.items()) {
          if (value.is_string()) (*e->mutable_params())[key] = value.get<std::string>();
        }
      }
      e->set_link(rows.Text(i, 4));
      e->set_occurred_at(FormatWarsawTimestamp(absl::FromUnixSeconds(rows.Int64(i, 5))));
      absl::StrAppend(&ids, i == 0 ? "" : ",", rows.Text(i, 0));
    }
    ids += "}";
    ASSIGN_OR_RETURN(const std::string token, credentials_.Token());
    const absl::Status whole = Publish(request, token);
    if (whole.ok()) {
      RETURN_IF_ERROR(tx.Query(published_sql_, {ids}).status());
      published = rows.Rows();
      return absl::OkStatus();
    }
    if (whole.code() != absl::StatusCode::kInvalidArgument) return whole;
    // The service refused the batch for some event of it: each goes alone, so one the service
    // will never take is set aside with the reason instead of holding up those behind it.
    for (int i = 0; i < request.events_size(); ++i) {
      nv1::PublishRequest one;
      *one.add_events() = request.events(i);
      const absl::Status alone = Publish(one, token);
      if (alone.ok()) {
        RETURN_IF_ERROR(tx.Query(published_sql_, {absl::StrCat("{", rows.Text(i, 0), "}")}).status());
        ++published;
      } else if (alone.code() == absl::StatusCode::kInvalidArgument) {
        LogError("notification refused", {{"event", request.events(i).id()}, {"error", std::string(alone.message())}});
        RETURN_IF_ERROR(tx.Query(refused_sql_, {rows.Text(i, 0), std::string(alone.message())}).status());
      } else {
        return alone;
      }
    }
    return absl::OkStatus();
  }));
  return published;
}

absl::Status NotificationRelay::Publish(const notifications::v1::PublishRequest& request, const std::string& token) {
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + kPublishDeadline);
  context.AddMetadata("authorization", "Bearer " + token);
  nv1::PublishResponse response;
  return FromGrpcStatus(stub_->stub->Publish(&context, request, &response));
}

void NotificationRelay::Start() {
  if (publishing_.client_secret.empty()) {
    LogWarn("no client secret: notifications wait in the outbox", {{"client", publishing_.client_id}});
    return;
  }
  const int interval_ms = publishing_.interval_ms;
  worker_ = std::thread([this, interval_ms] {
    std::unique_lock lock(mu_);
    int failures = 0;
    while (!stopping_) {
      lock.unlock();
      if (auto done = RunOnce(); done.ok()) {
        failures = 0;
      } else if (++failures == 1 || failures % 10 == 0) {
        // The first failure and every tenth: a provider refusing the secret for an hour says so
        // a few dozen times, not thousands.
        LogWarn("notifications not published",
                {{"error", std::string(done.status().message())}, {"failures", failures}});
      }
      lock.lock();
      wake_.wait_for(lock, RelayPause(interval_ms, failures), [this] { return stopping_; });
    }
  });
}

void NotificationRelay::Stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (worker_.joinable()) worker_.join();
}

}  // namespace kadry
