#include "services/common/notification_outbox.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"
#include "services/common/config.h"
#include "services/common/sql_list.h"

namespace kadry {

absl::Status AddNotification(PgConnection& tx, const std::string& producer, OutboxNotification n, int actor_id) {
  n.recipient_ids.erase(std::remove(n.recipient_ids.begin(), n.recipient_ids.end(), actor_id), n.recipient_ids.end());
  if (n.recipient_ids.empty()) return absl::OkStatus();
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [key, value] : n.params) params[key] = value;
  // The schema is the service's own name, never input.
  return tx
      .Query(absl::StrCat(
                 "INSERT INTO ", ServiceSchema(producer),
                 ".notification_outbox (kind, recipient_ids, params, link) VALUES ($1, $2::int[], $3::jsonb, $4)"),
             {n.kind, IntArrayParam(n.recipient_ids), params.dump(), n.link})
      .status();
}

}  // namespace kadry
