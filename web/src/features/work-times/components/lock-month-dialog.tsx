import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { ALL_ROWS, useGetWorkdaysQuery } from '../api/work-times-api';
import { monthLabel } from '../format';

interface Props {
  month: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Closing a month says what it closes before it does: the month, whose days (how many people, or
 * the one person's name) and how many days — the month's open days of the team, read when the
 * dialog opens, since the list on the screen is one page of them, filtered.
 */
export function LockMonthDialog({ month, busy, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const open = useGetWorkdaysQuery({
    kind: 'team',
    month,
    lockState: 'open',
    query: { page: 1, pageSize: ALL_ROWS, sort: ['employeeFullName'], search: '' },
  });
  const rows = open.data?.data ?? [];
  const people = new Map(rows.map((r) => [r.employeeId, r.employeeFullName]));
  const days = open.data?.total ?? 0;
  const counted = !!open.data && !open.isFetching;
  const label = monthLabel(month, i18n.language);
  const lines: [string, string, string][] = [
    [t('workTimes.lock.month'), label, 'lock-month'],
    [t('workTimes.lock.people'), people.size === 1 ? [...people.values()][0] : String(people.size), 'lock-people'],
    [t('workTimes.lock.days'), String(days), 'lock-days'],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="lock-dialog-title" aria-describedby="lock-dialog-warning">
      <DialogTitle id="lock-dialog-title">{t('workTimes.lock.title')}</DialogTitle>
      <DialogContent>
        {open.isFetching && <LinearProgress aria-label={t('table.loading')} sx={{ mb: 2 }} />}
        {open.error ? (
          <Alert severity="error">{t('workTimes.lock.counting')}</Alert>
        ) : (
          counted && (
            <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              {lines.map(([name, value, testId]) => (
                <Box key={testId} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {name}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={testId}>
                    {value}
                  </Box>
                </Box>
              ))}
            </Box>
          )
        )}
        {counted && days === 0 ? (
          <Alert severity="info">{t('workTimes.lock.nothingOpen')}</Alert>
        ) : (
          <DialogContentText id="lock-dialog-warning">{t('workTimes.lock.warning')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {/* Named for what it does: "Zamknij" alone reads as closing the dialog. */}
        <Button variant="contained" color="warning" disabled={busy || !counted || days === 0} onClick={onConfirm}>
          {t('workTimes.lock.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
