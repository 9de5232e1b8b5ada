import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbility } from '@shared/abilities/ability-context';
import { now } from '@shared/dates/warsaw';
import { CarriedOverNote, leaveAmount } from '@shared/leave/annual-leave-balance';
import { useGetAnnualLeaveSummaryQuery } from '../api/annual-leave-api';

const amount = leaveAmount;

/** "My limits" on the dashboard: annual leave left this year. */
export function AnnualLeaveWidget() {
  const { t } = useTranslation();
  const ability = useAbility();
  const year = now().getFullYear();
  const { data, isLoading, isError } = useGetAnnualLeaveSummaryQuery(year);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="annual-leave-widget">
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {t('dashboard.annualLeave.title', { year })}
        </Typography>
        {isLoading && <Skeleton width="60%" height={48} />}
        {isError && <Typography color="text.secondary">{t('limits.unavailable')}</Typography>}
        {data && (
          <>
            <Typography variant="h4" data-testid="annual-leave-available">
              {t('dashboard.annualLeave.days', { count: data.available ?? 0, value: amount(data.available) })}
            </Typography>
            <Typography color="text.secondary">{t('dashboard.annualLeave.available')}</Typography>
            {(data.carriedOverAvailable ?? 0) > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="annual-leave-carried-over">
                {t('dashboard.annualLeave.overdue', { value: amount(data.carriedOverAvailable) })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.annualLeave.onDemand', { value: amount(data.onDemandAvailable) })}
            </Typography>
            <CarriedOverNote balance={data} />
          </>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" component={Link} to="/leave-requests/my-limits">
          {t('limits.myTitle')}
        </Button>
        {ability.can('view', 'Page_Requests_New') && (
          <Button size="small" component={Link} to="/leave-requests/new">
            {t('menu.newRequest')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
