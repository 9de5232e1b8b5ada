#include "services/absences/payroll_export.h"

#include <httplib.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/time/clock.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/store/notification_outbox.h"
#include "services/absences/store/request_store.h"
#include "services/common/http_url.h"
#include "services/common/log.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// Taken for the transaction of one pass; a replica that does not get it skips the pass.
constexpr char kTryDrainLock[] = "SELECT pg_try_advisory_xact_lock($1::bigint)";
// SKIP LOCKED: even without the drain lock no entry is ever taken twice.
constexpr char kClaim[] = R"sql(
    SELECT o.outbox_id, o.request_id, o.event, r.request_no, r.employee_id, e.sap_number,
    r.request_type_id, r.from_date::text, r.to_date::text, r.number_of_working_days, r.hours,
    coalesce(to_char(r.start_time, 'HH24:MI'), '')
    FROM absences.export_outbox o JOIN absences.requests r ON r.request_id = o.request_id
    JOIN absences.employees e ON e.employee_id = r.employee_id
    WHERE o.state = 'pending' ORDER BY o.outbox_id LIMIT $1 FOR UPDATE OF o SKIP LOCKED)sql";
constexpr char kDone[] = R"sql(
    WITH done AS (UPDATE absences.export_outbox SET state = 'done', attempts = attempts + 1
    WHERE outbox_id = $1 RETURNING request_id)
    UPDATE absences.requests SET processing_status_id = 2, processing_error = ''
    WHERE request_id = (SELECT request_id FROM done))sql";
constexpr char kFailed[] = R"sql(
    WITH failed AS (UPDATE absences.export_outbox SET state = 'error', attempts = attempts + 1,
    last_error = $2 WHERE outbox_id = $1 RETURNING request_id)
    UPDATE absences.requests SET processing_status_id = 3, processing_error = $2
    WHERE request_id = (SELECT request_id FROM failed))sql";
constexpr char kOverdueManual[] = R"sql(
    SELECT request_id FROM absences.requests WHERE requires_manual_verification AND status_id = 1
    AND manual_verification_deadline_on < $1::date ORDER BY request_id LIMIT 500)sql";
// Pending requests whose verification deadline is within the reminder's days and whose
// approvers have not been reminded yet: marked as reminded in the same statement.
constexpr char kRemindManual[] = R"sql(
    WITH due AS (
      SELECT request_id FROM absences.requests
      WHERE requires_manual_verification AND status_id = 1 AND verification_reminded_at IS NULL
        AND manual_verification_deadline_on BETWEEN $1::date AND $1::date + $2::int
      ORDER BY request_id LIMIT 500 FOR UPDATE SKIP LOCKED)
    UPDATE absences.requests r SET verification_reminded_at = now() FROM due
    WHERE r.request_id = due.request_id RETURNING r.request_id)sql";

}  // namespace

absl::Status FilePayrollSink::Deliver(const std::string& key, const std::string& document) {
  std::error_code ec;
  std::filesystem::create_directories(directory_, ec);
  if (ec) return absl::FailedPreconditionError(absl::StrCat("export directory: ", ec.message()));
  const std::filesystem::path target = std::filesystem::path(directory_) / (key + ".json");
  const std::filesystem::path partial = std::filesystem::path(directory_) / (key + ".json.part");
  {
    std::ofstream out(partial, std::ios::trunc);
    out << document << "\n";
    if (!out.good()) return absl::FailedPreconditionError("cannot write the export file");
  }
  // A rename is atomic: the payroll reader never sees half a file.
  std::filesystem::rename(partial, target, ec);
  if (ec) return absl::FailedPreconditionError(absl::StrCat("export file: ", ec.message()));
  return absl::OkStatus();
}

HttpPayrollSink::HttpPayrollSink(const std::string& url, std::string bearer_token)
    : bearer_token_(std::move(bearer_token)) {
  if (auto parsed = ParseHttpUrl(url); parsed.ok()) {
    base_ = parsed->base;
    path_ = parsed->path;
  }
}

absl::Status HttpPayrollSink::Deliver(const std::string& key, const std::string& document) {
  httplib::Client client(base_);
  client.set_connection_timeout(kTimeoutSeconds, 0);
  client.set_read_timeout(kTimeoutSeconds, 0);
  client.set_write_timeout(kTimeoutSeconds, 0);
  httplib::Headers headers = {{"Idempotency-Key", key}};
  if (!bearer_token_.empty()) headers.emplace("Authorization", "Bearer " + bearer_token_);
  const auto answer = client.Post(path_, headers, document, "application/json");
  if (!answer) {
    return absl::UnavailableError(
        absl::StrCat("the payroll system did not answer (", httplib::to_string(answer.error()), ")"));
  }
  if (answer->status >= 200 && answer->status < 300) return absl::OkStatus();
  // What the receiver said, for the request's processing error: short, and printable ASCII
  // only (the column is UTF-8 text; a byte PostgreSQL refuses would fail the whole pass).
  std::string said = absl::StrCat("the payroll system answered ", answer->status, ": ");
  for (const char c : answer->body.substr(0, 200)) said += (c >= 0x20 && c < 0x7f) ? c : ' ';
  if (answer->status >= 500 || answer->status == 429) return absl::UnavailableError(said);
  return absl::FailedPreconditionError(said);
}

