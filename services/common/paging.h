#pragma once

// The one paging rule of every collection (docs/architecture.md §3): `page` from 1 (default
// 1), `page-size` default 10, `page-size=all` (all = true) and any larger size are capped at
// kMaxPageSize rows, so no list call can ask PostgreSQL for an unbounded page.
#include <cstdint>

namespace kadry {

inline constexpr int kDefaultPageSize = 10;
inline constexpr int kMaxPageSize = 1000;

struct PageWindow {
  int page = 1;
  int size = kDefaultPageSize;
  int64_t Offset() const { return static_cast<int64_t>(page - 1) * size; }
};

// The window of a request's `page`, `page_size` and `all` fields.
PageWindow PageOf(int page, int page_size, bool all = false);

// PageOf for any message with page, page_size (and all, when it has one).
template <typename Message>
PageWindow PageOf(const Message& m) {
  if constexpr (requires { m.all(); }) {
    return PageOf(m.page(), m.page_size(), m.all());
  } else {
    return PageOf(m.page(), m.page_size());
  }
}

}  // namespace kadry
