import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A page of the default layout: its one h1 heading, then the page's own parts beneath it, evenly spaced. */
export function TitledPage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
