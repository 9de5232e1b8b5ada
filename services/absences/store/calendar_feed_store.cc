#include "services/absences/store/calendar_feed_store.h"

#include "services/common/digest.h"
#include "services/common/jwt.h"
#include "services/common/status_macros.h"

namespace kadry::absences {
namespace {

constexpr char kFeedCreatedAt[] =
    "SELECT extract(epoch from created_at)::bigint FROM absences.calendar_feeds WHERE employee_id = $1";
constexpr char kRenewFeed[] = R"sql(
    INSERT INTO absences.calendar_feeds (employee_id, token_sha256) VALUES ($1, $2)
    ON CONFLICT (employee_id) DO UPDATE SET token_sha256 = excluded.token_sha256, created_at = now())sql";
constexpr char kDeleteFeed[] = "DELETE FROM absences.calendar_feeds WHERE employee_id = $1";
constexpr char kFeedOwner[] = "SELECT employee_id FROM absences.calendar_feeds WHERE token_sha256 = $1";

}  // namespace

absl::StatusOr<std::optional<absl::Time>> CalendarFeedStore::CreatedAt(int employee_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kFeedCreatedAt, {std::to_string(employee_id)}));
  if (r.Rows() == 0) return std::nullopt;
  return absl::FromUnixSeconds(r.Int64(0, 0));
}

absl::StatusOr<std::string> CalendarFeedStore::Renew(int employee_id) {
  std::string token = RandomToken(32);
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kRenewFeed, {std::to_string(employee_id), Sha256Hex(token)}));
  return token;
}

absl::Status CalendarFeedStore::Delete(int employee_id) {
  auto r = pool_.Query(kDeleteFeed, {std::to_string(employee_id)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::StatusOr<std::optional<int>> CalendarFeedStore::OwnerOf(const std::string& token) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kFeedOwner, {Sha256Hex(token)}));
  if (r.Rows() == 0) return std::nullopt;
  return r.Int(0, 0);
}

}  // namespace kadry::absences
