import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn, unzip } from './helpers';

// The report's files hold every row of the filter (the demo data has more
// than 1 000), made by the server: CSV streamed, XLSX with dates, widths and a frozen header.
test('HR downloads every row of the report as CSV and as XLSX', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const hr = await context.newPage();
  await signIn(hr, 'hr', '/leave-requests/report');
  // The table's total: "1–10 z 2228".
  const footer = hr.locator('.MuiTablePagination-displayedRows');
  await expect(footer).toContainText(/z [1-9]\d{3,}/);  // loaded (not the "0–0 z 0" of an empty table)
  const total = Number(/z (\d+)/.exec(await footer.innerText())?.[1]);
  expect(total).toBeGreaterThan(1000);

  const [csvDownload] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Eksport CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^raport-wnioskow-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await csvDownload.path(), 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('\uFEFF' + ['Numer', 'Data złożenia', 'Wnioskujący', 'Numer SAP', 'Rodzaj wniosku', 'Od', 'Do', 'Dni robocze', 'Godziny', 'Status',
    'Data statusu', 'Przełożony', 'Komentarz', 'Uwagi', 'Przetwarzanie'].map((h) => `"${h}"`).join(';'));
  expect(lines.length - 1).toBeGreaterThanOrEqual(total);  // rows filed meanwhile by other tests may add a few
  expect(lines[1]).toMatch(/^"[A-Z]+\/\d{4}\/\d{6}";"\d{4}-\d{2}-\d{2} \d{2}:\d{2}";/);

  const [xlsxDownload] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Eksport XLSX' }).click()]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/^raport-wnioskow-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const files = unzip(readFileSync(await xlsxDownload.path()));
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
  expect(sheet.match(/<row /g)?.length ?? 0).toBeGreaterThanOrEqual(total + 1);
  expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
  expect(sheet).toMatch(/<col [^>]*width=/);
  expect(sheet).toContain('<autoFilter ');
  // Dates are numbers with a date format, not text; the header is bold.
  expect(files.get('xl/styles.xml')).toContain('yyyy-mm-dd');
  expect(files.get('xl/styles.xml')).toContain('<b/>');
  expect(sheet).toMatch(/<c r="F2" s="\d+"><v>\d+<\/v><\/c>/);
  expect(files.get('xl/workbook.xml')).toContain('name="Wnioski"');
  await context.close();
});
