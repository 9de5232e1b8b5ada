import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';

/**
 * The outlined frame of a small table that may be wider than a phone. The frame is a named region
 * in the tab order, so a keyboard can scroll it sideways too (axe: scrollable-region-focusable).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label={label} tabIndex={0}>
      {children}
    </TableContainer>
  );
}
