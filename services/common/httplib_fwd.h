#pragma once

// cpp-httplib's types by name only: a header that includes httplib.h costs every file
// that includes it 5-8 s of compiling (docs/toolchain.md), so headers declare, sources include.
namespace httplib {
class Server;
struct Request;
struct Response;
}  // namespace httplib
