#pragma once

#include <functional>
#include <mutex>
#include <unordered_map>

#include "kadry/work_times/v1/work_times_service.grpc.pb.h"
#include "services/common/clock.h"
#include "services/common/idempotent_writes.h"
#include "services/common/paging.h"
#include "services/common/pg.h"
#include "services/common/grpc_server.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"
#include "services/work-times/caller.h"
#include "services/work-times/month_evaluation.h"
#include "services/work-times/people_directory.h"
#include "services/work-times/store/clock_store.h"
#include "services/work-times/store/on_call_store.h"
#include "services/work-times/store/schedule_store.h"
#include "services/work-times/store/workday_store.h"
#include "services/work-times/workday_corrections.h"

namespace kadry::work_times {

// The working-time API (docs/work-times.md): handlers parse, authorise, call the stores and
// the rules of domain/, and map. Every call a user's token makes needs the view ability its
// RPC declares in the proto, from the caller's roles and access flags, as the gateway checks
// it. A person's own days are theirs; a manager's team and a location manager's location
// come from the people directory; HR and Admin see everyone. Only HR, Admin and the managers
// above a person correct, approve and lock their days; nobody their own.
class WorkTimesServiceImpl final : public v1::WorkTimesService::CallbackService,
                                   public CallerHandlers<WorkTimesServiceImpl> {
 public:
  WorkTimesServiceImpl(TokenVerifier& verifier, PgPool& pool, PeopleDirectory& people, Clock clock = SystemClock())
      : verifier_(verifier),
        people_(people),
        clock_(std::move(clock)),
        workdays_(pool),
        clock_events_(pool),
        on_call_(pool),
        schedules_(pool),
        months_(workdays_, on_call_, people),
        idempotent_(pool, "work_times"),
        corrections_(idempotent_) {}

  grpc::ServerUnaryReactor* GetMyCurrentWorkday(grpc::CallbackServerContext*, const v1::CurrentWorkdayRequest*,
                                                v1::CurrentWorkday*) override;
  grpc::ServerUnaryReactor* RecordMyClockAction(grpc::CallbackServerContext*, const v1::ClockActionRequest*,
                                                v1::CurrentWorkday*) override;
  grpc::ServerUnaryReactor* ListMyWorkdays(grpc::CallbackServerContext*, const v1::ListWorkdaysRequest*,
                                           v1::WorkdayList*) override;
  grpc::ServerUnaryReactor* ListTeamWorkdays(grpc::CallbackServerContext*, const v1::ListWorkdaysRequest*,
                                             v1::WorkdayList*) override;
  grpc::ServerUnaryReactor* GetWorkday(grpc::CallbackServerContext*, const v1::WorkdayRef*,
                                       v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* AddRecord(grpc::CallbackServerContext*, const v1::SaveRecordRequest*,
                                      v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* UpdateRecord(grpc::CallbackServerContext*, const v1::SaveRecordRequest*,
                                         v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* RemoveRecord(grpc::CallbackServerContext*, const v1::RemoveRecordRequest*,
                                         v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* ApproveOvertime(grpc::CallbackServerContext*, const v1::ApproveTimeRequest*,
                                            v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* CompensateUndertime(grpc::CallbackServerContext*, const v1::ApproveTimeRequest*,
                                                v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* LockMonth(grpc::CallbackServerContext*, const v1::LockMonthRequest*,
                                      v1::LockMonthResponse*) override;
  grpc::ServerUnaryReactor* GiveDayOff(grpc::CallbackServerContext*, const v1::GiveDayOffRequest*,
                                       v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* WithdrawDayOff(grpc::CallbackServerContext*, const v1::WithdrawDayOffRequest*,
                                           v1::WorkdayResponse*) override;
  grpc::ServerUnaryReactor* GetEmployeeTerms(grpc::CallbackServerContext*, const v1::EmployeeTermsRequest*,
                                             v1::EmployeeTermsResponse*) override;
  grpc::ServerUnaryReactor* UpdateEmployeeTerms(grpc::CallbackServerContext*, const v1::UpdateEmployeeTermsRequest*,
                                                v1::EmployeeTermsResponse*) override;
  grpc::ServerUnaryReactor* GetMyTimeEvaluation(grpc::CallbackServerContext*, const v1::TimeEvaluationRequest*,
                                                v1::TimeEvaluationResponse*) override;
  grpc::ServerUnaryReactor* GetTimeEvaluation(grpc::CallbackServerContext*, const v1::TimeEvaluationRequest*,
                                              v1::TimeEvaluationResponse*) override;
  grpc::ServerUnaryReactor* ListTeamTimeEvaluations(grpc::CallbackServerContext*, const v1::ListTimeEvaluationsRequest*,
                                                    v1::TimeEvaluationList*) override;
  grpc::ServerWriteReactor<common::v1::FileChunk>* ExportTeamMonth(grpc::CallbackServerContext*,
                                                                   const v1::ExportTeamMonthRequest*) override;
  grpc::ServerUnaryReactor* ListMyTeamAttendances(grpc::CallbackServerContext*, const v1::AttendancesRequest*,
                                                  v1::AttendanceList*) override;
  grpc::ServerUnaryReactor* ListTeamAttendances(grpc::CallbackServerContext*, const v1::AttendancesRequest*,
                                                v1::AttendanceList*) override;
  grpc::ServerUnaryReactor* GetTeamWorkdaysCalendar(grpc::CallbackServerContext*, const v1::WorkdaysCalendarRequest*,
                                                    v1::WorkdaysCalendar*) override;
  grpc::ServerUnaryReactor* ListMyOnCall(grpc::CallbackServerContext*, const v1::OnCallRequest*,
                                         v1::OnCallList*) override;
  grpc::ServerUnaryReactor* ListTeamOnCall(grpc::CallbackServerContext*, const v1::OnCallRequest*,
                                           v1::OnCallList*) override;
  grpc::ServerUnaryReactor* ListTeamSchedules(grpc::CallbackServerContext*, const v1::ScheduleRequest*,
                                              v1::ScheduleList*) override;
  grpc::ServerUnaryReactor* SavePlan(grpc::CallbackServerContext*, const v1::SavePlanRequest*,
                                     v1::PersonScheduleResponse*) override;
  grpc::ServerUnaryReactor* CopyPattern(grpc::CallbackServerContext*, const v1::CopyPatternRequest*,
                                        v1::PersonScheduleResponse*) override;
  grpc::ServerUnaryReactor* PublishSchedule(grpc::CallbackServerContext*, const v1::PublishScheduleRequest*,
                                            v1::PersonScheduleResponse*) override;
  grpc::ServerUnaryReactor* ListShiftTemplates(grpc::CallbackServerContext*, const v1::ShiftTemplatesRequest*,
                                               v1::ShiftTemplateList*) override;
  grpc::ServerUnaryReactor* SaveShiftTemplate(grpc::CallbackServerContext*, const v1::SaveShiftTemplateRequest*,
                                              v1::ShiftTemplateList*) override;
  grpc::ServerUnaryReactor* DeleteShiftTemplate(grpc::CallbackServerContext*, const v1::ShiftTemplateRef*,
                                                v1::ShiftTemplateList*) override;
  grpc::ServerUnaryReactor* PlanOnCall(grpc::CallbackServerContext*, const v1::OnCallPlan*,
                                       v1::OnCallResponse*) override;
  grpc::ServerUnaryReactor* RemoveOnCall(grpc::CallbackServerContext*, const v1::OnCallRef*,
                                         v1::OnCallResponse*) override;
  grpc::ServerUnaryReactor* ImportWorkingTime(grpc::CallbackServerContext*, const v1::ImportWorkingTimeRequest*,
                                              v1::ImportWorkingTimeResponse*) override;
  grpc::ServerUnaryReactor* GetMySchedule(grpc::CallbackServerContext*, const v1::ScheduleRequest*,
                                          v1::PersonScheduleResponse*) override;
  grpc::ServerUnaryReactor* RecordClockEvents(grpc::CallbackServerContext*, const v1::RecordClockEventsRequest*,
                                              v1::RecordClockEventsResponse*) override;
  grpc::ServerUnaryReactor* ListClosedMonthEvaluations(grpc::CallbackServerContext*, const v1::ClosedMonthRequest*,
                                                       v1::TimeEvaluationList*) override;
  grpc::ServerUnaryReactor* ListMonthReopenings(grpc::CallbackServerContext*, const v1::ClosedMonthRequest*,
                                                v1::MonthReopeningList*) override;

 private:
  friend class CallerHandlers<WorkTimesServiceImpl>;
  absl::StatusOr<Caller> CallerFrom(grpc::ServerContextBase* context);
  absl::CivilDay Today() const;

  // Serve and ServeFile for the RPC `method` (the handler's __func__): the body runs only when
  // the caller holds the ability the RPC declares (PERMISSION_DENIED otherwise).
  template <typename Body>
  grpc::ServerUnaryReactor* ServeRpc(grpc::CallbackServerContext* ctx, std::string_view method, Body body) {
    return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
      RETURN_IF_ERROR(RequireAbility(caller, method));
      return body(caller);
    });
  }
  template <typename Chunk, typename Body>
  grpc::ServerWriteReactor<Chunk>* ServeRpcFile(grpc::CallbackServerContext* ctx, std::string_view method, Body body) {
    return ServeFile<Chunk>(ctx, [=, this](const Caller& caller, StreamWriter<Chunk>& writer) -> absl::Status {
      RETURN_IF_ERROR(RequireAbility(caller, method));
      return body(caller, writer);
    });
  }
  absl::Status RequireAbility(const Caller& caller, std::string_view method) const;
  // A call of payroll's (scope work-times.payroll) about one month: `body(month)` runs for a
  // valid `request.month()`.
  template <typename Body>
  grpc::ServerUnaryReactor* ServePayroll(grpc::CallbackServerContext* ctx, const v1::ClosedMonthRequest& request,
                                         Body body) {
    return ServeChecked(
        ctx, [this](grpc::ServerContextBase* c) { return SystemCallerOf(c, verifier_, "work-times.payroll").status(); },
        [=, this]() -> absl::Status {
          if (request.month().empty()) return InvalidFields({{"month", "field.month", "a month yyyy-MM is required"}});
          RETURN_IF_ERROR(CheckUnsorted(request.paging().sort_size()));  // by person
          RETURN_IF_ERROR(CheckUnsearched(request.paging().search()));
          ASSIGN_OR_RETURN(const absl::CivilDay month, MonthStart(request.month(), Today(), "month"));
          return body(month);
        });
  }
  // The caller's access flags, kept for a minute per token: a flag changed by HR reaches the
  // service as soon as it reaches the gateway's cache.
  absl::StatusOr<AccessFacts> AccessOf(const OnBehalfOf& caller, int user_id);
  // The writer of a create or decision, with its Idempotency-Key and what the key stands for.
  WriteBy WriterOf(const Caller& caller, const std::string& method, const google::protobuf::Message& request) const;

  // The caller's own record (a user the directory does not know is a person of their name).
  absl::StatusOr<Person> Self(const Caller& caller);
  // `employee_id`'s record if the caller may read their working time (NOT_FOUND otherwise).
  absl::StatusOr<Person> Subject(const Caller& caller, int employee_id);
  // OK for those who read others' time evaluation and terms (managers, HR, Admin); else the
  // refusal `message` ("time evaluation is seen by ...").
  static absl::Status ManagersOnly(const Caller& caller, const char* message);
  // Everyone else the caller may read, narrowed by `search` (PERMISSION_DENIED for an employee).
  absl::StatusOr<std::vector<Person>> Team(const Caller& caller, const std::string& search);
  // One person the caller may read (`employee_id`), or else their team narrowed by `search`.
  absl::StatusOr<std::vector<Person>> OneOrTeam(const Caller& caller, int employee_id, const std::string& search);
  // The day, its person and the month evaluated around it; `change` also needs the right to change.
  struct OpenedDay {
    Person person;
    WorkdayRecord workday;
    bool can_change = false;
  };
  absl::StatusOr<OpenedDay> OpenDay(const Caller& caller, int workday_id, bool change);
  // Whether the caller may change `employee_id`'s days: HR and Admin anyone's, a manager those
  // below them in the line of supervision, nobody their own.
  absl::StatusOr<bool> MayChange(const Caller& caller, int employee_id);
  // The people whose month the caller closes or reopens: `employee_id`, or everyone they may change.
  absl::StatusOr<std::vector<Person>> ChangeablePeople(const Caller& caller, int employee_id);
  // The whole day as the API shows it.
  absl::Status DescribeDay(const Caller& caller, const OpenedDay& day, v1::Workday* out);
  // `change` made to a day the caller may correct, answered with the day as it is after it.
  absl::Status CorrectDay(const Caller& caller, int workday_id, v1::WorkdayResponse* res,
                          const std::function<absl::Status(const WorkdayRecord&)>& change);
  // A person's month evaluated, as the API shows it (`month` "yyyy-MM", empty: this month).
  absl::Status DescribeEvaluation(const Caller& caller, const Person& person, const std::string& month,
                                  v1::TimeEvaluationResponse* res);
  absl::Status DescribeCurrentDay(const Caller& caller, v1::CurrentWorkday* out);
  absl::Status ListWorkdays(const Caller& caller, const std::vector<Person>& people, const v1::ListWorkdaysRequest& req,
                            v1::WorkdayList* res);
  // `colleagues`: the people are the caller's colleagues (their leave is read as such).
  absl::Status ListAttendances(const Caller& caller, const std::vector<Person>& people,
                               const v1::AttendancesRequest& req, bool colleagues, v1::AttendanceList* res);
  absl::Status ListOnCall(const Caller& caller, const std::vector<Person>& people, const v1::OnCallRequest& req,
                          v1::OnCallList* res);
  absl::Status Approve(const Caller& caller, const v1::ApproveTimeRequest& req, bool overtime,
                       v1::WorkdayResponse* res);
  // Whether `day` may be given off for the work of `for_day` (art. 151³, 151¹¹ §1): the worked
  // day earns a day off, is open, and `day` falls in the time the Code gives.
  absl::Status CheckDayOffFor(const Caller& caller, const OpenedDay& day, absl::CivilDay for_day);
  // Whom the caller plans for (docs/work-times.md "Planning"): `employee_id` if they may change
  // that person's days, else everyone they may, narrowed by `search`, by name; never themselves.
  absl::StatusOr<std::vector<Person>> PlannedPeople(const Caller& caller, int employee_id, const std::string& search);
  absl::StatusOr<Person> PlannedPerson(const Caller& caller, int employee_id);
  // Each person's month: the plan with its checks (`as_planned`), or the published schedule; with
  // a proposal, as if it were written (nothing is), and in `as_it_stands`, from the same read, as
  // it is without it.
  absl::Status DescribeSchedules(const OnBehalfOf& on_behalf, const std::vector<Person>& people, absl::CivilDay month,
                                 bool as_planned, google::protobuf::RepeatedPtrField<v1::PersonSchedule>* out,
                                 const PlanProposal* proposal = nullptr,
                                 google::protobuf::RepeatedPtrField<v1::PersonSchedule>* as_it_stands = nullptr);
  absl::Status AnswerSchedule(const OnBehalfOf& on_behalf, const Person& person, absl::CivilDay month,
                              v1::PersonScheduleResponse* res, const PlanProposal* proposal = nullptr);
  // Publishes `plan` (the person's month as DescribeSchedules gives it) by `by`: refused while it
  // breaks a rule, has a day unplanned, or comes too late (art. 129 §3); a month published
  // before takes a reason.
  absl::Status Publish(const Person& person, absl::CivilDay month, const v1::PersonSchedule& plan,
                       const std::string& reason, const Author& by);
  // The rest rules around a duty to plan (art. 151⁵ §2): the breaches it adds to the person's plan.
  absl::Status CheckOnCall(const OnBehalfOf& on_behalf, const Person& person, const DutyRecord& duty);
  // One item of the HR system's batch, written as a planner would write it (NOT refused: OK).
  absl::Status ImportItem(const OnBehalfOf& system, const v1::WorkingTimeImportItem& item, const Person& person);
  absl::Status DescribeTemplates(v1::ShiftTemplateList* res);
  // The person's terms that hold on `day` and their history, as the API shows them.
  absl::Status DescribeTerms(const Person& person, absl::CivilDay day, v1::EmployeeTermsResponse* out);

  TokenVerifier& verifier_;
  PeopleDirectory& people_;
  const Clock clock_;
  WorkdayStore workdays_;
  ClockStore clock_events_;
  OnCallStore on_call_;
  ScheduleStore schedules_;
  MonthEvaluator months_;
  IdempotentWrites idempotent_;
  WorkdayCorrections corrections_;

  struct CachedAccess {
    AccessFacts facts;
    absl::Time until;
  };
  std::mutex access_mu_;
  std::unordered_map<std::string, CachedAccess> access_;  // by the caller's authorization
};

}  // namespace kadry::work_times
