#include "services/absences/domain/request_conflicts.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {

// How a type uses a day, for the matrix of TypesConflict.
enum class DayUse { kAwayAllDay, kAwaySomeHours, kRemoteWork };

DayUse UseOf(const RequestTypeInfo& type) {
  if (type.is_home_office) return DayUse::kRemoteWork;
  return type.in_hours ? DayUse::kAwaySomeHours : DayUse::kAwayAllDay;
}

bool Overlap(absl::CivilDay from_a, absl::CivilDay to_a, absl::CivilDay from_b, absl::CivilDay to_b) {
  return from_a <= to_b && from_b <= to_a;
}

std::string Date(absl::CivilDay day) {
  return absl::StrFormat("%04d-%02d-%02d", day.year(), day.month(), day.day());
}

std::string Dates(absl::CivilDay from, absl::CivilDay to) {
  return from == to ? Date(from) : absl::StrCat(Date(from), " - ", Date(to));
}

}  // namespace

bool IsLiveStatus(int status_id) {
  return status_id == static_cast<int>(RequestStatus::kPending) ||
         status_id == static_cast<int>(RequestStatus::kApproved) ||
         status_id == static_cast<int>(RequestStatus::kCancellationRequested);
}

bool TypesConflict(int new_type_id, int existing_type_id) {
  const RequestTypeInfo* a = FindRequestType(new_type_id);
  const RequestTypeInfo* b = FindRequestType(existing_type_id);
  if (a == nullptr || b == nullptr) return true;
  const DayUse x = UseOf(*a);
  const DayUse y = UseOf(*b);
  if (x == DayUse::kAwayAllDay || y == DayUse::kAwayAllDay) return true;
  if (x == DayUse::kRemoteWork && y == DayUse::kRemoteWork) return true;
  return false;  // hours off a remote day, or two hourly absences
}

std::vector<ExistingRequest> ConflictingRequests(int type_id, absl::CivilDay from, absl::CivilDay to,
                                                 const std::vector<ExistingRequest>& existing) {
  std::vector<ExistingRequest> out;
  for (const auto& r : existing) {
    if (IsLiveStatus(r.status_id) && Overlap(from, to, r.from, r.to) && TypesConflict(type_id, r.request_type_id)) {
      out.push_back(r);
    }
  }
  return out;
}

OverlapQuestion DescribeOverlap(absl::CivilDay from, absl::CivilDay to,
                                const std::vector<ExistingRequest>& conflicts) {
  OverlapQuestion q;
  q.single_day = from == to;
  q.day = from;
  for (const auto& c : conflicts) {
    const RequestTypeInfo* type = FindRequestType(c.request_type_id);
    q.existing.push_back({c.id, c.request_no, c.request_type_id, type ? type->name : "", c.from, c.to});
  }
  if (q.existing.empty()) return q;
  if (q.single_day && q.existing.size() == 1) {
    const OverlapItem& e = q.existing.front();
    q.text = absl::StrCat("a request of type ", e.request_type_name, " number ", e.request_no,
                          " already exists on ", Date(from),
                          "; file the new request and cancel the existing one?");
    return q;
  }
  q.text = absl::StrCat(
      "requests already exist in this period: ",
      absl::StrJoin(q.existing, ", ",
                    [](std::string* out, const OverlapItem& e) {
                      absl::StrAppend(out, e.request_no, " (", Dates(e.from, e.to), ")");
                    }),
      "; file the new request and cancel them?");
  return q;
}

}  // namespace kadry::absences
