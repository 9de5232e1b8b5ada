import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { now } from '@shared/dates/warsaw';
import { useConfirm } from '@shared/ui/confirm-provider';
import type { TableQuery } from '@shared/ui/data-table';
import { Icon } from '@shared/ui/icons';
import { useGetOnCallQuery, useRemoveOnCallMutation } from '../api/work-times-api';
import type { OnCallDuty } from '../api/types';
import { dateTime, duration } from '../format';
import { PlanOnCallDialog } from './plan-on-call-dialog';
import { ProblemAlert } from './problem-alert';
import { visuallyHidden } from '@shared/ui/visually-hidden';

/** A person has a handful of duties a month: all of them in one answer, in the order they come. */
const WHOLE_MONTH_BY_START: TableQuery = { page: 1, pageSize: 'all', sort: ['startAt'], search: '' };

const instant = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * The on-call duties (art. 151⁵) of the planner's active person in the month: planned here, and
 * removed while they have not begun (the service keeps a duty once it began or has interventions).
 */
export function PersonOnCallSection({ employeeId, personName, month }: { employeeId: number; personName: string; month: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { data, isFetching, error } = useGetOnCallQuery({ kind: 'team', month, query: WHOLE_MONTH_BY_START, employeeId });
  const [remove, removing] = useRemoveOnCallMutation();
  const [planning, setPlanning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const duties = data?.data ?? [];
  const headingId = `on-call-${employeeId}`;
  const span = (duty: OnCallDuty) => t('workTimes.onCall.plan.span', { start: dateTime(duty.startAt), end: dateTime(duty.endAt) });

  const askToRemove = async (duty: OnCallDuty) => {
    const confirmed = await confirm({
      title: t('workTimes.onCall.plan.removeTitle'),
      question: t('workTimes.onCall.plan.removeQuestion', { name: personName, span: span(duty) }),
      confirmLabel: t('workTimes.onCall.plan.removeConfirm'),
      cancelLabel: t('common.cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    const result = await remove(duty.dutyId);
    if (!('error' in result)) setAnnouncement(t('workTimes.onCall.plan.removed', { span: span(duty) }));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {t('workTimes.onCall.plan.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Icon name="add" />}
          onClick={() => {
            setPlanning(true);
            setAnnouncement('');
          }}
        >
          {t('workTimes.onCall.plan.button')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {isFetching && <LinearProgress aria-label={t('table.loading')} />}
      <ProblemAlert error={error} />
      <ProblemAlert error={removing.error} fallback={t('workTimes.onCall.plan.removeFailed')} />
      {duties.length === 0 ? (
        !isFetching && (
          <Typography variant="body2" color="text.secondary">
            {t('workTimes.onCall.plan.none')}
          </Typography>
        )
      ) : (
        <List dense disablePadding aria-labelledby={headingId} data-testid="person-on-call">
          {duties.map((duty) => (
            <ListItem
              key={duty.dutyId}
              disableGutters
              secondaryAction={
                // A duty begun stays as recorded: only one still ahead can go.
                instant(duty.startAt) > now().getTime() && (
                  <Tooltip title={t('workTimes.onCall.plan.remove')}>
                    <IconButton
                      edge="end"
                      aria-label={t('workTimes.onCall.plan.removeOne', { span: span(duty) })}
                      disabled={removing.isLoading}
                      onClick={() => void askToRemove(duty)}
                    >
                      <Icon name="delete" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={span(duty)}
                secondary={t('workTimes.onCall.plan.details', {
                  place: t(`workTimes.onCall.plan.places.${duty.place}`, { defaultValue: duty.place }),
                  time: duration(duty.dutyTime, t),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {planning && (
        <PlanOnCallDialog
          employeeId={employeeId}
          personName={personName}
          month={month}
          onPlanned={(duty) => {
            setPlanning(false);
            setAnnouncement(t('workTimes.onCall.plan.planned', { name: personName, span: span(duty) }));
          }}
          onClose={() => setPlanning(false)}
        />
      )}
    </Box>
  );
}
