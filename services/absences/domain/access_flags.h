#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace kadry::absences {

// The holiday benefit declaration is open to every signed-in user (docs/product.md §6).
inline constexpr char kBonusDeclarationsAbility[] = "has_access_to_bonus_declarations";

// Whether an access flag of the user state (docs/product.md §3) is on: the flag named by
// `ability` ("has_access_to_substitutions") is on when the employee holds that server ability
// (§6), and the bonus declaration flag always. The only place these flags are decided: the
// employee record, the gateway's policies and the web all read its answer.
bool HasAccess(const std::vector<std::string>& abilities, std::string_view ability);

}  // namespace kadry::absences
