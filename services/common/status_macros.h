#pragma once

// Early returns for absl::Status / absl::StatusOr bodies (abseil's own macros are not in
// Debian's public headers). Each is a statement: the return is visible at the call site
// by its name, unlike a macro that opens a handler.
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

#define KADRY_STATUS_CONCAT_INNER(a, b) a##b
#define KADRY_STATUS_CONCAT(a, b) KADRY_STATUS_CONCAT_INNER(a, b)

// Returns the status of `expr` from the enclosing function when it is not OK.
#define RETURN_IF_ERROR(expr)                                       \
  do {                                                              \
    if (absl::Status kadry_status_ = (expr); !kadry_status_.ok()) { \
      return kadry_status_;                                         \
    }                                                               \
  } while (false)

// `lhs = *expr` when `expr` (a StatusOr) is OK, else returns its status. `lhs` may declare
// a variable: ASSIGN_OR_RETURN(auto rows, store.List(...));
#define ASSIGN_OR_RETURN(lhs, expr) \
  KADRY_ASSIGN_OR_RETURN_IMPL(KADRY_STATUS_CONCAT(kadry_statusor_, __LINE__), lhs, expr)
#define KADRY_ASSIGN_OR_RETURN_IMPL(statusor, lhs, expr)   \
  auto statusor = (expr);                                  \
  if (!statusor.ok()) return std::move(statusor).status(); \
  lhs = std::move(*statusor)
