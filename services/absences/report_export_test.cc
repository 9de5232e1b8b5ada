#include "services/absences/report_export.h"

#include <string>

#include "gtest/gtest.h"
#include "services/common/test_export.h"

namespace kadry::absences {
namespace {

std::string Csv(absl::string_view lang, const RequestRecord& row) {
  return ExportedFileOf([lang](ExportSink sink) { return NewReportFileWriter(ExportFormat::kCsv, lang, sink); }, row);
}

RequestRecord ApprovedLeaveNeedingVerification() {
  RequestRecord r;
  r.request_no = "UW/2026/000001";
  r.request_type_id = 1;
  r.status_id = 2;
  r.processing_status_id = 3;
  r.requires_manual_verification = true;
  r.manual_verification_deadline = absl::CivilDay(2026, 12, 1);
  return r;
}

// The file says what the report page says: the web's texts (web/src/shared/i18n/locales).
TEST(ReportExport, HeadersAndNamesAreTheWebsTextsOfTheReadersLanguage) {
  const std::string pl = Csv("pl", ApprovedLeaveNeedingVerification());
  EXPECT_EQ(pl.substr(0, pl.find("\r\n")),
            "\xEF\xBB\xBF\"Numer\";\"Data złożenia\";\"Wnioskujący\";\"Numer SAP\";\"Rodzaj wniosku\";\"Od\";\"Do\";"
            "\"Dni robocze\";\"Godziny\";\"Status\";\"Data statusu\";\"Przełożony\";\"Komentarz\";\"Uwagi\";"
            "\"Przetwarzanie\"");
  EXPECT_NE(pl.find("Urlop wypoczynkowy"), std::string::npos);
  EXPECT_NE(pl.find("Zaakceptowany"), std::string::npos);
  EXPECT_NE(pl.find("Błąd eksportu"), std::string::npos);
  EXPECT_NE(pl.find("Wymaga weryfikacji do 2026-12-01"), std::string::npos);

  const std::string uk = Csv("uk", ApprovedLeaveNeedingVerification());
  EXPECT_NE(uk.find("Години"), std::string::npos);
  EXPECT_NE(uk.find("Щорічна відпустка"), std::string::npos);

  // A language the web does not have reads English.
  const std::string other = Csv("fr", ApprovedLeaveNeedingVerification());
  EXPECT_NE(other.find("Annual leave"), std::string::npos);
  EXPECT_NE(other.find("Approved"), std::string::npos);
}

TEST(ReportExport, TheFileIsNamedInTheReadersLanguage) {
  EXPECT_EQ(ExportFileName(ExportFormat::kCsv, "pl", "2026-11-23"), "raport-wnioskow-2026-11-23.csv");
  EXPECT_EQ(ExportFileName(ExportFormat::kXlsx, "", "2026-11-23"), "raport-wnioskow-2026-11-23.xlsx");
  EXPECT_EQ(ExportFileName(ExportFormat::kCsv, "en", "2026-11-23"), "requests-report-2026-11-23.csv");
}

}  // namespace
}  // namespace kadry::absences
