#pragma once

// The one paging rule of every collection (docs/architecture.md §3): each list request embeds a
// kadry.common.v1.PageRequest as `paging`. `page` from 1 (default 1), `page-size` default 10;
// all rows (all = true, over HTTP `page-size=all`) and any larger size are capped at
// kMaxPageSize rows, so no list call can ask PostgreSQL for an unbounded page.
#include <cstdint>
#include <string>

#include "absl/status/status.h"

namespace kadry {

inline constexpr int kDefaultPageSize = 10;
inline constexpr int kMaxPageSize = 1000;
// A list is sorted by at most this many keys of at most this many characters: every screen
// sorts by one or two, and a request of a million keys once cost seconds of CPU to refuse.
inline constexpr int kMaxSortKeys = 8;
inline constexpr size_t kMaxSortKeyChars = 64;

struct PageWindow {
  int page = 1;
  int size = kDefaultPageSize;
  int64_t Offset() const { return static_cast<int64_t>(page - 1) * size; }
};

// The window of a PageRequest's `page`, `page_size` and `all`.
PageWindow PageOf(int page, int page_size, bool all = false);

// The window of a list request's PageRequest (its `paging` field), or of a PageRequest itself.
// A template so that this library needs no generated code.
template <typename Message>
PageWindow PageOf(const Message& m) {
  if constexpr (requires { m.paging(); }) {
    return PageOf(m.paging());
  } else {
    return PageOf(m.page(), m.page_size(), m.all());
  }
}

// The PageResponse of a list that answers every row at once (holidays, request types, a
// calendar): their count.
template <typename List>
void CountWholeList(List* list) {
  list->mutable_paging()->set_total(list->data_size());
}

// Every list request carries sort keys and a search; a list that is in one fixed order, or not
// searched, refuses them (INVALID_ARGUMENT naming `sort` or `search`) rather than answer as if
// they had been applied.
absl::Status CheckUnsorted(int sort_keys);
absl::Status CheckUnsearched(const std::string& search);

// INVALID_ARGUMENT (field `sort`) past kMaxSortKeys keys or kMaxSortKeyChars characters in a key.
absl::Status CheckSortKeyCount(int64_t keys, size_t longest_key);
template <typename Keys>
absl::Status CheckSortKeys(const Keys& sort) {
  size_t longest = 0;
  int64_t count = 0;
  for (const std::string& key : sort) {
    longest = key.size() > longest ? key.size() : longest;
    if (++count > kMaxSortKeys) break;
  }
  return CheckSortKeyCount(count, longest);
}

}  // namespace kadry
