#include "services/absences/report_export.h"

#include <stdlib.h>
#include <unistd.h>
#include <xlsxwriter.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/request_types.h"
#include "services/common/warsaw_time.h"

namespace kadry {
// The web's translations by language code (kadry_embed_texts in CMakeLists.txt).
const std::map<std::string, std::string>& WebLocales();
}  // namespace kadry

namespace kadry::absences {
namespace {

constexpr size_t kChunkBytes = 64 * 1024;

enum Column {
  kNumber, kSubmitted, kApplicant, kSapNumber, kType, kFrom, kTo, kWorkingDays, kHours, kStatus,
  kStatusDate, kSupervisor, kComment, kRemarks, kProcessing, kColumnCount
};

// Headers and names of one language, read from the web's translations (web/src/shared/i18n/
// locales/*.json, compiled in), so the file says exactly what the report page says.
struct Labels {
  std::string file_name;
  std::string sheet;
  std::array<std::string, kColumnCount> headers;
  std::map<int, std::string> statuses;         // by status id
  std::map<int, std::string> processing;       // by processing status id
  std::map<std::string, std::string> types;    // by type code
  std::string needs_verification;              // with {{date}}
  std::string handled_by_hr;                   // with {{name}}
};

// The text at `path` ("requests.columns.status") in `lang`, else in English, else "".
std::string Text(const nlohmann::json& lang, const nlohmann::json& english, const std::string& path) {
  for (const nlohmann::json* texts : {&lang, &english}) {
    const nlohmann::json* at = texts;
    for (absl::string_view key : absl::StrSplit(path, '.')) {
      if (!at->is_object()) break;
      auto it = at->find(std::string(key));
      at = it == at->end() ? nullptr : &*it;
      if (at == nullptr) break;
    }
    if (at != nullptr && at->is_string()) return at->get<std::string>();
  }
  return "";
}

Labels LoadLabels(const std::string& code) {
  const auto& locales = WebLocales();
  auto parse = [&](const std::string& c) {
    auto it = locales.find(c);
    return it == locales.end() ? nlohmann::json::object() : nlohmann::json::parse(it->second, nullptr, false);
  };
  const nlohmann::json english = parse("en");
  const nlohmann::json lang = parse(code);
  auto text = [&](const std::string& path) { return Text(lang, english, path); };
  static constexpr const char* kHeaderKeys[kColumnCount] = {
      "requestNo", "submittedDate", "applicant", "sapNumber", "requestType", "fromDate", "toDate", "workingDays",
      "hours", "status", "statusDate", "supervisor", "comment", "remarks", "processing"};
  Labels l;
  l.file_name = text("requests.export.fileName");
  l.sheet = text("requests.export.sheetName");
  for (int c = 0; c < kColumnCount; ++c) l.headers[c] = text(absl::StrCat("requests.columns.", kHeaderKeys[c]));
  for (int id = 1; id <= 5; ++id) l.statuses[id] = text(absl::StrCat("requests.status.", id));
  for (int id = 1; id <= 3; ++id) l.processing[id] = text(absl::StrCat("requests.processing.", id));
  for (const RequestTypeInfo& t : RequestTypes()) l.types[t.code] = text(absl::StrCat("requests.types.", t.code));
  l.needs_verification = text("requests.manualVerification");
  l.handled_by_hr = text("requests.handledByHrTooltip");
  return l;
}

// The reader's language among the web's (pl when none is given, English when unknown).
const Labels& LabelsOf(absl::string_view lang) {
  static const auto* const kByLanguage = [] {
    auto* all = new std::map<std::string, Labels>();
    for (const auto& [code, text] : WebLocales()) (*all)[code] = LoadLabels(code);
    return all;
  }();
  std::string code = lang.empty() ? "pl" : lang == "ua" ? "uk" : std::string(lang);
  auto it = kByLanguage->find(code);
  return it != kByLanguage->end() ? it->second : kByLanguage->at("en");
}

absl::string_view TypeName(const Labels& l, const RequestRecord& r) {
  const RequestTypeInfo* t = FindRequestType(r.request_type_id);
  if (t == nullptr) return "";
  auto it = l.types.find(t->code);
  return it == l.types.end() || it->second.empty() ? absl::string_view(t->name) : absl::string_view(it->second);
}

absl::string_view Pick(const std::map<int, std::string>& names, int id) {
  auto it = names.find(id);
  return it == names.end() ? absl::string_view() : absl::string_view(it->second);
}

std::string Remarks(const Labels& l, const RequestRecord& r) {
  std::string out;
  if (r.requires_manual_verification) {
    const std::string deadline = r.manual_verification_deadline ? FormatDate(*r.manual_verification_deadline) : "";
    absl::StrAppend(&out, absl::StrReplaceAll(l.needs_verification, {{"{{date}}", deadline}}));
  }
  if (r.handled_by_hr) {
    absl::StrAppend(&out, out.empty() ? "" : "; ",
                    absl::StrReplaceAll(l.handled_by_hr, {{"{{name}}", r.handled_by_hr_full_name}}));
  }
  return out;
}

// What a spreadsheet shows: the time on the clock in Poland, no offset.
absl::CivilSecond WarsawClock(absl::Time t) { return absl::ToCivilSecond(t, WarsawZone()); }

// "2026-11-23 08:05" for CSV: what a spreadsheet recognises as a date and time.
std::string LocalDateTime(absl::Time t) { return absl::FormatTime("%Y-%m-%d %H:%M", t, WarsawZone()); }

class CsvWriter final : public ReportFileWriter {
 public:
  CsvWriter(const Labels& labels, ExportSink sink) : labels_(labels), sink_(std::move(sink)) {
    buffer_ = "\xEF\xBB\xBF";
    for (int c = 0; c < kColumnCount; ++c) absl::StrAppend(&buffer_, c ? ";" : "", CsvCell(labels_.headers[c]));
    buffer_ += "\r\n";
  }

