#include "services/absences/store/request_store.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/time/time.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/request_number.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/domain/request_validation.h"
#include "services/common/paging.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::absences {
namespace {

// A request's columns as calendars and timesheets read them (ReadInPeriod); a list's row
// starts with them and goes on with its times and people (kListColumns, ReadRow).
constexpr char kPeriodColumns[] =
    "r.request_id, r.request_no, r.from_date::text, r.to_date::text, r.number_of_working_days, "
    "r.request_type_id, r.status_id, r.employee_id, e.full_name, r.hours, "
    "coalesce(to_char(r.start_time, 'HH24:MI'), '')";
constexpr int kPeriodColumnCount = 11;
constexpr char kListColumns[] =
    ", extract(epoch from r.submitted_at)::bigint, extract(epoch from r.status_changed_at)::bigint, "
    "e.sap_number, coalesce(s.full_name, ''), r.comment, r.requires_manual_verification, "
    "coalesce(r.manual_verification_deadline_on::text, ''), r.processing_status_id, "
    "r.handled_by_hr_id IS NOT NULL, coalesce(h.full_name, '')";
constexpr int kRowColumnCount = kPeriodColumnCount + 10;
constexpr char kRowFrom[] = R"sql(
    FROM absences.requests r JOIN absences.employees e ON e.employee_id = r.employee_id
    LEFT JOIN absences.employees s ON s.employee_id = e.supervisor_id
    LEFT JOIN absences.employees h ON h.employee_id = r.handled_by_hr_id)sql";
// The people of the rows of `requests` (a table or a page of it, named r), each looked up by
// key. OFFSET 0 keeps PostgreSQL from flattening the lookups into joins, which it would plan
// as hash joins over the whole employees table for ten rows: 1.8 times the statement's cost
// (bench/README.md).
std::string RowsWithPeopleFrom(const std::string& requests) {
  return absl::StrCat(" FROM ", requests,
                      " r CROSS JOIN LATERAL (SELECT full_name, sap_number, supervisor_id "
                      "FROM absences.employees WHERE employee_id = r.employee_id OFFSET 0) e "
                      "LEFT JOIN LATERAL (SELECT full_name FROM absences.employees WHERE employee_id = e.supervisor_id "
                      "OFFSET 0) s ON true "
                      "LEFT JOIN LATERAL (SELECT full_name FROM absences.employees WHERE employee_id = "
                      "r.handled_by_hr_id OFFSET 0) h ON true");
}
// The rows of one person's requests: every row has the same applicant, so the applicant and
// their supervisor are looked up once instead of per row (13 % of the statement, bench/README.md).
// `s` keeps the name RowsWithPeopleFrom gives the supervisor, so the columns read alike.
std::string RowsOfOnePersonFrom(const std::string& requests, const std::string& person_param) {
  return absl::StrCat(
      " FROM ", requests,
      " r CROSS JOIN (SELECT e.full_name, e.sap_number, s.full_name AS supervisor_name FROM absences.employees e "
      "LEFT JOIN absences.employees s ON s.employee_id = e.supervisor_id WHERE e.employee_id = ",
      person_param,
      ") e "
      "CROSS JOIN LATERAL (SELECT e.supervisor_name AS full_name) s "
      "LEFT JOIN LATERAL (SELECT full_name FROM absences.employees WHERE employee_id = r.handled_by_hr_id OFFSET 0) h "
      "ON true");
}
constexpr char kDetailsExtra[] =
    ", r.number_of_days, coalesce(r.address::text, ''), coalesce(r.reason::text, ''), "
    "r.decision_comment, r.filed_by_id";
constexpr char kHistory[] = R"sql(
    SELECT extract(epoch from v.occurred_at)::bigint, v.actor_id, coalesce(a.full_name, ''), v.action, v.comment,
      coalesce(b.full_name, '')
    FROM absences.request_events v LEFT JOIN absences.employees a ON a.employee_id = v.actor_id
    LEFT JOIN absences.employees b ON b.employee_id = v.on_behalf_of_id
    WHERE v.request_id = $1 ORDER BY v.event_id)sql";
constexpr char kCounted[] = R"sql(
    SELECT request_type_id, from_date::text, to_date::text, number_of_working_days, hours, status_id, employee_id
    FROM absences.requests WHERE employee_id = ANY($1::int[]) AND status_id IN (1, 2, 5)
    AND from_date >= make_date($2::int - 1, 1, 1) AND from_date <= make_date($3::int, 12, 31))sql";
// One row per day of each approved request (2) or one awaiting its cancellation (5, still
// approved until that is accepted), the days clipped to [$2, $3]; the caller's scope follows.
constexpr char kApprovedDays[] = R"sql(
    SELECT r.employee_id, d::date::text, r.request_type_id, r.request_id, r.hours
    FROM absences.requests r CROSS JOIN LATERAL generate_series(greatest(r.from_date, $2::date)::timestamp,
    least(r.to_date, $3::date)::timestamp, interval '1 day') AS d
    WHERE r.employee_id = ANY($1::int[]) AND r.status_id IN (2, 5) AND r.from_date <= $3::date
    AND r.to_date >= $2::date AND )sql";
