#pragma once

#include <string>

namespace kadry::identity {

// Client secrets are long random strings, not passwords people choose: a SHA-256
// digest compared in constant time is as strong as a slow hash for them and costs
// microseconds instead of 64 MiB and ~100 ms per guess (docs/decisions/0003).
// Stored form: "sha256:" + lowercase hex. Secrets stored before that decision are
// argon2id strings and still verify (slowly) until re-hashed.
std::string HashClientSecret(const std::string& secret);
bool ClientSecretMatches(const std::string& stored, const std::string& presented);
// True for a stored secret in the old argon2id form, which the provider re-hashes
// once the client presents the right secret.
bool ClientSecretNeedsRehash(const std::string& stored);

}  // namespace kadry::identity
