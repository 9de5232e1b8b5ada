#include "services/common/pg.h"

#include <cstdlib>
#include <cstring>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "services/common/log.h"

namespace kadry {

std::string PgResult::Text(int row, int column) const {
  return std::string(PQgetvalue(result_.get(), row, column),
                     PQgetlength(result_.get(), row, column));
}

int PgResult::Int(int row, int column) const {
  return std::atoi(PQgetvalue(result_.get(), row, column));
}

long long PgResult::Int64(int row, int column) const {
  return std::atoll(PQgetvalue(result_.get(), row, column));
}

bool PgResult::Bool(int row, int column) const {
  return PQgetvalue(result_.get(), row, column)[0] == 't';
}

int PgResult::Affected() const {
  int n = 0;
  (void)absl::SimpleAtoi(PQcmdTuples(result_.get()), &n);
  return n;
}

absl::StatusOr<PgResult> ExecOn(PGconn* conn, const std::string& sql,
                                const std::vector<PgParam>& params) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  // Without parameters PQexec is used, which also runs multi-statement migration files.
  PGresult* raw = params.empty()
                      ? PQexec(conn, sql.c_str())
                      : PQexecParams(conn, sql.c_str(), static_cast<int>(values.size()),
                                     nullptr, values.data(), nullptr, nullptr, 0);
  const ExecStatusType status = raw ? PQresultStatus(raw) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return PgResult(raw);

  const char* state_field = raw ? PQresultErrorField(raw, PG_DIAG_SQLSTATE) : nullptr;
  const std::string sqlstate = state_field ? state_field : "";
  const std::string message = raw ? PQresultErrorMessage(raw) : PQerrorMessage(conn);
  if (raw) PQclear(raw);
  LogWarn("postgres statement failed", {{"sqlstate", sqlstate}, {"error", message}});
  if (sqlstate == "23505") return absl::AlreadyExistsError("the record already exists");
  if (sqlstate == "23503") return absl::FailedPreconditionError("a related record is missing");
  if (sqlstate.rfind("22", 0) == 0 || sqlstate == "23514" || sqlstate == "23502") {
    return absl::InvalidArgumentError("a value is not valid");
  }
  if (sqlstate == "40001" || sqlstate == "40P01") {
    return absl::AbortedError("a concurrent change interfered; try again");
  }
  if (PQstatus(conn) != CONNECTION_OK || sqlstate.rfind("08", 0) == 0 ||
      sqlstate.rfind("57", 0) == 0) {
    return absl::UnavailableError("the database is unavailable");
  }
  return absl::InternalError(absl::StrCat("database error ", sqlstate));
}

absl::StatusOr<std::unique_ptr<PgPool>> PgPool::Connect(const std::string& dsn, int size) {
  std::unique_ptr<PgPool> pool(new PgPool());
  pool->dsn_ = dsn;
  for (int i = 0; i < size; ++i) {
    PGconn* conn = PQconnectdb(dsn.c_str());
    if (PQstatus(conn) != CONNECTION_OK) {
      std::string error = PQerrorMessage(conn);
      PQfinish(conn);
      return absl::UnavailableError(absl::StrCat("cannot connect to PostgreSQL: ", error));
    }
    pool->all_.push_back(conn);
    pool->idle_.push_back(conn);
  }
  return pool;
}

PgPool::~PgPool() {
  for (PGconn* conn : all_) PQfinish(conn);
}

PGconn* PgPool::Acquire() {
  std::unique_lock lock(mu_);
  available_.wait(lock, [this] { return !idle_.empty(); });
  PGconn* conn = idle_.back();
  idle_.pop_back();
  lock.unlock();
  // A server restart breaks every connection; reconnect lazily instead of failing forever.
  if (PQstatus(conn) != CONNECTION_OK) PQreset(conn);
  return conn;
}

void PgPool::Release(PGconn* conn) {
  {
    std::lock_guard lock(mu_);
    idle_.push_back(conn);
  }
  available_.notify_one();
}

absl::StatusOr<PgResult> PgPool::Query(const std::string& sql,
                                       const std::vector<PgParam>& params) {
  PGconn* conn = Acquire();
  auto result = ExecOn(conn, sql, params);
  Release(conn);
  return result;
}

absl::Status PgPool::InTransaction(const std::function<absl::Status(PgConnection&)>& work) {
  PGconn* conn = Acquire();
  absl::Status status = ExecOn(conn, "BEGIN", {}).status();
  if (status.ok()) {
    PgConnection lent(conn);
    status = work(lent);
    if (status.ok()) {
      status = ExecOn(conn, "COMMIT", {}).status();
    } else {
      (void)ExecOn(conn, "ROLLBACK", {});
    }
  }
  Release(conn);
  return status;
}

absl::StatusOr<PgResult> PgConnection::Query(const std::string& sql,
                                             const std::vector<PgParam>& params) {
  return ExecOn(conn_, sql, params);
}

}  // namespace kadry
