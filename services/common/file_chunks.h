#pragma once

// A file sent as a server stream of kadry.common.v1.FileChunk (docs/decisions/0004-report-
// export.md): the first chunk names the file and its media type, every chunk carries bytes
// as the writer produces them. A template on the chunk type, so services/common needs no
// generated code.
#include <grpcpp/server_context.h>

#include <memory>
#include <string>

#include "services/common/rpc.h"
#include "services/common/table_export.h"

namespace kadry {

template <typename Chunk>
ExportSink FileChunkSink(grpc::ServerContextBase* context, StreamWriter<Chunk>& writer, std::string file_name,
                         std::string content_type) {
  auto first = std::make_shared<bool>(true);
  return [=, &writer](absl::string_view bytes) -> absl::Status {
    Chunk chunk;
    if (*first) {
      chunk.set_file_name(file_name);
      chunk.set_content_type(content_type);
      *first = false;
    }
    chunk.set_data(std::string(bytes));
    if (context->IsCancelled() || !writer.Write(chunk)) return absl::CancelledError("the download was interrupted");
    return absl::OkStatus();
  };
}

}  // namespace kadry
