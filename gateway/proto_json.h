#pragma once

#include <string>

namespace google::protobuf {
class Descriptor;
class Message;
}  // namespace google::protobuf

namespace kadry::gateway {

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

// Appends the message's JSON to `out`. Only for types CanWriteJson accepts.
void WriteJson(const google::protobuf::Message& message, std::string& out);

}  // namespace kadry::gateway