constexpr char kApprovedDaysOrder[] = " ORDER BY r.employee_id, d, r.request_id";
constexpr char kLockEmployee[] = "SELECT 1 FROM absences.employees WHERE employee_id = $1 FOR UPDATE";
constexpr char kOverlapping[] = R"sql(
    SELECT request_id, request_no, request_type_id, from_date::text, to_date::text, status_id, filed_by_id,
    number_of_working_days FROM absences.requests WHERE employee_id = $1 AND from_date <= $3::date AND to_date >=
    $2::date
    AND status_id IN (1, 2, 5) ORDER BY from_date, request_id)sql";
constexpr char kNextNumber[] = R"sql(
    INSERT INTO absences.request_counters (code, year, last_value) VALUES ($1, $2, 1)
    ON CONFLICT (code, year) DO UPDATE SET last_value = absences.request_counters.last_value + 1
    RETURNING last_value)sql";
constexpr char kInsertRequest[] = R"sql(
    INSERT INTO absences.requests (request_no, employee_id, filed_by_id, request_type_id, status_id,
    from_date, to_date, hours, number_of_days, number_of_working_days, comment, address, reason,
    requires_manual_verification, manual_verification_deadline_on, start_time)
    VALUES ($1, $2, $3, $4, 1, $5::date, $6::date, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14::date,
    $15::time)
    RETURNING request_id)sql";
constexpr char kLockRequest[] = R"sql(
    SELECT status_id, processing_status_id, employee_id, filed_by_id, requires_manual_verification,
    coalesce(manual_verification_deadline_on::text, ''), handled_by_hr_id IS NOT NULL
    FROM absences.requests WHERE request_id = $1 FOR UPDATE)sql";
constexpr char kApply[] = R"sql(
    UPDATE absences.requests SET status_id = $2, status_changed_at = CASE WHEN status_id <> $2
    THEN now() ELSE status_changed_at END, decision_comment = CASE WHEN $4 THEN $3 ELSE decision_comment END,
    processing_status_id = coalesce($5::int, processing_status_id),
    processing_error = CASE WHEN $5::int IS NULL THEN processing_error ELSE '' END WHERE request_id = $1)sql";
constexpr char kHandledByHr[] = "UPDATE absences.requests SET handled_by_hr_id = $2 WHERE request_id = $1";
constexpr char kEvent[] =
    "INSERT INTO absences.request_events (request_id, actor_id, action, comment, on_behalf_of_id) "
    "VALUES ($1, $2, $3, $4, nullif($5::int, 0))";
constexpr char kResumeExport[] =
    "UPDATE absences.export_outbox SET state = 'pending' WHERE request_id = $1 AND state = 'error'";
constexpr char kEnqueue[] = "INSERT INTO absences.export_outbox (request_id, event) VALUES ($1, $2)";

// A team's total is counted up to this many rows (the list says when there are more).
constexpr int kTeamCountCap = 10000;
// The lists' default order, newest first (the requests_submitted index); the id makes paging
// stable.
constexpr char kNewest[] = "r.submitted_at DESC";
constexpr char kTieBreaker[] = "r.request_id DESC";
// The default order as OrderBy writes it.
const std::string& NewestFirst() {
  static const std::string kOrder = absl::StrCat(kNewest, ", ", kTieBreaker);
  return kOrder;
}
// A team's newest page is looked for among the newest kWalkPerRow x (offset + size) requests
// of everyone, for pages ending at kWalkedPagesEnd at most: a team that files one request in
// thirty or more finds its page there, walking no more than PostgreSQL spends planning the
// page's ids for a sparse team (0.25 ms, bench/README.md).
constexpr int kWalkPerRow = 30;
constexpr int64_t kWalkedPagesEnd = 100;
// A team that files fewer has its newest page merged from each member's newest requests when
// it has at most this many people (a page of ten reads at most 500 rows by index).
constexpr int kMergedTeamMembers = 50;
constexpr char kTeamMembers[] = "SELECT count(*) FROM absences.employee_ancestors WHERE ancestor_id = $1";

absl::StatusOr<RequestInPeriod> ReadInPeriod(const PgResult& r, int i) {
  RequestInPeriod row;
  row.id = r.Int(i, 0);
  row.request_no = r.Text(i, 1);
  ASSIGN_OR_RETURN(row.from, DayAt(r, i, 2));
  ASSIGN_OR_RETURN(row.to, DayAt(r, i, 3));
  row.number_of_working_days = r.Int(i, 4);
  row.request_type_id = r.Int(i, 5);
  row.status_id = r.Int(i, 6);
  row.employee_id = r.Int(i, 7);
  row.applicant_full_name = r.Text(i, 8);
  row.hours = r.Int(i, 9);
  row.start_minute = ParseTimeOfDay(r.Text(i, 10));
  return row;
}

