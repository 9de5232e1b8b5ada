#pragma once

#include <string>
#include <vector>

#include "services/identity/http/provider.h"

namespace kadry::identity {

// The sign-in limits around one password check (POST /login and POST /zmiana-hasla),
// as LoginThrottle states them. Usernames are hashed into the counter keys: Redis holds
// no list of names people tried.
class SignInGuard final {
 public:
  SignInGuard(Provider& provider, const std::string& username, const std::string& address);

  // Counts this attempt before any password is hashed; false when the limits refuse it,
  // or when this address tries an account under attack again before its pace allows.
  bool Admit();
  // The right password: the attempt is taken back and the pair starts afresh.
  void Succeeded();
  // The check could not be made (the database failed): the attempt does not count.
  void NotJudged();

 private:
  Provider& provider_;
  std::vector<std::string> keys_;  // pair, address, account
};

}  // namespace kadry::identity
