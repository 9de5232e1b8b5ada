#pragma once

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "services/absences/store/substitution_store.h"
#include "services/common/table_export.h"

namespace kadry::absences {

// The substitutions report as a file: the list's columns with headers and statuses in the
// reader's language, read from the web's texts (web/src/features/substitutions/locales).
// "raport-zastepstw-2026-11-30.xlsx" in the language.
std::string SubstitutionsFileName(ExportFormat format, absl::string_view lang, absl::string_view today);

using SubstitutionFileWriter = RecordFileWriter<SubstitutionRecord>;

absl::StatusOr<std::unique_ptr<SubstitutionFileWriter>> NewSubstitutionFileWriter(ExportFormat format,
                                                                                  absl::string_view lang,
                                                                                  ExportSink sink);

}  // namespace kadry::absences
