import { HttpResponse } from 'msw';
import { vi } from 'vitest';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export endpoint's answer to `url`: a CSV, or an XLSX where `format=xlsx` is asked, named `${baseName}.csv` or `.xlsx`. */
export function exportAnswer(url: URL, baseName: string) {
  const xlsx = url.searchParams.get('format') === 'xlsx';
  return new HttpResponse(xlsx ? 'PK\u0003\u0004' : 'sap;name\n', {
    headers: {
      'Content-Type': xlsx ? XLSX_TYPE : 'text/csv',
      'Content-Disposition': `attachment; filename="${baseName}.${xlsx ? 'xlsx' : 'csv'}"`,
    },
  });
}

/**
 * The names of the files the screen hands to the browser's download, in order; jsdom can neither
 * make a blob URL nor download, so both are stood in for (`vi.restoreAllMocks()` ends it).
 */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
