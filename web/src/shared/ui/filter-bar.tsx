import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** A page's month and filters above what they choose, in a row that wraps where the screen is narrow. */
export function FilterBar({ gap = 1.5, children }: { gap?: number; children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap }}>
      {children}
    </Stack>
  );
}

/** A filter's width in the bar: at least `minWidth` beside the others, the whole line on a phone. */
export const filterWidth = (minWidth: number) => ({ minWidth, width: { xs: '100%', sm: 'auto' } });
