#include "services/work-times/store/on_call_store.h"

#include "absl/strings/str_cat.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"

namespace kadry::work_times {
namespace {

// One row per intervention (or one for a duty without any), in duty order.
constexpr char kOverlapping[] = R"sql(
    SELECT d.duty_id, d.employee_id, extract(epoch from d.start_at)::bigint, extract(epoch from d.end_at)::bigint,
    d.place, i.intervention_id, extract(epoch from i.start_at)::bigint, extract(epoch from i.end_at)::bigint,
    coalesce(i.description, '') FROM work_times.on_call_duties d
    LEFT JOIN work_times.interventions i ON i.duty_id = d.duty_id
    WHERE d.employee_id = ANY($1::int[]) AND d.start_at < to_timestamp($3) AND d.end_at > to_timestamp($2)
    ORDER BY d.start_at, d.duty_id, i.start_at)sql";

}  // namespace

absl::StatusOr<std::vector<DutyRecord>> OnCallStore::Overlapping(const std::vector<int>& ids, absl::Time from,
                                                                 absl::Time to) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(kOverlapping, {IntArrayParam(ids), std::to_string(absl::ToUnixSeconds(from)),
                                              std::to_string(absl::ToUnixSeconds(to))}));
  std::vector<DutyRecord> out;
  for (int i = 0; i < r.Rows(); ++i) {
    if (out.empty() || out.back().duty_id != r.Int(i, 0)) {
      out.push_back(DutyRecord{r.Int(i, 0),
                               r.Int(i, 1),
                               absl::FromUnixSeconds(r.Int64(i, 2)),
                               absl::FromUnixSeconds(r.Int64(i, 3)),
                               r.Text(i, 4),
                               {}});
    }
    if (!r.IsNull(i, 5)) {
      out.back().interventions.push_back(InterventionRecord{r.Int(i, 5), absl::FromUnixSeconds(r.Int64(i, 6)),
                                                            absl::FromUnixSeconds(r.Int64(i, 7)), r.Text(i, 8)});
    }
  }
  return out;
}

}  // namespace kadry::work_times
