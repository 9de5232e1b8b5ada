#include "services/absences/store/people_store.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "nlohmann/json.hpp"
#include "services/common/pg_rows.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

constexpr char kLockImports[] = "SELECT pg_advisory_xact_lock(hashtext('absences.people-import'))";
constexpr char kLinks[] = R"sql(
    SELECT e.sap_number, coalesce(s.sap_number, '') FROM absences.employees e
    LEFT JOIN absences.employees s ON s.employee_id = e.supervisor_id)sql";
constexpr char kPersonSelect[] = R"sql(
    SELECT e.employee_id, e.sap_number, e.first_name, e.last_name, e.gender_id, e.position, e.company_email,
    e.private_email, e.company_phone_number, e.private_phone_number, e.street, e.house_number, e.flat_number,
    e.postal_code, e.city, e.location_id, e.location_name, e.hr_area_id, e.employment_sub_group_id,
    e.employment_sub_group_name, e.department_name, coalesce(s.sap_number, ''), e.employed_since::text,
    coalesce(e.employed_until::text, ''), array_to_string(e.abilities, ','), e.education, e.disability_degree,
    coalesce(e.opening_balance_year, 0), e.opening_carried_over_days, e.username, array_to_string(e.role_ids, ','),
    (SELECT coalesce(json_agg(json_build_object('kind', c.contract_type_name, 'start', c.start_on, 'end', c.end_on,
      'numerator', c.fraction_numerator, 'denominator', c.fraction_denominator, 'position', c.position,
      'withThisEmployer', c.with_this_employer) ORDER BY c.start_on), '[]')
     FROM absences.employment_contracts c WHERE c.employee_id = e.employee_id)::text,
    (SELECT coalesce(json_agg(json_build_object('name', b.name, 'start', b.start_on, 'end', b.end_on)
      ORDER BY b.start_on, b.name), '[]') FROM absences.benefits b WHERE b.employee_id = e.employee_id)::text
    FROM absences.employees e LEFT JOIN absences.employees s ON s.employee_id = e.supervisor_id )sql";
const std::string kFind = absl::StrCat(kPersonSelect, "WHERE e.sap_number = ANY($1::text[])");
const std::string kFindById = absl::StrCat(kPersonSelect, "WHERE e.employee_id = $1");
// A user's name beside their id; a system (client:...) has none.
constexpr char kChanges[] = R"sql(
    SELECT extract(epoch FROM c.changed_at)::bigint, c.changed_by, coalesce(u.full_name, ''), c.source, c.field,
    c.before, c.after
    FROM absences.employee_changes c
    LEFT JOIN absences.employees u ON c.changed_by = 'user:' || u.employee_id
    WHERE c.employee_id = $1 ORDER BY c.change_id DESC LIMIT $2)sql";
constexpr char kUsernameOwners[] =
    "SELECT username, sap_number FROM absences.employees WHERE username <> '' AND username = ANY($1::text[])";
constexpr char kFullNames[] = "SELECT sap_number, full_name FROM absences.employees WHERE sap_number = ANY($1::text[])";
constexpr char kNewId[] = "SELECT nextval('absences.employee_ids')";
// The fraction of the employee row is the latest contract's with this employer (1/1 without one).
constexpr char kUpsert[] = R"sql(
    INSERT INTO absences.employees AS e (employee_id, sap_number, first_name, last_name, gender_id, position,
    company_email, private_email, company_phone_number, private_phone_number, street, house_number, flat_number,
    postal_code, city, location_id, location_name, hr_area_id, employment_sub_group_id, employment_sub_group_name,
    department_name, employed_since, employed_until, abilities, education, disability_degree, extra_leave_days,
    opening_balance_year, opening_carried_over_days, username, role_ids, fraction_numerator, fraction_denominator)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
    $22::date, $23::date, string_to_array($24, ',')::text[], $25, $26, $27, $28, $29, $30,
    string_to_array($31, ',')::int[], $32, $33)
    ON CONFLICT (employee_id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
    gender_id = excluded.gender_id, position = excluded.position, company_email = excluded.company_email,
    private_email = excluded.private_email, company_phone_number = excluded.company_phone_number,
    private_phone_number = excluded.private_phone_number, street = excluded.street,
    house_number = excluded.house_number, flat_number = excluded.flat_number, postal_code = excluded.postal_code,
    city = excluded.city, location_id = excluded.location_id, location_name = excluded.location_name,
    hr_area_id = excluded.hr_area_id, employment_sub_group_id = excluded.employment_sub_group_id,
    employment_sub_group_name = excluded.employment_sub_group_name, department_name = excluded.department_name,
    employed_since = excluded.employed_since, employed_until = excluded.employed_until,
    abilities = excluded.abilities, education = excluded.education, disability_degree = excluded.disability_degree,
    extra_leave_days = excluded.extra_leave_days, opening_balance_year = excluded.opening_balance_year,
    opening_carried_over_days = excluded.opening_carried_over_days, username = excluded.username,
    role_ids = excluded.role_ids, fraction_numerator = excluded.fraction_numerator,
    fraction_denominator = excluded.fraction_denominator)sql";
