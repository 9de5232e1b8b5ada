#pragma once

#include <libpq-fe.h>

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace kadry {

// A query parameter: text or SQL NULL. Every value reaches PostgreSQL as a parameter,
// never spliced into SQL.
using PgParam = std::optional<std::string>;

// Owns a PGresult; rows and columns by index, values as text.
class PgResult final {
 public:
  explicit PgResult(PGresult* result) : result_(result, &PQclear) {}
  int Rows() const { return PQntuples(result_.get()); }
  bool IsNull(int row, int column) const { return PQgetisnull(result_.get(), row, column); }
  std::string Text(int row, int column) const;
  int Int(int row, int column) const;
  long long Int64(int row, int column) const;
  bool Bool(int row, int column) const;
  // Rows changed by INSERT/UPDATE/DELETE.
  int Affected() const;

 private:
  std::unique_ptr<PGresult, decltype(&PQclear)> result_;
};

class PgConnection;

// A fixed pool of connections; a broken connection is reset before it is handed out
// again. Callers block while every connection is busy.
class PgPool final {
 public:
  static absl::StatusOr<std::unique_ptr<PgPool>> Connect(const std::string& dsn, int size);
  ~PgPool();

  absl::StatusOr<PgResult> Query(const std::string& sql, const std::vector<PgParam>& params = {});

  // Runs `work` inside BEGIN/COMMIT on one connection; rolls back when it fails.
  absl::Status InTransaction(const std::function<absl::Status(PgConnection&)>& work);

 private:
  PgPool() = default;
  PGconn* Acquire();
  void Release(PGconn* conn);

  std::string dsn_;
  std::mutex mu_;
  std::condition_variable available_;
  std::vector<PGconn*> idle_;
  std::vector<PGconn*> all_;
};

// One connection lent for a transaction.
class PgConnection final {
 public:
  explicit PgConnection(PGconn* conn) : conn_(conn) {}
  absl::StatusOr<PgResult> Query(const std::string& sql, const std::vector<PgParam>& params = {});

 private:
  PGconn* conn_;
};

// Runs one statement on a raw connection and maps errors to absl::Status:
// unique violations become ALREADY_EXISTS, bad input INVALID_ARGUMENT, the rest
// UNAVAILABLE (connection) or INTERNAL.
absl::StatusOr<PgResult> ExecOn(PGconn* conn, const std::string& sql,
                                const std::vector<PgParam>& params);

}  // namespace kadry
