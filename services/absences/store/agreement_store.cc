#include "services/absences/store/agreement_store.h"

#include <map>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "services/common/problem.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// $1 is always the caller: whether they are above the employee is a column of every row.
constexpr char kAgreementColumns[] = R"sql(
    SELECT a.agreement_id, a.employee_id, e.full_name, coalesce(s.full_name, ''), a.status_id,
      a.valid_from::text, coalesce(a.valid_to::text, ''), array_to_string(a.weekdays, ','),
      a.street, a.house_number, a.flat_number, a.postal_code, a.city,
      a.safe_workplace_confirmed, a.risk_assessment_acknowledged, a.data_protection_acknowledged,
      a.justification, extract(epoch from a.submitted_at)::bigint,
      a.opinion_positive IS NOT NULL, coalesce(a.opinion_positive, false), a.opinion_comment,
      coalesce(o.full_name, ''), coalesce(extract(epoch from a.opinion_at)::bigint, 0),
      a.decision_comment, coalesce(d.full_name, ''), coalesce(extract(epoch from a.decided_at)::bigint, 0),
      EXISTS (SELECT 1 FROM absences.employee_ancestors x WHERE x.ancestor_id = $1 AND x.employee_id = a.employee_id)
    )sql";
constexpr char kAgreementFrom[] = R"sql(
    FROM absences.home_office_agreements a
    JOIN absences.employees e ON e.employee_id = a.employee_id
    LEFT JOIN absences.employees s ON s.employee_id = e.supervisor_id
    LEFT JOIN absences.employees o ON o.employee_id = a.opinion_by_id
    LEFT JOIN absences.employees d ON d.employee_id = a.decided_by_id
    )sql";
constexpr char kAgreementHistory[] = R"sql(
    SELECT extract(epoch from v.occurred_at)::bigint, v.actor_id, coalesce(p.full_name, ''), v.action, v.comment
    FROM absences.home_office_agreement_events v LEFT JOIN absences.employees p ON p.employee_id = v.actor_id
    WHERE v.agreement_id = $1 ORDER BY v.event_id)sql";
constexpr char kInsertAgreement[] = R"sql(
    INSERT INTO absences.home_office_agreements (employee_id, status_id, valid_from, valid_to, weekdays, street,
      house_number, flat_number, postal_code, city, safe_workplace_confirmed, risk_assessment_acknowledged,
      data_protection_acknowledged, justification)
    VALUES ($1, 1, $2::date, nullif($3, '')::date, $4::int[], $5, $6, $7, $8, $9, $10, $11, $12, $13)
    RETURNING agreement_id)sql";
constexpr char kOpenAgreementOf[] =
    "SELECT agreement_id FROM absences.home_office_agreements WHERE employee_id = $1 AND status_id IN (1, 2) LIMIT 1";
constexpr char kLockAgreement[] = R"sql(
    SELECT employee_id, status_id, valid_from::text, coalesce(valid_to::text, ''), array_to_string(weekdays, ',')
    FROM absences.home_office_agreements WHERE agreement_id = $1 FOR UPDATE)sql";
constexpr char kEndAgreement[] =
    "UPDATE absences.home_office_agreements SET valid_to = $2::date WHERE agreement_id = $1";
constexpr char kAgreementOpinion[] = R"sql(
    UPDATE absences.home_office_agreements SET status_id = $2, opinion_positive = $3, opinion_comment = $4,
      opinion_by_id = $5, opinion_at = now() WHERE agreement_id = $1)sql";
constexpr char kAgreementDecision[] = R"sql(
    UPDATE absences.home_office_agreements SET status_id = $2, decision_comment = $3, decided_by_id = $4,
      decided_at = now() WHERE agreement_id = $1)sql";
constexpr char kWithdrawAgreement[] =
    "UPDATE absences.home_office_agreements SET status_id = $2 WHERE agreement_id = $1";
constexpr char kAgreementEvent[] =
    "INSERT INTO absences.home_office_agreement_events (agreement_id, actor_id, action, comment) VALUES ($1, $2, $3, "
    "$4)";
constexpr char kApprovedAgreements[] = R"sql(
    SELECT valid_from::text, coalesce(valid_to::text, ''), array_to_string(weekdays, ',')
    FROM absences.home_office_agreements
    WHERE employee_id = $1 AND status_id = 3 AND valid_from <= $3::date AND (valid_to IS NULL OR valid_to >= $2::date)
      AND agreement_id <> $4)sql";

std::vector<int> WeekdaysOf(const std::string& text) {
  std::vector<int> out;
  for (absl::string_view part : absl::StrSplit(text, ',', absl::SkipEmpty())) {
    int day = 0;
    if (absl::SimpleAtoi(part, &day)) out.push_back(day);
  }
  return out;
}

