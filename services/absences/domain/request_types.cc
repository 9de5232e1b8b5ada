#include "services/absences/domain/request_types.h"

namespace kadry::absences {

const std::vector<RequestTypeInfo>& RequestTypes() {
  // {id, code, name, hours, reason, purpose, address, may start today, limit, home office}
  static const std::vector<RequestTypeInfo> kTypes = {
      {1, "UW", "Urlop wypoczynkowy", false, false, false, false, false, LimitGroup::kAnnual, false},
      // The employee asks at the latest on the first day (KP art. 167²).
      {2, "UZ", "Urlop na żądanie", false, false, false, false, true, LimitGroup::kAnnual, false},
      {3, "UO", "Urlop okolicznościowy", false, false, false, false, false, LimitGroup::kNone, false},
      {4, "OPD", "Opieka nad dzieckiem (dni)", false, false, false, false, true, LimitGroup::kChildcare, false},
      {5, "OPH", "Opieka nad dzieckiem (godziny)", true, false, false, false, true, LimitGroup::kChildcare, false},
      {6, "UB", "Urlop bezpłatny", false, false, false, false, false, LimitGroup::kNone, false},
      // Urgent family matters caused by illness or accident (KP art. 148¹).
      {23, "SWD", "Siła wyższa (dni)", false, true, false, false, true, LimitGroup::kForceMajeure, false},
      {24, "SWH", "Siła wyższa (godziny)", true, true, false, false, true, LimitGroup::kForceMajeure, false},
      {25, "UOP", "Urlop opiekuńczy", false, false, true, false, false, LimitGroup::kCarers, false},
      {40, "HO", "Praca zdalna", false, false, false, true, false, LimitGroup::kNone, true},
      {41, "HOOK", "Praca zdalna okazjonalna", false, false, false, true, true, LimitGroup::kOccasionalRemoteWork, true},
  };
  return kTypes;
}

const RequestTypeInfo* FindRequestType(int id) {
  for (const auto& t : RequestTypes()) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

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
  static const char* const kNames[] = {"", "Dziecko", "Małżonek", "Rodzic", "Rodzeństwo",
                                       "Dziadek lub babcia", "Wnuk", "Osoba we wspólnym gospodarstwie"};
  return degree_id >= 1 && degree_id <= 7 ? kNames[degree_id] : "";
}

}  // namespace kadry::absences