absl::StatusOr<RequestRecord> ReadRow(const PgResult& r, int i) {
  RequestRecord row;
  ASSIGN_OR_RETURN(static_cast<RequestInPeriod&>(row), ReadInPeriod(r, i));
  constexpr int c = kPeriodColumnCount;
  row.submitted_at = absl::FromUnixSeconds(r.Int64(i, c));
  row.status_changed_at = absl::FromUnixSeconds(r.Int64(i, c + 1));
  row.applicant_sap_number = r.Text(i, c + 2);
  row.supervisor_full_name = r.Text(i, c + 3);
  row.comment = r.Text(i, c + 4);
  row.requires_manual_verification = r.Bool(i, c + 5);
  ASSIGN_OR_RETURN(row.manual_verification_deadline, OptionalDayAt(r, i, c + 6));
  row.processing_status_id = r.Int(i, c + 7);
  row.handled_by_hr = r.Bool(i, c + 8);
  row.handled_by_hr_full_name = r.Text(i, c + 9);
  return row;
}

absl::StatusOr<std::vector<RequestRecord>> ReadRows(const PgResult& r) { return ReadAll(r, ReadRow); }

// A list page's total, read with its rows as the column after theirs; 0 without rows.
int TotalAfterRows(const PgResult& r) { return r.Rows() > 0 ? r.Int(0, kRowColumnCount) : 0; }

// An address as the request's jsonb keeps it (camelCase keys).
PostalAddress AddressFromJson(const nlohmann::json& a) {
  return {a.value("street", ""), a.value("houseNumber", ""), a.value("flatNumber", ""), a.value("postalCode", ""),
          a.value("city", "")};
}

// The sort whitelist of the request lists (kebab-case keys of the list columns).
const std::map<std::string, std::string>& RequestSortColumns() {
  static const std::map<std::string, std::string> kColumns = {{"submitted-date", "r.submitted_at"},
                                                              {"from-date", "r.from_date"},
                                                              {"to-date", "r.to_date"},
                                                              {"request-no", "r.request_no"},
                                                              {"request-status", "r.status_id"},
                                                              {"request-status-date", "r.status_changed_at"},
                                                              {"request-type", "r.request_type_id"},
                                                              {"number-of-working-days", "r.number_of_working_days"},
                                                              {"applicant-full-name", Polish("e.full_name")}};
  return kColumns;
}

std::string KindCondition(ListKind kind, int caller_id, std::vector<PgParam>& params) {
  switch (kind) {
    case ListKind::kOwn: return absl::StrCat("r.employee_id = ", AddParam(params, std::to_string(caller_id)));
    case ListKind::kTeam:
      return absl::StrCat("r.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = ",
                          AddParam(params, std::to_string(caller_id)), ")");
    case ListKind::kAll: break;
  }
  return "true";
}

// The newest page of a team, or of everyone, as a sub-select with one generic plan whatever the
// team (bench/README.md): everyone's newest kWalkPerRow x (offset + size) requests,
// walked by the requests_submitted index, each checked against the team. OFFSET 0 keeps the
// check from becoming a join that PostgreSQL would plan by the team's size; the offset and
// size are written into the SQL because as parameters PostgreSQL guesses at them and plans
// every call (kWalkedPagesEnd bounds the statements). The caller checks that the walk was
// long enough.
std::string WalkedPage(ListKind kind, int caller_id, int size, int64_t offset, std::vector<PgParam>& params) {
  const std::string team =
      kind != ListKind::kTeam
          ? "true"
          : absl::StrCat("EXISTS (SELECT FROM absences.employee_ancestors a WHERE a.ancestor_id = ",
                         AddParam(params, std::to_string(caller_id)), " AND a.employee_id = r.employee_id OFFSET 0)");
  return absl::StrCat("(SELECT r.* FROM (SELECT * FROM absences.requests r ORDER BY ", NewestFirst(), " LIMIT ",
                      (offset + size) * kWalkPerRow, ") r WHERE ", team, " ORDER BY ", NewestFirst(), " LIMIT ", size,
                      " OFFSET ", offset, ")");
}

// The newest page of a small team as a sub-select: each member's newest offset + size
// requests (the requests_of_employee index) hold it. The manager is a sub-select so that
// PostgreSQL plans every team alike and keeps one plan; ordering the team by its key makes
// that plan read the team by index even where an average team is large (a few departments
// of hundreds), whose sequential scan a small team would pay for (bench/README.md).
std::string MergedTeamPage(int manager_id, int size, int64_t offset, std::vector<PgParam>& params) {
  return absl::StrCat(
      "(SELECT r.* FROM (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = (SELECT ",
      AddParam(params, std::to_string(manager_id)),
      "::int) ORDER BY ancestor_id, employee_id) a "
      "CROSS JOIN LATERAL (SELECT * FROM absences.requests r WHERE r.employee_id = a.employee_id ORDER BY ",
      NewestFirst(), " LIMIT ", offset + size, ") r ORDER BY ", NewestFirst(), " LIMIT ", size, " OFFSET ", offset,
      ")");
}

