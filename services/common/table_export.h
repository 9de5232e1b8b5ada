#pragma once

// A table as a file for a spreadsheet (docs/decisions/0004-report-export.md), shared by every
// service's export: CSV (UTF-8 with a BOM, semicolons, CRLF: what Excel in a Polish locale
// opens; a formula-injection guard on text) or XLSX (libxlsxwriter in constant-memory mode to
// a temporary file, sent by Finish() and removed), handed to a sink in 64 KiB chunks. What a
// row means is the service's; this file knows only cells.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/time/civil_time.h"

namespace kadry {

enum class ExportFormat { kCsv, kXlsx };

// "" or "csv" -> CSV, "xlsx" -> XLSX, anything else INVALID_ARGUMENT.
absl::StatusOr<ExportFormat> ParseExportFormat(absl::string_view format);
absl::string_view ExportContentType(ExportFormat format);
// ".csv" or ".xlsx".
absl::string_view ExportExtension(ExportFormat format);

// Receives the file's bytes as they are produced.
using ExportSink = std::function<absl::Status(absl::string_view bytes)>;

// One CSV cell, quoted whatever it holds, so that a spreadsheet splitting on commas or tabs
// instead of semicolons still reads it as one cell. Text that a spreadsheet would run as a
// formula (=, +, -, @, tab or CR first) gets an apostrophe before it, and so does each such
// character right after a comma, semicolon, tab, line break or bar inside the text: a reader
// that splits the text there cannot start a cell with a formula either. Empty stays empty.
std::string CsvCell(absl::string_view text, bool is_text = true);

// One cell of a row. Money is whole grosze, shown in złoty with two decimals (a number in
// XLSX, "1234,56" in CSV: the Polish decimal comma of the semicolon dialect).
struct ExportCell {
  enum class Kind { kEmpty, kText, kInteger, kMoney, kDate, kDateTime };
  Kind kind = Kind::kEmpty;
  std::string text;
  int64_t integer = 0;     // kInteger, kMoney (grosze)
  absl::CivilSecond when;  // kDate, kDateTime: the wall clock in Poland

  static ExportCell Empty() { return {}; }
  static ExportCell Text(absl::string_view text) { return {Kind::kText, std::string(text), 0, {}}; }
  static ExportCell Integer(int64_t value) { return {Kind::kInteger, "", value, {}}; }
  static ExportCell Money(int64_t grosze) { return {Kind::kMoney, "", grosze, {}}; }
  static ExportCell Date(absl::CivilDay day) { return {Kind::kDate, "", 0, absl::CivilSecond(day)}; }
  static ExportCell DateTime(absl::CivilSecond local) { return {Kind::kDateTime, "", 0, local}; }
};

struct ExportColumn {
  std::string header;
  double width = 16;  // XLSX column width in characters
};

// Writes one row at a time; Finish() sends what is left (all of it, for XLSX).
class TableFileWriter {
 public:
  virtual ~TableFileWriter() = default;
  virtual absl::Status Add(const std::vector<ExportCell>& row) = 0;
  virtual absl::Status Finish() = 0;
};

// A writer of `columns` (the header row; XLSX: bold, frozen, with an autofilter, in a sheet
// named `sheet`).
absl::StatusOr<std::unique_ptr<TableFileWriter>> NewTableFileWriter(ExportFormat format, const std::string& sheet,
                                                                    std::vector<ExportColumn> columns, ExportSink sink);

// A table of records of one kind: `cells` maps a record to its row (the service's only part).
template <typename Record>
class RecordFileWriter final {
 public:
  using Cells = std::function<std::vector<ExportCell>(const Record&)>;
  RecordFileWriter(std::unique_ptr<TableFileWriter> table, Cells cells)
      : table_(std::move(table)), cells_(std::move(cells)) {}
  absl::Status Add(const Record& record) { return table_->Add(cells_(record)); }
  absl::Status Finish() { return table_->Finish(); }

 private:
  std::unique_ptr<TableFileWriter> table_;
  Cells cells_;
};

}  // namespace kadry
