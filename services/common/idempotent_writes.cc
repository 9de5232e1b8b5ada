#include "services/common/idempotent_writes.h"

#include "absl/strings/str_cat.h"
#include "services/common/digest.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"

namespace kadry {

std::string OperationOf(const std::string& method, const std::string& serialized_request) {
  return absl::StrCat(method, " ", Sha256Hex(serialized_request));
}

absl::Status IdempotentWrites::Run(int user_id, const std::string& key, const std::string& operation, int64_t& result,
                                   const std::function<absl::Status(PgConnection&)>& work) {
  if (key.empty()) return pool_.InTransaction(work);
  const std::string user = std::to_string(user_id);
  const std::string table = schema_ + ".idempotency_keys";
  return pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    // Two retries of one key at once: the second waits here, then finds the first's row.
    RETURN_IF_ERROR(
        tx.Query("SELECT pg_advisory_xact_lock(hashtext($1 || ':' || $2 || ':' || $3))", {schema_, user, key})
            .status());
    ASSIGN_OR_RETURN(
        const PgResult earlier,
        tx.Query(absl::StrCat("SELECT operation, result_id FROM ", table,
                              " WHERE user_id = $1 AND key = $2 AND created_at > now() - interval '1 day'"),
                 {user, key}));
    if (earlier.Rows() > 0) {
      if (earlier.Text(0, 0) != operation) {
        return Refusal(absl::StatusCode::kInvalidArgument, "http.idempotency-key-reused",
                       "this Idempotency-Key was already used for another request");
      }
      result = earlier.Int64(0, 1);
      return absl::OkStatus();
    }
    RETURN_IF_ERROR(work(tx));
    RETURN_IF_ERROR(tx.Query(absl::StrCat("INSERT INTO ", table,
                                          " (user_id, key, operation, result_id) "
                                          "VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, key) DO UPDATE SET "
                                          "operation = EXCLUDED.operation, result_id = EXCLUDED.result_id, "
                                          "created_at = now()"),
                             {user, key, operation, std::to_string(result)})
                        .status());
    // The user's expired keys go with their next write: no sweeper needed.
    return tx
        .Query(absl::StrCat("DELETE FROM ", table, " WHERE user_id = $1 AND created_at < now() - interval '1 day'"),
               {user})
        .status();
  });
}

}  // namespace kadry
