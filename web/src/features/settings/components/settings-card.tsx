import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One card of the settings page: its h2 title above its settings. */
export function SettingsCard({ title, spacing = 3, children }: { title: string; spacing?: number; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={spacing}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
