#pragma once

// A form of the provider's own pages (change password, confirm logout) bound to the browser it
// is shown to: a fresh CSRF token in the page, kept for a while under a fresh http-only cookie;
// the post must bring both back, and it is taken once.
#include <string>

#include "absl/status/statusor.h"
#include "services/common/httplib_fwd.h"
#include "services/identity/http/provider.h"

namespace kadry::identity {

struct BoundForm {
  const char* kept_as;  // the kind of sign-in state the token is kept as (kPasswordForm, kLogoutForm)
  const char* cookie;
  int ttl_seconds;
  const char* path;  // the cookie's path: where the form posts
};

// The CSRF token of a form about to be shown, its cookie set on `res`; the store's failure
// when the token cannot be kept (no cookie is set then).
absl::StatusOr<std::string> BindForm(Provider& p, const BoundForm& form, httplib::Response& res);

// Whether `req` posts a token and it is the one kept under its cookie (which is then used up).
bool PostedFromBoundForm(Provider& p, const BoundForm& form, const httplib::Request& req);

}  // namespace kadry::identity