// What the filter adds to the kind's rows (" AND ..."; empty without filters), every value
// a parameter.
std::string FilterCondition(const RequestFilter& f, std::vector<PgParam>& params) {
  std::string where;
  if (!f.status_ids.empty())
    absl::StrAppend(&where, " AND r.status_id = ANY(", AddParam(params, IntArrayParam(f.status_ids)), "::int[])");
  if (!f.type_ids.empty())
    absl::StrAppend(&where, " AND r.request_type_id = ANY(", AddParam(params, IntArrayParam(f.type_ids)), "::int[])");
  if (f.from) absl::StrAppend(&where, " AND r.to_date >= ", AddParam(params, FormatDate(*f.from)), "::date");
  if (f.to) absl::StrAppend(&where, " AND r.from_date <= ", AddParam(params, FormatDate(*f.to)), "::date");
  if (f.employee_id != 0)
    absl::StrAppend(&where, " AND r.employee_id = ", AddParam(params, std::to_string(f.employee_id)));
  if (f.processing_status_id != 0)
    absl::StrAppend(&where, " AND r.processing_status_id = ", AddParam(params, std::to_string(f.processing_status_id)));
  if (!f.below_any_of.empty())
    absl::StrAppend(
        &where, " AND r.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = ANY(",
        AddParam(params, IntArrayParam(f.below_any_of)), "::int[]))");
  if (f.except_employee_id != 0)
    absl::StrAppend(&where, " AND r.employee_id <> ", AddParam(params, std::to_string(f.except_employee_id)));
  absl::StrAppend(&where, SearchCondition(params, f.search, {"r.request_no", "e.full_name"}));
  return where;
}

// The WHERE of a request list: the kind's rows and the filter.
std::string ListCondition(const RequestFilter& f, ListKind kind, int caller_id, std::vector<PgParam>& params) {
  std::string where = KindCondition(kind, caller_id, params);
  return where + FilterCondition(f, params);
}

}  // namespace

