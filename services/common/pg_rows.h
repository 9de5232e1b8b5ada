#pragma once

// Reading query results into records, shared by every store: dates selected as text, a
// whole result through a row reader, and long reads through a cursor.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/common/pg.h"

namespace kadry {

// A date column selected as text (yyyy-MM-dd); a bad one is a broken row, INTERNAL.
absl::StatusOr<absl::CivilDay> DayAt(const PgResult& rows, int row, int column);
// The same for a nullable column, whose NULL reads as "".
absl::StatusOr<std::optional<absl::CivilDay>> OptionalDayAt(const PgResult& rows, int row, int column);

// Every row of `rows` read by `read_row(rows, i)` (a StatusOr<Record>); the first broken
// row stops the read with its status.
template <typename ReadRow>
auto ReadAll(const PgResult& rows, ReadRow&& read_row)
    -> absl::StatusOr<std::vector<typename decltype(read_row(rows, 0))::value_type>> {
  std::vector<typename decltype(read_row(rows, 0))::value_type> out;
  out.reserve(rows.Rows());
  for (int i = 0; i < rows.Rows(); ++i) {
    auto record = read_row(rows, i);
    if (!record.ok()) return record.status();
    out.push_back(*std::move(record));
  }
  return out;
}

// Runs `select` through a cursor in one read-only transaction (a consistent snapshot,
// 2 000 rows in memory at a time however long the result) and hands every row to `row`
// (docs/decisions/0004-report-export.md); the first failure stops the walk.
absl::Status ForEachRow(PgPool& pool, const std::string& select, const std::vector<PgParam>& params,
                        const std::function<absl::Status(const PgResult& rows, int row)>& row);

}  // namespace kadry
