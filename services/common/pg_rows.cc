#include "services/common/pg_rows.h"

#include "absl/strings/str_cat.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry {
namespace {
constexpr char kDeclareCursor[] = "DECLARE row_walk NO SCROLL CURSOR FOR ";
constexpr char kFetchCursor[] = "FETCH FORWARD 2000 FROM row_walk";
}  // namespace

absl::StatusOr<absl::CivilDay> DayAt(const PgResult& rows, int row, int column) {
  auto day = ParseDate(rows.Text(row, column));
  if (!day.ok()) return absl::InternalError(absl::StrCat("bad date in column ", column, ": ", rows.Text(row, column)));
  return day;
}

absl::StatusOr<std::optional<absl::CivilDay>> OptionalDayAt(const PgResult& rows, int row, int column) {
  if (rows.Text(row, column).empty()) return std::nullopt;
  ASSIGN_OR_RETURN(const absl::CivilDay day, DayAt(rows, row, column));
  return day;
}

absl::Status ForEachRow(PgPool& pool, const std::string& select, const std::vector<PgParam>& params,
                        const std::function<absl::Status(const PgResult& rows, int row)>& row) {
  return pool.InTransaction([&](PgConnection& tx) -> absl::Status {
    RETURN_IF_ERROR(tx.Query("SET TRANSACTION READ ONLY").status());
    RETURN_IF_ERROR(tx.Query(absl::StrCat(kDeclareCursor, select), params).status());
    for (;;) {
      ASSIGN_OR_RETURN(const PgResult batch, tx.Query(kFetchCursor));
      if (batch.Rows() == 0) return absl::OkStatus();
      for (int i = 0; i < batch.Rows(); ++i) RETURN_IF_ERROR(row(batch, i));
    }
  });
}

}  // namespace kadry
