#include "services/common/paging.h"

#include <algorithm>

namespace kadry {

PageWindow PageOf(int page, int page_size, bool all) {
  if (all) return PageWindow{1, kMaxPageSize};
  return PageWindow{std::max(page, 1), page_size <= 0 ? kDefaultPageSize : std::min(page_size, kMaxPageSize)};
}

}  // namespace kadry
