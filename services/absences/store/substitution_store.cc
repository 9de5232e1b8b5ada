#include "services/absences/store/substitution_store.h"

#include <map>

#include "absl/strings/str_cat.h"
#include "services/common/problem.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// $1 is always the caller: whether they are above the away person is a column of every row.
constexpr char kSubstitutionColumns[] = R"sql(
    SELECT s.substitution_id, s.employee_id, s.substitute_id, s.from_date::text, s.to_date::text, s.status_id,
      e.full_name, u.full_name, coalesce(b.full_name, ''), s.comment, coalesce(c.full_name, ''),
      extract(epoch from s.created_at)::bigint, coalesce(d.full_name, ''),
      coalesce(extract(epoch from s.decided_at)::bigint, 0), s.decision_comment,
      EXISTS (SELECT 1 FROM absences.employee_ancestors x WHERE x.ancestor_id = $1 AND x.employee_id = s.employee_id)
    )sql";
constexpr char kSubstitutionFrom[] = R"sql(
    FROM absences.substitutions s
    JOIN absences.employees e ON e.employee_id = s.employee_id
    JOIN absences.employees u ON u.employee_id = s.substitute_id
    LEFT JOIN absences.employees b ON b.employee_id = e.supervisor_id
    LEFT JOIN absences.employees c ON c.employee_id = s.created_by_id
    LEFT JOIN absences.employees d ON d.employee_id = s.decided_by_id
    )sql";
constexpr char kInsertSubstitution[] = R"sql(
    INSERT INTO absences.substitutions (employee_id, substitute_id, from_date, to_date, status_id, comment,
      created_by_id, decided_by_id, decided_at)
    VALUES ($1, $2, $3::date, $4::date, $5::int, $6, $7::int, CASE WHEN $5::int = 2 THEN $7::int END,
      CASE WHEN $5::int = 2 THEN now() END)
    RETURNING substitution_id)sql";
constexpr char kOverlappingSubstitutions[] = R"sql(
    SELECT substitution_id FROM absences.substitutions
    WHERE employee_id = $1 AND status_id IN (1, 2) AND from_date <= $3::date AND to_date >= $2::date)sql";
constexpr char kLockSubstitution[] = R"sql(
    SELECT employee_id, substitute_id, from_date::text, to_date::text, status_id
    FROM absences.substitutions WHERE substitution_id = $1 FOR UPDATE)sql";
constexpr char kApplySubstitution[] = R"sql(
    UPDATE absences.substitutions SET status_id = $2, decided_by_id = $3, decided_at = now(), decision_comment = $4
    WHERE substitution_id = $1)sql";
constexpr char kStandIns[] = R"sql(
    SELECT employee_id, substitute_id, from_date::text, to_date::text, status_id FROM absences.substitutions
    WHERE substitute_id = $1 AND status_id = 2 AND to_date >= $2::date)sql";
// The live substitution covering the period first, then the newest one named.
constexpr char kSuggestedSubstitute[] = R"sql(
    SELECT s.substitute_id, u.full_name,
      CASE WHEN s.status_id IN (1, 2) AND s.from_date <= $2::date AND s.to_date >= $3::date THEN s.substitution_id
           ELSE 0 END AS covering
    FROM absences.substitutions s JOIN absences.employees u ON u.employee_id = s.substitute_id
    WHERE s.employee_id = $1 AND s.status_id <> 3
    ORDER BY covering DESC, s.created_at DESC, s.substitution_id DESC LIMIT 1)sql";

SubstitutionTerms SubstitutionTermsAt(const PgResult& r, int i, int first) {
  SubstitutionTerms t;
  t.employee_id = r.Int(i, first);
  t.substitute_id = r.Int(i, first + 1);
  t.from = ParseDate(r.Text(i, first + 2)).value_or(absl::CivilDay());
  t.to = ParseDate(r.Text(i, first + 3)).value_or(absl::CivilDay());
  t.status = static_cast<SubstitutionStatus>(r.Int(i, first + 4));
  return t;
}

