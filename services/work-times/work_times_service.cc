// The caller, the current day and its clock, and the internal systems' calls.
#include "services/work-times/work_times_service.h"

#include <google/protobuf/util/json_util.h>

#include "absl/strings/str_cat.h"
#include "services/common/declared_ability.h"
#include "services/common/grpc_server.h"
#include "services/common/paging.h"
#include "services/common/roles.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/proto_conversions.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

constexpr int kMaxEventIdLength = 100;
constexpr int kMaxBatch = 1000;
constexpr char kClockScope[] = "work-times.clock";
// How long a caller's access flags are kept, and for how many tokens at most.
constexpr absl::Duration kAccessCacheLifetime = absl::Seconds(60);
constexpr size_t kAccessCacheEntries = 10000;

// What the calendar makes of a day a clock opens without a schedule (the evaluation reads
// holidays from the directory; a terminal's batch has no person to ask for them).
std::string CalendarKind(absl::CivilDay day) {
  switch (absl::GetWeekday(day)) {
    case absl::Weekday::sunday: return "sunday";
    case absl::Weekday::saturday: return "day_off";
    default: return "working";
  }
}

absl::Status CheckEventId(const std::string& id) {
  if (id.empty() || id.size() > kMaxEventIdLength) {
    return InvalidFields(
        {{"eventId", "field.length", "an event id of 1 to 100 characters is required", {{"min", 1}, {"max", 100}}}});
  }
  return absl::OkStatus();
}

}  // namespace

absl::CivilDay WorkTimesServiceImpl::Today() const { return WarsawDay(clock_()); }

absl::StatusOr<Caller> WorkTimesServiceImpl::CallerFrom(grpc::ServerContextBase* context) {
  ASSIGN_OR_RETURN(const Principal principal, CallerOf(context, verifier_));
  Caller c;
  c.user_id = principal.user_id;
  c.full_name = principal.name.empty() ? principal.username : principal.name;
  c.reads_all = principal.HasRole(kAdmin) || principal.HasRole(kHr);
  c.is_hr = principal.HasRole(kHr);
  c.supervises = principal.HasRole(kManager);
  c.reads_location = principal.HasRole(kLocationManager);
  c.on_behalf = OnBehalfOfCaller(context);
  c.idempotency_key = IdempotencyKeyOf(context);
  ASSIGN_OR_RETURN(const AccessFacts facts, AccessOf(c.on_behalf, c.user_id));
  c.abilities = AbilityRules::Embedded().Evaluate(principal.role_ids, facts);
  return c;
}

absl::StatusOr<AccessFacts> WorkTimesServiceImpl::AccessOf(const OnBehalfOf& caller, int user_id) {
  const absl::Time now = absl::Now();
  {
    std::lock_guard lock(access_mu_);
    auto it = access_.find(caller.authorization);
    if (it != access_.end() && it->second.until > now) return it->second.facts;
  }
  ASSIGN_OR_RETURN(AccessFacts facts, people_.AccessOf(caller, user_id));
  std::lock_guard lock(access_mu_);
  if (access_.size() >= kAccessCacheEntries) access_.clear();  // tokens live 15 minutes: refilled at once
  access_[caller.authorization] = CachedAccess{facts, now + kAccessCacheLifetime};
  return facts;
}

absl::Status WorkTimesServiceImpl::RequireAbility(const Caller& caller, std::string_view method) const {
  const std::string_view ability = DeclaredAbility(v1::WorkTimesService::service_full_name(), method);
  if (ability.empty()) return absl::InternalError(absl::StrCat(std::string(method), " declares no ability"));
  if (caller.abilities.count(std::string(ability))) return absl::OkStatus();
  return Refusal(absl::StatusCode::kPermissionDenied, "access.denied", "you do not have access to this operation");
}

WriteBy WorkTimesServiceImpl::WriterOf(const Caller& caller, const std::string& method,
                                       const google::protobuf::Message& request) const {
  return WriteBy{Author{caller.user_id, caller.full_name}, caller.idempotency_key,
                 OperationOf(method, request.SerializeAsString())};
}

