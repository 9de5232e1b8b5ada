#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace kadry::identity {

// argon2id (libsodium, interactive limits): the stored string carries salt and parameters.
absl::StatusOr<std::string> HashPassword(const std::string& password);
bool PasswordMatches(const std::string& stored_hash, const std::string& password);
// A hash no password matches. Checking a password against it for an unknown user keeps
// response times alike, so timing does not tell whether an account exists.
const std::string& DecoyPasswordHash();

// What a new password must satisfy; an empty list means it is acceptable. Messages are
// keys the pages translate: too_short, needs_letter, needs_digit, same_as_username.
std::vector<std::string> PasswordPolicyProblems(const std::string& password, const std::string& username);

}  // namespace kadry::identity
