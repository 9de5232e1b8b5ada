import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A part of a page: its heading (names the region), a line on what it holds, its action, its content. */
export function PageSection({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      {/* On a phone the button goes under the heading rather than squeezing it onto two lines. */}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      {children}
    </Stack>
  );
}
