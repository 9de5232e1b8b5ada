#include "services/absences/store/idempotency_store.h"

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "services/common/jwt.h"

namespace kadry::absences {

std::string CreateOperation(const std::string& serialized_draft) {
  return absl::StrCat("create ", absl::BytesToHexString(Sha256(serialized_draft)));
}

std::string DecisionOperation(int action, int request_id) {
  return absl::StrCat("decision ", action, " on ", request_id);
}

absl::Status IdempotentWrites::Run(int user_id, const std::string& key, const std::string& operation,
                                   int& request_id,
                                   const std::function<absl::Status(PgConnection&)>& work) {
  if (key.empty()) return pool_.InTransaction(work);
  const std::string user = std::to_string(user_id);
  return pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    // Two retries of one key at once: the second waits here, then finds the first's row.
    auto locked = tx.Query("SELECT pg_advisory_xact_lock(hashtext($1 || ':' || $2))", {user, key});
    if (!locked.ok()) return locked.status();
    auto earlier = tx.Query(
        "SELECT operation, request_id FROM absences.idempotency_keys "
        "WHERE user_id = $1 AND key = $2 AND created_at > now() - interval '1 day'",
        {user, key});
    if (!earlier.ok()) return earlier.status();
    if (earlier->Rows() > 0) {
      if (earlier->Text(0, 0) != operation) {
        return absl::InvalidArgumentError("this Idempotency-Key was already used for another request");
      }
      request_id = earlier->Int(0, 1);
      return absl::OkStatus();
    }
    if (auto s = work(tx); !s.ok()) return s;
    auto stored = tx.Query(
        "INSERT INTO absences.idempotency_keys (user_id, key, operation, request_id) VALUES ($1, $2, $3, $4) "
        "ON CONFLICT (user_id, key) DO UPDATE SET operation = EXCLUDED.operation, "
        "request_id = EXCLUDED.request_id, created_at = now()",
        {user, key, operation, std::to_string(request_id)});
    if (!stored.ok()) return stored.status();
    // The user's expired keys go with their next write: no sweeper needed.
    auto swept = tx.Query(
        "DELETE FROM absences.idempotency_keys WHERE user_id = $1 AND created_at < now() - interval '1 day'",
        {user});
    return swept.ok() ? absl::OkStatus() : swept.status();
  });
}

}  // namespace kadry::absences
