import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Labelled figures of one day as a description list (`dl`): one column, or two from `md` up. */
export function FigureList({ lines, testId, twoColumns = false }: { lines: [string, ReactNode][]; testId: string; twoColumns?: boolean }) {
  const columns = twoColumns ? { xs: 'auto 1fr', md: 'repeat(2, auto 1fr)' } : 'auto 1fr';
  return (
    <Box component="dl" data-testid={testId} sx={{ m: 0, display: 'grid', gridTemplateColumns: columns, columnGap: 2, rowGap: 0.5 }}>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
