#pragma once

// Sorting and paging rows a service computes itself (docs/architecture.md §3): the request's
// sort keys through a whitelist, as ORDER BY does for the rows PostgreSQL pages, then the
// window of the request's PageRequest, by the same rule (PageOf) as the SQL lists.
#include <google/protobuf/repeated_ptr_field.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "services/common/paging.h"
#include "services/common/rpc.h"

namespace kadry {

// Whether `a` sorts before `b` by one key, ascending.
template <typename Row>
using RowLess = std::function<bool(const Row&, const Row&)>;

// Sorts `rows` by `sort` (kebab-case keys of `keys`, '-' for descending), then by the
// `tie_breakers` (keys of `keys`, ascending) so pages are stable. An unknown key, or more
// keys than CheckSortKeys allows, is INVALID_ARGUMENT naming `sort` with `allowed`.
template <typename Row, typename Keys>
absl::Status SortRows(const Keys& sort, const std::map<std::string, RowLess<Row>>& keys,
                      const std::vector<std::string>& tie_breakers, const std::string& allowed,
                      std::vector<Row>& rows) {
  RETURN_IF_ERROR(CheckSortKeys(sort));
  std::vector<std::pair<const RowLess<Row>*, bool>> order;
  for (const std::string& key : sort) {
    const bool descending = !key.empty() && key[0] == '-';
    auto it = keys.find(descending ? key.substr(1) : key);
    if (it == keys.end()) return InvalidFields({{"sort", "field.sort-unknown", allowed, {{"key", key}}}});
    order.emplace_back(&it->second, descending);
  }
  for (const std::string& key : tie_breakers) order.emplace_back(&keys.at(key), false);
  std::stable_sort(rows.begin(), rows.end(), [&](const Row& a, const Row& b) {
    for (const auto& [less, descending] : order) {
      if ((*less)(a, b)) return !descending;
      if ((*less)(b, a)) return descending;
    }
    return false;
  });
  return absl::OkStatus();
}

// The rows of `window` moved into `out`.
template <typename Row>
void PageInto(std::vector<Row>& rows, const PageWindow& window, google::protobuf::RepeatedPtrField<Row>* out) {
  const int64_t end = std::min<int64_t>(static_cast<int64_t>(rows.size()), window.Offset() + window.size);
  for (int64_t i = window.Offset(); i < end; ++i) *out->Add() = std::move(rows[static_cast<size_t>(i)]);
}

// Rows already in order as a list's page: the count of all of them into the list's
// PageResponse, the window of the request's PageRequest into its data.
template <typename Row, typename Request, typename List>
void PageRows(std::vector<Row>& rows, const Request& request, List* list) {
  list->mutable_paging()->set_total(static_cast<int32_t>(rows.size()));
  PageInto(rows, PageOf(request), list->mutable_data());
}

// The one in-memory pager of computed rows: sorted by the request's sort keys through `keys`
// (SortRows), then paged into `list` (PageRows).
template <typename Row, typename Request, typename List>
absl::Status SortAndPage(const Request& request, const std::map<std::string, RowLess<Row>>& keys,
                         const std::vector<std::string>& tie_breakers, const std::string& allowed,
                         std::vector<Row>& rows, List* list) {
  RETURN_IF_ERROR(SortRows(request.paging().sort(), keys, tie_breakers, allowed, rows));
  PageRows(rows, request, list);
  return absl::OkStatus();
}

}  // namespace kadry
