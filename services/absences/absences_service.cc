#include "services/absences/absences_service.h"

#include <algorithm>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/leave_limits.h"
#include "services/common/polish_calendar.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/domain/request_validation.h"
#include "services/absences/domain/timesheet.h"
#include "services/absences/proto_conversions.h"
#include "services/absences/store/people_store.h"
#include "services/common/grpc_server.h"
#include "services/common/grpc_status.h"
#include "services/common/log.h"
#include "services/common/paging.h"
#include "services/common/roles.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::absences {
namespace {
// Supervisor look-ups reach people outside the caller's scope: the whole record for the
// person and for readers of everyone, a colleague's card for the rest (a manager reads
// their own team in full through the employee reads).
v1::Employee VisibleTo(const Caller& caller, const v1::Employee& e) {
  return caller.reads_all || e.employee_id() == caller.user_id ? e : ColleagueCard(e);
}

// A record in the caller's scope as they may read it: whole through the line of supervision,
// as a location card through a location manager's location only.
void ReadableProto(const EmployeeRecord& e, v1::Employee* out) {
  ToProto(e, out);
  if (!e.in_line) *out = LocationCard(*out);
}

// The system callers' scope: which people exist and when they are employed.
constexpr char kDirectoryScope[] = "absences.directory";
// The HR system's import of the organisation (docs/people-import.md).
constexpr char kImportScope[] = "people.import";
constexpr int kMaxEmployeeIds = 1000;

// A list of employee ids asked for at once: at most kMaxEmployeeIds.
absl::Status CheckEmployeeIds(int count) {
  if (count > kMaxEmployeeIds)
    return InvalidFields({{"employeeIds", "field.too-many", "at most 1 000 employee ids", {{"max", kMaxEmployeeIds}}}});
  return absl::OkStatus();
}
}  // namespace

absl::CivilDay AbsencesServiceImpl::Today() const { return WarsawDay(clock_()); }

absl::StatusOr<EmployeeCriteria> AbsencesServiceImpl::ColleaguesOf(const Caller& caller) {
  ASSIGN_OR_RETURN(const EmployeeRecord me, employees_.Get(caller.user_id, caller.Scope()));
  EmployeeCriteria criteria;
  // The top of the organisation shares no supervisor with anyone: their team is themselves.
  if (me.supervisor_id == 0)
    criteria.employee_id = me.employee_id;
  else
    criteria.supervisor_id = me.supervisor_id;
  return criteria;
}

absl::StatusOr<Caller> AbsencesServiceImpl::CallerFrom(grpc::ServerContextBase* context) {
  auto principal = CallerOf(context, verifier_);
  if (!principal.ok()) return principal.status();
  if (principal->user_id <= 0)
    return Refusal(absl::StatusCode::kPermissionDenied, "access.employee-required", "a signed-in employee is required");
  Caller c;
  c.user_id = principal->user_id;
  c.is_admin = principal->HasRole(kAdmin);
  c.is_hr = principal->HasRole(kHr);
  c.reads_all = c.is_admin || c.is_hr || principal->HasRole(kAdministration) || principal->HasRole(kHrPreview);
  c.gives_agreement_opinions = principal->HasRole(kHoAgreementOpinioning);
  c.is_hr_analyst = principal->HasRole(kHrAnalyst);
  c.idempotency_key = IdempotencyKeyOf(context);
  if (principal->HasRole(kLocationManager) && !c.reads_all) {
    // The location is the manager's own record's, not a claim: moving them to another branch
    // moves their scope with them. Without a record of their own there is no location to add.
    auto me = employees_.Get(c.user_id, c.Scope());
    if (me.ok()) {
      c.location_id = me->location_id;
    } else if (me.status().code() != absl::StatusCode::kNotFound) {
      return me.status();
    }
  }
  return c;
}

absl::StatusOr<ImportActor> AbsencesServiceImpl::ImporterFrom(grpc::ServerContextBase* context) {
  const auto client = SystemCallerOf(context, verifier_, kImportScope);
  if (client.ok()) return ImportActor{0, *client};
  const auto caller = CallerFrom(context);
  // A valid system token without the scope is refused, not unknown.
  if (!caller.ok())
    return client.status().code() == absl::StatusCode::kPermissionDenied ? client.status() : caller.status();
  if (!caller->is_hr && !caller->is_admin) {
    return Refusal(absl::StatusCode::kPermissionDenied, "access.hr-only", "people are written by HR and Admin");
  }
  return ImportActor{caller->user_id, ""};
}

