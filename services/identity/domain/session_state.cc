#include "services/identity/domain/session_state.h"

#include "absl/strings/escaping.h"
#include "services/common/digest.h"

namespace kadry::identity {

std::string SessionState(const std::string& client_id, const std::string& origin, const std::string& browser_state,
                         const std::string& salt) {
  const std::string digest = Sha256(client_id + " " + origin + " " + browser_state + " " + salt);
  return absl::BytesToHexString(digest) + "." + salt;
}

std::string OriginOf(const std::string& url) {
  const size_t scheme_end = url.find("://");
  if (scheme_end == std::string::npos) return "";
  const size_t path_start = url.find_first_of("/?#", scheme_end + 3);
  return path_start == std::string::npos ? url : url.substr(0, path_start);
}

}  // namespace kadry::identity