absl::StatusOr<int> PayrollExport::RunOnce(int batch) {
  int delivered = 0;
  absl::Status status = pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    auto locked = tx.Query(kTryDrainLock, {std::to_string(drain_lock_)});
    if (!locked.ok()) return locked.status();
    if (!locked->Bool(0, 0)) return absl::OkStatus();
    auto rows = tx.Query(kClaim, {std::to_string(batch)});
    if (!rows.ok()) return rows.status();
    for (int i = 0; i < rows->Rows(); ++i) {
      const std::string outbox_id = rows->Text(i, 0);
      nlohmann::json document = {{"requestId", rows->Int(i, 1)},
                                 {"event", rows->Text(i, 2)},
                                 {"requestNo", rows->Text(i, 3)},
                                 {"employeeId", rows->Int(i, 4)},
                                 {"sapNumber", rows->Text(i, 5)},
                                 {"requestTypeId", rows->Int(i, 6)},
                                 {"fromDate", rows->Text(i, 7)},
                                 {"toDate", rows->Text(i, 8)},
                                 {"numberOfWorkingDays", rows->Int(i, 9)},
                                 {"hours", rows->Int(i, 10)},
                                 {"exportedAt", FormatWarsawTimestamp(clock_())}};
      // Hours off: payroll books them from this time of the day.
      if (!rows->Text(i, 11).empty()) document["startTime"] = rows->Text(i, 11);
      // One file per outbox entry: a retry rewrites the same file, never a second one.
      const std::string key =
          absl::StrCat(absl::StrReplaceAll(rows->Text(i, 3), {{"/", "-"}}), "-", rows->Text(i, 2), "-", outbox_id);
      absl::Status sent = sink_.Deliver(key, document.dump());
      if (absl::IsUnavailable(sent)) {
        LogWarn("payroll export waits for its receiver",
                {{"request", rows->Text(i, 3)}, {"error", std::string(sent.message())}});
        break;
      }
      auto marked =
          sent.ok() ? tx.Query(kDone, {outbox_id}) : tx.Query(kFailed, {outbox_id, std::string(sent.message())});
      if (!marked.ok()) return marked.status();
      if (sent.ok()) {
        ++delivered;
      } else {
        LogWarn("payroll export failed", {{"request", rows->Text(i, 3)}, {"error", std::string(sent.message())}});
      }
    }
    return absl::OkStatus();
  });
  if (!status.ok()) return status;
  return delivered;
}

absl::StatusOr<int> PayrollExport::ExpireManualVerifications() {
  const absl::CivilDay today = WarsawDay(clock_());
  auto ids = pool_.Query(kOverdueManual, {FormatDate(today)});
  if (!ids.ok()) return ids.status();
  int expired = 0;
  Actor system;
  system.is_system = true;
  for (int i = 0; i < ids->Rows(); ++i) {
    const int id = ids->Int(i, 0);
    absl::Status s = pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
      auto locked = RequestStore::Lock(tx, id);
      if (!locked.ok()) return locked.status();
      if (!ManualVerificationExpired(locked->state, today)) return absl::OkStatus();
      auto t = Apply(locked->state, system, RequestAction::kExpireManualVerification, "");
      if (!t.ok()) return t.status();
      ++expired;
      RETURN_IF_ERROR(RequestStore::Apply(tx, id, *t, 0, true));
      return NotificationOutbox::AboutRequest(tx, id, "leave.verification-expired", NotifiedAbout::kApplicant, 0,
                                              today);
    });
    if (!s.ok()) LogWarn("manual verification expiry failed", {{"request", std::to_string(id)}});
  }
  return expired;
}

absl::StatusOr<int> PayrollExport::RemindOfManualVerificationDeadlines() {
  const absl::CivilDay today = WarsawDay(clock_());
  int reminded = 0;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    ASSIGN_OR_RETURN(const PgResult due,
                     tx.Query(kRemindManual, {FormatDate(today), std::to_string(kManualVerificationReminderDays)}));
    for (int i = 0; i < due.Rows(); ++i) {
      RETURN_IF_ERROR(NotificationOutbox::AboutRequest(tx, due.Int(i, 0), "leave.verification-deadline-near",
                                                       NotifiedAbout::kApprovers, 0, today));
    }
    reminded = due.Rows();
    return absl::OkStatus();
  }));
  return reminded;
}

void PayrollExport::Start(int interval_ms) {
  worker_ = std::thread([this, interval_ms] {
    std::unique_lock lock(mu_);
    while (!stopping_) {
      lock.unlock();
      (void)RunOnce();
      (void)ExpireManualVerifications();
      (void)RemindOfManualVerificationDeadlines();
      lock.lock();
      wake_.wait_for(lock, std::chrono::milliseconds(interval_ms), [this] { return stopping_; });
    }
  });
}

void PayrollExport::Stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (worker_.joinable()) worker_.join();
}

}  // namespace kadry::absences
