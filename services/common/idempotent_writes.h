#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "absl/status/status.h"
#include "services/common/pg.h"

namespace kadry {

// Creates and decisions done at most once per (user, Idempotency-Key) (docs/architecture.md §5):
// the key is stored in the write's own transaction, so a client that lost the answer (a
// timeout, a dropped connection) and retries with the same key gets the first write's result
// back instead of a second write. Keys are remembered for a day, in the service's own
// `<schema>.idempotency_keys` table.
class IdempotentWrites final {
 public:
  IdempotentWrites(PgPool& pool, std::string schema) : pool_(pool), schema_(std::move(schema)) {}

  // Runs `work` in one transaction and remembers `key` with `result` (set by `work`, e.g. the
  // id it created). When the user used `key` before for the same `operation`, `work` is
  // skipped and `result` is the earlier one; for another operation the key is refused
  // (INVALID_ARGUMENT). An empty key runs `work` as a plain transaction.
  absl::Status Run(int user_id, const std::string& key, const std::string& operation, int64_t& result,
                   const std::function<absl::Status(PgConnection&)>& work);

 private:
  PgPool& pool_;
  const std::string schema_;
};

// The operation of a write: the call's name and the request's bytes, so that one key cannot
// stand for two different writes.
std::string OperationOf(const std::string& method, const std::string& serialized_request);

}  // namespace kadry
