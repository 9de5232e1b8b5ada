#include "services/absences/domain/access_flags.h"

#include <algorithm>

namespace kadry::absences {

bool HasAccess(const std::vector<std::string>& abilities, std::string_view ability) {
  return ability == kBonusDeclarationsAbility ||
         std::find(abilities.begin(), abilities.end(), ability) != abilities.end();
}

}  // namespace kadry::absences
