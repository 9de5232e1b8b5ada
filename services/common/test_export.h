#pragma once

// For export tests: the file a table or report writer makes of one row.
#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "gtest/gtest.h"
#include "services/common/table_export.h"

namespace kadry {

// The bytes that the writer `open(sink)` returns (a StatusOr of a writer with Add and Finish)
// sends for the one `row`; opening, adding and finishing are each expected to succeed.
template <typename Open, typename Row>
std::string ExportedFileOf(Open open, const Row& row) {
  std::string out;
  auto writer = open([&out](absl::string_view bytes) {
    out.append(bytes.data(), bytes.size());
    return absl::OkStatus();
  });
  EXPECT_TRUE(writer.ok());
  EXPECT_TRUE((*writer)->Add(row).ok());
  EXPECT_TRUE((*writer)->Finish().ok());
  return out;
}

}  // namespace kadry
