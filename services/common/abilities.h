#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace kadry {

// What the policies of abilities.json look at besides roles: the user's access flags
// (server abilities, camelCase: "hasAccessToSubstitutions") and HR area.
struct AccessFacts {
  std::map<std::string, bool, std::less<>> flags;
  int hr_area_id = 0;
  bool Flag(std::string_view name) const;
};

// The view abilities of docs/product.md §6 as data (proto/kadry/v1/abilities.json): the same
// file drives the web app's menu and guards, so both sides agree by construction.
class AbilityRules final {
 public:
  static absl::StatusOr<AbilityRules> FromJson(const nlohmann::json& document);
  // The rules of proto/kadry/v1/abilities.json as compiled into every binary, so the gateway,
  // the services and the web app (which bundles the same file) cannot read different ones.
  static const AbilityRules& Embedded();

  // Subjects granted to a user with these roles and facts; any rule granting a
  // subject suffices.
  std::set<std::string> Evaluate(const std::vector<int>& role_ids, const AccessFacts& facts) const;
  std::optional<int> RoleId(std::string_view name) const;
  const std::map<std::string, int, std::less<>>& roles() const { return roles_; }
  // Every subject some rule can grant (to validate the route table at start).
  std::set<std::string> Subjects() const;

 private:
  struct Rule {
    std::string subject;
    bool any_role = false;
    std::set<int> role_ids;
    std::vector<std::string> any_flags;  // policy.anyFlag; empty = no flag policy
    std::set<int> or_role_ids;           // policy.orRoles pass the flag policy
    std::optional<int> hr_area_id;       // policy.hrAreaId
  };
  bool Grants(const Rule& rule, const std::set<int>& roles, const AccessFacts& facts) const;

  std::map<std::string, int, std::less<>> roles_;
  std::vector<Rule> rules_;
};

// The text of proto/kadry/v1/abilities.json (generated at build time).
const std::string& AbilitiesJson();

}  // namespace kadry
