#include "services/identity/domain/password.h"

#include <sodium.h>

#include <algorithm>
#include <cctype>

namespace kadry::identity {

absl::StatusOr<std::string> HashPassword(const std::string& password) {
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0) {
    return absl::ResourceExhaustedError("out of memory while hashing a password");
  }
  return std::string(out);
}

bool PasswordMatches(const std::string& stored_hash, const std::string& password) {
  if (stored_hash.empty()) return false;
  return crypto_pwhash_str_verify(stored_hash.c_str(), password.data(), password.size()) == 0;
}

const std::string& DecoyPasswordHash() {
  static const std::string hash = *HashPassword("decoy password that never matches");
  return hash;
}

std::vector<std::string> PasswordPolicyProblems(const std::string& password, const std::string& username) {
  std::vector<std::string> problems;
  if (password.size() < 10) problems.push_back("too_short");
  if (std::none_of(password.begin(), password.end(), [](unsigned char c) { return std::isalpha(c); })) {
    problems.push_back("needs_letter");
  }
  if (std::none_of(password.begin(), password.end(), [](unsigned char c) { return std::isdigit(c); })) {
    problems.push_back("needs_digit");
  }
  std::string lower = password;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  if (!username.empty() && lower.find(username) != std::string::npos) {
    problems.push_back("same_as_username");
  }
  return problems;
}

}  // namespace kadry::identity
