#pragma once

#include <functional>
#include <memory>
#include <optional>
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
// Whether a declarant is employed on the consideration day (none: unknown, an empty cell).
using EmployedLookUp = std::function<std::optional<bool>(const DeclarationRecord&)>;

absl::StatusOr<std::unique_ptr<DeclarationsFileWriter>> NewDeclarationsFileWriter(ExportFormat format,
                                                                                  absl::string_view lang,
                                                                                  ExportSink sink,
                                                                                  EmployedLookUp employed);

}  // namespace kadry::bonus_declarations