AgreementTerms AgreementTermsFrom(const std::string& from, const std::string& to, const std::string& weekdays) {
  AgreementTerms t;
  t.from = ParseDate(from).value_or(absl::CivilDay());
  if (!to.empty()) t.to = ParseDate(to).value_or(absl::CivilDay());
  t.weekdays = WeekdaysOf(weekdays);
  return t;
}

std::optional<absl::Time> AgreementMomentOrNone(long long seconds) {
  if (seconds == 0) return std::nullopt;
  return absl::FromUnixSeconds(seconds);
}

AgreementRecord ReadAgreement(const PgResult& r, int i) {
  AgreementRecord a;
  a.id = r.Int(i, 0);
  a.employee_id = r.Int(i, 1);
  a.employee_full_name = r.Text(i, 2);
  a.supervisor_full_name = r.Text(i, 3);
  a.status_id = r.Int(i, 4);
  a.terms = AgreementTermsFrom(r.Text(i, 5), r.Text(i, 6), r.Text(i, 7));
  a.address = {r.Text(i, 8), r.Text(i, 9), r.Text(i, 10), r.Text(i, 11), r.Text(i, 12)};
  a.safe_workplace_confirmed = r.Bool(i, 13);
  a.risk_assessment_acknowledged = r.Bool(i, 14);
  a.data_protection_acknowledged = r.Bool(i, 15);
  a.justification = r.Text(i, 16);
  a.submitted_at = absl::FromUnixSeconds(r.Int64(i, 17));
  if (r.Bool(i, 18)) a.opinion_positive = r.Bool(i, 19);
  a.opinion_comment = r.Text(i, 20);
  a.opinion_by_full_name = r.Text(i, 21);
  a.opinion_at = AgreementMomentOrNone(r.Int64(i, 22));
  a.decision_comment = r.Text(i, 23);
  a.decided_by_full_name = r.Text(i, 24);
  a.decided_at = AgreementMomentOrNone(r.Int64(i, 25));
  a.supervised_by_caller = r.Bool(i, 26);
  return a;
}

const std::map<std::string, std::string>& AgreementSortColumns() {
  static const std::map<std::string, std::string> kSort = {
      {"submitted-at", "a.submitted_at"},
      {"valid-from", "a.valid_from"},
      {"employee-full-name", Polish("e.full_name")},
      {"status", "a.status_id"},
  };
  return kSort;
}

absl::Status AgreementWritten(const absl::StatusOr<PgResult>& r) { return r.ok() ? absl::OkStatus() : r.status(); }

}  // namespace

absl::StatusOr<AgreementRecord> AgreementStore::Get(int agreement_id, int caller_id, bool reads_all) {
  std::vector<PgParam> params = {std::to_string(caller_id), std::to_string(agreement_id)};
  std::string where = " WHERE a.agreement_id = $2";
  // The workplace's address is the employee's home: only they, the line above them, Admin and
  // the opinion-givers read it.
  if (!reads_all)
    where +=
        " AND (a.employee_id = $1 OR EXISTS (SELECT 1 FROM absences.employee_ancestors x "
        "WHERE x.ancestor_id = $1 AND x.employee_id = a.employee_id))";
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(absl::StrCat(kAgreementColumns, kAgreementFrom, where), params));
  if (rows.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "agreement.not-found", "no such agreement");
  AgreementRecord a = ReadAgreement(rows, 0);
  ASSIGN_OR_RETURN(const PgResult history, pool_.Query(kAgreementHistory, {std::to_string(agreement_id)}));
  for (int i = 0; i < history.Rows(); ++i) {
    a.events.push_back({absl::FromUnixSeconds(history.Int64(i, 0)), history.Int(i, 1), history.Text(i, 2),
                        history.Text(i, 3), history.Text(i, 4)});
  }
  return a;
}

absl::StatusOr<AgreementPage> AgreementStore::List(const AgreementFilter& f, AgreementListKind kind, int caller_id) {
  std::vector<PgParam> params = {std::to_string(caller_id)};
  std::string where = " WHERE true";
  switch (kind) {
    case AgreementListKind::kOwn: where += " AND a.employee_id = $1"; break;
    case AgreementListKind::kTeam:
      where += " AND a.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = $1)";
      break;
    case AgreementListKind::kAll: break;
  }
  if (!f.status_ids.empty())
    absl::StrAppend(&where, " AND a.status_id = ANY(", AddParam(params, IntArrayParam(f.status_ids)), "::int[])");
  if (f.employee_id != 0)
    absl::StrAppend(&where, " AND a.employee_id = ", AddParam(params, std::to_string(f.employee_id)));
  where += SearchCondition(params, f.search, {"e.full_name", "a.agreement_id::text"});
  ASSIGN_OR_RETURN(const std::string order, OrderBy(f.sort, AgreementSortColumns(), "", "a.agreement_id DESC"));
  AgreementPage page;
  ASSIGN_OR_RETURN(const PgResult count,
                   pool_.Query(absl::StrCat("SELECT count(*) FROM absences.home_office_agreements a "
                                            "JOIN absences.employees e ON e.employee_id = a.employee_id",
                                            where, " AND $1::int IS NOT NULL"),
                               params));
  page.total = count.Int(0, 0);
  const std::string window = absl::StrCat(" LIMIT ", f.window.size, " OFFSET ", f.window.Offset());
  ASSIGN_OR_RETURN(
      const PgResult rows,
      pool_.Query(absl::StrCat(kAgreementColumns, kAgreementFrom, where, " ORDER BY ", order, window), params));
  for (int i = 0; i < rows.Rows(); ++i) page.rows.push_back(ReadAgreement(rows, i));
  return page;
}

