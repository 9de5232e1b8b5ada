#include "services/absences/report_export.h"

#include <array>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/web_texts.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

enum Column {
  kNumber,
  kSubmitted,
  kApplicant,
  kSapNumber,
  kType,
  kFrom,
  kTo,
  kWorkingDays,
  kHours,
  kStatus,
  kStatusDate,
  kSupervisor,
  kComment,
  kRemarks,
  kProcessing,
  kColumnCount
};

// Headers and names of one language, read from the web's translations (web/src/shared/i18n/
// locales/*.json, compiled in), so the file says exactly what the report page says.
struct Labels {
  std::string file_name;
  std::string sheet;
  std::array<std::string, kColumnCount> headers;
  std::map<int, std::string> statuses;       // by status id
  std::map<int, std::string> processing;     // by processing status id
  std::map<std::string, std::string> types;  // by type code
  std::string needs_verification;            // with {{date}}
  std::string handled_by_hr;                 // with {{name}}
};

Labels LoadLabels(const std::string& code) {
  const WebTexts texts({&WebLocales(), &WebRequestLocales()}, code);
  auto text = [&](const std::string& path) { return texts.At(path); };
  static constexpr const char* kHeaderKeys[kColumnCount] = {
      "requestNo", "submittedDate", "applicant",  "sapNumber",  "requestType", "fromDate", "toDate",    "workingDays",
      "hours",     "status",        "statusDate", "supervisor", "comment",     "remarks",  "processing"};
  Labels l;
  l.file_name = text("requests.export.fileName");
  l.sheet = text("requests.export.sheetName");
  for (int c = 0; c < kColumnCount; ++c) l.headers[c] = text(absl::StrCat("requests.columns.", kHeaderKeys[c]));
  for (int id = 1; id <= 5; ++id) l.statuses[id] = text(absl::StrCat("requests.status.", id));
  for (int id = 1; id <= 3; ++id) l.processing[id] = text(absl::StrCat("requests.processing.", id));
  l.types = RequestTypeNames(texts);
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
  return kByLanguage->at(WebLanguage(lang));
}

absl::string_view TypeName(const Labels& l, const RequestRecord& r) {
  const RequestTypeInfo* t = FindRequestType(r.request_type_id);
  if (t == nullptr) return "";
  return l.types.at(t->code);
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

// A request as a row of the shared table writer.
std::vector<ExportCell> CellsOf(const Labels& labels, const RequestRecord& r) {
  using Cell = ExportCell;
  return {
      Cell::Text(r.request_no),
      Cell::DateTime(WarsawClock(r.submitted_at)),
      Cell::Text(r.applicant_full_name),
      Cell::Text(r.applicant_sap_number),
      Cell::Text(TypeName(labels, r)),
      Cell::Date(r.from),
      Cell::Date(r.to),
      r.hours ? Cell::Empty() : Cell::Integer(r.number_of_working_days),
      r.hours ? Cell::Integer(r.hours) : Cell::Empty(),
      Cell::Text(Pick(labels.statuses, r.status_id)),
      Cell::DateTime(WarsawClock(r.status_changed_at)),
      Cell::Text(r.supervisor_full_name),
      Cell::Text(r.comment),
      Cell::Text(Remarks(labels, r)),
      Cell::Text(Pick(labels.processing, r.processing_status_id)),
  };
}

}  // namespace

std::string ExportFileName(ExportFormat format, absl::string_view lang, absl::string_view today) {
  return absl::StrCat(LabelsOf(lang).file_name, "-", today, ExportExtension(format));
}

absl::StatusOr<std::unique_ptr<ReportFileWriter>> NewReportFileWriter(ExportFormat format, absl::string_view lang,
                                                                      ExportSink sink) {
  const Labels& labels = LabelsOf(lang);
  static constexpr double kWidths[kColumnCount] = {16, 17, 28, 12, 28, 11, 11, 12, 9, 22, 17, 28, 36, 30, 18};
  std::vector<ExportColumn> columns;
  for (int c = 0; c < kColumnCount; ++c) columns.push_back({labels.headers[c], kWidths[c]});
  auto table = NewTableFileWriter(format, labels.sheet, std::move(columns), std::move(sink));
  if (!table.ok()) return table.status();
  return std::make_unique<ReportFileWriter>(*std::move(table),
                                            [&labels](const RequestRecord& r) { return CellsOf(labels, r); });
}

}  // namespace kadry::absences