absl::StatusOr<RequestPage> RequestStore::List(const RequestFilter& f, ListKind kind, int caller_id) {
  std::vector<PgParam> params;
  const std::string kind_where = KindCondition(kind, caller_id, params);
  const std::string filter = FilterCondition(f, params);
  const std::string where = kind_where + filter;
  const bool filtered = !filter.empty();
  // Newest first by default; the id makes paging stable.
  auto order = OrderBy(f.sort, RequestSortColumns(), kNewest, kTieBreaker);
  if (!order.ok()) return order.status();
  const int size = f.window.size, page = f.window.page;
  // The applicant's record is joined only to search or sort by their name.
  const bool by_name = !f.search.empty() || absl::StrContains(*order, "e.full_name");
  const std::string from_where =
      absl::StrCat("FROM absences.requests r",
                   by_name ? " JOIN absences.employees e ON e.employee_id = r.employee_id" : "", " WHERE ", where);
  // Without filters the total is the sum of the people's request totals (migration 0008),
  // exact at any size. With filters a team's total is counted up to kTeamCountCap rows:
  // exact for teams of any usual size, and a manager of hundreds does not wait for 150 000
  // rows to be counted (23 ms per page at 1 000 000 requests); the reply then says the total
  // is capped (bench/README.md).
  const std::string count_sql =
      !filtered ? absl::StrCat("SELECT coalesce(sum(r.requests), 0) FROM absences.request_totals r WHERE ", where)
      : kind == ListKind::kTeam
          ? absl::StrCat("SELECT count(*) FROM (SELECT 1 ", from_where, " LIMIT ", kTeamCountCap + 1, ") capped")
          : absl::StrCat("SELECT count(*) ", from_where);
  const std::vector<PgParam> count_params = params;
  RequestPage out;
  int counted = 0;
  bool rows_vanished = false;
  // The page in one statement when one plan serves it: the page as a sub-select, its people
  // looked up by key and the total, in one round trip.
  std::optional<PgResult> rows;
  auto one_statement = [&](const std::string& page_sql) -> absl::StatusOr<PgResult> {
    // One's own list: KindCondition made the caller the first parameter.
    const std::string people =
        kind == ListKind::kOwn ? RowsOfOnePersonFrom(page_sql, "$1") : RowsWithPeopleFrom(page_sql);
    return pool_.Query(
        absl::StrCat("SELECT ", kPeriodColumns, kListColumns, ", (", count_sql, ")", people, " ORDER BY ", *order),
        params);
  };
  // A team's or everyone's newest page, unfiltered, within the first kWalkedPagesEnd rows.
  const int64_t offset = f.window.Offset();
  const bool newest_page = !filtered && *order == NewestFirst() && offset + size <= kWalkedPagesEnd;
  std::optional<int> sparse_team_members;
  if (kind == ListKind::kTeam) sparse_team_members = SparseTeamMembers(caller_id);
  if (kind == ListKind::kOwn) {
    // One's own requests are a few hundred at most, so one plan serves every caller. The page
    // size is written into the SQL because a LIMIT parameter keeps PostgreSQL on custom plans
    // (bench/README.md). The page's ids come first and its rows by key after: newest first that is
    // a walk of the person's index alone, which stops at the page. Asked for the rows at once,
    // PostgreSQL judged by the average person and read and sorted all of a long-serving
    // person's requests instead (0.55 against 0.37 ms for 184 of them; bench/README.md).
    ASSIGN_OR_RETURN(
        rows, one_statement(absl::StrCat("(SELECT r.* FROM (SELECT r.request_id ", from_where, " ORDER BY ", *order,
                                         " LIMIT ", size, " OFFSET ", AddParam(params, std::to_string(offset)),
                                         ") ids CROSS JOIN LATERAL (SELECT * FROM absences.requests r "
                                         "WHERE r.request_id = ids.request_id OFFSET 0) r)")));
  } else if (newest_page && !sparse_team_members) {
    ASSIGN_OR_RETURN(rows, one_statement(WalkedPage(kind, caller_id, size, offset, params)));
    // The walk is the answer when it holds the whole page, or when it reached the team's last
    // request (the total says so); otherwise the team files too few of the newest requests.
    const int found = rows->Rows();
    if (found < size && (found == 0 || offset + found != TotalAfterRows(*rows))) {
      rows.reset();
      params = count_params;
      if (kind == ListKind::kTeam && offset == 0) {
        ASSIGN_OR_RETURN(const PgResult members, pool_.Query(kTeamMembers, {std::to_string(caller_id)}));
        sparse_team_members = members.Int(0, 0);
        RememberSparseTeam(caller_id, *sparse_team_members);
      }
    }
  }
  if (!rows && newest_page && sparse_team_members && *sparse_team_members <= kMergedTeamMembers) {
    ASSIGN_OR_RETURN(rows, one_statement(MergedTeamPage(caller_id, size, offset, params)));
  }
  if (rows) {
    counted = TotalAfterRows(*rows);
    ASSIGN_OR_RETURN(out.rows, ReadRows(*rows));
  }
  // A large sparse team's, a filtered or sorted page: its ids, then their rows by id with the
  // total. PostgreSQL plans the ids on every call (its LIMIT keeps it on custom plans, chosen
  // by the team's size) and the row query once: one statement of five tables spent 2 ms
  // planning a 0.2 ms page (bench/README.md).
  if (!rows) {
    const std::string limit_param = AddParam(params, std::to_string(size));
    const std::string offset_param = AddParam(params, std::to_string(offset));
    ASSIGN_OR_RETURN(const PgResult ids,
                     pool_.Query(absl::StrCat("SELECT r.request_id ", from_where, " ORDER BY ", *order, " LIMIT ",
                                              limit_param, " OFFSET ", offset_param),
                                 params));
    std::vector<int> page_ids;
    for (int i = 0; i < ids.Rows(); ++i) page_ids.push_back(ids.Int(i, 0));
    if (!page_ids.empty()) {
      std::vector<PgParam> row_params = count_params;
      const std::string page_ids_param = AddParam(row_params, IntArrayParam(page_ids));
      ASSIGN_OR_RETURN(const PgResult by_id,
                       pool_.Query(absl::StrCat("SELECT ", kPeriodColumns, kListColumns, ", (", count_sql, ")",
                                                RowsWithPeopleFrom("absences.requests"), " WHERE r.request_id = ANY(",
                                                page_ids_param, "::int[])"),
                                   row_params));
      counted = TotalAfterRows(by_id);
      ASSIGN_OR_RETURN(out.rows, ReadRows(by_id));
      rows_vanished = out.rows.empty();
      absl::flat_hash_map<int, size_t> position;  // back into the page's order
      for (size_t i = 0; i < page_ids.size(); ++i) position[page_ids[i]] = i;
      std::sort(out.rows.begin(), out.rows.end(),
                [&](const RequestRecord& a, const RequestRecord& b) { return position[a.id] < position[b.id]; });
    }
  }
  // Past the end (or the page's requests deleted meanwhile) the total still tells the pager
  // where it is; an empty first page means there is nothing.
  if (out.rows.empty() && (page > 1 || rows_vanished)) {
    ASSIGN_OR_RETURN(const PgResult count, pool_.Query(count_sql, count_params));
    counted = count.Int(0, 0);
  }
  out.total_capped = filtered && kind == ListKind::kTeam && counted > kTeamCountCap;
  out.total = out.total_capped ? kTeamCountCap : counted;
  return out;
}

