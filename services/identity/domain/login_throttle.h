#pragma once

#include <algorithm>

#include "absl/time/time.h"

namespace kadry::identity {

// Attempts counted for one sign-in, this one included (counted before the password is
// hashed, so parallel guesses cannot slip past a limit between a read and a write).
struct SignInAttempts {
  long long pair = 0;     // this account from this address
  long long address = 0;  // any account from this address
  long long account = 0;  // this account from any address
};

// Sign-in limits (docs/security-identity.md). A guesser is refused per (account,
// address) pair and per address, so they lock out only themselves; the per-account
// count never refuses (that would hand anyone a denial of service against a named
// account, the admin included): it only paces each address trying that account. The pace
// is kept in the counters, never by holding a worker thread (sleeping workers would be a
// lever to stall every sign-in), and a fresh address, e.g. the owner's, always gets its
// first try.
struct LoginThrottle {
  long long max_per_pair = 5;
  long long max_per_address = 30;
  long long account_slow_after = 10;
  absl::Duration first_delay = absl::Seconds(1);
  absl::Duration max_delay = absl::Seconds(8);
  int window_seconds = 900;

  bool Refuses(const SignInAttempts& a) const { return a.pair > max_per_pair || a.address > max_per_address; }

  // How long one address waits between attempts on this account: doubles from
  // first_delay with each attempt past account_slow_after, up to max_delay.
  absl::Duration DelayFor(const SignInAttempts& a) const {
    const long long over = a.account - account_slow_after;
    if (over <= 0) return absl::ZeroDuration();
    return std::min(max_delay, first_delay * (1LL << std::min<long long>(over - 1, 20)));
  }
};

// Failed client authentications at /token and /revoke (RFC 6749 §2.3). Client
// secrets are random and long, so this bounds work, not guessing odds. A client is
// refused per address; past max_per_client failures from everywhere, only addresses
// that already failed are refused, so the real system keeps working during an attack.
struct ClientAuthThrottle {
  long long max_per_address = 20;
  long long max_per_client = 100;
  int window_seconds = 300;

  bool Refuses(long long client_failures, long long address_failures) const {
    return address_failures >= max_per_address || (client_failures >= max_per_client && address_failures > 0);
  }
};

}  // namespace kadry::identity
