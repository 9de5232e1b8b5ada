#pragma once

#include <libpq-fe.h>

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
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

// A pooled connection and the statements prepared on it, by SQL text. Every parameterised
// SELECT, INSERT, UPDATE, DELETE, WITH or VALUES is prepared the first time a connection
// runs it and executed by name afterwards, so PostgreSQL parses and analyses it once per
// connection (its plan cache then decides between custom and generic plans). Forgotten
// when the connection is reset: the server's statements went with the old session.
struct PgPooledConnection {
  PGconn* conn = nullptr;
  std::unordered_map<std::string, std::string> statements;  // SQL -> statement name
  int next_statement = 0;
  std::chrono::steady_clock::time_point statements_since = std::chrono::steady_clock::now();
};

struct PgPoolOptions {
  // Server-side cap on every statement (0: none). Serving processes set it just under the
  // gRPC deadline, so PostgreSQL stops work nobody waits for (docs/operations.md).
  int statement_timeout_ms = 0;
  // How long a (re)connect may take before the request fails as UNAVAILABLE.
  int connect_timeout_seconds = 3;
  // How long a connection keeps its prepared statements before it drops them and prepares
  // them afresh. PostgreSQL chooses between a statement's generic plan and planning it on
  // every call from the costs it saw, and keeps a generic plan's cost until that plan is
  // built again, which a statement planned per call never does: after the data changed a
  // lot, a long-lived connection could plan a statement on every call for good (bench/README.md,
  // docs/toolchain.md).
  std::chrono::milliseconds statements_lifetime = std::chrono::minutes(5);
};

// A fixed pool of connections. A connection the server closed (restart, crash, admin
// kill) is found before it is lent and reconnected, so a database restart costs no
// request once the database is back. Callers block while every connection is busy.
class PgPool final {
 public:
  static absl::StatusOr<std::unique_ptr<PgPool>> Connect(const std::string& dsn, int size, PgPoolOptions options = {});
  ~PgPool();

  // A plain SELECT that fails on a broken connection is retried once on a fresh one;
  // anything else is never sent twice.
  absl::StatusOr<PgResult> Query(const std::string& sql, const std::vector<PgParam>& params = {});

  // Runs `work` inside BEGIN/COMMIT on one connection; rolls back when it fails. When BEGIN
  // itself finds the connection dead (nothing was done yet) it reconnects and starts over.
  absl::Status InTransaction(const std::function<absl::Status(PgConnection&)>& work);

 private:
  PgPool() = default;
  PgPooledConnection* Acquire();
  void Release(PgPooledConnection* conn);
  PGconn* Open() const;
  // Reconnects a connection that is broken or that the server has said goodbye on.
  void Heal(PgPooledConnection& conn) const;
  // Drops the connection's prepared statements once they are older than
  // options_.statements_lifetime.
  void Refresh(PgPooledConnection& conn) const;

  std::string dsn_;
  PgPoolOptions options_;
  std::mutex mu_;
  std::condition_variable available_;
  std::vector<PgPooledConnection*> idle_;
  std::vector<std::unique_ptr<PgPooledConnection>> all_;
};

// One connection lent for a transaction.
class PgConnection final {
 public:
  explicit PgConnection(PgPooledConnection& conn) : conn_(conn) {}
  absl::StatusOr<PgResult> Query(const std::string& sql, const std::vector<PgParam>& params = {});

 private:
  PgPooledConnection& conn_;
};

// Runs one statement on a raw connection and maps errors to absl::Status:
// unique violations become ALREADY_EXISTS, bad input INVALID_ARGUMENT, a statement
// timeout DEADLINE_EXCEEDED, a lost or refused connection UNAVAILABLE, the rest INTERNAL.
absl::StatusOr<PgResult> ExecOn(PGconn* conn, const std::string& sql, const std::vector<PgParam>& params);

// ExecOn through the connection's prepared statements (see PgPooledConnection).
absl::StatusOr<PgResult> ExecPrepared(PgPooledConnection& conn, const std::string& sql,
                                      const std::vector<PgParam>& params);

// Whether `sql` is one statement PostgreSQL can prepare (SELECT, INSERT, UPDATE, DELETE,
// WITH, VALUES), not a utility statement such as DECLARE, SET or BEGIN.
bool IsPreparable(const std::string& sql);

// Whether `sql` only reads (a single SELECT without locking), so it may be sent twice.
bool IsRetryableRead(const std::string& sql);

}  // namespace kadry
