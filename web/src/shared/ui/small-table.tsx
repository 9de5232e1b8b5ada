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

/** The one row of a table that has none, saying why across all its columns (loading, no data). */
export function NoRowsRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 2, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
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
          {none && rows.length === 0 && <NoRowsRow colSpan={headings.length}>{none}</NoRowsRow>}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
