#pragma once

#include <string>

namespace kadry::identity {

// OpenID Connect Session Management 1.0 §3: session_state =
// hex(SHA-256(client_id + " " + origin + " " + browser_state + " " + salt)) + "." + salt.
// The check-session iframe computes the same from the readable browser-state cookie, so
// a sign-out elsewhere (new browser state) shows up as "changed" in the app.
std::string SessionState(const std::string& client_id, const std::string& origin, const std::string& browser_state,
                         const std::string& salt);

// "https://host:port" of a URL (scheme, host and port only).
std::string OriginOf(const std::string& url);

}  // namespace kadry::identity
