#pragma once

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "services/common/table_export.h"
#include "services/work-times/month_evaluation.h"

namespace kadry::work_times {

// A team's month as a spreadsheet (docs/work-times.md "Export"): one row per person with the
// month's totals in minutes, for payroll and the supervisor's records.
using MonthFileWriter = RecordFileWriter<PersonMonth>;

// "czas-pracy-2026-11.csv"
std::string MonthFileName(ExportFormat format, absl::CivilDay month_start);
absl::StatusOr<std::unique_ptr<MonthFileWriter>> NewMonthFileWriter(ExportFormat format, ExportSink sink);

}  // namespace kadry::work_times
