#pragma once

#include "absl/status/statusor.h"
#include "services/common/httplib_fwd.h"
#include "services/identity/http/provider.h"

namespace kadry::identity {

// RFC 6749 §2.3.1 client authentication at /token and /revoke: HTTP Basic (url-encoded
// id and secret) or the form fields. UNAUTHENTICATED for a wrong client or secret,
// RESOURCE_EXHAUSTED when ClientAuthThrottle refuses, UNAVAILABLE when the database
// cannot say (never reported as an unknown client).
absl::StatusOr<Client> AuthenticateClient(Provider& provider, const httplib::Request& req);

// The RFC 6749 §5.2 answer for a failed AuthenticateClient: 401 invalid_client, 429 with
// Retry-After, or 503.
void SendClientAuthError(httplib::Response& res, const absl::Status& status);

}  // namespace kadry::identity
