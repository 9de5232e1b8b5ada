#pragma once

#include <initializer_list>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "services/common/pg.h"

// Building the SQL of list queries (docs/architecture.md §3): fixed fragments, every value a
// parameter, sort keys through a whitelist, search as a literal substring.
namespace kadry {

// A text column ordered by Polish rules (ICU collation shipped with PostgreSQL).
inline std::string Polish(const std::string& column) { return column + " COLLATE \"pl-x-icu\""; }

// Appends `value` as the next query parameter and answers its placeholder ("$3"): list
// queries are assembled from fixed fragments, every value stays a parameter.
std::string AddParam(std::vector<PgParam>& params, std::string value);

// The text form of an int[] parameter ("{1,2,3}"), for `= ANY($n::int[])`.
std::string IntArrayParam(const std::vector<int>& values);

// " AND (a ILIKE $n OR b ILIKE $n)": `search` anywhere in any of `columns`, with its %, _
// and backslash taken literally; "" when `search` is empty.
std::string SearchCondition(std::vector<PgParam>& params, const std::string& search,
                            std::initializer_list<const char*> columns);

// ORDER BY from the API's sort keys (kebab-case, '-' for descending; docs/architecture.md §3) through a
// whitelist of key -> columns ("e.last_name, e.first_name"); an unknown key is
// INVALID_ARGUMENT. `tie_breaker` ends every order so paging is stable.
absl::StatusOr<std::string> OrderBy(const std::vector<std::string>& sort,
                                    const std::map<std::string, std::string>& whitelist,
                                    const std::string& default_order, const std::string& tie_breaker);

}  // namespace kadry