constexpr char kClearContracts[] = "DELETE FROM absences.employment_contracts WHERE employee_id = $1";
constexpr char kInsertContracts[] = R"sql(
    INSERT INTO absences.employment_contracts (employee_id, contract_type_name, start_on, end_on,
    fraction_numerator, fraction_denominator, position, with_this_employer)
    SELECT $1, c.kind, c.start, c.end, c.numerator, c.denominator, c.position, c."withThisEmployer"
    FROM jsonb_to_recordset($2::jsonb) AS c(kind text, start date, "end" date, numerator int, denominator int,
    position text, "withThisEmployer" boolean))sql";
constexpr char kClearBenefits[] = "DELETE FROM absences.benefits WHERE employee_id = $1";
constexpr char kInsertBenefits[] = R"sql(
    INSERT INTO absences.benefits (employee_id, name, start_on, end_on)
    SELECT $1, b.name, b.start, b.end FROM jsonb_to_recordset($2::jsonb) AS b(name text, start date, "end" date)
    ON CONFLICT (employee_id, name, start_on) DO NOTHING)sql";
constexpr char kLinkSupervisor[] = R"sql(
    UPDATE absences.employees SET supervisor_id = (SELECT employee_id FROM absences.employees WHERE sap_number = $2)
    WHERE employee_id = $1)sql";
constexpr char kRebuildTree[] = "SELECT absences.rebuild_ancestors()";
// Live: pending (1) or waiting for a decision on its cancellation (5).
constexpr char kNoteLiveRequests[] = R"sql(
    WITH live AS (
      UPDATE absences.requests SET handled_by_hr_id = CASE WHEN $5 THEN coalesce(handled_by_hr_id, $2)
        ELSE handled_by_hr_id END
      WHERE employee_id = $1 AND status_id IN (1, 5) RETURNING request_id
    ), noted AS (
      INSERT INTO absences.request_events (request_id, actor_id, action, comment)
      SELECT request_id, $2, $3, $4 FROM live RETURNING 1
    ) SELECT count(*) FROM noted)sql";
constexpr char kAudit[] = R"sql(
    INSERT INTO absences.employee_changes (employee_id, changed_by, source, field, before, after)
    SELECT $1, $2, $3, c.field, c.before, c.after
    FROM jsonb_to_recordset($4::jsonb) AS c(field text, before text, after text))sql";

std::optional<absl::CivilDay> DayOf(const nlohmann::json& value) {
  if (!value.is_string()) return std::nullopt;
  auto day = ParseDate(value.get<std::string>());
  if (!day.ok()) return std::nullopt;
  return *day;
}

nlohmann::json OrNull(const std::optional<absl::CivilDay>& day) {
  return day ? nlohmann::json(FormatDate(*day)) : nlohmann::json(nullptr);
}

}  // namespace