std::optional<int> RequestStore::SparseTeamMembers(int manager_id) const {
  absl::ReaderMutexLock lock(&sparse_teams_mu_);
  auto it = sparse_teams_.find(manager_id);
  if (it == sparse_teams_.end()) return std::nullopt;
  return it->second;
}

void RequestStore::RememberSparseTeam(int manager_id, int members) {
  absl::MutexLock lock(&sparse_teams_mu_);
  sparse_teams_[manager_id] = members;
}

absl::Status RequestStore::ForEach(const RequestFilter& f, ListKind kind, int caller_id,
                                   const std::function<absl::Status(const RequestRecord&)>& row) {
  std::vector<PgParam> params;
  const std::string where = ListCondition(f, kind, caller_id, params);
  auto order = OrderBy(f.sort, RequestSortColumns(), kNewest, kTieBreaker);
  if (!order.ok()) return order.status();
  return ForEachRow(
      pool_, absl::StrCat("SELECT ", kPeriodColumns, kListColumns, kRowFrom, " WHERE ", where, " ORDER BY ", *order),
      params, [&](const PgResult& rows, int i) -> absl::Status {
        ASSIGN_OR_RETURN(const RequestRecord r, ReadRow(rows, i));
        return row(r);
      });
}

absl::StatusOr<RequestDetailsRecord> RequestStore::Get(int request_id, const EmployeeScope& scope) {
  std::vector<PgParam> params = {std::to_string(request_id)};
  const std::string sql =
      absl::StrCat("SELECT ", kPeriodColumns, kListColumns, kDetailsExtra, RowsWithPeopleFrom("absences.requests"),
                   " WHERE r.request_id = $1 AND ", ScopeCondition("r.employee_id", scope, params));
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(sql, params));
  if (rows.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "request.not-found", "no such request");
  RequestDetailsRecord d;
  ASSIGN_OR_RETURN(d.request, ReadRow(rows, 0));
  d.number_of_days = rows.Int(0, kRowColumnCount);
  d.decision_comment = rows.Text(0, kRowColumnCount + 3);
  const auto address = nlohmann::json::parse(rows.Text(0, kRowColumnCount + 1), nullptr, false);
  if (address.is_object()) d.address = AddressFromJson(address);
  const auto reason = nlohmann::json::parse(rows.Text(0, kRowColumnCount + 2), nullptr, false);
  if (reason.is_object()) {
    RequestReasonRecord& r = d.reason.emplace();
    r.type_id = reason.value("typeId", 0);
    r.full_name = reason.value("fullName", "");
    r.degree_of_kinship_id = reason.value("degreeOfKinshipId", 0);
    r.purpose = reason.value("purpose", "");
    if (reason.contains("address") && reason["address"].is_object()) r.address = AddressFromJson(reason["address"]);
  }
  ASSIGN_OR_RETURN(const PgResult history, pool_.Query(kHistory, {std::to_string(request_id)}));
  for (int i = 0; i < history.Rows(); ++i) {
    d.history.push_back({absl::FromUnixSeconds(history.Int64(i, 0)), history.Int(i, 1), history.Text(i, 2),
                         history.Text(i, 3), history.Text(i, 4), history.Text(i, 5)});
  }
  return d;
}

absl::StatusOr<RequestState> RequestStore::StateOf(int request_id, const EmployeeScope& scope) {
  std::vector<PgParam> params = {std::to_string(request_id)};
  auto rows = pool_.Query(absl::StrCat("SELECT r.status_id, r.processing_status_id, r.employee_id, r.filed_by_id, "
                                       "r.requires_manual_verification, r.handled_by_hr_id IS NOT NULL "
                                       "FROM absences.requests r WHERE r.request_id = $1 AND ",
                                       ScopeCondition("r.employee_id", scope, params)),
                          params);
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "request.not-found", "no such request");
  return RequestState{rows->Int(0, 0),  rows->Int(0, 1), rows->Int(0, 2), rows->Int(0, 3),
                      rows->Bool(0, 4), std::nullopt,    rows->Bool(0, 5)};
}

namespace {
std::vector<CountedRequest> ReadCounted(const PgResult& rows, std::vector<int>& owners) {
  std::vector<CountedRequest> out;
  owners.clear();
  for (int i = 0; i < rows.Rows(); ++i) {
    auto from = ParseDate(rows.Text(i, 1));
    auto to = ParseDate(rows.Text(i, 2));
    if (!from.ok() || !to.ok()) continue;
    out.push_back({rows.Int(i, 0), *from, *to, rows.Int(i, 3), rows.Int(i, 4), rows.Int(i, 5)});
    owners.push_back(rows.Int(i, 6));
  }
  return out;
}
}  // namespace