SubstitutionRecord ReadSubstitution(const PgResult& r, int i) {
  SubstitutionRecord s;
  s.id = r.Int(i, 0);
  s.terms.employee_id = r.Int(i, 1);
  s.terms.substitute_id = r.Int(i, 2);
  s.terms.from = ParseDate(r.Text(i, 3)).value_or(absl::CivilDay());
  s.terms.to = ParseDate(r.Text(i, 4)).value_or(absl::CivilDay());
  s.terms.status = static_cast<SubstitutionStatus>(r.Int(i, 5));
  s.employee_full_name = r.Text(i, 6);
  s.substitute_full_name = r.Text(i, 7);
  s.supervisor_full_name = r.Text(i, 8);
  s.comment = r.Text(i, 9);
  s.created_by_full_name = r.Text(i, 10);
  s.created_at = absl::FromUnixSeconds(r.Int64(i, 11));
  s.decided_by_full_name = r.Text(i, 12);
  if (const long long decided = r.Int64(i, 13); decided != 0) s.decided_at = absl::FromUnixSeconds(decided);
  s.decision_comment = r.Text(i, 14);
  s.supervised_by_caller = r.Bool(i, 15);
  return s;
}

const std::map<std::string, std::string>& SubstitutionSortColumns() {
  static const std::map<std::string, std::string> kSort = {
      {"from-date", "s.from_date"},
      {"to-date", "s.to_date"},
      {"employee-full-name", Polish("e.full_name")},
      {"substitute-full-name", Polish("u.full_name")},
      {"status", "s.status_id"},
  };
  return kSort;
}

// The WHERE of a list (after " WHERE "), every value a parameter; $1 is the caller.
std::string SubstitutionCondition(const SubstitutionFilter& f, SubstitutionListKind kind,
                                  std::vector<PgParam>& params) {
  std::string where = "$1::int IS NOT NULL";
  switch (kind) {
    case SubstitutionListKind::kMine:
      where += f.side == "away"          ? " AND s.employee_id = $1"
               : f.side == "standing-in" ? " AND s.substitute_id = $1"
                                         : " AND (s.employee_id = $1 OR s.substitute_id = $1)";
      break;
    case SubstitutionListKind::kTeam:
      where += " AND s.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = $1)";
      break;
    case SubstitutionListKind::kAll: break;
  }
  if (!f.status_ids.empty())
    absl::StrAppend(&where, " AND s.status_id = ANY(", AddParam(params, IntArrayParam(f.status_ids)), "::int[])");
  if (f.from) absl::StrAppend(&where, " AND s.to_date >= ", AddParam(params, FormatDate(*f.from)), "::date");
  if (f.to) absl::StrAppend(&where, " AND s.from_date <= ", AddParam(params, FormatDate(*f.to)), "::date");
  where += SearchCondition(params, f.search, {"e.full_name", "u.full_name"});
  return where;
}

constexpr char kSubstitutionOrder[] = "s.from_date DESC";
constexpr char kSubstitutionTieBreaker[] = "s.substitution_id DESC";

absl::Status SubstitutionWritten(const absl::StatusOr<PgResult>& r) { return r.ok() ? absl::OkStatus() : r.status(); }

}  // namespace

absl::StatusOr<SubstitutionRecord> SubstitutionStore::Get(int substitution_id, int caller_id, bool reads_all) {
  std::string where = " WHERE s.substitution_id = $2";
  if (!reads_all)
    where +=
        " AND (s.employee_id = $1 OR s.substitute_id = $1 OR EXISTS (SELECT 1 FROM absences.employee_ancestors x "
        "WHERE x.ancestor_id = $1 AND x.employee_id = s.employee_id))";
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(absl::StrCat(kSubstitutionColumns, kSubstitutionFrom, where),
                                                    {std::to_string(caller_id), std::to_string(substitution_id)}));
  if (rows.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "substitution.not-found", "no such substitution");
  return ReadSubstitution(rows, 0);
}