absl::StatusOr<StoredPerson> PeopleStore::PersonAt(const PgResult& r, int i) {
  StoredPerson stored;
  stored.employee_id = r.Int(i, 0);
  ImportedPersonFacts& p = stored.facts;
  p.sap_number = r.Text(i, 1);
  p.first_name = r.Text(i, 2);
  p.last_name = r.Text(i, 3);
  p.gender_id = r.Int(i, 4);
  p.position = r.Text(i, 5);
  p.company_email = r.Text(i, 6);
  p.private_email = r.Text(i, 7);
  p.company_phone_number = r.Text(i, 8);
  p.private_phone_number = r.Text(i, 9);
  p.street = r.Text(i, 10);
  p.house_number = r.Text(i, 11);
  p.flat_number = r.Text(i, 12);
  p.postal_code = r.Text(i, 13);
  p.city = r.Text(i, 14);
  p.location_id = r.Int(i, 15);
  p.location_name = r.Text(i, 16);
  p.hr_area_id = r.Int(i, 17);
  p.employment_sub_group_id = r.Int(i, 18);
  p.employment_sub_group_name = r.Text(i, 19);
  p.department_name = r.Text(i, 20);
  p.supervisor_sap_number = r.Text(i, 21);
  ASSIGN_OR_RETURN(p.employed_since, DayAt(r, i, 22));
  ASSIGN_OR_RETURN(p.employed_until, OptionalDayAt(r, i, 23));
  p.access_flags = absl::StrSplit(r.Text(i, 24), ',', absl::SkipEmpty());
  p.education = EducationFromCode(r.Text(i, 25)).value_or(Education::kNone);
  p.disability = DisabilityDegreeFromCode(r.Text(i, 26)).value_or(DisabilityDegree::kNone);
  if (r.Int(i, 27) > 0) p.opening = OpeningBalance{r.Int(i, 27), r.Int(i, 28)};
  p.username = r.Text(i, 29);
  for (absl::string_view role : absl::StrSplit(r.Text(i, 30), ',', absl::SkipEmpty())) {
    p.role_ids.push_back(std::atoi(std::string(role).c_str()));
  }
  const auto contracts = nlohmann::json::parse(r.Text(i, 31), nullptr, false);
  const auto benefits = nlohmann::json::parse(r.Text(i, 32), nullptr, false);
  if (!contracts.is_array() || !benefits.is_array()) return absl::InternalError("bad contracts or benefits");
  for (const auto& c : contracts) {
    const auto start = DayOf(c.at("start"));
    if (!start) return absl::InternalError("bad contract start");
    p.contracts.push_back({c.value("kind", ""), *start, DayOf(c.at("end")), c.value("numerator", 1),
                           c.value("denominator", 1), c.value("position", ""), c.value("withThisEmployer", true)});
  }
  for (const auto& b : benefits) {
    const auto start = DayOf(b.at("start"));
    if (!start) return absl::InternalError("bad benefit start");
    p.benefits.push_back({b.value("name", ""), *start, DayOf(b.at("end"))});
  }
  return stored;
}

absl::Status PeopleStore::LockImports(PgConnection& tx) { return tx.Query(kLockImports).status(); }

absl::StatusOr<SupervisorLinks> PeopleStore::Links(PgConnection& tx) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kLinks));
  SupervisorLinks links;
  links.reserve(r.Rows());
  for (int i = 0; i < r.Rows(); ++i) links.emplace(r.Text(i, 0), r.Text(i, 1));
  return links;
}

absl::StatusOr<absl::flat_hash_map<std::string, StoredPerson>> PeopleStore::FindBySap(
    PgConnection& tx, const std::vector<std::string>& saps) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kFind, {absl::StrCat("{", absl::StrJoin(saps, ","), "}")}));
  ASSIGN_OR_RETURN(std::vector<StoredPerson> people, ReadAll(r, PersonAt));
  absl::flat_hash_map<std::string, StoredPerson> out;
  for (StoredPerson& p : people) out.emplace(p.facts.sap_number, std::move(p));
  return out;
}

namespace {
absl::StatusOr<absl::flat_hash_map<std::string, std::string>> Pairs(PgConnection& tx, const char* sql,
                                                                    const std::vector<std::string>& keys) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(sql, {absl::StrCat("{", absl::StrJoin(keys, ","), "}")}));
  absl::flat_hash_map<std::string, std::string> out;
  for (int i = 0; i < r.Rows(); ++i) out.emplace(r.Text(i, 0), r.Text(i, 1));
  return out;
}
}  // namespace

absl::StatusOr<absl::flat_hash_map<std::string, std::string>> PeopleStore::UsernameOwners(
    PgConnection& tx, const std::vector<std::string>& usernames) {
  return Pairs(tx, kUsernameOwners, usernames);
}

absl::StatusOr<absl::flat_hash_map<std::string, std::string>> PeopleStore::FullNames(
    PgConnection& tx, const std::vector<std::string>& saps) {
  return Pairs(tx, kFullNames, saps);
}

absl::StatusOr<StoredPerson> PeopleStore::FindById(PgPool& pool, int employee_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool.Query(kFindById, {std::to_string(employee_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
  return PersonAt(r, 0);
}

absl::StatusOr<std::vector<EmployeeChangeRecord>> PeopleStore::Changes(PgPool& pool, int employee_id, int limit) {
  ASSIGN_OR_RETURN(const PgResult r, pool.Query(kChanges, {std::to_string(employee_id), std::to_string(limit)}));
  return ReadAll(r, [](const PgResult& r, int i) -> absl::StatusOr<EmployeeChangeRecord> {
    return EmployeeChangeRecord{absl::FromUnixSeconds(r.Int64(i, 0)),
                                r.Text(i, 1),
                                r.Text(i, 2),
                                r.Text(i, 3),
                                r.Text(i, 4),
                                r.Text(i, 5),
                                r.Text(i, 6)};
  });
}

absl::StatusOr<int> PeopleStore::NewEmployeeId(PgConnection& tx) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kNewId));
  return r.Int(0, 0);
}

