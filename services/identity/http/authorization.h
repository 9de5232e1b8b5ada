#pragma once

#include <string>

#include "absl/time/time.h"
#include "nlohmann/json.hpp"
#include "services/common/httplib_fwd.h"
#include "services/identity/http/provider.h"

namespace kadry::identity {

// A signed-in browser session (BrowserSessionStore, kind kSession).
struct BrowserSession {
  std::string sid;
  int user_id = 0;
  long long auth_time = 0;
  std::string browser_state;  // the readable kadry_opbs cookie's value
};

// Issues a one-time code for a validated authorization request and redirects the
// browser back to the client with code, state and session_state.
void CompleteAuthorization(Provider& provider, httplib::Response& res, const nlohmann::json& request,
                           const BrowserSession& session);

// Starts a browser session: its record plus the kadry_sid and kadry_opbs cookies.
absl::StatusOr<BrowserSession> StartBrowserSession(Provider& provider, httplib::Response& res, int user_id);

// The browser session of the kadry_sid cookie; NOT_FOUND when there is none.
absl::StatusOr<BrowserSession> SessionOf(Provider& provider, const httplib::Request& req);

// After a password change: every browser session and refresh token of the user ends, and
// the user's access tokens issued until now go on the revocation list.
void EndEverySession(Provider& provider, int user_id);

// How long a one-time link to set the first password works (docs/people-import.md).
inline constexpr absl::Duration kPasswordSetupLifetime = absl::Hours(7 * 24);
// A new one-time link of the user to set their password (the previous one stops working), or
// "" when it could not be stored.
std::string IssuePasswordSetup(AccountStore& accounts, const std::string& issuer, int user_id);
std::string IssuePasswordSetup(Provider& provider, int user_id);

}  // namespace kadry::identity
