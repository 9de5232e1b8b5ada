#pragma once

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "services/bonus-declarations/store/declaration_store.h"
#include "services/common/table_export.h"

namespace kadry::bonus_declarations {

// A campaign's declarations as a file for payroll (docs/bonus-declarations.md "Export"),
// written by the shared table writer (services/common/table_export.h). Headers in Polish
// (default) or English (en, and uk/de until their words are written).
// "deklaracje-zfss-2026.csv" / "zfss-declarations-2026.xlsx".
std::string DeclarationsFileName(ExportFormat format, absl::string_view lang, int year);

using DeclarationsFileWriter = RecordFileWriter<DeclarationRecord>;

absl::StatusOr<std::unique_ptr<DeclarationsFileWriter>> NewDeclarationsFileWriter(ExportFormat format,
                                                                                  absl::string_view lang,
                                                                                  ExportSink sink);

}  // namespace kadry::bonus_declarations
