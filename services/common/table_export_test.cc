#include "services/common/table_export.h"

#include <cctype>

#include "gtest/gtest.h"
#include "services/common/test_export.h"

namespace kadry {
namespace {

std::string Csv(const std::vector<ExportCell>& row) {
  return ExportedFileOf(
      [](ExportSink sink) {
        return NewTableFileWriter(ExportFormat::kCsv, "Sheet", {{"A", 10}, {"B", 10}}, sink);
      },
      row);
}

// The cells of one line as a spreadsheet reads them when it splits on `separator`: a field
// that starts with a quote runs to the next lone quote ("" is one quote); whatever follows a
// closing quote up to the separator is appended as it stands (what Excel and LibreOffice do
// with a quote in the wrong place). Line breaks inside quotes stay in the cell.
std::vector<std::string> SpreadsheetCells(const std::string& text, char separator) {
  std::vector<std::string> cells(1);
  bool quoted = false, at_start = true;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        cells.back() += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        cells.back() += c;
      }
    } else if (c == separator || c == '\n' || (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) {
      if (c == '\r') ++i;
      cells.emplace_back();
      at_start = true;
      continue;
    } else if (c == '"' && at_start) {
      quoted = true;
    } else {
      cells.back() += c;
    }
    at_start = false;
  }
  return cells;
}

// A cell a spreadsheet would run: one that starts with a formula character (a minus before a
// digit is a negative number).
bool RunsAsFormula(const std::string& cell) {
  if (cell.empty()) return false;
  if (cell[0] == '-') return cell.size() < 2 || !std::isdigit(static_cast<unsigned char>(cell[1]));
  return cell[0] == '=' || cell[0] == '+' || cell[0] == '@';
}

TEST(TableExport, CsvCellsAreQuotedAndFormulasDefused) {
  EXPECT_EQ(CsvCell("plain"), "\"plain\"");
  EXPECT_EQ(CsvCell("a;b"), "\"a;b\"");
  EXPECT_EQ(CsvCell("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(CsvCell("=SUM(A1)"), "\"'=SUM(A1)\"");
  EXPECT_EQ(CsvCell("+48"), "\"'+48\"");
  EXPECT_EQ(CsvCell("@x"), "\"'@x\"");
  EXPECT_EQ(CsvCell("-1", false), "\"-1\"");
  EXPECT_EQ(CsvCell(""), "");
  // A formula right after a comma: a spreadsheet that splits on commas would start a cell there.
  EXPECT_EQ(CsvCell("urlop,=HYPERLINK(\"http://x\")"), "\"urlop,'=HYPERLINK(\"\"http://x\"\")\"");
}

// Comments as an attacker writes them: whatever separator the spreadsheet splits on, no cell
// it reads starts with a formula, and the text of each cell survives our own separator whole.
TEST(TableExport, NoCellRunsAsAFormulaWhateverTheSpreadsheetSplitsOn) {
  const std::vector<std::string> hostile = {
      "urlop,=HYPERLINK(\"http://evil\",\"klik\")",
      "a;=1+1",
      "x\t=cmd|' /C calc'!A0",
      "1\n=2+3",
      "\"=x",
      ",@SUM(1)",
      "a\",\"=b",
      "|+1",
      "=1",
      "zwykły komentarz, bez formuły",
  };
  for (const std::string& comment : hostile) {
    const std::string csv = Csv({ExportCell::Text(comment), ExportCell::Money(-350001)});
    const std::string body = csv.substr(csv.find("\r\n") + 2);
    for (char separator : {';', ',', '\t', '|'}) {
      for (const std::string& cell : SpreadsheetCells(body, separator)) {
        EXPECT_FALSE(RunsAsFormula(cell))
            << "separator '" << separator << "' reads the cell [" << cell << "] of the comment [" << comment << "]";
      }
    }
    // Read with our own separator, the comment is one cell (guarded only where a formula could start).
    const std::vector<std::string> ours = SpreadsheetCells(body, ';');
    ASSERT_GE(ours.size(), 2u);
    std::string unguarded = ours[0];
    for (size_t i = 0; (i = unguarded.find('\'', i)) != std::string::npos;) unguarded.erase(i, 1);
    std::string expected = comment;
    for (size_t i = 0; (i = expected.find('\'', i)) != std::string::npos;) expected.erase(i, 1);
    EXPECT_EQ(unguarded, expected);
    EXPECT_EQ(ours[1], "-3500,01");
  }
}

TEST(TableExport, CsvHasABomHeadersAndTypedCells) {
  const std::string out = Csv({ExportCell::Text("Jan"), ExportCell::Money(350001)});
  EXPECT_EQ(out,
            "\xEF\xBB\xBF"
            "\"A\";\"B\"\r\n\"Jan\";\"3500,01\"\r\n");
  EXPECT_EQ(Csv({ExportCell::Money(-5), ExportCell::Date(absl::CivilDay(2026, 6, 1))}),
            "\xEF\xBB\xBF"
            "\"A\";\"B\"\r\n\"-0,05\";\"2026-06-01\"\r\n");
  EXPECT_EQ(Csv({ExportCell::Empty(), ExportCell::DateTime(absl::CivilSecond(2026, 6, 1, 8, 5, 9))}),
            "\xEF\xBB\xBF"
            "\"A\";\"B\"\r\n;\"2026-06-01 08:05\"\r\n");
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
