#include "services/absences/domain/week_report.h"

#include "services/absences/domain/request_types.h"
#include "services/common/polish_calendar.h"

namespace kadry::absences {

const char* WorkplaceName(Workplace place) {
  switch (place) {
    case Workplace::kOffice: return "office";
    case Workplace::kRemote: return "remote";
    case Workplace::kAbsent: return "absent";
    case Workplace::kDayOff: return "day-off";
  }
  return "";
}

WorkplaceDay WorkplaceOn(absl::CivilDay day, const std::vector<ApprovedOnDay>& approved) {
  WorkplaceDay out{day};
  if (!IsWorkingDay(day)) {
    out.place = Workplace::kDayOff;
    return out;
  }
  for (const ApprovedOnDay& a : approved) {
    const RequestTypeInfo* type = FindRequestType(a.request_type_id);
    if (type == nullptr) continue;
    if (IsFullDayAbsence(*type)) return WorkplaceDay{day, Workplace::kAbsent, type->id, 0};
    if (type->is_home_office) {
      out.place = Workplace::kRemote;
      out.request_type_id = type->id;
    } else if (type->in_hours) {
      out.hours_off += a.hours;
      if (out.place == Workplace::kOffice) out.request_type_id = type->id;
    }
  }
  return out;
}

}  // namespace kadry::absences
