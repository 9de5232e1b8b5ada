#include "services/common/table_export.h"

#include <stdlib.h>
#include <unistd.h>
#include <xlsxwriter.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_replace.h"
#include "services/common/problem.h"
#include "services/common/warsaw_time.h"

namespace kadry {
namespace {

constexpr size_t kChunkBytes = 64 * 1024;

// "1234,56" / "-0,05" of grosze.
std::string CsvMoney(int64_t grosze) {
  const bool negative = grosze < 0;
  const uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(grosze) : static_cast<uint64_t>(grosze);
  return absl::StrFormat("%s%d,%02d", negative ? "-" : "", magnitude / 100, magnitude % 100);
}

class CsvWriter final : public TableFileWriter {
 public:
  CsvWriter(const std::vector<ExportColumn>& columns, ExportSink sink) : sink_(std::move(sink)) {
    buffer_ = "\xEF\xBB\xBF";
    for (size_t c = 0; c < columns.size(); ++c) absl::StrAppend(&buffer_, c ? ";" : "", CsvCell(columns[c].header));
    buffer_ += "\r\n";
  }

  absl::Status Add(const std::vector<ExportCell>& row) override {
    for (size_t c = 0; c < row.size(); ++c) {
      if (c) buffer_ += ';';
      const ExportCell& cell = row[c];
      switch (cell.kind) {
        case ExportCell::Kind::kEmpty: break;
        case ExportCell::Kind::kText: buffer_ += CsvCell(cell.text); break;
        case ExportCell::Kind::kInteger: buffer_ += CsvCell(absl::StrCat(cell.integer), false); break;
        case ExportCell::Kind::kMoney: buffer_ += CsvCell(CsvMoney(cell.integer), false); break;
        case ExportCell::Kind::kDate: buffer_ += CsvCell(FormatDate(absl::CivilDay(cell.when)), false); break;
        // "2026-11-23 08:05": what a spreadsheet recognises as a date and time.
        case ExportCell::Kind::kDateTime:
          buffer_ += CsvCell(absl::StrFormat("%04d-%02d-%02d %02d:%02d", cell.when.year(), cell.when.month(),
                                             cell.when.day(), cell.when.hour(), cell.when.minute()),
                             false);
          break;
      }
    }
    buffer_ += "\r\n";
    if (buffer_.size() >= kChunkBytes) return Flush();
    return absl::OkStatus();
  }

  absl::Status Finish() override { return Flush(); }

 private:
  absl::Status Flush() {
    if (buffer_.empty()) return absl::OkStatus();
    absl::Status s = sink_(buffer_);
    buffer_.clear();
    return s;
  }

  ExportSink sink_;
  std::string buffer_;
};

class XlsxWriter final : public TableFileWriter {
 public:
  XlsxWriter(std::vector<ExportColumn> columns, ExportSink sink, std::string path)
      : columns_(std::move(columns)), sink_(std::move(sink)), path_(std::move(path)) {}

  ~XlsxWriter() override {
    if (workbook_ != nullptr) workbook_close(workbook_);
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }

  absl::Status Open(const std::string& sheet) {
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;  // rows go to a temporary file as they are written
    workbook_ = workbook_new_opt(path_.c_str(), &options);
    if (workbook_ == nullptr) return absl::InternalError("cannot create the workbook");
    sheet_ = workbook_add_worksheet(workbook_, sheet.c_str());
    bold_ = workbook_add_format(workbook_);
    format_set_bold(bold_);
    date_ = workbook_add_format(workbook_);
    format_set_num_format(date_, "yyyy-mm-dd");
    date_time_ = workbook_add_format(workbook_);
    format_set_num_format(date_time_, "yyyy-mm-dd hh:mm");
    money_ = workbook_add_format(workbook_);
    format_set_num_format(money_, "#,##0.00");
    for (size_t c = 0; c < columns_.size(); ++c) {
      worksheet_set_column(sheet_, c, c, columns_[c].width, nullptr);
    }
    worksheet_freeze_panes(sheet_, 1, 0);
    for (size_t c = 0; c < columns_.size(); ++c) {
      worksheet_write_string(sheet_, 0, c, columns_[c].header.c_str(), bold_);
    }
    return absl::OkStatus();
  }

