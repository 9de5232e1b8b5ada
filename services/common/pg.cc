#include "services/common/pg.h"

#include <poll.h>

#include <cstdlib>
#include <cstring>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "services/common/log.h"

namespace kadry {

std::string PgResult::Text(int row, int column) const {
  return std::string(PQgetvalue(result_.get(), row, column), PQgetlength(result_.get(), row, column));
}

int PgResult::Int(int row, int column) const { return std::atoi(PQgetvalue(result_.get(), row, column)); }

long long PgResult::Int64(int row, int column) const { return std::atoll(PQgetvalue(result_.get(), row, column)); }

bool PgResult::Bool(int row, int column) const { return PQgetvalue(result_.get(), row, column)[0] == 't'; }

int PgResult::Affected() const {
  int n = 0;
  (void)absl::SimpleAtoi(PQcmdTuples(result_.get()), &n);
  return n;
}

namespace {
// At most this many statements are kept per connection: list queries are built from the
// filters and sort a caller asks for, so their SQL varies; beyond the cap they run unnamed.
constexpr size_t kMaxPreparedPerConnection = 256;

// A finished statement as a result or as the status its error maps to (see ExecOn).
absl::StatusOr<PgResult> ResultOf(PGconn* conn, PGresult* raw, std::string* sqlstate_out = nullptr) {
  const ExecStatusType status = raw ? PQresultStatus(raw) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return PgResult(raw);

  const char* state_field = raw ? PQresultErrorField(raw, PG_DIAG_SQLSTATE) : nullptr;
  const std::string sqlstate = state_field ? state_field : "";
  if (sqlstate_out != nullptr) *sqlstate_out = sqlstate;
  // The primary message and the constraint only: PostgreSQL's DETAIL of a violated check
  // ("Failing row contains ...") would copy a person's data into the log.
  const char* primary = raw ? PQresultErrorField(raw, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
  const char* constraint = raw ? PQresultErrorField(raw, PG_DIAG_CONSTRAINT_NAME) : nullptr;
  const std::string message = primary ? primary : raw ? "" : PQerrorMessage(conn);
  const std::string constraint_name = constraint ? constraint : "";
  if (raw) PQclear(raw);
  LogWarn("postgres statement failed", {{"sqlstate", sqlstate}, {"error", message}, {"constraint", constraint_name}});
  if (sqlstate == "23505") return absl::AlreadyExistsError("the record already exists");
  if (sqlstate == "23503") return absl::FailedPreconditionError("a related record is missing");
  if (sqlstate.rfind("22", 0) == 0 || sqlstate == "23514" || sqlstate == "23502") {
    return absl::InvalidArgumentError("a value is not valid");
  }
  if (sqlstate == "40001" || sqlstate == "40P01") {
    return absl::AbortedError("a concurrent change interfered; try again");
  }
  if (sqlstate == "55P03") {  // lock_timeout: someone else holds what this change needs
    return absl::AbortedError("the same data is being changed right now; try again");
  }
  if (sqlstate == "57014") {  // statement_timeout (or a cancel): nobody waits any more
    return absl::DeadlineExceededError("the database took too long");
  }
  if (PQstatus(conn) != CONNECTION_OK || sqlstate.rfind("08", 0) == 0 || sqlstate.rfind("57", 0) == 0 ||
      sqlstate.rfind("53", 0) == 0) {
    return absl::UnavailableError("the database is unavailable");
  }
  return absl::InternalError(absl::StrCat("database error ", sqlstate));
}

std::vector<const char*> ValuesOf(const std::vector<PgParam>& params) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  return values;
}
}  // namespace

absl::StatusOr<PgResult> ExecOn(PGconn* conn, const std::string& sql, const std::vector<PgParam>& params) {
  const std::vector<const char*> values = ValuesOf(params);
  // Without parameters PQexec is used, which also runs multi-statement migration files.
  PGresult* raw = params.empty() ? PQexec(conn, sql.c_str())
                                 : PQexecParams(conn, sql.c_str(), static_cast<int>(values.size()), nullptr,
                                                values.data(), nullptr, nullptr, 0);
  return ResultOf(conn, raw);
}

bool IsPreparable(const std::string& sql) {
  const absl::string_view text = absl::StripLeadingAsciiWhitespace(sql);
  for (absl::string_view word : {"select", "insert", "update", "delete", "with", "values"}) {
    if (text.size() > word.size() && absl::StartsWithIgnoreCase(text, word) &&
        !absl::ascii_isalnum(static_cast<unsigned char>(text[word.size()])) && text[word.size()] != '_') {
      return true;
    }
  }
  return false;
}

absl::StatusOr<PgResult> ExecPrepared(PgPooledConnection& conn, const std::string& sql,
                                      const std::vector<PgParam>& params) {
  if (params.empty() || !IsPreparable(sql)) return ExecOn(conn.conn, sql, params);
  auto it = conn.statements.find(sql);
  if (it == conn.statements.end()) {
    if (conn.statements.size() >= kMaxPreparedPerConnection) return ExecOn(conn.conn, sql, params);
    std::string name = absl::StrCat("kadry_", conn.next_statement++);
    // Parameter types are inferred as PQexecParams would, so the statement means the same.
    auto prepared =
        ResultOf(conn.conn, PQprepare(conn.conn, name.c_str(), sql.c_str(), static_cast<int>(params.size()), nullptr));
    if (!prepared.ok()) return prepared.status();
    it = conn.statements.emplace(sql, std::move(name)).first;
  }
  const std::vector<const char*> values = ValuesOf(params);
  std::string sqlstate;
  auto result = ResultOf(conn.conn,
                         PQexecPrepared(conn.conn, it->second.c_str(), static_cast<int>(values.size()), values.data(),
                                        nullptr, nullptr, 0),
                         &sqlstate);
  // The statement is gone (26000: DISCARD ALL) or no longer fits the table (0A000: a cached
  // plan whose result type changed after a migration): prepare it again next time.
  if (!result.ok() && (sqlstate == "26000" || sqlstate == "0A000")) {
    if (sqlstate == "0A000") PQclear(PQexec(conn.conn, absl::StrCat("DEALLOCATE ", it->second).c_str()));
    conn.statements.erase(it);
  }
  return result;
}

bool IsRetryableRead(const std::string& sql) {
  const std::string text = absl::AsciiStrToLower(absl::StripLeadingAsciiWhitespace(sql));
  if (!absl::StartsWith(text, "select")) return false;
  // Reads with side effects or locks are not retried: they may have taken effect.
  for (const char* word : {"nextval", "for update", "for share", "for no key", "pg_advisory", ";"}) {
    if (absl::StrContains(text, word)) return false;
  }
  return true;
}

PGconn* PgPool::Open() const {
  // The DSN comes last so its own connect_timeout or options win over these defaults.
  const std::string timeout = std::to_string(options_.connect_timeout_seconds);
  const std::string server_options = options_.statement_timeout_ms > 0
                                         ? absl::StrCat("-c statement_timeout=", options_.statement_timeout_ms)
                                         : std::string();
  std::vector<const char*> keys = {"connect_timeout"};
  std::vector<const char*> values = {timeout.c_str()};
  if (!server_options.empty()) {
    keys.push_back("options");
    values.push_back(server_options.c_str());
  }
  keys.push_back("dbname");
  values.push_back(dsn_.c_str());
  keys.push_back(nullptr);
  values.push_back(nullptr);
  return PQconnectdbParams(keys.data(), values.data(), /*expand_dbname=*/1);
}

void PgPool::Heal(PgPooledConnection& pooled) const {
  PGconn* conn = pooled.conn;
  if (PQstatus(conn) == CONNECTION_OK && PQtransactionStatus(conn) == PQTRANS_IDLE) {
    // An idle pooled connection has nothing to read (Kadry uses no LISTEN) unless the
    // server is ending it: its "terminating connection" message, then EOF. Look without
    // blocking; anything there means reconnect.
    pollfd ready{PQsocket(conn), POLLIN, 0};
    if (::poll(&ready, 1, 0) == 0) return;
  }
  LogWarn("reconnecting a broken PostgreSQL connection", {{"error", PQerrorMessage(conn)}});
  // PQreset keeps the original parameters (timeouts, statement_timeout); the prepared
  // statements were the old session's.
  PQreset(conn);
  pooled.statements.clear();
  pooled.statements_since = std::chrono::steady_clock::now();
}

void PgPool::Refresh(PgPooledConnection& pooled) const {
  const auto now = std::chrono::steady_clock::now();
  if (now - pooled.statements_since < options_.statements_lifetime) return;
  // On failure the names stay known, so none is prepared twice; the next lending tries again.
  if (!pooled.statements.empty() && !ExecOn(pooled.conn, "DEALLOCATE ALL", {}).ok()) return;
  pooled.statements.clear();
  pooled.statements_since = now;
}

absl::StatusOr<std::unique_ptr<PgPool>> PgPool::Connect(const std::string& dsn, int size, PgPoolOptions options) {
  std::unique_ptr<PgPool> pool(new PgPool());
  pool->dsn_ = dsn;
  pool->options_ = options;
  for (int i = 0; i < size; ++i) {
    PGconn* conn = pool->Open();
    if (PQstatus(conn) != CONNECTION_OK) {
      std::string error = PQerrorMessage(conn);
      PQfinish(conn);
      return absl::UnavailableError(absl::StrCat("cannot connect to PostgreSQL: ", error));
    }
    pool->all_.push_back(std::make_unique<PgPooledConnection>());
    pool->all_.back()->conn = conn;
    pool->idle_.push_back(pool->all_.back().get());
  }
  return pool;
}

PgPool::~PgPool() {
  for (const auto& pooled : all_) PQfinish(pooled->conn);
}

PgPooledConnection* PgPool::Acquire() {
  std::unique_lock lock(mu_);
  available_.wait(lock, [this] { return !idle_.empty(); });
  PgPooledConnection* conn = idle_.back();
  idle_.pop_back();
  lock.unlock();
  // A server restart breaks every connection; reconnect lazily instead of failing forever.
  Heal(*conn);
  Refresh(*conn);
  return conn;
}

void PgPool::Release(PgPooledConnection* conn) {
  {
    std::lock_guard lock(mu_);
    idle_.push_back(conn);
  }
  available_.notify_one();
}

absl::StatusOr<PgResult> PgPool::Query(const std::string& sql, const std::vector<PgParam>& params) {
  PgPooledConnection* conn = Acquire();
  auto result = ExecPrepared(*conn, sql, params);
  if (!result.ok() && PQstatus(conn->conn) != CONNECTION_OK && IsRetryableRead(sql)) {
    Heal(*conn);
    result = ExecPrepared(*conn, sql, params);
  }
  Release(conn);
  return result;
}

absl::Status PgPool::InTransaction(const std::function<absl::Status(PgConnection&)>& work) {
  PgPooledConnection* pooled = Acquire();
  PGconn* conn = pooled->conn;
  absl::Status status = ExecOn(conn, "BEGIN", {}).status();
  if (!status.ok() && PQstatus(conn) != CONNECTION_OK) {
    Heal(*pooled);  // BEGIN never reached a live server: nothing to undo, start over once
    status = ExecOn(conn, "BEGIN", {}).status();
  }
  if (status.ok()) {
    PgConnection lent(*pooled);
    status = work(lent);
    if (status.ok()) {
      status = ExecOn(conn, "COMMIT", {}).status();
    } else {
      (void)ExecOn(conn, "ROLLBACK", {});
    }
  }
  Release(pooled);
  return status;
}

absl::StatusOr<PgResult> PgConnection::Query(const std::string& sql, const std::vector<PgParam>& params) {
  return ExecPrepared(conn_, sql, params);
}

}  // namespace kadry
