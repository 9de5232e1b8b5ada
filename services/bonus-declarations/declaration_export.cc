#include "services/bonus-declarations/declaration_export.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/time.h"
#include "services/common/warsaw_time.h"

namespace kadry::bonus_declarations {
namespace {

struct Words {
  const char* file_name;
  const char* sheet;
  const char* yes;
  const char* no;
  std::vector<ExportColumn> columns;
};

const Words& WordsOf(absl::string_view lang) {
  static const Words kPolish{"deklaracje-zfss",
                             "Deklaracje",
                             "tak",
                             "nie",
                             {{"Numer SAP", 12},
                              {"Imię i nazwisko", 28},
                              {"Rok podatkowy", 12},
                              {"Osoby w gospodarstwie", 12},
                              {"Miesięczny dochód na osobę (zł)", 18},
                              {"Kwota świadczenia (zł)", 14},
                              {"Ponad limit zwolnienia", 12},
                              {"Zatrudnienie w dniu rozpatrzenia", 14},
                              {"Dodano", 17},
                              {"Edytowano", 17}}};
  static const Words kEnglish{"zfss-declarations",
                              "Declarations",
                              "yes",
                              "no",
                              {{"SAP number", 12},
                               {"Full name", 28},
                               {"Tax year", 12},
                               {"Household members", 12},
                               {"Monthly income per member (PLN)", 18},
                               {"Benefit amount (PLN)", 14},
                               {"Over tax-free limit", 12},
                               {"Employed on the consideration day", 14},
                               {"Added", 17},
                               {"Edited", 17}}};
  return lang.empty() || lang == "pl" ? kPolish : kEnglish;
}

ExportCell YesNo(const Words& words, std::optional<bool> value) {
  if (!value) return ExportCell::Empty();
  return ExportCell::Text(*value ? words.yes : words.no);
}

std::vector<ExportCell> CellsOf(const Words& words, const DeclarationRecord& d, std::optional<bool> employed) {
  using Cell = ExportCell;
  return {
      Cell::Text(d.sap_number),
      Cell::Text(d.full_name),
      Cell::Integer(d.draft.tax_year),
      Cell::Integer(d.figures.members_count),
      Cell::Money(d.figures.monthly_income_per_member_grosze),
      Cell::Money(d.figures.tier_amount_grosze),
      YesNo(words, d.figures.over_tax_free_limit),
      YesNo(words, employed),
      Cell::DateTime(WarsawClock(d.added_at)),
      d.edited_at ? Cell::DateTime(WarsawClock(*d.edited_at)) : Cell::Empty(),
  };
}

}  // namespace

std::string DeclarationsFileName(ExportFormat format, absl::string_view lang, int year) {
  return absl::StrCat(WordsOf(lang).file_name, "-", year, ExportExtension(format));
}

absl::StatusOr<std::unique_ptr<DeclarationsFileWriter>> NewDeclarationsFileWriter(ExportFormat format,
                                                                                  absl::string_view lang,
                                                                                  ExportSink sink,
                                                                                  EmployedLookUp employed) {
  const Words& words = WordsOf(lang);
  auto table = NewTableFileWriter(format, words.sheet, words.columns, std::move(sink));
  if (!table.ok()) return table.status();
  return std::make_unique<DeclarationsFileWriter>(
      *std::move(table),
      [&words, employed = std::move(employed)](const DeclarationRecord& d) { return CellsOf(words, d, employed(d)); });
}

}  // namespace kadry::bonus_declarations
