#include "services/absences/week_report_export.h"

#include <array>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_replace.h"
#include "services/absences/domain/remote_work.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/web_texts.h"

namespace kadry::absences {
namespace {

struct WeekReportLabels {
  std::string file_name;
  std::string sheet;
  std::string employee, position, remote_days, office_days, absent_days;
  std::map<std::string, std::string> places;  // by WorkplaceName
  std::map<int, std::string> weekdays;        // ISO 1..7
  std::map<std::string, std::string> types;   // by request type code
  std::string hours_off;                      // with {{hours}}
};

const WeekReportLabels& WeekReportLabelsOf(absl::string_view lang) {
  static const auto* const kByLanguage = [] {
    auto* all = new std::map<std::string, WeekReportLabels>();
    for (const auto& [code, unused] : WebLocales()) {
      const WebTexts texts({&WebLocales(), &WebRequestLocales(), &WebHomeOfficeLocales()}, code);
      auto at = [&](const std::string& key) { return texts.At("homeOffices.weekReport." + key); };
      WeekReportLabels& l = (*all)[code];
      l.file_name = at("export.fileName");
      l.sheet = at("export.sheetName");
      l.employee = at("columns.employee");
      l.position = at("columns.position");
      l.remote_days = at("columns.remoteDays");
      l.office_days = at("columns.officeDays");
      l.absent_days = at("columns.absentDays");
      for (Workplace p : {Workplace::kOffice, Workplace::kRemote, Workplace::kAbsent, Workplace::kDayOff})
        l.places[WorkplaceName(p)] = at(absl::StrCat("places.", WorkplaceName(p)));
      for (int d = 1; d <= 7; ++d) l.weekdays[d] = at(absl::StrCat("weekdays.", d));
      l.types = RequestTypeNames(texts);
      l.hours_off = at("hoursOff");
    }
    return all;
  }();
  return kByLanguage->at(WebLanguage(lang));
}

// "Nieobecność (Urlop wypoczynkowy)", "Biuro, 2 h wolnego", "Praca zdalna".
std::string DayText(const WeekReportLabels& l, const WorkplaceDay& d) {
  std::string text = l.places.at(WorkplaceName(d.place));
  const RequestTypeInfo* type = d.request_type_id ? FindRequestType(d.request_type_id) : nullptr;
  if (d.place == Workplace::kAbsent && type != nullptr) {
    absl::StrAppend(&text, " (", l.types.at(type->code), ")");
  }
  if (d.hours_off > 0)
    absl::StrAppend(&text, ", ", absl::StrReplaceAll(l.hours_off, {{"{{hours}}", absl::StrCat(d.hours_off)}}));
  return text;
}

}  // namespace

WeekCounts CountsOf(const std::vector<WorkplaceDay>& days) {
  WeekCounts c;
  for (const WorkplaceDay& d : days) {
    if (d.place == Workplace::kRemote) ++c.remote;
    if (d.place == Workplace::kOffice) ++c.office;
    if (d.place == Workplace::kAbsent) ++c.absent;
  }
  return c;
}

std::string WeekReportFileName(ExportFormat format, absl::string_view lang, absl::CivilDay monday) {
  return absl::StrCat(WeekReportLabelsOf(lang).file_name, "-", absl::FormatCivilTime(monday), ExportExtension(format));
}

absl::StatusOr<std::unique_ptr<WeekReportFileWriter>> NewWeekReportFileWriter(ExportFormat format,
                                                                              absl::string_view lang,
                                                                              absl::CivilDay monday, ExportSink sink) {
  const WeekReportLabels& labels = WeekReportLabelsOf(lang);
  std::vector<ExportColumn> columns = {{labels.employee, 28}, {labels.position, 28}};
  for (int i = 0; i < 7; ++i) {
    const absl::CivilDay day = monday + i;
    columns.push_back(
        {absl::StrFormat("%s %02d.%02d", labels.weekdays.at(IsoWeekday(day)), day.day(), day.month()), 22});
  }
  columns.push_back({labels.remote_days, 12});
  columns.push_back({labels.office_days, 12});
  columns.push_back({labels.absent_days, 12});
  auto table = NewTableFileWriter(format, labels.sheet, std::move(columns), std::move(sink));
  if (!table.ok()) return table.status();
  return std::make_unique<WeekReportFileWriter>(*std::move(table), [&labels](const WeekReportPerson& p) {
    std::vector<ExportCell> row = {ExportCell::Text(p.full_name), ExportCell::Text(p.position)};
    for (const WorkplaceDay& d : p.days) row.push_back(ExportCell::Text(DayText(labels, d)));
    const WeekCounts c = CountsOf(p.days);
    row.push_back(ExportCell::Integer(c.remote));
    row.push_back(ExportCell::Integer(c.office));
    row.push_back(ExportCell::Integer(c.absent));
    return row;
  });
}

}  // namespace kadry::absences
