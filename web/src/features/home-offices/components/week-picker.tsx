import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { addDaysIso } from '@shared/dates/date-rules';
import { DateField } from '@shared/ui/date-field';
import { Icon } from '@shared/ui/icons';
import { mondayOf, thisMonday } from '../week-report-model';

/**
 * The report's week: previous / next week around the date field of its Monday ("Tydzień od"),
 * and back to this week. Any day typed or picked chooses its week. A field emptied to type
 * another date stays empty meanwhile (the week does not change until a whole date is there).
 */
export function WeekPicker({ monday, onChange }: { monday: string; onChange: (monday: string) => void }) {
  const { t } = useTranslation();
  const [emptied, setEmptied] = useState(false);
  const go = (next: string) => {
    setEmptied(false);
    if (next !== monday) onChange(next);
  };
  const current = thisMonday();
  return (
    // At the top, level with the field (its hint hangs below it).
    <Stack direction="row" useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 0.5 }}>
      <Tooltip title={t('homeOffices.weekReport.previousWeek')}>
        <IconButton aria-label={t('homeOffices.weekReport.previousWeek')} onClick={() => go(addDaysIso(monday, -7))}>
          <Icon name="chevronLeft" />
        </IconButton>
      </Tooltip>
      <DateField
        label={t('homeOffices.weekReport.week')}
        helperText={t('homeOffices.weekReport.weekHint')}
        value={emptied ? '' : monday}
        onChange={(date) => (date ? go(mondayOf(date)) : setEmptied(true))}
        testId="week-field"
      />
      <Tooltip title={t('homeOffices.weekReport.nextWeek')}>
        <IconButton aria-label={t('homeOffices.weekReport.nextWeek')} onClick={() => go(addDaysIso(monday, 7))}>
          <Icon name="chevronRight" />
        </IconButton>
      </Tooltip>
      <Button onClick={() => go(current)} disabled={monday === current && !emptied} sx={{ mt: '2px' }}>
        {t('homeOffices.weekReport.thisWeek')}
      </Button>
    </Stack>
  );
}
