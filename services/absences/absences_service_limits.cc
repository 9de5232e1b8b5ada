// The limit RPCs of AbsencesServiceImpl: my limits and the limits report.
#include "services/absences/absences_service.h"

#include <algorithm>

#include "services/absences/domain/leave_limits.h"
#include "services/absences/proto_conversions.h"
#include "services/common/paging.h"
#include "services/common/status_macros.h"
#include "services/common/problem.h"

namespace kadry::absences {

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListMyLimits(grpc::CallbackServerContext* ctx,
                                                            const v1::LimitsRequest* req, v1::LimitList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    const int employee_id = req->employee_id() == 0 ? caller.user_id : req->employee_id();
    if (auto e = employees_.Get(employee_id, caller.Scope().Line()); !e.ok()) return e.status();
    // Someone else's limits: their supervisors, HR and Admin; readers use the limits report.
    if (employee_id != caller.user_id && !caller.is_hr && !caller.is_admin) {
      auto above = employees_.IsAbove(caller.user_id, employee_id);
      if (!above.ok()) return above.status();
      if (!*above) return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
    }
    const absl::CivilDay today = Today();
    const int year = req->year() == 0 ? static_cast<int>(today.year()) : req->year();
    if (year < 2000 || year > 2100)
      return InvalidFields(
          {{"year", "field.range", "year must be between 2000 and 2100", {{"min", 2000}, {"max", 2100}}}});
    auto inputs = employees_.LimitInputsOf(employee_id);
    if (!inputs.ok()) return inputs.status();
    auto counted = requests_.Counted(employee_id, year, year);
    if (!counted.ok()) return counted.status();
    inputs->requests = std::move(*counted);
    for (const LimitFigures& f : MyLimits(*inputs, year, today)) ToProto(f, res->add_data());
    CountWholeList(res);
    // Another year's figure is as of its last day (or its first, ahead of it).
    const absl::CivilDay as_of = std::clamp(today, absl::CivilDay(year, 1, 1), absl::CivilDay(year, 12, 31));
    ToProto(AnnualLeave(*inputs, year, as_of), as_of, res->mutable_annual_leave());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetLimitsReport(grpc::CallbackServerContext* ctx,
                                                               const v1::LimitsReportRequest* req,
                                                               v1::LimitsReportResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    const PageWindow window = PageOf(*req);
    const absl::CivilDay today = Today();
    const int year = req->year() == 0 ? static_cast<int>(today.year()) : req->year();
    if (year < 2000 || year > 2100)
      return InvalidFields(
          {{"year", "field.range", "year must be between 2000 and 2100", {{"min", 2000}, {"max", 2100}}}});
    const std::vector<std::string> sort(req->paging().sort().begin(), req->paging().sort().end());
    ASSIGN_OR_RETURN(const EmployeePage people,
                     employees_.Page(caller.Scope().Line(), req->paging().search(), sort, window));
    std::vector<int> ids;
    for (const EmployeeRecord& e : people.employees) ids.push_back(e.employee_id);
    std::vector<int> owners;
    ASSIGN_OR_RETURN(const std::vector<CountedRequest> counted, requests_.CountedForMany(ids, year, owners));
    for (const EmployeeRecord& e : people.employees) {
      ASSIGN_OR_RETURN(LimitInputs inputs, employees_.LimitInputsOf(e.employee_id));
      for (size_t i = 0; i < owners.size(); ++i) {
        if (owners[i] == e.employee_id) inputs.requests.push_back(counted[i]);
      }
      ToProto(e, AnnualLeave(inputs, year, today), res->add_data());
    }
    res->mutable_paging()->set_total(people.total);
    return absl::OkStatus();
  });
}

}  // namespace kadry::absences
