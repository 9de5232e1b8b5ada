#pragma once

#include <atomic>
#include <cstdint>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "services/common/clock.h"
#include "services/common/pg.h"

namespace kadry::absences {

// Where exported requests go: one JSON document per outbox entry, to a directory or to the
// payroll system's HTTP endpoint (docs/operations.md "Payroll export").
class PayrollSink {
 public:
  virtual ~PayrollSink() = default;
  // Must be idempotent for the same `key`: a retry after a crash delivers it again.
  // UNAVAILABLE: the receiver could not be reached; the entry stays pending and the pass ends
  // there (the entries of one request keep their order), to be tried again on the next pass.
  // Any other error: it was refused; the entry is marked failed until HR resumes it.
  virtual absl::Status Deliver(const std::string& key, const std::string& document) = 0;
};

// One file `<key>.json` per entry in `directory` (KADRY_ABSENCES_EXPORT_DIR).
class FilePayrollSink final : public PayrollSink {
 public:
  explicit FilePayrollSink(std::string directory) : directory_(std::move(directory)) {}
  absl::Status Deliver(const std::string& key, const std::string& document) override;

 private:
  std::string directory_;
};

// A POST of each document to the payroll system (KADRY_ABSENCES_EXPORT_URL) with the key as
// Idempotency-Key, so that the receiver recognises a delivery repeated after a crash, and the
// bearer token KADRY_ABSENCES_EXPORT_TOKEN when one is set. 2xx delivers; no answer, a 5xx or
// a 429 is UNAVAILABLE; any other status is a refusal.
class HttpPayrollSink final : public PayrollSink {
 public:
  static constexpr int kTimeoutSeconds = 10;
  // `url` as ParseHttpUrl accepts it (the configuration checked it).
  HttpPayrollSink(const std::string& url, std::string bearer_token);
  absl::Status Deliver(const std::string& key, const std::string& document) override;

 private:
  std::string base_;
  std::string path_;
  std::string bearer_token_;
};

// Drains the transactional outbox (written with each decision) to the sink, and rejects
// pending requests whose manual-verification deadline has passed (docs/product.md §4).
class PayrollExport final {
 public:
  // The advisory lock that lets one replica drain at a time, so the entries of one
  // request (approved, later cancelled) reach payroll in the order they were written.
  static constexpr int64_t kDrainLock = 0x6b61647279;  // "kadry"

  // `drain_lock` is kDrainLock except in tests that hold it to pause the running stack.
  PayrollExport(PgPool& pool, PayrollSink& sink, Clock clock = SystemClock(), int64_t drain_lock = kDrainLock)
      : pool_(pool), sink_(sink), clock_(std::move(clock)), drain_lock_(drain_lock) {}
  ~PayrollExport() { Stop(); }

  // One pass: exports up to `batch` pending entries; returns how many were delivered.
  absl::StatusOr<int> RunOnce(int batch = 50);
  // Rejects overdue manual verifications, the applicant told; returns how many.
  absl::StatusOr<int> ExpireManualVerifications();
  // Tells the approvers once of each pending verification whose deadline is within
  // kManualVerificationReminderDays; returns how many.
  absl::StatusOr<int> RemindOfManualVerificationDeadlines();

  void Start(int interval_ms);
  void Stop();

 private:
  PgPool& pool_;
  PayrollSink& sink_;
  const Clock clock_;
  const int64_t drain_lock_;
  std::thread worker_;
  std::mutex mu_;
  std::condition_variable wake_;
  bool stopping_ = false;
};

}  // namespace kadry::absences
