#include "services/bonus-declarations/store/log_store.h"

#include "absl/strings/str_cat.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/problem.h"

namespace kadry::bonus_declarations {
namespace {
constexpr char kInsertLog[] = R"sql(
    INSERT INTO bonus_declarations.logs (user_id, log_type_id, logged_at) VALUES ($1, $2, to_timestamp($3))
    RETURNING log_id)sql";
constexpr char kGet[] = R"sql(
    SELECT log_id, extract(epoch from logged_at)::bigint, log_type_id, user_id FROM bonus_declarations.logs
    WHERE log_id = $1)sql";
constexpr char kSelect[] = R"sql(
    SELECT log_id, extract(epoch from logged_at)::bigint, log_type_id, user_id, count(*) OVER ()
    FROM bonus_declarations.logs WHERE true)sql";
}  // namespace

absl::StatusOr<LogRecord> LogStore::Add(PgConnection& tx, int user_id, int type_id, absl::Time at) {
  const absl::Time second = absl::FromUnixSeconds(absl::ToUnixSeconds(at));
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kInsertLog, {std::to_string(user_id), std::to_string(type_id),
                                                           std::to_string(absl::ToUnixSeconds(second))}));
  return LogRecord{r.Int(0, 0), second, type_id, user_id};
}

absl::StatusOr<LogRecord> LogStore::Get(int log_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kGet, {std::to_string(log_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "log.not-found", "no such log");
  return LogRecord{r.Int(0, 0), absl::FromUnixSeconds(r.Int64(0, 1)), r.Int(0, 2), r.Int(0, 3)};
}

absl::StatusOr<LogPage> LogStore::Search(const LogFilter& f) {
  std::vector<PgParam> params;
  std::string sql = kSelect;
  if (f.user_id != 0) absl::StrAppend(&sql, " AND user_id = ", AddParam(params, std::to_string(f.user_id)));
  if (f.type_id != 0) absl::StrAppend(&sql, " AND log_type_id = ", AddParam(params, std::to_string(f.type_id)));
  if (f.from) {
    absl::StrAppend(&sql, " AND logged_at >= to_timestamp(",
                    AddParam(params, std::to_string(absl::ToUnixSeconds(*f.from))), ")");
  }
  absl::StrAppend(&sql, " ORDER BY logged_at DESC, log_id DESC LIMIT ", AddParam(params, std::to_string(f.window.size)),
                  " OFFSET ", AddParam(params, std::to_string(f.window.Offset())));
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(sql, params));
  LogPage page;
  for (int i = 0; i < r.Rows(); ++i) {
    page.rows.push_back({r.Int(i, 0), absl::FromUnixSeconds(r.Int64(i, 1)), r.Int(i, 2), r.Int(i, 3)});
    page.total = r.Int(i, 4);
  }
  if (r.Rows() == 0 && f.window.page > 1) {
    // Past the last page: the total is still the filter's count.
    LogFilter first = f;
    first.window.page = 1;
    first.window.size = 1;
    ASSIGN_OR_RETURN(const LogPage probe, Search(first));
    page.total = probe.total;
  }
  return page;
}

}  // namespace kadry::bonus_declarations
