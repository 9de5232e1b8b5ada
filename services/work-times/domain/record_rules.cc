#include "services/work-times/domain/record_rules.h"

namespace kadry::work_times {
namespace {
bool IsPresence(RecordKind kind) { return kind == RecordKind::kWork; }
}  // namespace

bool StartsOnDay(absl::CivilDay day, absl::Time start, absl::TimeZone zone) {
  return absl::ToCivilDay(start, zone) == day;
}

std::optional<KnownRecord> FirstOverlap(const std::vector<KnownRecord>& records, RecordKind kind, absl::Time start,
                                        std::optional<absl::Time> end, long long except_id) {
  const absl::Time until = end.value_or(absl::InfiniteFuture());
  for (const KnownRecord& r : records) {
    if (r.record_id == except_id || IsPresence(r.kind) != IsPresence(kind)) continue;
    const absl::Time r_until = r.end.value_or(absl::InfiniteFuture());
    if (r.start < until && start < r_until) return r;
  }
  return std::nullopt;
}

}  // namespace kadry::work_times
