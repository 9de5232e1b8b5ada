import { saveFile } from '../../lib/download';
import { COLUMNS, MAX_FILE_BYTES, MAX_ROWS, type Cell, type SheetRow } from './spreadsheet';

// Reading and writing the files themselves, with well-kept libraries loaded only when HR
// uses them (the app's first download stays small).

export type SheetProblem = 'too-large' | 'too-many-rows' | 'unreadable';

export class SheetError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(problem);
  }
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** The rows of an .xlsx (its first sheet) or .csv file, keyed by the header row; empty rows left out. */
export async function readRows(file: File): Promise<{ headers: string[]; rows: SheetRow[] }> {
  if (file.size > MAX_FILE_BYTES) throw new SheetError('too-large');
  let table: Cell[][];
  try {
    if (isCsv(file)) {
      const { default: Papa } = await import('papaparse');
      const text = (await file.text()).replace(/^\ufeff/, '');
      table = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
    } else {
      const { readSheet } = await import('read-excel-file/browser');
      table = (await readSheet(file)) as Cell[][];
    }
  } catch {
    throw new SheetError('unreadable');
  }
  const [head = [], ...body] = table;
  const headers = head.map((h) => String(h ?? '').trim());
  const rows = body
    .filter((cells) => cells.some((c) => c !== null && c !== undefined && String(c).trim() !== ''))
    .map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? null])) as SheetRow);
  if (rows.length > MAX_ROWS) throw new SheetError('too-many-rows');
  return { headers, rows };
}

/** The template: the header row and one example person. */
export async function downloadTemplate(format: 'xlsx' | 'csv'): Promise<void> {
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    // Semicolons, as Excel in Polish writes and reads CSV (a comma is its decimal separator); the
    // byte-order mark makes it read the Polish letters as UTF-8. Reading detects either separator.
    const text = Papa.unparse([COLUMNS.map((c) => c.header), COLUMNS.map((c) => c.example)], { delimiter: ';' });
    saveFile(new Blob([`\ufeff${text}\r\n`], { type: 'text/csv;charset=utf-8' }), 'szablon-importu-pracownikow.csv');
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile([
    COLUMNS.map((c) => ({ value: c.header, fontWeight: 'bold' as const })),
    COLUMNS.map((c) => ({ value: c.example, type: String })),
  ]).toBlob();
  saveFile(blob, 'szablon-importu-pracownikow.xlsx');
}
