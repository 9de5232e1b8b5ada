#include "services/absences/domain/request_types.h"

namespace kadry::absences {

const std::vector<RequestTypeInfo>& RequestTypes() {
  // {id, code, name, hours, reason, purpose, address, may start today, limit, home office}
  static const std::vector<RequestTypeInfo> kTypes = {
      {1, "UW", "Urlop wypoczynkowy", false, false, false, false, false, LimitGroup::kAnnual, false},
      // Asked for at the latest on the first day and counted within annual leave (KP art. 167²).
      {2, "UZ", "Urlop na żądanie", false, false, false, false, true, LimitGroup::kAnnual, false},
      // Occasional leave for family events (rozporządzenie MPiPS z 15 maja 1996 r., § 15): no yearly limit.
      {3, "UO", "Urlop okolicznościowy", false, false, false, false, false, LimitGroup::kNone, false},
      // Childcare for a child up to 14: 2 days or 16 hours together (KP art. 188 §1-3).
      {4, "OPD", "Opieka nad dzieckiem (dni)", false, false, false, false, true, LimitGroup::kChildcare, false},
      {5, "OPH", "Opieka nad dzieckiem (godziny)", true, false, false, false, true, LimitGroup::kChildcare, false},
      // Unpaid leave on the employee's written request (KP art. 174).
      {6, "UB", "Urlop bezpłatny", false, false, false, false, false, LimitGroup::kNone, false},
      // Urgent family matters caused by illness or accident (KP art. 148¹).
      {23, "SWD", "Siła wyższa (dni)", false, true, false, false, true, LimitGroup::kForceMajeure, false},
      {24, "SWH", "Siła wyższa (godziny)", true, true, false, false, true, LimitGroup::kForceMajeure, false},
      // Carer's leave: 5 days, with the person and the reason (KP art. 173¹, 173²).
      {25, "UOP", "Urlop opiekuńczy", false, false, true, false, false, LimitGroup::kCarers, false},
      // Agreed remote work (KP art. 67¹⁹) and occasional remote work, 24 days (art. 67³³).
      {40, "HO", "Praca zdalna", false, false, false, true, false, LimitGroup::kNone, true},
      {41, "HOOK", "Praca zdalna okazjonalna", false, false, false, true, true, LimitGroup::kOccasionalRemoteWork,
       true},
  };
  return kTypes;
}

const RequestTypeInfo* FindRequestType(int id) {
  for (const auto& t : RequestTypes()) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

absl::StatusOr<RequestTypeInfo> RequestTypeById(int id) {
  const RequestTypeInfo* type = FindRequestType(id);
  if (type == nullptr) return absl::NotFoundError("unknown request type");
  return *type;
}

const char* UnitOf(const RequestTypeInfo& type) { return type.in_hours ? "hours" : "days"; }

bool HasLimit(const RequestTypeInfo& type) { return type.limit != LimitGroup::kNone; }

std::vector<int> TypesSharingLimit(LimitGroup group) {
  std::vector<int> ids;
  if (group == LimitGroup::kNone) return ids;
  for (const auto& t : RequestTypes()) {
    if (t.limit == group) ids.push_back(t.id);
  }
  return ids;
}

bool IsDayOrHoursLimit(LimitGroup group) {
  return group == LimitGroup::kChildcare || group == LimitGroup::kForceMajeure;
}

bool IsFullDayAbsence(const RequestTypeInfo& type) { return !type.in_hours && !type.is_home_office; }

std::string RequestStatusName(int status_id) {
  switch (static_cast<RequestStatus>(status_id)) {
    case RequestStatus::kPending: return "Złożony";
    case RequestStatus::kApproved: return "Zaakceptowany";
    case RequestStatus::kRejected: return "Odrzucony";
    case RequestStatus::kCancelled: return "Anulowany";
    case RequestStatus::kCancellationRequested: return "Wniosek o anulowanie";
  }
  return "";
}

std::string ProcessingStatusName(int status_id) {
  switch (static_cast<ProcessingStatus>(status_id)) {
    case ProcessingStatus::kProcessing: return "processing";
    case ProcessingStatus::kExported: return "exported";
    case ProcessingStatus::kError: return "error";
    case ProcessingStatus::kNone: break;
  }
  return "";
}

std::string ReasonTypeName(int reason_type_id) {
  if (reason_type_id == 1) return "Choroba";
  if (reason_type_id == 2) return "Wypadek";
  return "";
}

std::string KinshipName(int degree_id) {
  static const char* const kNames[] = {"",           "Dziecko",
                                       "Małżonek",   "Rodzic",
                                       "Rodzeństwo", "Dziadek lub babcia",
                                       "Wnuk",       "Osoba we wspólnym gospodarstwie"};
  return degree_id >= 1 && degree_id <= 7 ? kNames[degree_id] : "";
}

}  // namespace kadry::absences
