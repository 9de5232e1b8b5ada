import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toCsv, toXlsx, type ExportColumn } from '../report-export';

interface Row { no: string; name: string; days: number }
const columns: ExportColumn<Row>[] = [
  { header: 'Numer', value: (r) => r.no },
  { header: 'Wnioskujący', value: (r) => r.name },
  { header: 'Dni', value: (r) => r.days },
];
const rows: Row[] = [
  { no: 'UW/2026/000001', name: 'Jan Kowalski', days: 3 },
  { no: 'UW/2026/000002', name: 'Anna "Ania"; Nowak', days: 1 },
];

describe('requests report export', () => {
  it('writes CSV with a BOM, semicolons and quoted special characters', () => {
    const csv = toCsv(columns, rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Numer;Wnioskujący;Dni',
      'UW/2026/000001;Jan Kowalski;3',
      'UW/2026/000002;"Anna ""Ania""; Nowak";1',
      '',
    ]);
  });
  it('writes an XLSX workbook whose sheet holds every row, numbers as numbers', async () => {
    const files = unzipSync(await toXlsx(columns, rows));
    expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t>UW/2026/000001</t></is></c>');
    expect(sheet).toContain('<c r="C2"><v>3</v></c>');
    expect(sheet).toContain('Anna &quot;Ania&quot;; Nowak');
    expect(sheet.match(/<row /g)).toHaveLength(3);
  });
});
