// The limit RPCs of AbsencesServiceImpl: my limits and the limits report.
#include "services/absences/absences_service.h"

#include <algorithm>

#include "services/absences/domain/leave_limits.h"
#include "services/absences/proto_conversions.h"
#include "services/common/paging.h"

namespace kadry::absences {

grpc::Status AbsencesServiceImpl::ListMyLimits(grpc::ServerContext* ctx, const v1::LimitsRequest* req,
                                               v1::LimitList* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    const int employee_id = req->employee_id() == 0 ? caller.user_id : req->employee_id();
    if (auto e = employees_.Get(employee_id, caller.Scope()); !e.ok()) return e.status();
    // Someone else's limits: their supervisors, HR and Admin; readers use the limits report.
    if (employee_id != caller.user_id && !caller.is_hr && !caller.is_admin) {
      auto above = employees_.IsAbove(caller.user_id, employee_id);
      if (!above.ok()) return above.status();
      if (!*above) return absl::NotFoundError("no such employee");
    }
    const absl::CivilDay today = Today();
    const int year = req->year() == 0 ? static_cast<int>(today.year()) : req->year();
    if (year < 2000 || year > 2100) return absl::InvalidArgumentError("year must be between 2000 and 2100");
    auto inputs = employees_.LimitInputsOf(employee_id);
    if (!inputs.ok()) return inputs.status();
    auto counted = requests_.Counted(employee_id, year);
    if (!counted.ok()) return counted.status();
    inputs->requests = std::move(*counted);
    for (const LimitFigures& f : MyLimits(*inputs, year, today)) ToProto(f, res->add_data());
    res->set_total(res->data_size());
    // Another year's figure is as of its last day (or its first, ahead of it).
    const absl::CivilDay as_of = std::clamp(today, absl::CivilDay(year, 1, 1), absl::CivilDay(year, 12, 31));
    ToProto(AnnualLeave(*inputs, year, as_of), as_of, res->mutable_annual_leave());
    return absl::OkStatus();
  });
}

grpc::Status AbsencesServiceImpl::GetLimitsReport(grpc::ServerContext* ctx, const v1::LimitsReportRequest* req,
                                                  v1::LimitsReportResponse* res) {
  return Serve(ctx, [&](const Caller& caller) -> absl::Status {
    const PageWindow window = PageOf(*req);
    const absl::CivilDay today = Today();
    const int year = req->year() == 0 ? static_cast<int>(today.year()) : req->year();
    if (year < 2000 || year > 2100) return absl::InvalidArgumentError("year must be between 2000 and 2100");
    auto people = employees_.Page(caller.Scope(), req->search(), req->sort(), window.size, window.Offset());
    if (!people.ok()) return people.status();
    std::vector<int> ids;
    for (const auto& e : people->second) ids.push_back(e.employee_id());
    std::vector<int> owners;
    auto counted = requests_.CountedForMany(ids, year, owners);
    if (!counted.ok()) return counted.status();
    for (const auto& e : people->second) {
      auto inputs = employees_.LimitInputsOf(e.employee_id());
      if (!inputs.ok()) return inputs.status();
      for (size_t i = 0; i < owners.size(); ++i) {
        if (owners[i] == e.employee_id()) inputs->requests.push_back((*counted)[i]);
      }
      const AnnualLeaveSummary s = AnnualLeave(*inputs, year, today);
      auto* row = res->add_data();
      row->set_employee_id(e.employee_id());
      row->set_employee_full_name(e.full_name());
      row->set_employee_sap_number(e.sap_number());
      row->set_supervisor_full_name(e.supervisor_full_name());
      row->set_usage(s.usage_percent);
      row->set_this_year_total(s.current.total);
      row->set_overdue_total(s.overdue.total);
      row->set_overdue_available(std::max(0.0, s.overdue.available));
      row->set_approved(s.current.approved + s.overdue.approved);
      row->set_reserved(s.current.reserved + s.overdue.reserved);
      row->set_available(s.current.available);
      row->set_available_for_today(s.available_for_today);
      row->set_extra(s.extra);
      row->set_on_demand(s.on_demand);
    }
    res->set_total(people->first);
    return absl::OkStatus();
  });
}

}  // namespace kadry::absences
