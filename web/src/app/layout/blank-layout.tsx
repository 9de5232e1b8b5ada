import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Auth and error pages: no navigation. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>{children}</Box>;
}
