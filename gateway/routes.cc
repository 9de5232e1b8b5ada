#include "gateway/routes.h"

#include <algorithm>

#include "absl/strings/str_split.h"
#include "gateway/absl_string_view.h"
#include "gateway/transcoding.h"
#include "services/common/declared_ability.h"

namespace kadry::gateway {

const std::vector<Route>& ApiRoutes() {
  static const std::vector<Route>* const kWithDeclaredAbilities = [] {
    auto* routes = new std::vector<Route>(WrittenRoutes());
    for (Route& r : *routes) {
      if (r.ability.empty()) r.ability = DeclaredAbility(FindMethod(r.grpc_method));
    }
    return routes;
  }();
  return *kWithDeclaredAbilities;
}

const std::vector<Route>& WrittenRoutes() {
  // Ownership of presets (own userId only) is the identity service's rule.
  static const std::vector<Route> kRoutes = {
      // {method, path template, gRPC method, backend, ability subject, body field}
      {"GET", "/api/configuration", "", kGatewayItself, "", ""},
      {"GET", "/api/users/{userId}/presets", "kadry.identity.v1.IdentityService/ListPresets", "identity", "", ""},
      {"POST", "/api/users/{userId}/presets", "kadry.identity.v1.IdentityService/CreatePreset", "identity", "", "preset"},
      {"PUT", "/api/users/{userId}/presets/{presetId}", "kadry.identity.v1.IdentityService/UpdatePreset", "identity", "", "preset"},
      {"POST", "/api/users/{userId}/presets/{id}/mark-as-default-commands", "kadry.identity.v1.IdentityService/MarkPresetAsDefault", "identity", "", ""},
      {"DELETE", "/api/users/{userId}/presets/{id}", "kadry.identity.v1.IdentityService/DeletePreset", "identity", "", ""},
      // Absences (docs/absences-api.md); rows are scoped by the service (own/team/all).
      {"GET", "/absences/api/employees/{id}", "kadry.absences.v1.AbsencesService/GetEmployee", "absences", "", ""},
      {"POST", "/absences/api/employees/search", "kadry.absences.v1.AbsencesService/SearchEmployees", "absences", "", "*"},
      {"POST", "/absences/api/employees/supervisors/search", "kadry.absences.v1.AbsencesService/SearchSupervisors", "absences", "", "*"},
      {"GET", "/absences/api/employees/{id}/supervisor", "kadry.absences.v1.AbsencesService/GetSupervisor", "absences", "", ""},
      {"GET", "/absences/api/employees/{employeeId}/benefits", "kadry.absences.v1.AbsencesService/ListBenefits", "absences", "", ""},
      {"GET", "/absences/api/employees/{employeeId}/employment-contracts", "kadry.absences.v1.AbsencesService/ListEmploymentContracts", "absences", "", ""},
      {"GET", "/absences/api/employees/{employeeId}/abilities", "kadry.absences.v1.AbsencesService/GetEmployeeAbilities", "absences", "", ""},
      {"POST", "/absences/api/employees/{employeeId}/timesheets", "kadry.absences.v1.AbsencesService/ListTimesheets", "absences", "Page_Calendar_Timesheets", "*"},
      {"GET", "/absences/api/calendar/holidays", "kadry.absences.v1.AbsencesService/ListHolidays", "absences", "", ""},
      {"GET", "/absences/api/calendar/my", "kadry.absences.v1.AbsencesService/GetMyCalendar", "absences", "Page_Calendar_My", ""},
      {"GET", "/absences/api/calendar/team", "kadry.absences.v1.AbsencesService/GetTeamCalendar", "absences", "Page_Calendar_Team", ""},
      {"GET", "/absences/api/request-types", "kadry.absences.v1.AbsencesService/ListRequestTypes", "absences", "", ""},
      {"GET", "/absences/api/requests/my", "kadry.absences.v1.AbsencesService/ListMyRequests", "absences", "Page_Requests_My", ""},
      {"GET", "/absences/api/requests/team", "kadry.absences.v1.AbsencesService/ListTeamRequests", "absences", "Page_Requests_Team", ""},
      {"GET", "/absences/api/requests/report", "kadry.absences.v1.AbsencesService/ListRequestsReport", "absences", "Page_Requests_Report", ""},
      // The report as a CSV or XLSX download (a server stream of file chunks).
      {"GET", "/absences/api/requests/report/export", "kadry.absences.v1.AbsencesService/ExportRequestsReport", "absences", "Page_Requests_Report", ""},
      {"GET", "/absences/api/requests/{id}", "kadry.absences.v1.AbsencesService/GetRequest", "absences", "", ""},
      {"POST", "/absences/api/requests/preview", "kadry.absences.v1.AbsencesService/PreviewRequest", "absences", "Page_Requests_New", "request"},
      {"POST", "/absences/api/requests", "kadry.absences.v1.AbsencesService/CreateRequest", "absences", "Page_Requests_New", "request"},
      {"POST", "/absences/api/requests/{id}/cancel", "kadry.absences.v1.AbsencesService/CancelRequest", "absences", "", "*"},
      {"POST", "/absences/api/requests/{id}/approve", "kadry.absences.v1.AbsencesService/ApproveRequest", "absences", "Page_Requests_Team", "*"},
      {"POST", "/absences/api/requests/{id}/reject", "kadry.absences.v1.AbsencesService/RejectRequest", "absences", "Page_Requests_Team", "*"},
      {"POST", "/absences/api/requests/{id}/cancellation-request", "kadry.absences.v1.AbsencesService/RequestCancellation", "absences", "", "*"},
      {"POST", "/absences/api/requests/{id}/accept-cancellation", "kadry.absences.v1.AbsencesService/AcceptCancellation", "absences", "Page_Requests_Team", "*"},
      {"POST", "/absences/api/requests/{id}/reject-cancellation", "kadry.absences.v1.AbsencesService/RejectCancellation", "absences", "Page_Requests_Team", "*"},
      {"POST", "/absences/api/requests/{id}/take-over", "kadry.absences.v1.AbsencesService/TakeOverByHr", "absences", "Page_Requests_Report", "*"},
      {"POST", "/absences/api/requests/{id}/resume-processing", "kadry.absences.v1.AbsencesService/ResumeProcessing", "absences", "Page_Requests_Report", "*"},
      {"GET", "/absences/api/limits/my", "kadry.absences.v1.AbsencesService/ListMyLimits", "absences", "Page_Requests_MyLimits", ""},
      {"GET", "/absences/api/limits/report", "kadry.absences.v1.AbsencesService/GetLimitsReport", "absences", "Page_Requests_Limits", ""},
      // The ZFŚS benefit (docs/bonus-declarations.md): own rows for everyone, all rows for
      // HR, Admin and HRPreview (the service's rule); campaigns for HR and Admin.
      {"POST", "/api/bonus-declarations/logs", "kadry.bonus_declarations.v1.BonusDeclarationsService/AddLog", "bonus-declarations", "Page_BonusDeclarations_Index", "*"},
      {"POST", "/api/bonus-declarations/logs/search", "kadry.bonus_declarations.v1.BonusDeclarationsService/SearchLogs", "bonus-declarations", "Page_BonusDeclarations_Index", "*"},
      {"POST", "/api/bonus-declarations/search", "kadry.bonus_declarations.v1.BonusDeclarationsService/SearchDeclarations", "bonus-declarations", "Page_BonusDeclarations_Index", "*"},
      {"POST", "/api/bonus-declarations/preview", "kadry.bonus_declarations.v1.BonusDeclarationsService/PreviewDeclaration", "bonus-declarations", "Page_BonusDeclarations_Index", "declaration"},
      {"POST", "/api/bonus-declarations", "kadry.bonus_declarations.v1.BonusDeclarationsService/CreateDeclaration", "bonus-declarations", "Page_BonusDeclarations_Index", "declaration"},
      {"PUT", "/api/bonus-declarations/{bonusDeclarationId}", "kadry.bonus_declarations.v1.BonusDeclarationsService/UpdateDeclaration", "bonus-declarations", "Page_BonusDeclarations_Index", "declaration"},
      {"POST", "/api/bonus-declarations/non-declarants/search", "kadry.bonus_declarations.v1.BonusDeclarationsService/SearchNonDeclarants", "bonus-declarations", "Page_BonusDeclarations_Report", "*"},
      {"GET", "/api/bonus-declarations/export", "kadry.bonus_declarations.v1.BonusDeclarationsService/ExportDeclarations", "bonus-declarations", "Page_BonusDeclarations_Report", ""},
      {"GET", "/api/bonus-declarations/campaigns", "kadry.bonus_declarations.v1.BonusDeclarationsService/ListCampaigns", "bonus-declarations", "Page_BonusDeclarations_Campaigns", ""},
      {"POST", "/api/bonus-declarations/campaigns", "kadry.bonus_declarations.v1.BonusDeclarationsService/CreateCampaign", "bonus-declarations", "Page_BonusDeclarations_Campaigns", "campaign"},
      {"PUT", "/api/bonus-declarations/campaigns/{campaignId}", "kadry.bonus_declarations.v1.BonusDeclarationsService/UpdateCampaign", "bonus-declarations", "Page_BonusDeclarations_Campaigns", "campaign"},
      // Working time (docs/work-times.md): each RPC declares its ability in its proto, which the
      // gateway and the service both check; own / team / all rows and who may correct, approve
      // or lock are the service's rule.
      {"GET", "/work-times/api/current-workday", "kadry.work_times.v1.WorkTimesService/GetMyCurrentWorkday", "work-times", "", ""},
      {"POST", "/work-times/api/current-workday/actions", "kadry.work_times.v1.WorkTimesService/RecordMyClockAction", "work-times", "", "*"},
      {"GET", "/work-times/api/workdays/my", "kadry.work_times.v1.WorkTimesService/ListMyWorkdays", "work-times", "", ""},
      {"GET", "/work-times/api/workdays/team", "kadry.work_times.v1.WorkTimesService/ListTeamWorkdays", "work-times", "", ""},
      {"GET", "/work-times/api/workdays/calendar", "kadry.work_times.v1.WorkTimesService/GetTeamWorkdaysCalendar", "work-times", "", ""},
      {"POST", "/work-times/api/workdays/lock", "kadry.work_times.v1.WorkTimesService/LockMonth", "work-times", "", "*"},
      {"GET", "/work-times/api/workdays/{workdayId}", "kadry.work_times.v1.WorkTimesService/GetWorkday", "work-times", "", ""},
      {"POST", "/work-times/api/workdays/{workdayId}/records", "kadry.work_times.v1.WorkTimesService/AddRecord", "work-times", "", "record"},
      {"PUT", "/work-times/api/workdays/{workdayId}/records/{recordId}", "kadry.work_times.v1.WorkTimesService/UpdateRecord", "work-times", "", "record"},
      {"DELETE", "/work-times/api/workdays/{workdayId}/records/{recordId}", "kadry.work_times.v1.WorkTimesService/RemoveRecord", "work-times", "", ""},
      {"POST", "/work-times/api/workdays/{workdayId}/approve-overtime", "kadry.work_times.v1.WorkTimesService/ApproveOvertime", "work-times", "", "*"},
      {"POST", "/work-times/api/workdays/{workdayId}/compensate-undertime", "kadry.work_times.v1.WorkTimesService/CompensateUndertime", "work-times", "", "*"},
      {"POST", "/work-times/api/workdays/{workdayId}/day-off", "kadry.work_times.v1.WorkTimesService/GiveDayOff", "work-times", "", "*"},
      {"DELETE", "/work-times/api/workdays/{workdayId}/day-off", "kadry.work_times.v1.WorkTimesService/WithdrawDayOff", "work-times", "", ""},
      {"GET", "/work-times/api/time-evaluation/my", "kadry.work_times.v1.WorkTimesService/GetMyTimeEvaluation", "work-times", "", ""},
      {"GET", "/work-times/api/time-evaluation/team", "kadry.work_times.v1.WorkTimesService/ListTeamTimeEvaluations", "work-times", "", ""},
      {"GET", "/work-times/api/time-evaluation/team/export", "kadry.work_times.v1.WorkTimesService/ExportTeamMonth", "work-times", "", ""},
      {"GET", "/work-times/api/time-evaluation/{employeeId}", "kadry.work_times.v1.WorkTimesService/GetTimeEvaluation", "work-times", "", ""},
      {"GET", "/work-times/api/employee-terms/{employeeId}", "kadry.work_times.v1.WorkTimesService/GetEmployeeTerms", "work-times", "", ""},
      {"PUT", "/work-times/api/employee-terms/{employeeId}", "kadry.work_times.v1.WorkTimesService/UpdateEmployeeTerms", "work-times", "", "terms"},
      {"GET", "/work-times/api/attendances/my-team", "kadry.work_times.v1.WorkTimesService/ListMyTeamAttendances", "work-times", "", ""},
      {"GET", "/work-times/api/attendances/team", "kadry.work_times.v1.WorkTimesService/ListTeamAttendances", "work-times", "", ""},
      {"GET", "/work-times/api/on-call/my", "kadry.work_times.v1.WorkTimesService/ListMyOnCall", "work-times", "", ""},
      {"GET", "/work-times/api/on-call/team", "kadry.work_times.v1.WorkTimesService/ListTeamOnCall", "work-times", "", ""},
  };
  return kRoutes;
}

namespace {
std::vector<std::string> SplitPath(std::string_view path) {
  return absl::StrSplit(AsAbsl(path), '/', absl::SkipEmpty());
}

bool IsParam(const std::string& segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
}

// Literal segments count double so the most specific template wins.
int Specificity(const std::vector<std::string>& segments) {
  int score = 0;
  for (const auto& s : segments) score += IsParam(s) ? 1 : 2;
  return score;
}
}  // namespace

std::vector<std::string> TemplateParams(std::string_view path_template) {
  std::vector<std::string> names;
  for (const auto& s : SplitPath(path_template)) {
    if (IsParam(s)) names.push_back(s.substr(1, s.size() - 2));
  }
  return names;
}

RouteMatcher::RouteMatcher(std::vector<Route> routes) : routes_(std::move(routes)) {
  for (const auto& r : routes_) segments_.push_back(SplitPath(r.path));
}

RouteMatch RouteMatcher::Match(std::string_view method, std::string_view path) const {
  const std::vector<std::string> parts = SplitPath(path);
  RouteMatch best;
  int best_score = -1;
  for (size_t i = 0; i < routes_.size(); ++i) {
    const auto& tmpl = segments_[i];
    if (tmpl.size() != parts.size()) continue;
    std::map<std::string, std::string> params;
    bool matches = true;
    for (size_t k = 0; k < tmpl.size() && matches; ++k) {
      if (IsParam(tmpl[k])) {
        params[tmpl[k].substr(1, tmpl[k].size() - 2)] = parts[k];
      } else {
        matches = tmpl[k] == parts[k];
      }
    }
    if (!matches) continue;
    // HEAD is served by the GET route, as HTTP says.
    const bool same_method = routes_[i].method == method ||
                             (method == "HEAD" && routes_[i].method == "GET");
    if (!same_method) {
      best.allowed_methods.emplace_back(routes_[i].method);
      continue;
    }
    const int score = Specificity(tmpl);
    if (score > best_score) {
      best_score = score;
      best.kind = RouteMatch::Kind::kFound;
      best.route = &routes_[i];
      best.params = std::move(params);
    }
  }
  if (best.kind != RouteMatch::Kind::kFound && !best.allowed_methods.empty()) {
    best.kind = RouteMatch::Kind::kMethodNotAllowed;
    std::sort(best.allowed_methods.begin(), best.allowed_methods.end());
    best.allowed_methods.erase(
        std::unique(best.allowed_methods.begin(), best.allowed_methods.end()),
        best.allowed_methods.end());
  }
  return best;
}

const std::set<std::string>& ApiPrefixes() {
  static const auto* const kPrefixes = [] {
    auto* prefixes = new std::set<std::string>();
    for (const Route& r : ApiRoutes()) {
      const size_t api = r.path.find("/api/");
      if (api != std::string_view::npos) prefixes->insert(std::string(r.path.substr(0, api + 4)));
    }
    return prefixes;
  }();
  return *kPrefixes;
}

bool IsApiPath(std::string_view path) {
  for (const std::string& prefix : ApiPrefixes()) {
    if (path.substr(0, prefix.size()) == prefix && (path.size() == prefix.size() || path[prefix.size()] == '/')) {
      return true;
    }
  }
  return false;
}

std::set<std::string> RouteBackends() {
  std::set<std::string> names;
  for (const Route& r : ApiRoutes()) {
    if (r.backend != kGatewayItself) names.insert(std::string(r.backend));
  }
  return names;
}

}  // namespace kadry::gateway
