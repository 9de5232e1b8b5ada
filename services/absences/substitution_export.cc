#include "services/absences/substitution_export.h"

#include <array>
#include <map>

#include "absl/strings/str_cat.h"
#include "services/absences/web_texts.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

constexpr std::array<const char*, 9> kSubstitutionFileColumns = {
    "employee", "substitute", "supervisor", "fromDate", "toDate", "status", "comment", "createdBy", "decidedBy"};
constexpr std::array<double, 9> kSubstitutionFileWidths = {28, 28, 28, 11, 11, 16, 36, 28, 28};

struct SubstitutionFileLabels {
  std::string file_name;
  std::string sheet;
  std::array<std::string, kSubstitutionFileColumns.size()> headers;
  std::map<int, std::string> statuses;
};

const SubstitutionFileLabels& SubstitutionFileLabelsOf(absl::string_view lang) {
  static const auto* const kByLanguage = [] {
    auto* all = new std::map<std::string, SubstitutionFileLabels>();
    for (const auto& [code, unused] : WebLocales()) {
      const WebTexts texts({&WebLocales(), &WebSubstitutionLocales()}, code);
      SubstitutionFileLabels& l = (*all)[code];
      l.file_name = texts.At("substitutions.export.fileName");
      l.sheet = texts.At("substitutions.export.sheetName");
      for (size_t c = 0; c < kSubstitutionFileColumns.size(); ++c)
        l.headers[c] = texts.At(absl::StrCat("substitutions.columns.", kSubstitutionFileColumns[c]));
      for (int id = 1; id <= 4; ++id) l.statuses[id] = texts.At(absl::StrCat("substitutions.status.", id));
    }
    return all;
  }();
  return kByLanguage->at(WebLanguage(lang));
}

std::vector<ExportCell> SubstitutionFileCells(const SubstitutionFileLabels& l, const SubstitutionRecord& s) {
  using Cell = ExportCell;
  const auto status = l.statuses.find(static_cast<int>(s.terms.status));
  return {Cell::Text(s.employee_full_name),
          Cell::Text(s.substitute_full_name),
          Cell::Text(s.supervisor_full_name),
          Cell::Date(s.terms.from),
          Cell::Date(s.terms.to),
          Cell::Text(status == l.statuses.end() ? "" : status->second),
          Cell::Text(s.comment),
          Cell::Text(s.created_by_full_name),
          Cell::Text(s.decided_by_full_name)};
}

}  // namespace

std::string SubstitutionsFileName(ExportFormat format, absl::string_view lang, absl::string_view today) {
  return absl::StrCat(SubstitutionFileLabelsOf(lang).file_name, "-", today, ExportExtension(format));
}

absl::StatusOr<std::unique_ptr<SubstitutionFileWriter>> NewSubstitutionFileWriter(ExportFormat format,
                                                                                  absl::string_view lang,
                                                                                  ExportSink sink) {
  const SubstitutionFileLabels& labels = SubstitutionFileLabelsOf(lang);
  std::vector<ExportColumn> columns;
  for (size_t c = 0; c < kSubstitutionFileColumns.size(); ++c)
    columns.push_back({labels.headers[c], kSubstitutionFileWidths[c]});
  auto table = NewTableFileWriter(format, labels.sheet, std::move(columns), std::move(sink));
  if (!table.ok()) return table.status();
  return std::make_unique<SubstitutionFileWriter>(
      *std::move(table), [&labels](const SubstitutionRecord& s) { return SubstitutionFileCells(labels, s); });
}

}  // namespace kadry::absences