absl::StatusOr<std::vector<CountedRequest>> RequestStore::CountedForMany(const std::vector<int>& ids, int year,
                                                                         std::vector<int>& owners) {
  auto rows = pool_.Query(kCounted, {IntArrayParam(ids), std::to_string(year), std::to_string(year)});
  if (!rows.ok()) return rows.status();
  return ReadCounted(*rows, owners);
}

absl::StatusOr<std::vector<CountedRequest>> RequestStore::CountedIn(PgConnection& tx, int employee_id, int year,
                                                                    int last_year) {
  auto rows =
      tx.Query(kCounted, {absl::StrCat("{", employee_id, "}"), std::to_string(year), std::to_string(last_year)});
  if (!rows.ok()) return rows.status();
  std::vector<int> owners;
  return ReadCounted(*rows, owners);
}

absl::StatusOr<std::vector<CountedRequest>> RequestStore::Counted(int employee_id, int year, int last_year) {
  auto rows =
      pool_.Query(kCounted, {absl::StrCat("{", employee_id, "}"), std::to_string(year), std::to_string(last_year)});
  if (!rows.ok()) return rows.status();
  std::vector<int> owners;
  return ReadCounted(*rows, owners);
}

absl::StatusOr<std::vector<AbsenceVersionRecord>> RequestStore::AbsenceVersions(const std::vector<int>& employee_ids,
                                                                                const EmployeeScope& scope) {
  std::vector<PgParam> params = {IntArrayParam(employee_ids)};
  const std::string in_line = ScopeCondition("e.employee_id", scope.Line(), params);
  const std::string sql =
      absl::StrCat("SELECT e.employee_id, coalesce(v.version, 0), ", in_line,
                   " FROM absences.employees e LEFT JOIN absences.absence_versions v ON v.employee_id = e.employee_id "
                   "WHERE e.employee_id = ANY($1::int[]) AND ",
                   ScopeCondition("e.employee_id", scope, params), " ORDER BY e.employee_id");
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(sql, params));
  return ReadAll(rows, [](const PgResult& r, int i) -> absl::StatusOr<AbsenceVersionRecord> {
    return AbsenceVersionRecord{r.Int(i, 0), r.Int64(i, 1), r.Bool(i, 2)};
  });
}

absl::StatusOr<std::vector<ApprovedAbsenceDayRecord>> RequestStore::ApprovedDays(const std::vector<int>& employee_ids,
                                                                                 absl::CivilDay from, absl::CivilDay to,
                                                                                 const EmployeeScope& scope) {
  std::vector<PgParam> params = {IntArrayParam(employee_ids), FormatDate(from), FormatDate(to)};
  const std::string sql =
      absl::StrCat(kApprovedDays, ScopeCondition("r.employee_id", scope, params), kApprovedDaysOrder);
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(sql, params));
  return ReadAll(rows, [](const PgResult& r, int i) -> absl::StatusOr<ApprovedAbsenceDayRecord> {
    ApprovedAbsenceDayRecord day;
    day.employee_id = r.Int(i, 0);
    ASSIGN_OR_RETURN(day.day, DayAt(r, i, 1));
    day.request_type_id = r.Int(i, 2);
    day.request_id = r.Int(i, 3);
    day.hours = r.Int(i, 4);
    return day;
  });
}

absl::StatusOr<std::vector<RequestInPeriod>> RequestStore::InPeriod(absl::CivilDay from, absl::CivilDay to,
                                                                    ListKind kind, int caller_id, int employee_id) {
  std::vector<PgParam> params;
  std::string where = KindCondition(kind, caller_id, params);
  // The days are sub-selects, which PostgreSQL cannot see into when it plans: it then
  // estimates every period alike and keeps one plan for the statement. Given the days, it
  // planned the five tables again on every call, 1.6 ms for a 0.4 ms team calendar and 70 %
  // of that calendar's database CPU (bench/README.md).
  absl::StrAppend(&where, " AND r.to_date >= (SELECT ", AddParam(params, FormatDate(from)),
                  "::date) AND r.from_date <= (SELECT ", AddParam(params, FormatDate(to)),
                  "::date) AND r.status_id IN (1, 2, 5)");
  if (employee_id != 0) absl::StrAppend(&where, " AND r.employee_id = ", AddParam(params, std::to_string(employee_id)));
  ASSIGN_OR_RETURN(const PgResult rows,
                   pool_.Query(absl::StrCat("SELECT ", kPeriodColumns,
                                            " FROM absences.requests r JOIN absences.employees e "
                                            "ON e.employee_id = r.employee_id WHERE ",
                                            where, " ORDER BY r.from_date, r.request_id LIMIT 5000"),
                               params));
  return ReadAll(rows, ReadInPeriod);
}

absl::Status RequestStore::LockEmployee(PgConnection& tx, int employee_id) {
  auto r = tx.Query(kLockEmployee, {std::to_string(employee_id)});
  if (!r.ok()) return r.status();
  return r->Rows() == 1 ? absl::OkStatus()
                        : Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
}