absl::Status PeopleStore::Write(PgConnection& tx, int employee_id, const ImportedPersonFacts& p, bool is_new) {
  const EntitlementFacts entitlement = EntitlementOf(p);
  std::vector<std::string> roles;
  for (int role : p.role_ids) roles.push_back(std::to_string(role));
  const std::string id = std::to_string(employee_id);
  RETURN_IF_ERROR(tx.Query(kUpsert, {id,
                                     p.sap_number,
                                     p.first_name,
                                     p.last_name,
                                     std::to_string(p.gender_id),
                                     p.position,
                                     p.company_email,
                                     p.private_email,
                                     p.company_phone_number,
                                     p.private_phone_number,
                                     p.street,
                                     p.house_number,
                                     p.flat_number,
                                     p.postal_code,
                                     p.city,
                                     std::to_string(p.location_id),
                                     p.location_name,
                                     std::to_string(p.hr_area_id),
                                     std::to_string(p.employment_sub_group_id),
                                     p.employment_sub_group_name,
                                     p.department_name,
                                     FormatDate(p.employed_since),
                                     p.employed_until ? PgParam(FormatDate(*p.employed_until)) : std::nullopt,
                                     absl::StrJoin(p.access_flags, ","),
                                     EducationCode(p.education),
                                     DisabilityDegreeCode(p.disability),
                                     std::to_string(entitlement.extra_days),
                                     p.opening ? PgParam(std::to_string(p.opening->year)) : std::nullopt,
                                     std::to_string(p.opening ? p.opening->carried_over_days : 0),
                                     p.username,
                                     absl::StrJoin(roles, ","),
                                     std::to_string(entitlement.fraction_numerator),
                                     std::to_string(entitlement.fraction_denominator)})
                      .status());
  nlohmann::json contracts = nlohmann::json::array();
  for (const ImportedContract& c : p.contracts) {
    contracts.push_back({{"kind", c.kind},
                         {"start", FormatDate(c.start)},
                         {"end", OrNull(c.end)},
                         {"numerator", c.fraction_numerator},
                         {"denominator", c.fraction_denominator},
                         {"position", c.position},
                         {"withThisEmployer", c.with_this_employer}});
  }
  nlohmann::json benefits = nlohmann::json::array();
  for (const ImportedBenefit& b : p.benefits) {
    benefits.push_back({{"name", b.name}, {"start", FormatDate(b.start)}, {"end", OrNull(b.end)}});
  }
  if (!is_new) {
    RETURN_IF_ERROR(tx.Query(kClearContracts, {id}).status());
    RETURN_IF_ERROR(tx.Query(kClearBenefits, {id}).status());
  }
  RETURN_IF_ERROR(tx.Query(kInsertContracts, {id, contracts.dump()}).status());
  return tx.Query(kInsertBenefits, {id, benefits.dump()}).status();
}

absl::Status PeopleStore::LinkSupervisor(PgConnection& tx, int employee_id, const std::string& supervisor_sap_number) {
  return tx.Query(kLinkSupervisor, {std::to_string(employee_id), supervisor_sap_number}).status();
}

absl::Status PeopleStore::RebuildTree(PgConnection& tx) { return tx.Query(kRebuildTree).status(); }

absl::StatusOr<int> PeopleStore::NoteLiveRequests(PgConnection& tx, int employee_id, int actor_id,
                                                  const std::string& action, const std::string& comment, bool to_hr) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kNoteLiveRequests, {std::to_string(employee_id), std::to_string(actor_id),
                                                                  action, comment, to_hr ? "true" : "false"}));
  return r.Int(0, 0);
}

absl::Status PeopleStore::Audit(PgConnection& tx, int employee_id, const std::string& changed_by,
                                const std::string& source, const std::vector<FieldChange>& changes) {
  if (changes.empty()) return absl::OkStatus();
  nlohmann::json rows = nlohmann::json::array();
  for (const FieldChange& c : changes) rows.push_back({{"field", c.field}, {"before", c.before}, {"after", c.after}});
  return tx.Query(kAudit, {std::to_string(employee_id), changed_by, source, rows.dump()}).status();
}

}  // namespace kadry::absences