  absl::Status Add(const RequestRecord& r) override {
    const std::string cells[kColumnCount] = {
        CsvCell(r.request_no),
        LocalDateTime(r.submitted_at),
        CsvCell(r.applicant_full_name),
        CsvCell(r.applicant_sap_number),
        CsvCell(TypeName(labels_, r)),
        FormatDate(r.from),
        FormatDate(r.to),
        r.hours ? "" : std::to_string(r.number_of_working_days),
        r.hours ? std::to_string(r.hours) : "",
        CsvCell(Pick(labels_.statuses, r.status_id)),
        LocalDateTime(r.status_changed_at),
        CsvCell(r.supervisor_full_name),
        CsvCell(r.comment),
        CsvCell(Remarks(labels_, r)),
        CsvCell(Pick(labels_.processing, r.processing_status_id)),
    };
    for (int c = 0; c < kColumnCount; ++c) absl::StrAppend(&buffer_, c ? ";" : "", cells[c]);
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

  const Labels& labels_;
  ExportSink sink_;
  std::string buffer_;
};

class XlsxWriter final : public ReportFileWriter {
 public:
  XlsxWriter(const Labels& labels, ExportSink sink, std::string path)
      : labels_(labels), sink_(std::move(sink)), path_(std::move(path)) {}

  ~XlsxWriter() override {
    if (workbook_ != nullptr) workbook_close(workbook_);
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }

  absl::Status Open() {
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;  // rows go to a temporary file as they are written
    workbook_ = workbook_new_opt(path_.c_str(), &options);
    if (workbook_ == nullptr) return absl::InternalError("cannot create the workbook");
    sheet_ = workbook_add_worksheet(workbook_, labels_.sheet.c_str());
    bold_ = workbook_add_format(workbook_);
    format_set_bold(bold_);
    date_ = workbook_add_format(workbook_);
    format_set_num_format(date_, "yyyy-mm-dd");
    date_time_ = workbook_add_format(workbook_);
    format_set_num_format(date_time_, "yyyy-mm-dd hh:mm");
    static constexpr double kWidths[kColumnCount] = {16, 17, 28, 12, 28, 11, 11, 12, 9, 22, 17, 28, 36, 30, 18};
    for (int c = 0; c < kColumnCount; ++c) {
      lxw_format* f = c == kFrom || c == kTo ? date_ : c == kSubmitted || c == kStatusDate ? date_time_ : nullptr;
      worksheet_set_column(sheet_, c, c, kWidths[c], f);
    }
    worksheet_freeze_panes(sheet_, 1, 0);
    for (int c = 0; c < kColumnCount; ++c) {
      worksheet_write_string(sheet_, 0, c, labels_.headers[c].c_str(), bold_);
    }
    return absl::OkStatus();
  }

