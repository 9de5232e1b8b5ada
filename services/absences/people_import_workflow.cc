#include "services/absences/people_import_workflow.h"

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "services/absences/store/people_store.h"
#include "services/common/log.h"
#include "services/common/roles.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

void Refuse(ImportOutcome& o, FieldProblem problem) {
  problem.field = absl::StrCat("people[", o.index, "].", problem.field);
  o.problems.push_back(std::move(problem));
}

// A new person's fields as changes from nothing, for the preview and the audit.
std::vector<FieldChange> AllFields(const ImportedPersonFacts& person) {
  std::vector<FieldChange> out;
  for (auto& [field, text] : FieldsAsText(person)) {
    if (!text.empty()) out.push_back({field, "", text});
  }
  return out;
}

// The first and the later ones of a value among the accepted people: the later are refused.
template <typename Key>
void RefuseRepeated(std::vector<ImportOutcome>& outcomes, const std::vector<PersonToImport>& people, Key key,
                    const char* field, const char* code, const char* message) {
  absl::flat_hash_set<std::string> seen;
  for (ImportOutcome& o : outcomes) {
    if (!o.problems.empty()) continue;
    if (!seen.insert(key(people[o.index].facts)).second) Refuse(o, FieldProblem(field, code, message));
  }
}

}  // namespace

std::string ImportActor::Name() const {
  return user_id > 0 ? absl::StrCat("user:", user_id) : absl::StrCat("client:", client_id);
}

absl::StatusOr<std::vector<ImportOutcome>> PeopleImportWorkflow::Run(
    const ImportActor& actor, const OnBehalfOf& on_behalf, std::vector<PersonToImport> people,
    const std::vector<std::string>& known_access_flags, bool preview, absl::CivilDay today, const std::string& source) {
  const KnownGrants known{known_access_flags, {std::begin(kAllRoles), std::end(kAllRoles)}};
  std::vector<ImportOutcome> outcomes(people.size());
  for (size_t i = 0; i < people.size(); ++i) {
    ImportOutcome& o = outcomes[i];
    o.index = static_cast<int>(i);
    o.sap_number = people[i].facts.sap_number;
    for (FieldProblem& p : people[i].problems) Refuse(o, std::move(p));
    if (o.problems.empty()) {
      for (FieldProblem& p : CheckImportedPerson(people[i].facts, known)) Refuse(o, std::move(p));
    }
  }
  RefuseRepeated(
      outcomes, people, [](const ImportedPersonFacts& p) { return p.sap_number; }, "sapNumber",
      "person.duplicate-sap-number", "the SAP number stands twice in the batch");
  RefuseRepeated(
      outcomes, people, [](const ImportedPersonFacts& p) { return p.username; }, "username",
      "person.duplicate-username", "the username stands twice in the batch");
  auto accepted = [&outcomes] {
    std::vector<int> out;
    for (const ImportOutcome& o : outcomes) {
      if (o.problems.empty()) out.push_back(o.index);
    }
    return out;
  };

  const absl::Status written = pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    if (!preview) RETURN_IF_ERROR(PeopleStore::LockImports(tx));
    std::vector<std::string> saps, usernames;
    for (int i : accepted()) {
      saps.push_back(people[i].facts.sap_number);
      usernames.push_back(people[i].facts.username);
    }
    ASSIGN_OR_RETURN(const auto stored, PeopleStore::FindBySap(tx, saps));
    ASSIGN_OR_RETURN(const auto owners, PeopleStore::UsernameOwners(tx, usernames));
    for (int i : accepted()) {
      const auto owner = owners.find(people[i].facts.username);
      if (owner != owners.end() && owner->second != people[i].facts.sap_number) {
        Refuse(outcomes[i], FieldProblem("username", "person.username-taken", "another person has this username"));
      }
    }
    ASSIGN_OR_RETURN(const SupervisorLinks links, PeopleStore::Links(tx));
    std::vector<std::pair<std::string, std::string>> batch;
    const std::vector<int> checked = accepted();
    for (int i : checked) batch.emplace_back(people[i].facts.sap_number, people[i].facts.supervisor_sap_number);
    for (auto& [position, problem] : CheckSupervisorTree(links, batch)) {
      Refuse(outcomes[checked[position]], std::move(problem));
    }

    std::vector<std::string> named;  // supervisors before and after a move
    for (int i : accepted()) {
      const ImportedPersonFacts& facts = people[i].facts;
      ImportOutcome& o = outcomes[i];
      const auto before = stored.find(facts.sap_number);
      if (before == stored.end()) {
        o.outcome = "created";
        o.changes = AllFields(facts);
        o.leaves = facts.employed_until.has_value();
      } else {
        o.employee_id = before->second.employee_id;
        o.changes = ChangedFields(before->second.facts, facts);
        o.outcome = o.changes.empty() ? "unchanged" : "updated";
        o.leaves = facts.employed_until && facts.employed_until != before->second.facts.employed_until;
        if (before->second.facts.supervisor_sap_number != facts.supervisor_sap_number) {
          named.push_back(before->second.facts.supervisor_sap_number);
          named.push_back(facts.supervisor_sap_number);
        }
      }
    }
    if (preview) return absl::OkStatus();

    bool tree_changed = false;
    for (int i : accepted()) {
      ImportOutcome& o = outcomes[i];
      const bool is_new = o.outcome == "created";
      if (is_new) {
        if (people[i].employee_id > 0) {
          o.employee_id = people[i].employee_id;
        } else {
          ASSIGN_OR_RETURN(o.employee_id, PeopleStore::NewEmployeeId(tx));
        }
      }
      if (o.outcome == "unchanged") continue;
      RETURN_IF_ERROR(PeopleStore::Write(tx, o.employee_id, people[i].facts, is_new));
      // A new person's record is their state at creation: one line says who created them.
      RETURN_IF_ERROR(PeopleStore::Audit(tx, o.employee_id, actor.Name(), source,
                                         is_new ? std::vector<FieldChange>{{"person", "", "created"}} : o.changes));
    }
    // Once everyone of the batch exists, whoever they report to.
    for (int i : accepted()) {
      const ImportOutcome& o = outcomes[i];
      const bool moved = o.outcome == "created" || std::any_of(o.changes.begin(), o.changes.end(), [](const auto& c) {
                           return c.field == "supervisorSapNumber";
                         });
      if (!moved) continue;
      RETURN_IF_ERROR(PeopleStore::LinkSupervisor(tx, o.employee_id, people[i].facts.supervisor_sap_number));
      tree_changed = true;
    }
    if (tree_changed) RETURN_IF_ERROR(PeopleStore::RebuildTree(tx));

    ASSIGN_OR_RETURN(const auto names, PeopleStore::FullNames(tx, named));
    auto name_of = [&names](const std::string& sap) {
      const auto it = names.find(sap);
      return it == names.end() ? std::string("—") : it->second;
    };
    for (int i : accepted()) {
      ImportOutcome& o = outcomes[i];
      const ImportedPersonFacts& facts = people[i].facts;
      for (const FieldChange& c : o.changes) {
        if (c.field != "supervisorSapNumber" || o.outcome == "created") continue;
        // The request goes with its applicant: decisions belong to whoever is above them now.
        ASSIGN_OR_RETURN(const int moved, PeopleStore::NoteLiveRequests(
                                              tx, o.employee_id, actor.user_id, "supervisor-changed",
                                              absl::StrCat(name_of(c.before), " → ", name_of(c.after)), false));
        o.requests_moved += moved;
      }
      if (o.leaves && *facts.employed_until <= today) {
        ASSIGN_OR_RETURN(const int moved,
                         PeopleStore::NoteLiveRequests(
                             tx, o.employee_id, actor.user_id, "handed-to-hr",
                             absl::StrCat("employment ends on ", FormatDate(*facts.employed_until)), true));
        o.requests_moved += moved;
      }
    }
    return absl::OkStatus();
  });
  if (!written.ok()) return written;
  for (ImportOutcome& o : outcomes) {
    if (!o.problems.empty()) {
      o.outcome = "refused";
      o.employee_id = 0;
      o.changes.clear();
      o.leaves = false;
    }
  }
  if (preview) return outcomes;
  LogInfo("people imported", {{"by", actor.Name()}, {"people", static_cast<int>(people.size())}});
  RETURN_IF_ERROR(SyncAccounts(on_behalf, people, outcomes));
  return outcomes;
}

