#pragma once

namespace kadry {

// The role ids of the token's `role` claim (docs/product.md §6); proto/kadry/v1/abilities.json
// holds the same table for the gateway and the web.
enum Role : int {
  kAdmin = 9301,
  kEmployee = 9044,
  kManager = 9043,
  kHr = 9042,
  kHrPreview = 9047,
  kAdministration = 9046,
  kHoAgreementOpinioning = 9048,
  kPostAdmin = 9049,
  kPostEditor = 9050,
  kHrAnalyst = 9051,
  kLocationManager = 9052,
};

// Every role there is, for checking a role id someone sends.
inline constexpr Role kAllRoles[] = {
    kAdmin,      kEmployee,  kManager,        kHr, kHrPreview, kAdministration, kHoAgreementOpinioning, kPostAdmin,
    kPostEditor, kHrAnalyst, kLocationManager};

}  // namespace kadry
