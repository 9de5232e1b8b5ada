#include "services/work-times/month_export.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "services/common/warsaw_time.h"

namespace kadry::work_times {
namespace {

// Durations in whole minutes: a number a spreadsheet sums (the screens show 'Ng Nm').
ExportCell Minutes(int64_t seconds) { return ExportCell::Integer(seconds / 60); }

std::vector<ExportCell> CellsOf(const PersonMonth& m) {
  const MonthTotals t = TotalsOf(m);
  return {ExportCell::Text(m.person.sap_number),
          ExportCell::Text(m.person.full_name),
          ExportCell::Text(FormatDate(m.month_start).substr(0, 7)),
          Minutes(m.month_nominal),
          Minutes(t.scheduled),
          Minutes(t.work),
          Minutes(t.excused),
          Minutes(t.unexcused),
          Minutes(t.night),
          Minutes(t.overtime_50),
          Minutes(t.overtime_100),
          Minutes(t.average_week),
          Minutes(t.day_off),
          ExportCell::Integer(t.days_off_due),
          Minutes(t.wp),
          Minutes(t.balance)};
}

}  // namespace

std::string MonthFileName(ExportFormat format, absl::CivilDay month_start) {
  return absl::StrCat("czas-pracy-", FormatDate(month_start).substr(0, 7), ExportExtension(format));
}

absl::StatusOr<std::unique_ptr<MonthFileWriter>> NewMonthFileWriter(ExportFormat format, ExportSink sink) {
  static const std::vector<ExportColumn> kColumns = {{"Numer SAP", 12},
                                                     {"Imię i nazwisko", 28},
                                                     {"Miesiąc", 10},
                                                     {"Wymiar (min)", 12},
                                                     {"Harmonogram (min)", 12},
                                                     {"Czas pracy (min)", 12},
                                                     {"Nieobecność usprawiedliwiona (min)", 14},
                                                     {"Nieobecność nieusprawiedliwiona (min)", 14},
                                                     {"Praca w nocy (min)", 12},
                                                     {"Nadgodziny 50% (min)", 12},
                                                     {"Nadgodziny 100% (min)", 12},
                                                     {"Nadgodziny średniotygodniowe (min)", 14},
                                                     {"Praca w dni wolne (min)", 12},
                                                     {"Dni wolne do udzielenia", 12},
                                                     {"Wyjścia prywatne (min)", 12},
                                                     {"Saldo (min)", 12}};
  auto table = NewTableFileWriter(format, "Czas pracy", kColumns, std::move(sink));
  if (!table.ok()) return table.status();
  return std::make_unique<MonthFileWriter>(*std::move(table), CellsOf);
}

}  // namespace kadry::work_times