  absl::Status Add(const std::vector<ExportCell>& row) override {
    if (row_ + 1 >= LXW_ROW_MAX)
      return Refusal(absl::StatusCode::kOutOfRange, "export.too-many-rows",
                     "too many rows for one XLSX sheet; narrow the filter", {{"max", LXW_ROW_MAX - 1}});
    ++row_;
    for (size_t c = 0; c < row.size(); ++c) {
      const ExportCell& cell = row[c];
      switch (cell.kind) {
        case ExportCell::Kind::kEmpty: break;
        case ExportCell::Kind::kText:
          if (!cell.text.empty()) worksheet_write_string(sheet_, row_, c, cell.text.c_str(), nullptr);
          break;
        case ExportCell::Kind::kInteger:
          worksheet_write_number(sheet_, row_, c, static_cast<double>(cell.integer), nullptr);
          break;
        case ExportCell::Kind::kMoney:
          worksheet_write_number(sheet_, row_, c, static_cast<double>(cell.integer) / 100.0, money_);
          break;
        case ExportCell::Kind::kDate:
        case ExportCell::Kind::kDateTime: {
          lxw_datetime dt{static_cast<int>(cell.when.year()),
                          cell.when.month(),
                          cell.when.day(),
                          cell.when.hour(),
                          cell.when.minute(),
                          static_cast<double>(cell.when.second())};
          worksheet_write_datetime(sheet_, row_, c, &dt, cell.kind == ExportCell::Kind::kDate ? date_ : date_time_);
          break;
        }
      }
    }
    return absl::OkStatus();
  }

  absl::Status Finish() override {
    if (!columns_.empty()) worksheet_autofilter(sheet_, 0, 0, row_, columns_.size() - 1);
    const lxw_error closed = workbook_close(workbook_);
    workbook_ = nullptr;
    if (closed != LXW_NO_ERROR) return absl::InternalError(absl::StrCat("xlsx: ", lxw_strerror(closed)));
    std::ifstream in(path_, std::ios::binary);
    if (!in) return absl::InternalError("cannot read the workbook back");
    std::string chunk(kChunkBytes, '\0');
    while (in) {
      in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
      const std::streamsize got = in.gcount();
      if (got <= 0) break;
      if (auto s = sink_(absl::string_view(chunk.data(), static_cast<size_t>(got))); !s.ok()) return s;
    }
    return absl::OkStatus();
  }

 private:
  const std::vector<ExportColumn> columns_;
  ExportSink sink_;
  const std::string path_;
  lxw_workbook* workbook_ = nullptr;
  lxw_worksheet* sheet_ = nullptr;
  lxw_format* bold_ = nullptr;
  lxw_format* date_ = nullptr;
  lxw_format* date_time_ = nullptr;
  lxw_format* money_ = nullptr;
  lxw_row_t row_ = 0;
};

}  // namespace

absl::StatusOr<ExportFormat> ParseExportFormat(absl::string_view format) {
  if (format.empty() || format == "csv") return ExportFormat::kCsv;
  if (format == "xlsx") return ExportFormat::kXlsx;
  return InvalidFields({{"format", "field.one-of", "format must be csv or xlsx", {{"allowed", "csv, xlsx"}}}});
}

absl::string_view ExportContentType(ExportFormat format) {
  return format == ExportFormat::kCsv ? "text/csv; charset=utf-8"
                                      : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
}

absl::string_view ExportExtension(ExportFormat format) { return format == ExportFormat::kCsv ? ".csv" : ".xlsx"; }

namespace {
// A spreadsheet runs a cell that starts with one of these as a formula.
bool StartsFormula(char c) { return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r'; }
// Where a spreadsheet that splits on another separator than ours (a comma, a tab) or reads
// the quotes its own way may start a new cell inside a text.
bool MayStartCell(char c) { return c == ',' || c == ';' || c == '\t' || c == '\r' || c == '\n' || c == '|'; }
}  // namespace

std::string CsvCell(absl::string_view text, bool is_text) {
  if (text.empty()) return "";
  std::string cell = "\"";
  for (size_t i = 0; i < text.size(); ++i) {
    if (is_text && StartsFormula(text[i]) && (i == 0 || MayStartCell(text[i - 1]))) cell += '\'';
    cell += text[i];
    if (text[i] == '"') cell += '"';
  }
  cell += '"';
  return cell;
}

absl::StatusOr<std::unique_ptr<TableFileWriter>> NewTableFileWriter(ExportFormat format, const std::string& sheet,
                                                                    std::vector<ExportColumn> columns,
                                                                    ExportSink sink) {
  if (format == ExportFormat::kCsv) return std::make_unique<CsvWriter>(columns, std::move(sink));
  std::string path = (std::filesystem::temp_directory_path() / "kadry-export-XXXXXX").string();
  const int fd = mkstemp(path.data());
  if (fd < 0) return absl::InternalError("cannot create a temporary file for the workbook");
  ::close(fd);
  auto writer = std::make_unique<XlsxWriter>(std::move(columns), std::move(sink), path);
  if (auto s = writer->Open(sheet); !s.ok()) return s;
  return writer;
}

}  // namespace kadry
