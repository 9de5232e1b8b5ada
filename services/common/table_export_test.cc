#include "services/common/table_export.h"

#include "gtest/gtest.h"

namespace kadry {
namespace {

std::string Csv(const std::vector<ExportCell>& row) {
  std::string out;
  auto writer = NewTableFileWriter(ExportFormat::kCsv, "Sheet", {{"A", 10}, {"B", 10}}, [&](absl::string_view bytes) {
    out.append(bytes.data(), bytes.size());
    return absl::OkStatus();
  });
  EXPECT_TRUE(writer.ok());
  EXPECT_TRUE((*writer)->Add(row).ok());
  EXPECT_TRUE((*writer)->Finish().ok());
  return out;
}

TEST(TableExport, CsvCellsAreQuotedAndFormulasDefused) {
  EXPECT_EQ(CsvCell("plain"), "plain");
  EXPECT_EQ(CsvCell("a;b"), "\"a;b\"");
  EXPECT_EQ(CsvCell("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(CsvCell("=SUM(A1)"), "'=SUM(A1)");
  EXPECT_EQ(CsvCell("+48"), "'+48");
  EXPECT_EQ(CsvCell("@x"), "'@x");
  EXPECT_EQ(CsvCell("-1", false), "-1");
}

TEST(TableExport, CsvHasABomHeadersAndTypedCells) {
  const std::string out = Csv({ExportCell::Text("Jan"), ExportCell::Money(350001)});
  EXPECT_EQ(out, "\xEF\xBB\xBF" "A;B\r\nJan;3500,01\r\n");
  EXPECT_EQ(Csv({ExportCell::Money(-5), ExportCell::Date(absl::CivilDay(2026, 6, 1))}),
            "\xEF\xBB\xBF" "A;B\r\n-0,05;2026-06-01\r\n");
  EXPECT_EQ(Csv({ExportCell::Empty(), ExportCell::DateTime(absl::CivilSecond(2026, 6, 1, 8, 5, 9))}),
            "\xEF\xBB\xBF" "A;B\r\n;2026-06-01 08:05\r\n");
}

TEST(TableExport, XlsxIsAZipFile) {
  std::string out;
  auto writer = NewTableFileWriter(ExportFormat::kXlsx, "Sheet", {{"A", 10}}, [&](absl::string_view bytes) {
    out.append(bytes.data(), bytes.size());
    return absl::OkStatus();
  });
  ASSERT_TRUE(writer.ok());
  ASSERT_TRUE((*writer)->Add({ExportCell::Money(90000)}).ok());
  ASSERT_TRUE((*writer)->Finish().ok());
  ASSERT_GT(out.size(), 100u);
  EXPECT_EQ(out.substr(0, 2), "PK");
}

TEST(TableExport, FormatsAndTypes) {
  EXPECT_EQ(*ParseExportFormat(""), ExportFormat::kCsv);
  EXPECT_EQ(*ParseExportFormat("xlsx"), ExportFormat::kXlsx);
  EXPECT_FALSE(ParseExportFormat("pdf").ok());
  EXPECT_EQ(ExportExtension(ExportFormat::kXlsx), ".xlsx");
}

}  // namespace
}  // namespace kadry