absl::StatusOr<SubstitutionPage> SubstitutionStore::List(const SubstitutionFilter& f, SubstitutionListKind kind,
                                                         int caller_id) {
  std::vector<PgParam> params = {std::to_string(caller_id)};
  const std::string where = SubstitutionCondition(f, kind, params);
  ASSIGN_OR_RETURN(const std::string order,
                   OrderBy(f.sort, SubstitutionSortColumns(), kSubstitutionOrder, kSubstitutionTieBreaker));
  SubstitutionPage page;
  ASSIGN_OR_RETURN(const PgResult count,
                   pool_.Query(absl::StrCat("SELECT count(*) ", kSubstitutionFrom, " WHERE ", where), params));
  page.total = count.Int(0, 0);
  ASSIGN_OR_RETURN(const PgResult rows,
                   pool_.Query(absl::StrCat(kSubstitutionColumns, kSubstitutionFrom, " WHERE ", where, " ORDER BY ",
                                            order, " LIMIT ", f.window.size, " OFFSET ", f.window.Offset()),
                               params));
  for (int i = 0; i < rows.Rows(); ++i) page.rows.push_back(ReadSubstitution(rows, i));
  return page;
}

absl::StatusOr<std::vector<SubstitutionRecord>> SubstitutionStore::All(SubstitutionFilter f, int limit) {
  f.window = PageWindow{1, limit};
  ASSIGN_OR_RETURN(SubstitutionPage page, List(f, SubstitutionListKind::kAll, 0));
  return std::move(page.rows);
}

absl::StatusOr<std::vector<SubstitutionTerms>> SubstitutionStore::StandInsOf(int substitute_id, absl::CivilDay day) {
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(kStandIns, {std::to_string(substitute_id), FormatDate(day)}));
  std::vector<SubstitutionTerms> out;
  for (int i = 0; i < rows.Rows(); ++i) out.push_back(SubstitutionTermsAt(rows, i, 0));
  return out;
}

absl::StatusOr<std::optional<SuggestedSubstitute>> SubstitutionStore::SuggestionFor(int employee_id,
                                                                                    absl::CivilDay from,
                                                                                    absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult rows,
                   pool_.Query(kSuggestedSubstitute, {std::to_string(employee_id), FormatDate(from), FormatDate(to)}));
  if (rows.Rows() == 0) return std::nullopt;
  return SuggestedSubstitute{rows.Int(0, 0), rows.Text(0, 1), rows.Int(0, 2)};
}

absl::StatusOr<int> SubstitutionStore::Insert(PgConnection& tx, const SubstitutionTerms& t, const std::string& comment,
                                              int created_by_id) {
  ASSIGN_OR_RETURN(
      const PgResult r,
      tx.Query(kInsertSubstitution,
               {std::to_string(t.employee_id), std::to_string(t.substitute_id), FormatDate(t.from), FormatDate(t.to),
                std::to_string(static_cast<int>(t.status)), comment, std::to_string(created_by_id)}));
  return r.Int(0, 0);
}

absl::StatusOr<std::vector<int>> SubstitutionStore::LiveOverlapping(PgConnection& tx, int employee_id,
                                                                    absl::CivilDay from, absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kOverlappingSubstitutions,
                                              {std::to_string(employee_id), FormatDate(from), FormatDate(to)}));
  std::vector<int> out;
  for (int i = 0; i < r.Rows(); ++i) out.push_back(r.Int(i, 0));
  return out;
}

absl::StatusOr<SubstitutionTerms> SubstitutionStore::Lock(PgConnection& tx, int substitution_id) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kLockSubstitution, {std::to_string(substitution_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "substitution.not-found", "no such substitution");
  return SubstitutionTermsAt(r, 0, 0);
}

absl::Status SubstitutionStore::Apply(PgConnection& tx, int substitution_id, SubstitutionStatus status, int actor_id,
                                      const std::string& comment) {
  return SubstitutionWritten(tx.Query(
      kApplySubstitution,
      {std::to_string(substitution_id), std::to_string(static_cast<int>(status)), std::to_string(actor_id), comment}));
}

}  // namespace kadry::absences
