import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSharedSelector } from '@shared/store-hooks';
import { useAbility } from '@shared/abilities/ability-context';
import { AnnualLeaveWidget } from './components/annual-leave-widget';
import { ProfileWidget } from './components/profile-widget';
import { TodayWidget } from './components/today-widget';
import { greetingFor } from './greeting';

/** `dashboards` (aliases `/dashboard`, `/start`): greeting and the widgets built so far. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const firstName = useSharedSelector((s) => s.auth.profile.firstName);
  const [greeting] = useState(() => greetingFor(new Date()));
  const ability = useAbility();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" data-testid="dashboard-greeting">
          {t(`dashboard.greeting.${greeting}`, { name: firstName })}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
      </div>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TodayWidget />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ProfileWidget />
        </Grid>
        {ability.can('view', 'Page_Requests_MyLimits') && (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <AnnualLeaveWidget />
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
