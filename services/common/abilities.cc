#include "gateway/abilities.h"

#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"

namespace kadry::gateway {

bool AccessFacts::Flag(std::string_view name) const {
  auto it = flags.find(name);
  return it != flags.end() && it->second;
}

absl::StatusOr<AbilityRules> AbilityRules::FromJson(const nlohmann::json& doc) {
  AbilityRules rules;
  if (!doc.is_object() || !doc.contains("roles") || !doc["roles"].is_object() ||
      !doc.contains("rules") || !doc["rules"].is_array()) {
    return absl::InvalidArgumentError("abilities: `roles` object and `rules` array expected");
  }
  for (const auto& [name, id] : doc["roles"].items()) {
    if (!id.is_number_integer()) return absl::InvalidArgumentError(absl::StrCat("abilities: role ", name, " needs a numeric id"));
    rules.roles_[name] = id.get<int>();
  }
  // A misspelt role name would silently deny access; refuse it at load instead.
  auto role_ids = [&](const nlohmann::json& names, std::set<int>& out) -> absl::Status {
    if (!names.is_array()) return absl::InvalidArgumentError("abilities: role list expected");
    for (const auto& n : names) {
      auto id = n.is_string() ? rules.RoleId(n.get<std::string>()) : std::nullopt;
      if (!id) return absl::InvalidArgumentError(absl::StrCat("abilities: unknown role ", n.dump()));
      out.insert(*id);
    }
    return absl::OkStatus();
  };
  for (const auto& r : doc["rules"]) {
    Rule rule;
    if (!r.is_object() || !r.contains("subject") || !r["subject"].is_string()) {
      return absl::InvalidArgumentError("abilities: every rule needs a subject");
    }
    rule.subject = r["subject"].get<std::string>();
    const auto& roles = r.value("roles", nlohmann::json());
    if (roles == "*") {
      rule.any_role = true;
    } else if (auto s = role_ids(roles, rule.role_ids); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(s.message(), " in ", rule.subject));
    }
    if (r.contains("policy")) {
      const auto& policy = r["policy"];
      if (policy.contains("anyFlag")) {
        for (const auto& f : policy["anyFlag"]) {
          if (!f.is_string()) return absl::InvalidArgumentError("abilities: flag names are strings");
          rule.any_flags.push_back(f.get<std::string>());
        }
      }
      if (policy.contains("orRoles")) {
        if (auto s = role_ids(policy["orRoles"], rule.or_role_ids); !s.ok()) return s;
      }
      if (policy.contains("hrAreaId")) {
        if (!policy["hrAreaId"].is_number_integer()) return absl::InvalidArgumentError("abilities: hrAreaId is a number");
        rule.hr_area_id = policy["hrAreaId"].get<int>();
      }
    }
    rules.rules_.push_back(std::move(rule));
  }
  return rules;
}

absl::StatusOr<AbilityRules> AbilityRules::LoadFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read abilities file ", path));
  std::stringstream text;
  text << in.rdbuf();
  auto doc = nlohmann::json::parse(text.str(), nullptr, false);
  if (doc.is_discarded()) return absl::InvalidArgumentError(absl::StrCat(path, " is not JSON"));
  return FromJson(doc);
}

std::optional<int> AbilityRules::RoleId(std::string_view name) const {
  auto it = roles_.find(name);
  if (it == roles_.end()) return std::nullopt;
  return it->second;
}

bool AbilityRules::Grants(const Rule& rule, const std::set<int>& roles,
                          const AccessFacts& facts) const {
  auto holds_any = [&](const std::set<int>& wanted) {
    for (int id : wanted) {
      if (roles.count(id)) return true;
    }
    return false;
  };
  if (!rule.any_role && !holds_any(rule.role_ids)) return false;
  if (!rule.any_flags.empty()) {
    bool passes = holds_any(rule.or_role_ids);
    for (const auto& f : rule.any_flags) passes = passes || facts.Flag(f);
    if (!passes) return false;
  }
  if (rule.hr_area_id && facts.hr_area_id != *rule.hr_area_id) return false;
  return true;
}

std::set<std::string> AbilityRules::Evaluate(const std::vector<int>& role_ids,
                                             const AccessFacts& facts) const {
  const std::set<int> roles(role_ids.begin(), role_ids.end());
  std::set<std::string> granted;
  for (const auto& rule : rules_) {
    if (!granted.count(rule.subject) && Grants(rule, roles, facts)) granted.insert(rule.subject);
  }
  return granted;
}

std::set<std::string> AbilityRules::Subjects() const {
  std::set<std::string> subjects;
  for (const auto& rule : rules_) subjects.insert(rule.subject);
  return subjects;
}

}  // namespace kadry::gateway
