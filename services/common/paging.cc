#include "services/common/paging.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "services/common/rpc.h"

namespace kadry {

PageWindow PageOf(int page, int page_size, bool all) {
  if (all) return PageWindow{1, kMaxPageSize};
  return PageWindow{std::max(page, 1), page_size <= 0 ? kDefaultPageSize : std::min(page_size, kMaxPageSize)};
}

absl::Status CheckUnsorted(int sort_keys) {
  if (sort_keys == 0) return absl::OkStatus();
  return InvalidFields({{"sort", "field.sort-none", "this list has one order and takes no sort keys"}});
}

absl::Status CheckUnsearched(const std::string& search) {
  if (search.empty()) return absl::OkStatus();
  return InvalidFields({{"search", "field.search-none", "this list is not searched"}});
}

absl::Status CheckSortKeyCount(int64_t keys, size_t longest_key) {
  if (keys <= kMaxSortKeys && longest_key <= kMaxSortKeyChars) return absl::OkStatus();
  return InvalidFields(
      {{"sort",
        "field.sort-keys",
        absl::StrCat("at most ", kMaxSortKeys, " sort keys of at most ", kMaxSortKeyChars, " characters"),
        {{"max", kMaxSortKeys}, {"maxChars", static_cast<int64_t>(kMaxSortKeyChars)}}}});
}

}  // namespace kadry