absl::Status PeopleImportWorkflow::SyncAccounts(const OnBehalfOf& on_behalf, const std::vector<PersonToImport>& people,
                                                std::vector<ImportOutcome>& outcomes) {
  std::vector<AccountToSync> accounts;
  std::vector<ImportOutcome*> of;
  for (ImportOutcome& o : outcomes) {
    if (o.outcome == "refused") continue;
    const ImportedPersonFacts& p = people[o.index].facts;
    // The provider gives Employee to every account itself.
    accounts.push_back(
        {o.employee_id, p.username, p.first_name, p.last_name, p.company_email, p.role_ids, p.employed_until});
    of.push_back(&o);
  }
  if (accounts.empty()) return absl::OkStatus();
  const FieldProblem unavailable("username", "person.account-unavailable",
                                 "the identity provider did not answer: the account is written by the next import");
  if (accounts_ == nullptr) {
    for (ImportOutcome* o : of) o->account_problem = unavailable;
    return absl::OkStatus();
  }
  // The people are written: an unreachable provider leaves only the accounts for next time,
  // which the same batch sent again writes.
  auto synced = accounts_->Sync(on_behalf, accounts);
  if (!synced.ok()) {
    LogWarn("accounts not synced", {{"status", synced.status().ToString()}});
    for (ImportOutcome* o : of) o->account_problem = unavailable;
    return absl::OkStatus();
  }
  for (size_t i = 0; i < of.size(); ++i) {
    of[i]->password_link = (*synced)[i].password_link;
    if ((*synced)[i].problem) of[i]->account_problem = (*synced)[i].problem;
  }
  return absl::OkStatus();
}

}  // namespace kadry::absences
