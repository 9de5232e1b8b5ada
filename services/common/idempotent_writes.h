#pragma once

#include <functional>
#include <string>

#include "absl/status/status.h"
#include "services/common/pg.h"

namespace kadry::absences {

// Writes done at most once per (user, Idempotency-Key): the key is stored in the write's
// own transaction, so a client that lost the answer (a timeout, a dropped connection) and
// retries with the same key gets the first write's request back instead of a second one.
// Keys are remembered for a day.
class IdempotentWrites final {
 public:
  explicit IdempotentWrites(PgPool& pool) : pool_(pool) {}

  // Runs `work` in one transaction and remembers `key` with `request_id` (set by `work`
  // for a create). When the user used `key` before for the same `operation`, `work` is
  // skipped and `request_id` is the earlier one; for another operation the key is refused
  // (INVALID_ARGUMENT). An empty key runs `work` as a plain transaction.
  absl::Status Run(int user_id, const std::string& key, const std::string& operation,
                   int& request_id, const std::function<absl::Status(PgConnection&)>& work);

 private:
  PgPool& pool_;
};

// The operation of a create: the draft's bytes, so one key cannot file two different
// requests.
std::string CreateOperation(const std::string& serialized_draft);
// The operation of a decision on one request.
std::string DecisionOperation(int action, int request_id);

}  // namespace kadry::absences
