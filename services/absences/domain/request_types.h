#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace kadry::absences {

// Request statuses (docs/absences-api.md).
enum class RequestStatus { kPending = 1, kApproved = 2, kRejected = 3, kCancelled = 4, kCancellationRequested = 5 };
// Export of an approved request to payroll.
enum class ProcessingStatus { kNone = 0, kProcessing = 1, kExported = 2, kError = 3 };

// Which yearly counter a request type draws from.
enum class LimitGroup {
  kNone,
  kAnnual,                // 1 and 2: 20/26 days (KP art. 154), on-demand within it (art. 167²)
  kChildcare,             // 4 and 5: 2 days or 16 hours (KP art. 188 §1)
  kForceMajeure,          // 23 and 24: 2 days or 16 hours (KP art. 148¹ §1)
  kCarers,                // 25: 5 days (KP art. 173¹ §1)
  kOccasionalRemoteWork,  // 41: 24 days (KP art. 67³³ §1)
};

struct RequestTypeInfo {
  int id;
  const char* code;
  const char* name;  // Polish; the app translates by code
  bool in_hours;
  bool needs_reason;
  bool needs_purpose;
  bool needs_address;
  bool may_start_today;
  LimitGroup limit;
  bool is_home_office;
};

// Ids of docs/absences-api.md: stored in requests, never renumbered.

inline constexpr int kAnnualLeave = 1;
inline constexpr int kOnDemandLeave = 2;
inline constexpr int kOccasionalLeave = 3;     // family events: rozporządzenie MPiPS z 15 V 1996, § 15
inline constexpr int kChildcareDaysType = 4;   // KP art. 188 §1, in days
inline constexpr int kChildcareHoursType = 5;  // KP art. 188 §1, in hours
inline constexpr int kUnpaidLeave = 6;
inline constexpr int kForceMajeureDaysType = 23;
inline constexpr int kForceMajeureHoursType = 24;
inline constexpr int kCarersLeave = 25;
inline constexpr int kHomeOffice = 40;
inline constexpr int kOccasionalHomeOffice = 41;

// The catalogue, in id order.
const std::vector<RequestTypeInfo>& RequestTypes();
// nullptr for an unknown id.
const RequestTypeInfo* FindRequestType(int id);
// The same lookup as a value: NOT_FOUND "unknown request type" for an id outside it.
absl::StatusOr<RequestTypeInfo> RequestTypeById(int id);

// "hours" for hourly types (OPH, SWH), otherwise "days": the unit of the type's limit.
const char* UnitOf(const RequestTypeInfo& type);
bool HasLimit(const RequestTypeInfo& type);
// Ids drawing from one yearly counter, in catalogue order: kAnnual {1, 2}, kChildcare
// {4, 5}, kForceMajeure {23, 24}, kCarers {25}, kOccasionalRemoteWork {41}; kNone {}.
std::vector<int> TypesSharingLimit(LimitGroup group);
// The day-or-hours counters: the employee chooses days or hours in the first request
// of the year (KP art. 148¹ §3, art. 188 §3).
bool IsDayOrHoursLimit(LimitGroup group);
// Away from work for whole days (leave, care, force majeure in days); remote work is work.
bool IsFullDayAbsence(const RequestTypeInfo& type);

std::string RequestStatusName(int status_id);  // Polish, shown as is by reports
std::string ProcessingStatusName(int status_id);
std::string ReasonTypeName(int reason_type_id);  // 1 illness, 2 accident
std::string KinshipName(int degree_id);          // 0 when unknown -> ""

}  // namespace kadry::absences
