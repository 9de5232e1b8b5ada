#include "services/identity/http/browser_bound_form.h"

#include <httplib.h>

#include "services/common/jwt.h"
#include "services/identity/http/http_support.h"

namespace kadry::identity {

absl::StatusOr<std::string> BindForm(Provider& p, const BoundForm& form, httplib::Response& res) {
  const std::string csrf = RandomToken(16);
  const std::string cookie = RandomToken(16);
  if (auto s = p.sessions.Put(form.kept_as, cookie, {{"csrf", csrf}}, form.ttl_seconds); !s.ok()) return s;
  SetCookie(res, form.cookie, cookie, form.ttl_seconds, true, form.path);
  return csrf;
}

bool PostedFromBoundForm(Provider& p, const BoundForm& form, const httplib::Request& req) {
  const std::string posted = Param(req, "csrf");
  if (posted.empty()) return false;
  auto kept = p.sessions.Take(form.kept_as, CookieOf(req, form.cookie));
  return kept.ok() && ConstantTimeEquals(kept->value("csrf", ""), posted);
}

}  // namespace kadry::identity
