#include "services/common/sql_list.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "services/common/paging.h"
#include "services/common/problem.h"

namespace kadry {

std::string IntArrayParam(const std::vector<int>& values) { return absl::StrCat("{", absl::StrJoin(values, ","), "}"); }

std::string AddParam(std::vector<PgParam>& params, std::string value) {
  params.emplace_back(std::move(value));
  return absl::StrCat("$", params.size());
}

absl::StatusOr<std::string> OrderBy(const std::vector<std::string>& sort,
                                    const std::map<std::string, std::string>& whitelist,
                                    const std::string& default_order, const std::string& tie_breaker) {
  if (auto limits = CheckSortKeys(sort); !limits.ok()) return limits;
  std::vector<std::string> parts;
  for (const std::string& key : sort) {
    const bool descending = !key.empty() && key[0] == '-';
    const std::string name = descending ? key.substr(1) : key;
    auto it = whitelist.find(name);
    if (it == whitelist.end())
      return InvalidFields(
          {{"sort", "field.sort-unknown", absl::StrCat("cannot sort by '", name, "'"), {{"key", name}}}});
    for (absl::string_view column : absl::StrSplit(it->second, ", ")) {
      parts.push_back(absl::StrCat(column, descending ? " DESC" : ""));
    }
  }
  if (parts.empty() && !default_order.empty()) parts.push_back(default_order);
  parts.push_back(tie_breaker);
  return absl::StrJoin(parts, ", ");
}

std::string SearchCondition(std::vector<PgParam>& params, const std::string& search,
                            std::initializer_list<const char*> columns) {
  if (search.empty()) return "";
  std::string literal;
  for (char c : search) {
    if (c == '%' || c == '_' || c == '\\') literal += '\\';
    literal += c;
  }
  const std::string p = AddParam(params, absl::StrCat("%", literal, "%"));
  std::string condition = " AND (";
  for (const char* column : columns) {
    absl::StrAppend(&condition, condition.size() > 6 ? " OR " : "", column, " ILIKE ", p);
  }
  return condition + ")";
}

}  // namespace kadry
