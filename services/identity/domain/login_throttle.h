#pragma once

namespace kadry::identity {

// Failed sign-ins counted per account and per client address over a window; guessing
// passwords gets blocked long before it can succeed, a forgetful user after a few tries.
struct LoginThrottle {
  int max_failures_per_account = 5;
  int max_failures_per_address = 20;
  int window_seconds = 900;

  bool Blocks(long long account_failures, long long address_failures) const {
    return account_failures >= max_failures_per_account ||
           address_failures >= max_failures_per_address;
  }
};

}  // namespace kadry::identity
