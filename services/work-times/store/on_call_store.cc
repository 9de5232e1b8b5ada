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

constexpr char kGet[] = R"sql(
    SELECT d.duty_id, d.employee_id, extract(epoch from d.start_at)::bigint, extract(epoch from d.end_at)::bigint,
    d.place, i.intervention_id, extract(epoch from i.start_at)::bigint, extract(epoch from i.end_at)::bigint,
    coalesce(i.description, '') FROM work_times.on_call_duties d
    LEFT JOIN work_times.interventions i ON i.duty_id = d.duty_id WHERE d.duty_id = $1 ORDER BY i.start_at)sql";
constexpr char kAdd[] = R"sql(
    INSERT INTO work_times.on_call_duties (employee_id, start_at, end_at, place)
    VALUES ($1, to_timestamp($2), to_timestamp($3), $4) RETURNING duty_id)sql";
constexpr char kRemove[] = R"sql(
    DELETE FROM work_times.on_call_duties d WHERE duty_id = $1 AND start_at > to_timestamp($2)
      AND NOT EXISTS (SELECT 1 FROM work_times.interventions i WHERE i.duty_id = d.duty_id))sql";

// Duties with their interventions, one row per intervention (or one for a duty without any).
std::vector<DutyRecord> DutiesOf(const PgResult& r) {
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

}  // namespace

absl::StatusOr<DutyRecord> OnCallStore::Get(int duty_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kGet, {std::to_string(duty_id)}));
  std::vector<DutyRecord> duties = DutiesOf(r);
  if (duties.empty()) return absl::NotFoundError("no such on-call duty");
  return std::move(duties.front());
}

absl::StatusOr<int> OnCallStore::Add(const DutyRecord& d) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(kAdd, {std::to_string(d.employee_id), std::to_string(absl::ToUnixSeconds(d.start)),
                                      std::to_string(absl::ToUnixSeconds(d.end)), d.place}));
  return r.Int(0, 0);
}

absl::Status OnCallStore::Remove(int duty_id, absl::Time now) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(kRemove, {std::to_string(duty_id), std::to_string(absl::ToUnixSeconds(now))}));
  if (r.Affected() == 0) return absl::FailedPreconditionError("the duty has begun or has interventions");
  return absl::OkStatus();
}

absl::StatusOr<std::vector<DutyRecord>> OnCallStore::Overlapping(const std::vector<int>& ids, absl::Time from,
                                                                 absl::Time to) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(kOverlapping, {IntArrayParam(ids), std::to_string(absl::ToUnixSeconds(from)),
                                              std::to_string(absl::ToUnixSeconds(to))}));
  return DutiesOf(r);
}

}  // namespace kadry::work_times
