import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function AuthStatus({ text, children, busy = true }: { text: string; children?: ReactNode; busy?: boolean }) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 3, textAlign: 'center' }}
      aria-busy={busy}
    >
      {/* The text below says what is in progress; the spinner is named by it. */}
      {busy && <CircularProgress aria-label={text} />}
      <Typography variant="h6">{text}</Typography>
      {children}
    </Stack>
  );
}