// ---------------------------------------------------------------- employees

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetEmployee(grpc::CallbackServerContext* ctx,
                                                           const v1::GetEmployeeRequest* req,
                                                           v1::EmployeeResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const EmployeeRecord e, employees_.Get(req->id(), caller.Scope()));
    ReadableProto(e, res->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::SearchEmployees(grpc::CallbackServerContext* ctx,
                                                               const v1::SearchEmployeesRequest* req,
                                                               v1::EmployeeList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(CheckEmployeeIds(req->employee_ids_size()));
    if (req->colleagues()) {
      // The caller's own team, as cards: who shares their supervisor (docs/work-times.md).
      ASSIGN_OR_RETURN(EmployeeCriteria criteria, ColleaguesOf(caller));
      const EmployeeCriteria asked = CriteriaOf(*req, false);
      criteria.search = asked.search;
      criteria.sort = asked.sort;
      criteria.window = asked.window;
      ASSIGN_OR_RETURN(const EmployeePage page, employees_.Search(criteria, EmployeeScope{true, 0}));
      ToProto(page, res);
      for (v1::Employee& e : *res->mutable_data()) e = VisibleTo(caller, e);
      return absl::OkStatus();
    }
    ASSIGN_OR_RETURN(const EmployeePage page, employees_.Search(CriteriaOf(*req, false), caller.Scope()));
    ToProto(page, res);
    for (int i = 0; i < res->data_size(); ++i) {
      if (!page.employees[i].in_line) *res->mutable_data(i) = LocationCard(res->data(i));
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::SearchSupervisors(grpc::CallbackServerContext* ctx,
                                                                 const v1::SearchEmployeesRequest* req,
                                                                 v1::EmployeeList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    // Who supervises whom is no secret inside the organisation: every employee may look
    // supervisors up (e.g. to pick a substitute's supervisor), but sees only their cards.
    ASSIGN_OR_RETURN(const EmployeePage page, employees_.Search(CriteriaOf(*req, true), EmployeeScope{true, 0}));
    ToProto(page, res);
    for (v1::Employee& e : *res->mutable_data()) e = VisibleTo(caller, e);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetSupervisor(grpc::CallbackServerContext* ctx,
                                                             const v1::GetEmployeeRequest* req,
                                                             v1::EmployeeResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const EmployeeRecord e, employees_.Get(req->id(), caller.Scope()));
    if (e.supervisor_id == 0)
      return Refusal(absl::StatusCode::kNotFound, "employee.no-supervisor", "the employee has no supervisor");
    ASSIGN_OR_RETURN(const EmployeeRecord s, employees_.Get(e.supervisor_id, EmployeeScope{true, 0}));
    v1::Employee supervisor;
    ToProto(s, &supervisor);
    *res->mutable_data() = VisibleTo(caller, supervisor);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListBenefits(grpc::CallbackServerContext* ctx,
                                                            const v1::EmployeeRef* req, v1::BenefitList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(employees_.Get(req->employee_id(), caller.Scope().Line()).status());
    ASSIGN_OR_RETURN(const std::vector<BenefitRecord> benefits, employees_.Benefits(req->employee_id()));
    ToProto(benefits, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListEmploymentContracts(grpc::CallbackServerContext* ctx,
                                                                       const v1::EmployeeRef* req,
                                                                       v1::EmploymentContractList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(employees_.Get(req->employee_id(), caller.Scope().Line()).status());
    ASSIGN_OR_RETURN(const std::vector<EmploymentContractRecord> contracts, employees_.Contracts(req->employee_id()));
    ToProto(contracts, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetEmployeeAbilities(grpc::CallbackServerContext* ctx,
                                                                    const v1::EmployeeRef* req,
                                                                    v1::AbilitiesResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    auto e = employees_.Get(req->employee_id(), caller.Scope().Line());
    // Someone without an employee record still has the flags every signed-in user has.
    if (e.status().code() == absl::StatusCode::kNotFound && req->employee_id() == caller.user_id) {
      SetAccessFlags({}, res);
      return absl::OkStatus();
    }
    if (!e.ok()) return e.status();
    res->mutable_abilities()->Assign(e->abilities.begin(), e->abilities.end());
    SetAccessFlags(e->abilities, res);
    res->set_hr_area_id(e->hr_area_id);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListTimesheets(grpc::CallbackServerContext* ctx,
                                                              const v1::TimesheetsRequest* req,
                                                              v1::TimesheetList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const WorkingTimeFraction working_time,
                     employees_.WorkingTimeOf(req->employee_id(), caller.Scope().Line()));
    auto period = Period(req->date_from(), req->date_to());
    if (!period.ok()) return period.status();
    auto rows = requests_.InPeriod(period->first, period->second, ListKind::kOwn, req->employee_id(), 0);
    if (!rows.ok()) return rows.status();
    for (const TimesheetDay& d : BuildTimesheet(period->first, period->second, working_time.numerator,
                                                working_time.denominator, ApprovedOf(*rows), WarsawZone())) {
      auto* row = res->add_data();
      row->set_work_date_on(FormatDate(d.day));
      if (d.start != absl::InfinitePast()) {
        row->set_start_date_at(FormatWarsawTimestamp(d.start));
        row->set_end_date_at(FormatWarsawTimestamp(d.end));
      }
      row->set_work_time(static_cast<int32_t>(d.work_seconds));
      row->set_is_calendar_working_day(d.is_calendar_working_day);
      row->set_is_timesheet_day_off(d.is_day_off);
      row->set_timesheet_type_name(d.type_code);
      row->set_timesheet_type_description(d.type_description);
      row->set_timesheet_absence_type_name(d.absence_code);
      row->set_timesheet_absence_type_description(d.absence_description);
    }
    CountWholeList(res);
    return absl::OkStatus();
  });
}

// ---------------------------------------------------------------- approved absences

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListAbsenceVersions(grpc::CallbackServerContext* ctx,
                                                                   const v1::AbsenceVersionsRequest* req,
                                                                   v1::AbsenceVersionList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    if (req->employee_ids_size() > kMaxApprovedAbsenceEmployees) {
      return InvalidFields({{"employeeIds",
                             "field.too-many",
                             absl::StrCat("at most ", kMaxApprovedAbsenceEmployees, " ids"),
                             {{"max", kMaxApprovedAbsenceEmployees}}}});
    }
    const std::vector<int> ids(req->employee_ids().begin(), req->employee_ids().end());
    if (ids.empty()) return absl::OkStatus();
    ASSIGN_OR_RETURN(const std::vector<AbsenceVersionRecord> versions, requests_.AbsenceVersions(ids, caller.Scope()));
    for (const AbsenceVersionRecord& v : versions) {
      v1::AbsenceVersion* out = res->add_data();
      out->set_employee_id(v.employee_id);
      out->set_version(v.version);
      // As ListApprovedAbsences gives them.
      out->set_types_shown(caller.location_id == 0 || v.in_line);
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListApprovedAbsences(grpc::CallbackServerContext* ctx,
                                                                    const v1::ApprovedAbsencesRequest* req,
                                                                    v1::ApprovedAbsenceList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const ApprovedAbsencesQuery q, ApprovedAbsencesQueryOf(*req));
    // Ids outside the scope are left out rather than refused: a manager asks for a screen of
    // people and gets those they may see.
    if (!req->colleagues()) {
      ASSIGN_OR_RETURN(const std::vector<ApprovedAbsenceDayRecord> days,
                       requests_.ApprovedDays(q.employee_ids, q.from, q.to, caller.Scope()));
      ToProto(days, res);
      if (caller.location_id == 0) return absl::OkStatus();
      // People reached only through the location are away or at home, never on which leave.
      ASSIGN_OR_RETURN(const std::vector<int> in_line, employees_.WithinScope(q.employee_ids, caller.Scope().Line()));
      const std::set<int> line(in_line.begin(), in_line.end());
      for (v1::ApprovedAbsenceDay& d : *res->mutable_data()) {
        if (line.count(d.employee_id())) continue;
        d.clear_request_type_code();
        d.clear_request_type_name();
        d.clear_request_id();
      }
      return absl::OkStatus();
    }
    // Colleagues see that someone is away (or at home), never which leave it is.
    ASSIGN_OR_RETURN(EmployeeCriteria criteria, ColleaguesOf(caller));
    criteria.window = PageWindow{1, kMaxPageSize};
    ASSIGN_OR_RETURN(const EmployeePage team, employees_.Search(criteria, EmployeeScope{true, 0}));
    std::vector<int> ids;
    for (int id : q.employee_ids) {
      for (const EmployeeRecord& e : team.employees) {
        if (e.employee_id == id) ids.push_back(id);
      }
    }
    ASSIGN_OR_RETURN(std::vector<ApprovedAbsenceDayRecord> days,
                     requests_.ApprovedDays(ids, q.from, q.to, EmployeeScope{true, 0}));
    ToProto(days, res);
    for (v1::ApprovedAbsenceDay& d : *res->mutable_data()) {
      if (d.employee_id() == caller.user_id) continue;
      d.clear_request_type_code();
      d.clear_request_type_name();
      d.clear_request_id();
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListEmployments(grpc::CallbackServerContext* ctx,
                                                               const v1::EmploymentsRequest* req,
                                                               v1::EmploymentList* res) {
  return ServeSystem(ctx, verifier_, kDirectoryScope, [=, this]() -> absl::Status {
    RETURN_IF_ERROR(CheckEmployeeIds(req->employee_ids_size()));
    const std::vector<int> ids(req->employee_ids().begin(), req->employee_ids().end());
    if (ids.empty()) return absl::OkStatus();
    ASSIGN_OR_RETURN(const std::vector<EmploymentRecord> employments, employees_.Employments(ids));
    for (const EmploymentRecord& e : employments) {
      v1::Employment* out = res->add_data();
      out->set_employee_id(e.employee_id);
      out->set_employed_since(FormatDate(e.since));
      if (e.until) out->set_employed_until(FormatDate(*e.until));
      out->set_full_name(e.full_name);
      out->set_fraction_numerator(e.fraction_numerator);
      out->set_fraction_denominator(e.fraction_denominator);
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ImportPeople(grpc::CallbackServerContext* ctx,
                                                            const v1::ImportPeopleRequest* req,
                                                            v1::ImportPeopleResponse* res) {
  return ServeUnary(
      ctx, [this](grpc::ServerContextBase* c) { return ImporterFrom(c); },
      [=, this](const ImportActor& actor) -> absl::Status {
        if (req->people_size() == 0 || req->people_size() > kMaxPeoplePerImport) {
          return InvalidFields({{"people",
                                 "field.count",
                                 "1 to 500 people a batch",
                                 {{"min", int64_t{1}}, {"max", int64_t{kMaxPeoplePerImport}}}}});
        }
        std::vector<PersonToImport> people;
        for (const v1::ImportedPerson& p : req->people()) people.push_back(PersonToImportOf(p));
        ASSIGN_OR_RETURN(
            const std::vector<ImportOutcome> outcomes,
            imports_.Run(actor, OnBehalfOfCaller(ctx), std::move(people), AccessFlagNames(), req->preview(), Today()));
        ToProto(outcomes, res);
        return absl::OkStatus();
      });
}

// The latest changes shown with a record on the card.
constexpr int kRecordChanges = 200;

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetEmployeeRecord(grpc::CallbackServerContext* ctx,
                                                                 const v1::EmployeeRef* req,
                                                                 v1::EmployeeRecordResponse* res) {
  return ServeUnary(
      ctx, [this](grpc::ServerContextBase* c) { return ImporterFrom(c); },
      [=, this](const ImportActor&) -> absl::Status {
        ASSIGN_OR_RETURN(const StoredPerson person, PeopleStore::FindById(pool_, req->employee_id()));
        ASSIGN_OR_RETURN(const auto changes, PeopleStore::Changes(pool_, req->employee_id(), kRecordChanges));
        ToProto(person, changes, res);
        return absl::OkStatus();
      });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::CorrectEmployeeRecord(grpc::CallbackServerContext* ctx,
                                                                     const v1::CorrectEmployeeRecordRequest* req,
                                                                     v1::ImportedPersonResult* res) {
  return ServeUnary(
      ctx, [this](grpc::ServerContextBase* c) { return ImporterFrom(c); },
      [=, this](const ImportActor& actor) -> absl::Status {
        ASSIGN_OR_RETURN(const StoredPerson stored, PeopleStore::FindById(pool_, req->employee_id()));
        if (req->person().sap_number() != stored.facts.sap_number) {
          return InvalidFields({{"sapNumber", "person.sap-number-fixed", "the SAP number of a person cannot change"}});
        }
        std::vector<PersonToImport> people = {PersonToImportOf(req->person())};
        ASSIGN_OR_RETURN(
            const std::vector<ImportOutcome> outcomes,
            imports_.Run(actor, OnBehalfOfCaller(ctx), std::move(people), AccessFlagNames(), false, Today(), "card"));
        ToProto(outcomes.front(), res);
        return absl::OkStatus();
      });
}

// ---------------------------------------------------------------- calendars

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListHolidays(grpc::CallbackServerContext* ctx,
                                                            const v1::HolidaysRequest* req, v1::HolidayList* res) {
  // The calendar is nobody's personal data: a user reads it, and so does an internal system
  // with the directory's scope (the HR system's schedules are checked against it).
  const auto anyone = [this](grpc::ServerContextBase* c) {
    if (SystemCallerOf(c, verifier_, kDirectoryScope).ok()) return absl::OkStatus();
    return CallerFrom(c).status();
  };
  return ServeChecked(ctx, anyone, [=, this]() -> absl::Status {
    const int year = req->year() == 0 ? static_cast<int>(Today().year()) : req->year();
    if (year < 1951 || year > 2200)
      return InvalidFields(
          {{"year", "field.range", "year must be between 1951 and 2200", {{"min", 1951}, {"max", 2200}}}});
    for (const auto& h : PublicHolidays(year)) {
      auto* out = res->add_data();
      out->set_date(FormatDate(h.day));
      out->set_name(h.name);
    }
    CountWholeList(res);
    return absl::OkStatus();
  });
}

namespace {
void AddHolidays(absl::CivilDay from, absl::CivilDay to, v1::CalendarResponse* res) {
  for (int y = static_cast<int>(from.year()); y <= static_cast<int>(to.year()); ++y) {
    for (const auto& h : PublicHolidays(y)) {
      if (h.day < from || h.day > to) continue;
      auto* e = res->add_data();
      e->set_kind("holiday");
      e->set_date(FormatDate(h.day));
      e->set_end_date(FormatDate(h.day));
      e->set_type("S");
      e->set_description(h.name);
      e->set_is_working_day(false);
    }
  }
}

void AddRequests(const std::vector<RequestInPeriod>& rows, const v1::CalendarRequest& filter,
                 v1::CalendarResponse* res) {
  for (const RequestInPeriod& r : rows) {
    if (filter.request_type_ids_size() > 0 &&
        std::find(filter.request_type_ids().begin(), filter.request_type_ids().end(), r.request_type_id) ==
            filter.request_type_ids().end())
      continue;
    if (filter.employee_ids_size() > 0 && std::find(filter.employee_ids().begin(), filter.employee_ids().end(),
                                                    r.employee_id) == filter.employee_ids().end())
      continue;
    ToProto(r, res->add_data());
  }
}
}  // namespace

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetMyCalendar(grpc::CallbackServerContext* ctx,
                                                             const v1::CalendarRequest* req,
                                                             v1::CalendarResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    auto period = Period(req->date_from(), req->date_to());
    if (!period.ok()) return period.status();
    auto rows = requests_.InPeriod(period->first, period->second, ListKind::kOwn, caller.user_id, 0);
    if (!rows.ok()) return rows.status();
    ASSIGN_OR_RETURN(const WorkingTimeFraction working_time, employees_.WorkingTimeOf(caller.user_id, caller.Scope()));
    AddHolidays(period->first, period->second, res);
    AddRequests(*rows, *req, res);
    // The timesheet of each day, for the calendar's day preview (docs/product.md §3: date, type,
    // description, isWorkingDay).
    for (const TimesheetDay& d : BuildTimesheet(period->first, period->second, working_time.numerator,
                                                working_time.denominator, ApprovedOf(*rows), WarsawZone())) {
      auto* e = res->add_data();
      e->set_kind("timesheet");
      e->set_date(FormatDate(d.day));
      e->set_end_date(FormatDate(d.day));
      e->set_type(d.type_code);
      e->set_description(d.absence_description.empty() ? d.type_description : d.absence_description);
      e->set_is_working_day(d.is_calendar_working_day);
      e->set_employee_id(caller.user_id);
    }
    CountWholeList(res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetTeamCalendar(grpc::CallbackServerContext* ctx,
                                                               const v1::CalendarRequest* req,
                                                               v1::CalendarResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    auto period = Period(req->date_from(), req->date_to());
    if (!period.ok()) return period.status();
    const int supervisor = req->supervisor_id() == 0 ? caller.user_id : req->supervisor_id();
    if (supervisor != caller.user_id && !caller.reads_all) {
      auto above = employees_.IsAbove(caller.user_id, supervisor);
      if (!above.ok()) return above.status();
      if (!*above) return Refusal(absl::StatusCode::kNotFound, "team.not-found", "no such team");
    }
    auto rows = requests_.InPeriod(period->first, period->second, ListKind::kTeam, supervisor, 0);
    if (!rows.ok()) return rows.status();
    AddHolidays(period->first, period->second, res);
    AddRequests(*rows, *req, res);
    CountWholeList(res);
    return absl::OkStatus();
  });
}

}  // namespace kadry::absences
