#pragma once

#include <optional>
#include <string_view>

#include "gateway/problem.h"
#include "gateway/transcoding.h"

namespace google::protobuf {
class Message;
}

namespace kadry::gateway {

// Limits on what one request may make the services do, checked before any backend call:
// a 4 MB search string once kept PostgreSQL busy for 17 s after the caller had gone.
inline constexpr size_t kMaxQueryStringBytes = 8 * 1024;
inline constexpr size_t kMaxSearchChars = 200;
// Free text (comments, purposes, names); the services' own rules are stricter.
inline constexpr size_t kMaxTextChars = 10000;
inline constexpr size_t kMaxIdempotencyKeyChars = 64;
// Items of any list in a request (ids to filter by, household members, sort keys: the services'
// own limits are stricter); a page of a list is at most as long (services/common/paging.h).
inline constexpr int kMaxListItems = 1000;

// 414 when the raw query string is too long, 400 when a `search` value is; else nullopt.
std::optional<Problem> CheckQuery(std::string_view raw_query, const QueryParams& query);

// 400 when a `search` field or any other text field of the decoded request is too long, or a
// list has more than kMaxListItems items.
// google.protobuf.Struct values (saved UI presets) are the identity service's to bound.
std::optional<Problem> CheckMessageText(const google::protobuf::Message& message);

// An Idempotency-Key is 1 to 64 of [A-Za-z0-9_-] (it travels in gRPC metadata, which
// refuses control characters): 400 otherwise. An empty header means no key.
std::optional<Problem> CheckIdempotencyKey(std::string_view key);

}  // namespace kadry::gateway
