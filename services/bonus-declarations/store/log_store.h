#pragma once

#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/common/paging.h"
#include "services/common/pg.h"

namespace kadry::bonus_declarations {

// One announcement log: who saw or accepted what, when (types 1..4 of the API).
struct LogRecord {
  int log_id = 0;
  absl::Time at;
  int type_id = 0;
  int user_id = 0;
};

struct LogFilter {
  int user_id = 0;  // 0: everyone's
  int type_id = 0;  // 0: any type
  std::optional<absl::Time> from;
  PageWindow window;
};

struct LogPage {
  int total = 0;
  std::vector<LogRecord> rows;
};

// bonus_declarations.logs.
class LogStore final {
 public:
  explicit LogStore(PgPool& pool) : pool_(pool) {}

  // In the caller's transaction (an idempotent write).
  static absl::StatusOr<LogRecord> Add(PgConnection& tx, int user_id, int type_id, absl::Time at);
  absl::StatusOr<LogRecord> Get(int log_id);  // NOT_FOUND
  // Newest first.
  absl::StatusOr<LogPage> Search(const LogFilter& f);

 private:
  PgPool& pool_;
};

}  // namespace kadry::bonus_declarations