  absl::Status Add(const RequestRecord& r) override {
    if (row_ + 1 >= LXW_ROW_MAX) return absl::OutOfRangeError("too many rows for one XLSX sheet; narrow the filter");
    ++row_;
    Text(kNumber, r.request_no);
    DateTime(kSubmitted, WarsawClock(r.submitted_at), date_time_);
    Text(kApplicant, r.applicant_full_name);
    Text(kSapNumber, r.applicant_sap_number);
    Text(kType, TypeName(labels_, r));
    DateTime(kFrom, absl::CivilSecond(r.from), date_);
    DateTime(kTo, absl::CivilSecond(r.to), date_);
    if (r.hours) {
      worksheet_write_number(sheet_, row_, kHours, r.hours, nullptr);
    } else {
      worksheet_write_number(sheet_, row_, kWorkingDays, r.number_of_working_days, nullptr);
    }
    Text(kStatus, Pick(labels_.statuses, r.status_id));
    DateTime(kStatusDate, WarsawClock(r.status_changed_at), date_time_);
    Text(kSupervisor, r.supervisor_full_name);
    Text(kComment, r.comment);
    Text(kRemarks, Remarks(labels_, r));
    Text(kProcessing, Pick(labels_.processing, r.processing_status_id));
    return absl::OkStatus();
  }

  absl::Status Finish() override {
    worksheet_autofilter(sheet_, 0, 0, row_, kColumnCount - 1);
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
  void Text(int column, absl::string_view text) {
    if (text.empty()) return;
    worksheet_write_string(sheet_, row_, column, std::string(text).c_str(), nullptr);
  }
  void DateTime(int column, absl::CivilSecond local, lxw_format* format) {
    lxw_datetime dt{static_cast<int>(local.year()), local.month(), local.day(), local.hour(), local.minute(),
                    static_cast<double>(local.second())};
    worksheet_write_datetime(sheet_, row_, column, &dt, format);
  }

  const Labels& labels_;
  ExportSink sink_;
  const std::string path_;
  lxw_workbook* workbook_ = nullptr;
  lxw_worksheet* sheet_ = nullptr;
  lxw_format* bold_ = nullptr;
  lxw_format* date_ = nullptr;
  lxw_format* date_time_ = nullptr;
  lxw_row_t row_ = 0;
};

}  // namespace

absl::StatusOr<ExportFormat> ParseExportFormat(absl::string_view format) {
  if (format.empty() || format == "csv") return ExportFormat::kCsv;
  if (format == "xlsx") return ExportFormat::kXlsx;
  return absl::InvalidArgumentError("format must be csv or xlsx");
}

std::string ExportFileName(ExportFormat format, absl::string_view lang, absl::string_view today) {
  return absl::StrCat(LabelsOf(lang).file_name, "-", today, format == ExportFormat::kCsv ? ".csv" : ".xlsx");
}

absl::string_view ExportContentType(ExportFormat format) {
  return format == ExportFormat::kCsv ? "text/csv; charset=utf-8"
                                      : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
}

std::string CsvCell(absl::string_view text, bool is_text) {
  std::string s(text);
  if (is_text && !s.empty() && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r')) {
    s.insert(s.begin(), '\'');
  }
  if (s.find_first_of(";\"\r\n") == std::string::npos) return s;
  return absl::StrCat("\"", absl::StrReplaceAll(s, {{"\"", "\"\""}}), "\"");
}

absl::StatusOr<std::unique_ptr<ReportFileWriter>> NewReportFileWriter(ExportFormat format, absl::string_view lang,
                                                                      ExportSink sink) {
  const Labels& labels = LabelsOf(lang);
  if (format == ExportFormat::kCsv) return std::make_unique<CsvWriter>(labels, std::move(sink));
  std::string path = (std::filesystem::temp_directory_path() / "kadry-report-XXXXXX").string();
  const int fd = mkstemp(path.data());
  if (fd < 0) return absl::InternalError("cannot create a temporary file for the workbook");
  ::close(fd);
  auto writer = std::make_unique<XlsxWriter>(labels, std::move(sink), path);
  if (auto s = writer->Open(); !s.ok()) return s;
  return writer;
}

}  // namespace kadry::absences
