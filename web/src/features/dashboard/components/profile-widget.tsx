import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@shared/abilities/ability-context';
import { useSharedSelector } from '@shared/store-hooks';

/** Who is signed in, with the way to the employee card. */
export function ProfileWidget() {
  const { t } = useTranslation();
  const ability = useAbility();
  const profile = useSharedSelector((s) => s.auth.profile);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {t('dashboard.you')}
        </Typography>
        <Typography variant="h6">{profile.fullName}</Typography>
        <Typography color="text.secondary">{profile.email || '\u00a0'}</Typography>
      </CardContent>
      {ability.can('view', 'Page_Profile_Index') && (
        <CardActions>
          <Button component={RouterLink} to="/profile">
            {t('dashboard.openEmployeeCard')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
