#pragma once

// A refusal the app says in the user's language (docs/architecture.md §3): a stable code such
// as "leave.overlap" or "field.required", its parameters, and an English message for logs and
// API users. Pure, so a service's domain/ rules state their problems with it.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "absl/status/status.h"

namespace kadry {

using ProblemValue = std::variant<int64_t, double, std::string>;
// Named values the app fills into its sentence, e.g. {"max", 500}.
using ProblemParams = std::vector<std::pair<std::string, ProblemValue>>;

// One bad field of a request. The constructor makes the code a required part of every problem.
struct FieldProblem {
  FieldProblem(std::string field, std::string code, std::string message, ProblemParams params = {})
      : field(std::move(field)), code(std::move(code)), message(std::move(message)), params(std::move(params)) {}

  std::string field;    // its JSON name: fromDate, requestReason.fullName
  std::string code;     // field.required, field.too-long, leave.start-in-past, ...
  std::string message;  // English, safe to show
  ProblemParams params;
};

// The payload key under which a status carries problem+json members; the gateway copies
// them into the problem body.
inline constexpr char kProblemExtensions[] = "kadry/problem-extensions";

// `status_code` with its problem `code` and `params`; the message is the English detail.
absl::Status Refusal(absl::StatusCode status_code, std::string_view code, std::string_view message,
                     const ProblemParams& params = {});

// INVALID_ARGUMENT with every bad field: the message lists them, the problem's `errors` maps
// each field to [{code, params, detail}], and its code is "http.invalid-fields".
absl::Status InvalidFields(const std::vector<FieldProblem>& problems);

// The problem code a refusal carries ("plan.breaches"; "http.invalid-fields" for bad fields), or
// "" for a status made elsewhere.
std::string ProblemCodeOf(const absl::Status& status);

// `status` with further problem+json members (a JSON object, e.g. {"conflicts": [...]}),
// merged with those it already carries.
absl::Status WithProblemExtensions(absl::Status status, std::string_view extensions_json);

}  // namespace kadry
