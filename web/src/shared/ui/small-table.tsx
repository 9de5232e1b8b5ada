import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableRegion } from './table-region';

/** A column's heading; figures are aligned right. */
export type SmallTableHeading = string | { label: string; align: 'right' };

interface SmallTableProps<T> {
  /** Names the region and the table alike. */
  label: string;
  headings: SmallTableHeading[];
  rows: T[];
  /** One `<TableRow>` (with its key) for a row. */
  row: (r: T) => ReactNode;
  /** Said across the table when there are no rows; without it an empty table shows only its headings. */
  none?: string;
}

/** A short read-only table of a details view, whole on the page (no paging or sorting), in its TableRegion. */
export function SmallTable<T>({ label, headings, rows, row, none }: SmallTableProps<T>) {
  return (
    <TableRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headings.map((h) =>
              typeof h === 'string' ? (
                <TableCell key={h}>{h}</TableCell>
              ) : (
                <TableCell key={h.label} align={h.align}>
                  {h.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(row)}
          {none && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={headings.length} align="center" sx={{ color: 'text.secondary' }}>
                {none}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
