#pragma once

#include <functional>
#include <memory>
#include <string>
#include "absl/strings/string_view.h"

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "services/absences/store/request_store.h"
#include "services/common/table_export.h"

namespace kadry::absences {

// The requests report as a file (docs/decisions/0004-report-export.md): the list's
// columns with headers and names in the reader's language (pl, en, uk; others English),
// written by the shared table writer (services/common/table_export.h).
// "raport-wnioskow-2026-11-23.csv" in the language.
std::string ExportFileName(ExportFormat format, absl::string_view lang, absl::string_view today);

// Writes one request at a time.
using ReportFileWriter = RecordFileWriter<RequestRecord>;

absl::StatusOr<std::unique_ptr<ReportFileWriter>> NewReportFileWriter(ExportFormat format, absl::string_view lang,
                                                                      ExportSink sink);

}  // namespace kadry::absences