absl::StatusOr<Person> WorkTimesServiceImpl::Self(const Caller& caller) {
  absl::StatusOr<Person> me = people_.Get(caller.on_behalf, caller.user_id);
  if (me.ok() || me.status().code() != absl::StatusCode::kNotFound) return me;
  Person p;  // an account without an employee record (e.g. an administrator)
  p.employee_id = caller.user_id;
  p.full_name = caller.full_name;
  return p;
}

absl::Status WorkTimesServiceImpl::ManagersOnly(const Caller& caller, const char* message) {
  if (caller.reads_all || caller.supervises) return absl::OkStatus();
  return Refusal(absl::StatusCode::kPermissionDenied, "access.managers-only", message);
}

absl::StatusOr<Person> WorkTimesServiceImpl::Subject(const Caller& caller, int employee_id) {
  if (employee_id == caller.user_id) return Self(caller);
  if (employee_id <= 0) return InvalidFields({{"employeeId", "field.required", "an employee id is required"}});
  if (!caller.ReadsOthers())
    return Refusal(absl::StatusCode::kPermissionDenied, "access.own-only", "you can see only your own working time");
  return people_.Get(caller.on_behalf, employee_id);  // NOT_FOUND outside the caller's people
}

absl::StatusOr<std::vector<Person>> WorkTimesServiceImpl::Team(const Caller& caller, const std::string& search) {
  if (!caller.ReadsOthers())
    return Refusal(absl::StatusCode::kPermissionDenied, "access.managers-only",
                   "a team is seen by its managers, HR and Admin");
  if (search.size() > 100)
    return InvalidFields({{"search", "field.too-long", "at most 100 characters", {{"max", 100}}}});
  ASSIGN_OR_RETURN(std::vector<Person> people, people_.Visible(caller.on_behalf, search));
  std::erase_if(people, [&](const Person& p) { return p.employee_id == caller.user_id; });
  return people;
}

absl::StatusOr<std::vector<Person>> WorkTimesServiceImpl::OneOrTeam(const Caller& caller, int employee_id,
                                                                    const std::string& search) {
  if (employee_id == 0) return Team(caller, search);
  ASSIGN_OR_RETURN(Person person, Subject(caller, employee_id));
  return std::vector<Person>{std::move(person)};
}

