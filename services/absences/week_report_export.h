#pragma once

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/time/civil_time.h"
#include "services/absences/domain/week_report.h"
#include "services/common/table_export.h"

namespace kadry::absences {

// One person of the week report: where they work on each day, Monday to Sunday.
struct WeekReportPerson {
  int employee_id = 0;
  std::string full_name;
  std::string position;
  std::vector<WorkplaceDay> days;
};

// The week report as a file: a person a row, a column a day (the place, the absence's type,
// the hours off) and the week's counts, with the texts of the report's page in the reader's
// language (web/src/features/home-offices/locales). "raport-tygodniowy-pracy-zdalnej-2026-12-21.csv".
std::string WeekReportFileName(ExportFormat format, absl::string_view lang, absl::CivilDay monday);

using WeekReportFileWriter = RecordFileWriter<WeekReportPerson>;

absl::StatusOr<std::unique_ptr<WeekReportFileWriter>> NewWeekReportFileWriter(ExportFormat format,
                                                                              absl::string_view lang,
                                                                              absl::CivilDay monday, ExportSink sink);

// The week's counts of a person: remote, office and absent working days.
struct WeekCounts {
  int remote = 0;
  int office = 0;
  int absent = 0;
};
WeekCounts CountsOf(const std::vector<WorkplaceDay>& days);

}  // namespace kadry::absences