absl::StatusOr<std::vector<ExistingRequest>> RequestStore::Overlapping(PgConnection& tx, int employee_id,
                                                                       absl::CivilDay from, absl::CivilDay to) {
  auto rows = tx.Query(kOverlapping, {std::to_string(employee_id), FormatDate(from), FormatDate(to)});
  if (!rows.ok()) return rows.status();
  std::vector<ExistingRequest> out;
  for (int i = 0; i < rows->Rows(); ++i) {
    auto f = ParseDate(rows->Text(i, 3));
    auto t = ParseDate(rows->Text(i, 4));
    if (!f.ok() || !t.ok()) continue;
    out.push_back({rows->Int(i, 0), rows->Text(i, 1), rows->Int(i, 2), *f, *t, rows->Int(i, 5), rows->Int(i, 6),
                   rows->Int(i, 7)});
  }
  return out;
}

absl::StatusOr<int> RequestStore::Insert(PgConnection& tx, const NewRequest& n) {
  const int year = static_cast<int>(n.filed_on.year());
  auto number = tx.Query(kNextNumber, {n.type_code, std::to_string(year)});
  if (!number.ok()) return number.status();
  const std::string request_no = FormatRequestNumber(n.type_code, year, number->Int(0, 0));
  auto PgOpt = [](const std::string& v) -> PgParam { return v.empty() ? PgParam() : PgParam(v); };
  auto rows = tx.Query(
      kInsertRequest,
      {request_no, std::to_string(n.employee_id), std::to_string(n.filed_by_id), std::to_string(n.request_type_id),
       FormatDate(n.from), FormatDate(n.to), std::to_string(n.hours), std::to_string(n.number_of_days),
       std::to_string(n.number_of_working_days), n.comment, PgOpt(n.address_json), PgOpt(n.reason_json),
       n.requires_manual_verification ? "true" : "false", PgOpt(n.manual_verification_deadline), PgOpt(n.start_time)});
  if (!rows.ok()) return rows.status();
  return rows->Int(0, 0);
}

absl::StatusOr<LockedRequest> RequestStore::Lock(PgConnection& tx, int request_id) {
  auto rows = tx.Query(kLockRequest, {std::to_string(request_id)});
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "request.not-found", "no such request");
  LockedRequest out;
  out.id = request_id;
  out.state = {rows->Int(0, 0),  rows->Int(0, 1), rows->Int(0, 2), rows->Int(0, 3),
               rows->Bool(0, 4), std::nullopt,    rows->Bool(0, 6)};
  if (!rows->Text(0, 5).empty()) {
    auto deadline = ParseDate(rows->Text(0, 5));
    if (deadline.ok()) out.state.manual_verification_deadline = *deadline;
  }
  return out;
}

absl::Status RequestStore::Apply(PgConnection& tx, int request_id, const Transition& t, int actor_id, bool decision) {
  PgParam processing;
  if (t.new_processing_status_id.has_value()) processing = std::to_string(*t.new_processing_status_id);
  auto r = tx.Query(kApply, {std::to_string(request_id), std::to_string(t.new_status_id), t.comment,
                             decision ? "true" : "false", processing});
  if (!r.ok()) return r.status();
  return AddEvent(tx, request_id, actor_id, t.event, t.comment, t.on_behalf_of_id);
}

absl::Status RequestStore::SetHandledByHr(PgConnection& tx, int request_id, int hr_id) {
  auto r = tx.Query(kHandledByHr, {std::to_string(request_id), std::to_string(hr_id)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::Status RequestStore::AddEvent(PgConnection& tx, int request_id, int actor_id, const std::string& action,
                                    const std::string& comment, int on_behalf_of_id) {
  auto r = tx.Query(
      kEvent, {std::to_string(request_id), std::to_string(actor_id), action, comment, std::to_string(on_behalf_of_id)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::Status RequestStore::EnqueueExport(PgConnection& tx, int request_id, const std::string& event) {
  auto r = tx.Query(kEnqueue, {std::to_string(request_id), event});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::Status RequestStore::ResumeExport(PgConnection& tx, int request_id) {
  auto r = tx.Query(kResumeExport, {std::to_string(request_id)});
  return r.ok() ? absl::OkStatus() : r.status();
}

std::vector<CountedRequest> ApprovedOf(const std::vector<RequestInPeriod>& rows) {
  std::vector<CountedRequest> approved;
  for (const RequestInPeriod& r : rows) {
    if (r.status_id != static_cast<int>(RequestStatus::kApproved) &&
        r.status_id != static_cast<int>(RequestStatus::kCancellationRequested))
      continue;
    approved.push_back({r.request_type_id, r.from, r.to, r.number_of_working_days, r.hours, r.status_id});
  }
  return approved;
}

}  // namespace kadry::absences
