#pragma once

#include <functional>
#include <memory>
#include <string>
#include "absl/strings/string_view.h"

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "services/absences/store/request_store.h"

namespace kadry::absences {

// The requests report as a file (docs/decisions/0004-report-export.md): the list's
// columns with headers and names in the reader's language (pl, en, uk; others English).
enum class ExportFormat { kCsv, kXlsx };

absl::StatusOr<ExportFormat> ParseExportFormat(absl::string_view format);
// "raport-wnioskow-2026-11-23.csv" in the language.
std::string ExportFileName(ExportFormat format, absl::string_view lang, absl::string_view today);
absl::string_view ExportContentType(ExportFormat format);

// Receives the file's bytes as they are produced.
using ExportSink = std::function<absl::Status(absl::string_view bytes)>;

// Writes one row at a time. CSV goes to the sink at once (UTF-8 with a BOM, semicolons,
// CRLF: what Excel in a Polish locale opens). XLSX is written by libxlsxwriter in its
// constant-memory mode to a temporary file, sent by Finish() and removed.
class ReportFileWriter {
 public:
  virtual ~ReportFileWriter() = default;
  virtual absl::Status Add(const RequestRecord& row) = 0;
  virtual absl::Status Finish() = 0;
};

absl::StatusOr<std::unique_ptr<ReportFileWriter>> NewReportFileWriter(ExportFormat format,
                                                                      absl::string_view lang,
                                                                      ExportSink sink);

// One CSV cell: quoted when it holds a separator, quote or line break; text that a
// spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
std::string CsvCell(absl::string_view text, bool is_text = true);

}  // namespace kadry::absences