absl::StatusOr<int> AgreementStore::Insert(PgConnection& tx, int employee_id, const AgreementDraft& d) {
  const AgreementTerms terms = TermsOf(d);
  ASSIGN_OR_RETURN(const PgResult r,
                   tx.Query(kInsertAgreement, {std::to_string(employee_id), d.valid_from, d.valid_to,
                                               IntArrayParam(terms.weekdays), d.street, d.house_number, d.flat_number,
                                               d.postal_code, d.city, d.safe_workplace_confirmed ? "true" : "false",
                                               d.risk_assessment_acknowledged ? "true" : "false",
                                               d.data_protection_acknowledged ? "true" : "false", d.justification}));
  return r.Int(0, 0);
}

absl::StatusOr<std::optional<int>> AgreementStore::OpenOf(PgConnection& tx, int employee_id) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kOpenAgreementOf, {std::to_string(employee_id)}));
  if (r.Rows() == 0) return std::nullopt;
  return r.Int(0, 0);
}

absl::StatusOr<LockedAgreement> AgreementStore::Lock(PgConnection& tx, int agreement_id) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kLockAgreement, {std::to_string(agreement_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "agreement.not-found", "no such agreement");
  return LockedAgreement{r.Int(0, 0), static_cast<AgreementStatus>(r.Int(0, 1)),
                         AgreementTermsFrom(r.Text(0, 2), r.Text(0, 3), r.Text(0, 4))};
}

absl::Status AgreementStore::Apply(PgConnection& tx, int agreement_id, AgreementAction action, AgreementStatus status,
                                   int actor_id, bool positive, const std::string& comment) {
  const std::string id = std::to_string(agreement_id);
  const std::string status_id = std::to_string(static_cast<int>(status));
  const std::string actor = std::to_string(actor_id);
  std::string event = AgreementActionName(action);
  switch (action) {
    case AgreementAction::kWithdraw:
      RETURN_IF_ERROR(AgreementWritten(tx.Query(kWithdrawAgreement, {id, status_id})));
      break;
    case AgreementAction::kOpinion:
      RETURN_IF_ERROR(
          AgreementWritten(tx.Query(kAgreementOpinion, {id, status_id, positive ? "true" : "false", comment, actor})));
      event = positive ? "opinion-positive" : "opinion-negative";
      break;
    case AgreementAction::kApprove:
    case AgreementAction::kReject:
      RETURN_IF_ERROR(AgreementWritten(tx.Query(kAgreementDecision, {id, status_id, comment, actor})));
      break;
    case AgreementAction::kEnd: return absl::InternalError("an agreement ends through AgreementStore::End");
  }
  return AddEvent(tx, agreement_id, actor_id, event, comment);
}

absl::Status AgreementStore::End(PgConnection& tx, int agreement_id, absl::CivilDay last_day, int actor_id,
                                 const std::string& comment) {
  RETURN_IF_ERROR(AgreementWritten(tx.Query(kEndAgreement, {std::to_string(agreement_id), FormatDate(last_day)})));
  return AddEvent(tx, agreement_id, actor_id, AgreementActionName(AgreementAction::kEnd),
                  absl::StrCat(FormatDate(last_day), ": ", comment));
}

absl::Status AgreementStore::AddEvent(PgConnection& tx, int agreement_id, int actor_id, const std::string& action,
                                      const std::string& comment) {
  return AgreementWritten(
      tx.Query(kAgreementEvent, {std::to_string(agreement_id), std::to_string(actor_id), action, comment}));
}

absl::StatusOr<std::vector<AgreementTerms>> AgreementStore::ApprovedTerms(PgConnection& tx, int employee_id,
                                                                          absl::CivilDay from, absl::CivilDay to,
                                                                          int except_agreement_id) {
  ASSIGN_OR_RETURN(const PgResult r,
                   tx.Query(kApprovedAgreements, {std::to_string(employee_id), FormatDate(from), FormatDate(to),
                                                  std::to_string(except_agreement_id)}));
  std::vector<AgreementTerms> out;
  for (int i = 0; i < r.Rows(); ++i) out.push_back(AgreementTermsFrom(r.Text(i, 0), r.Text(i, 1), r.Text(i, 2)));
  return out;
}

}  // namespace kadry::absences
