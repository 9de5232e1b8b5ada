// The notification outbox against the real PostgreSQL of `./kadry test`: an event is written
// with the change it reports, and only if that change commits. The test's kinds carry digits,
// which the notifications service refuses: the running relay sets them aside with the refusal
// instead of putting them in anyone's bell.
#include "absl/cleanup/cleanup.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "gtest/gtest.h"
#include "services/absences/demo_data.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/payroll_export.h"
#include "services/absences/store/notification_outbox.h"
#include "services/common/test_database.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

class NotificationOutboxTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "absences"));
    ASSERT_TRUE(SeedDemoData(*pool_, SeedSize{}, WarsawDay(absl::Now())).ok());
  }
  // Jan Kowalski's (1002) first request: his supervisor is Anna Nowak (1003).
  static int JansRequest() {
    auto r = pool_->Query("SELECT min(request_id) FROM absences.requests WHERE employee_id = 1002");
    return r.ok() ? r->Int(0, 0) : 0;
  }
  static std::string Recipients(const std::string& kind) {
    auto r = pool_->Query(
        "SELECT coalesce(string_agg(array_to_string(recipient_ids, ','), ';'), '') FROM absences.notification_outbox "
        "WHERE kind = $1",
        {kind});
    return r.ok() ? r->Text(0, 0) : "error";
  }
  static PgPool* pool_;
};
PgPool* NotificationOutboxTest::pool_ = nullptr;

TEST_F(NotificationOutboxTest, AnEventIsWrittenWhenItsChangeCommitsAndNotWhenItIsRolledBack) {
  const int request = JansRequest();
  ASSERT_GT(request, 0);
  const std::string run = absl::StrCat(absl::ToUnixNanos(absl::Now()));
  const std::string rolled_back = "test.rolled-back-" + run, committed = "test.committed-" + run;
  const absl::CivilDay today = WarsawDay(absl::Now());

  const absl::Status failed = pool_->InTransaction([&](PgConnection& tx) -> absl::Status {
    if (auto s = NotificationOutbox::AboutRequest(tx, request, rolled_back, NotifiedAbout::kApprovers, 1002, today);
        !s.ok())
      return s;
    return absl::AbortedError("the change itself failed");
  });
  EXPECT_EQ(failed.code(), absl::StatusCode::kAborted);
  EXPECT_EQ(Recipients(rolled_back), "");

  ASSERT_TRUE(pool_
                  ->InTransaction([&](PgConnection& tx) {
                    return NotificationOutbox::AboutRequest(tx, request, committed, NotifiedAbout::kApprovers, 1002,
                                                            today);
                  })
                  .ok());
  // One event, for the supervisor (no substitute of hers is confirmed in the demo today).
  EXPECT_EQ(Recipients(committed), "1003");
}

TEST_F(NotificationOutboxTest, NobodyIsToldOfTheirOwnStep) {
  const int request = JansRequest();
  const std::string kind = absl::StrCat("test.own-step-", absl::ToUnixNanos(absl::Now()));
  // The supervisor files for Jan: she is the approver and the actor, so nobody is left.
  ASSERT_TRUE(pool_
                  ->InTransaction([&](PgConnection& tx) {
                    return NotificationOutbox::AboutRequest(tx, request, kind, NotifiedAbout::kApprovers, 1003,
                                                            WarsawDay(absl::Now()));
                  })
                  .ok());
  EXPECT_EQ(Recipients(kind), "");
  // Jan learns of a decision on his own request.
  const std::string decided = kind + "-decided";
  ASSERT_TRUE(pool_
                  ->InTransaction([&](PgConnection& tx) {
                    return NotificationOutbox::AboutRequest(tx, request, decided, NotifiedAbout::kApplicant, 1003,
                                                            WarsawDay(absl::Now()));
                  })
                  .ok());
  EXPECT_EQ(Recipients(decided), "1002");
}

// The approvers hear once that a pending request's manual verification deadline draws near
// (the running service's own pass may be the one that tells them: either way, once).
TEST_F(NotificationOutboxTest, ApproversAreRemindedOnceOfAVerificationDeadlineDrawingNear) {
  auto pending = pool_->Query(
      "SELECT r.request_id, r.request_no FROM absences.requests r JOIN absences.employees e USING (employee_id) "
      "WHERE e.supervisor_id = 1003 AND r.status_id = 1 AND NOT r.requires_manual_verification ORDER BY 1 LIMIT 1");
  ASSERT_TRUE(pending.ok() && pending->Rows() == 1) << "a pending request in Anna Nowak's team";
  const std::string id = pending->Text(0, 0), number = pending->Text(0, 1);
  const absl::CivilDay today = WarsawDay(absl::Now());
  // An earlier run on the same database may have reminded of the same request: only this run's rows count
  // (taken before the deadline is set, so a reminder by the running service counts too).
  auto newest = pool_->Query("SELECT coalesce(max(event_id), 0)::text FROM absences.notification_outbox");
  ASSERT_TRUE(newest.ok());
  const std::string before = newest->Text(0, 0);
  // Its deadline the day after tomorrow: within the reminder's two days, not yet passed.
  ASSERT_TRUE(pool_
                  ->Query("UPDATE absences.requests SET requires_manual_verification = true, "
                          "manual_verification_deadline_on = $2::date, verification_reminded_at = NULL "
                          "WHERE request_id = $1",
                          {id, FormatDate(today + kManualVerificationReminderDays)})
                  .ok());
  const absl::Cleanup restore = [&] {
    (void)pool_->Query(
        "UPDATE absences.requests SET requires_manual_verification = false, manual_verification_deadline_on = NULL, "
        "verification_reminded_at = NULL WHERE request_id = $1",
        {id});
  };
  auto reminders = [&] {
    auto r = pool_->Query(
        "SELECT count(*) FROM absences.notification_outbox WHERE kind = 'leave.verification-deadline-near' "
        "AND params->>'requestNo' = $1 AND params->>'verificationDeadline' = $2 AND recipient_ids = '{1003}' "
        "AND event_id > $3::bigint",
        {number, FormatDate(today + kManualVerificationReminderDays), before});
    return r.ok() ? r->Int(0, 0) : -1;
  };
  FilePayrollSink sink(testing::TempDir());
  PayrollExport exporter(*pool_, sink);
  ASSERT_TRUE(exporter.RemindOfManualVerificationDeadlines().ok());
  EXPECT_EQ(reminders(), 1);
  ASSERT_TRUE(exporter.RemindOfManualVerificationDeadlines().ok());
  EXPECT_EQ(reminders(), 1);
}

}  // namespace
}  // namespace kadry::absences
