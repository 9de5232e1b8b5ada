#pragma once

#include <string>

namespace google::protobuf {
class Descriptor;
class FieldDescriptor;
class Message;
}  // namespace google::protobuf

namespace kadry::gateway {

// The paging of every list is flat over HTTP (docs/architecture.md §3): a field of type
// kadry.common.v1.PageRequest or PageResponse stands for its members, which the query, the
// JSON body and the answer carry beside the list's own fields (`page`, `pageSize`, `sort`,
// `search`; `total`, `totalCapped`). Transcoding, the JSON writer and the OpenAPI document
// all ask these three functions, so the rule is the message type's, not a route's.
bool IsInlined(const google::protobuf::FieldDescriptor& field);

// PageRequest.all has no name of its own over HTTP: it is asked for as `page-size=all`
// (JSON body: "pageSize": "all"), the one way to ask for every row.
bool IsAllRowsFlag(const google::protobuf::FieldDescriptor& field);
// PageRequest.page_size, which also takes kAllRows.
bool TakesAllRows(const google::protobuf::FieldDescriptor& field);
inline constexpr char kAllRows[] = "all";

// The proto3 JSON of a response, as protobuf's MessageToJsonString prints it with
// always_print_primitive_fields and lowerCamelCase names, but written in one pass over the
// parsed message by reflection. protobuf 3.21 prints through its generic converter instead
// (serialize again, resolve every type, build a tree of default values, then write it),
// which was a quarter of the gateway's CPU per list request (bench/README.md).
//
// Only message types built from what the services answer with are written here: proto3
// scalars, strings, nested messages and repeated fields of them. A type with a map, a
// oneof (so also proto3 `optional`), bytes, a group or a google.protobuf.* message answers
// false to CanWriteJson and goes through protobuf's own printer.
bool CanWriteJson(const google::protobuf::Descriptor& type);

// Appends the message's JSON to `out`, inlined fields as their members. Only for types
// CanWriteJson accepts.
void WriteJson(const google::protobuf::Message& message, std::string& out);

// Appends the members of `message` without the braces ("a":1,"b":2), after a comma unless
// `first`; `first` ends false when any was written.
void WriteJsonMembers(const google::protobuf::Message& message, std::string& out, bool& first);

}  // namespace kadry::gateway