absl::Status WorkTimesServiceImpl::DescribeCurrentDay(const Caller& caller, v1::CurrentWorkday* out) {
  const absl::Time now = clock_();
  const absl::CivilDay today = WarsawDay(now);
  ASSIGN_OR_RETURN(const std::vector<WorkdayRecord> days, workdays_.InRange({caller.user_id}, today - 1, today));
  ASSIGN_OR_RETURN(const std::vector<RecordRow> records, workdays_.RecordsInRange({caller.user_id}, today - 1, today));
  // Yesterday's night shift is still today's business while its work is open.
  const WorkdayRecord* current = nullptr;
  for (const WorkdayRecord& w : days) {
    if (w.day == today) current = current ? current : &w;
    for (const RecordRow& r : records) {
      if (r.workday_id == w.workday_id && r.kind == "work" && !r.end && w.day < today) current = &w;
    }
  }
  out->set_workday_on(FormatDate(current ? current->day : today));
  out->set_as_of(FormatWarsawTimestamp(now));
  out->set_lock_state(current ? current->lock_state : "open");
  std::vector<OpenableRecord> openable;
  DayInput in;
  if (current) {
    out->set_workday_id(current->workday_id);
    out->set_schedule(ScheduleText(*current));
    out->set_day_kind(ScheduledDayKind(*current));
    if (current->planned_start) out->set_planned_start_at(FormatWarsawTimestamp(*current->planned_start));
    if (current->planned_end) out->set_planned_end_at(FormatWarsawTimestamp(*current->planned_end));
    out->set_scheduled_work_time(current->scheduled_seconds);
    in.schedule.day = current->day;
    in.schedule.scheduled = current->scheduled_seconds;
    in.schedule.has_schedule = current->has_schedule;
    for (const RecordRow& r : records) {
      if (r.workday_id != current->workday_id) continue;
      ToProto(r, out->add_records());
      const RecordKind kind = ParseRecordKind(r.kind).value_or(RecordKind::kWork);
      openable.push_back({r.record_id, kind, r.start, r.end});
      // What runs now counts up to now: the live timer goes on from `as_of`.
      in.records.push_back(ClockRecord{kind, r.start, r.end ? *r.end : std::max(now, r.start)});
      if (!r.end && kind == RecordKind::kWork) out->set_running_since(FormatWarsawTimestamp(r.start));
    }
  }
  in.is_past = false;
  EmployeeTerms terms;
  out->set_work_time(static_cast<int>(EvaluateDay(in, terms, WarsawZone()).work_time));
  out->set_state(ClockStateName(StateOf(openable)));
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::GetMyCurrentWorkday(grpc::CallbackServerContext* ctx,
                                                                    const v1::CurrentWorkdayRequest*,
                                                                    v1::CurrentWorkday* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) { return DescribeCurrentDay(caller, res); });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::RecordMyClockAction(grpc::CallbackServerContext* ctx,
                                                                    const v1::ClockActionRequest* req,
                                                                    v1::CurrentWorkday* res) {
  return ServeRpc(ctx, __func__, [=, this](const Caller& caller) -> absl::Status {
    if (!ParseClockAction(req->action())) {
      return InvalidFields({{"action",
                             "field.one-of",
                             "start, break_start, break_end, exit_start, exit_end or stop",
                             {{"allowed", "start, break_start, break_end, exit_start, exit_end, stop"}}}});
    }
    RETURN_IF_ERROR(CheckEventId(req->event_id()));
    const absl::Time now = clock_();
    ClockEventInput e;
    // Another person's id for the same event cannot collide with this one's.
    e.event_id = absl::StrCat("web:", caller.user_id, ":", req->event_id());
    e.employee_id = caller.user_id;
    e.action = req->action();
    e.occurred_at = absl::FromUnixSeconds(absl::ToUnixSeconds(now));
    e.source = "web";
    e.day = WarsawDay(now);
    e.day_kind = CalendarKind(e.day);
    ASSIGN_OR_RETURN(const ClockOutcome outcome, clock_events_.Record(e));
    if (outcome.outcome == "rejected")
      return Refusal(absl::StatusCode::kFailedPrecondition, "clock.not-now", outcome.reason);
    return DescribeCurrentDay(caller, res);
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::RecordClockEvents(grpc::CallbackServerContext* ctx,
                                                                  const v1::RecordClockEventsRequest* req,
                                                                  v1::RecordClockEventsResponse* res) {
  return ServeSystem(ctx, verifier_, kClockScope, [=, this]() -> absl::Status {
    if (req->events_size() == 0 || req->events_size() > kMaxBatch) {
      return InvalidFields({{"events", "field.count", "1 to 1 000 events a batch", {{"min", 1}, {"max", 1000}}}});
    }
    const absl::Time now = clock_();
    // A terminal that was offline delivers what it kept: events of this month and the
    // last; older months belong to payroll and are corrected by a supervisor.
    const absl::Time earliest = StartOfWarsawDay(absl::CivilDay(absl::CivilMonth(WarsawDay(now)) - 1));
    std::vector<int> ids;
    for (const v1::ClockEvent& event : req->events()) {
      if (event.employee_id() > 0) ids.push_back(event.employee_id());
    }
    ASSIGN_OR_RETURN(const auto employed, people_.Employments(OnBehalfOfCaller(ctx), ids));
    for (const v1::ClockEvent& event : req->events()) {
      v1::ClockEventResult* result = res->add_results();
      result->set_event_id(event.event_id().size() <= kMaxEventIdLength ? event.event_id() : "");
      auto reject = [&](const std::string& reason) {
        result->set_outcome("rejected");
        result->set_reason(reason);
        res->set_rejected(res->rejected() + 1);
      };
      const absl::StatusOr<absl::Time> at = ParseMoment(event.occurred_at(), "occurredAt");
      if (!CheckEventId(event.event_id()).ok()) {
        reject("an event id of 1 to 100 characters is required");
        continue;
      }
      if (event.employee_id() <= 0) {
        reject("an employee id is required");
        continue;
      }
      if (!ParseClockAction(event.action())) {
        reject("an unknown action");
        continue;
      }
      if (!at.ok()) {
        reject("occurredAt is not an ISO 8601 moment with an offset");
        continue;
      }
      if (*at > now + absl::Minutes(5)) {
        reject("the event is in the future");
        continue;
      }
      if (*at < earliest) {
        reject("the event is before the previous month; a supervisor corrects such a day");
        continue;
      }
      if (event.terminal_id().size() > 100) {
        reject("the terminal id is longer than 100 characters");
        continue;
      }
      const absl::CivilDay day = WarsawDay(*at);
      const auto person = employed.find(event.employee_id());
      if (person == employed.end()) {
        reject("no such employee");
        continue;
      }
      const Employment& employment = person->second.employment.value_or(Employment{});
      if (day < employment.since || (employment.until && day > *employment.until)) {
        reject("the person is not employed on that day");
        continue;
      }
      ClockEventInput e;
      e.event_id = absl::StrCat("terminal:", event.event_id());
      e.employee_id = event.employee_id();
      e.action = event.action();
      e.occurred_at = *at;
      e.source = "terminal";
      e.terminal_id = event.terminal_id();
      e.day = day;
      e.day_kind = CalendarKind(e.day);
      const absl::StatusOr<ClockOutcome> outcome = clock_events_.Record(e);
      if (!outcome.ok()) {
        // This event alone is refused; the database being away fails the batch (a retry
        // of it is harmless: what was recorded answers "duplicate").
        if (outcome.status().code() == absl::StatusCode::kAlreadyExists ||
            outcome.status().code() == absl::StatusCode::kInvalidArgument ||
            outcome.status().code() == absl::StatusCode::kFailedPrecondition) {
          reject(std::string(outcome.status().message()));
          continue;
        }
        return outcome.status();
      }
      result->set_outcome(outcome->outcome);
      result->set_reason(outcome->reason);
      if (outcome->outcome == "recorded")
        res->set_recorded(res->recorded() + 1);
      else if (outcome->outcome == "duplicate")
        res->set_duplicates(res->duplicates() + 1);
      else
        res->set_rejected(res->rejected() + 1);
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListClosedMonthEvaluations(grpc::CallbackServerContext* ctx,
                                                                           const v1::ClosedMonthRequest* req,
                                                                           v1::TimeEvaluationList* res) {
  return ServePayroll(ctx, *req, [=, this](absl::CivilDay month) -> absl::Status {
    const PageWindow window = PageOf(*req);
    ASSIGN_OR_RETURN(const WorkdayStore::ClosedMonthsPage page,
                     workdays_.ReadClosedMonths(month, window.Offset(), window.size));
    res->mutable_paging()->set_total(page.total);
    for (const std::string& json : page.evaluations) {
      if (!google::protobuf::util::JsonStringToMessage(json, res->add_data()).ok()) {
        return absl::InternalError("a stored closed month cannot be read");
      }
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* WorkTimesServiceImpl::ListMonthReopenings(grpc::CallbackServerContext* ctx,
                                                                    const v1::ClosedMonthRequest* req,
                                                                    v1::MonthReopeningList* res) {
  return ServePayroll(ctx, *req, [=, this](absl::CivilDay month) -> absl::Status {
    ASSIGN_OR_RETURN(const std::vector<WorkdayStore::Reopening> reopenings, workdays_.Reopenings(month));
    for (const WorkdayStore::Reopening& r : reopenings) ToProto(r, res->add_data());
    res->mutable_paging()->set_total(res->data_size());
    return absl::OkStatus();
  });
}

}  // namespace kadry::work_times
