import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type ListTableProps } from '@shared/ui/data-table';
import { Icon } from '@shared/ui/icons';
import type { OnCallDuty } from '../api/types';
import { dateTime, duration, span } from '../format';

function Interventions({ duty }: { duty: OnCallDuty }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (duty.interventions.length === 0) return <>{t('workTimes.onCall.noInterventions')}</>;
  const id = `interventions-${duty.dutyId}`;
  return (
    <>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        endIcon={<Icon name="expandMore" sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
      >
        {t('workTimes.onCall.interventions', { count: duty.interventions.length })}
      </Button>
      <Collapse in={open} id={id}>
        <List dense disablePadding>
          {duty.interventions.map((i) => (
            <ListItem key={i.interventionId} disableGutters>
              <ListItemText primary={`${dateTime(i.startAt)} (${span(i.startAt, i.endAt)})`} secondary={i.description} />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </>
  );
}

interface Props extends ListTableProps<OnCallDuty> {
  withEmployee?: boolean;
}

/** On-call duties (art. 151⁵) with their interventions, expandable in the row. */
export function OnCallTable({ withEmployee, ...list }: Props) {
  const { t } = useTranslation();
  const columns: Column<OnCallDuty>[] = [
    ...(withEmployee
      ? [{ field: 'employeeFullName', header: t('workTimes.columns.employeeFullName'), sortable: true, cardTitle: true }]
      : []),
    {
      field: 'startAt',
      header: t('workTimes.onCall.start'),
      sortable: true,
      noWrap: true,
      cardTitle: !withEmployee,
      render: (r) => dateTime(r.startAt),
    },
    { field: 'endAt', header: t('workTimes.onCall.end'), noWrap: true, render: (r) => dateTime(r.endAt) },
    {
      field: 'place',
      header: t('workTimes.onCall.place'),
      render: (r) => t(`workTimes.onCall.places.${r.place}`, { defaultValue: r.place }),
    },
    { field: 'dutyTime', header: t('workTimes.onCall.dutyTime'), align: 'right', noWrap: true, render: (r) => duration(r.dutyTime, t) },
    {
      field: 'interventionTime',
      header: t('workTimes.onCall.interventionTime'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => duration(r.interventionTime, t),
    },
    {
      field: 'dayOffOwed',
      header: t('workTimes.onCall.dayOffOwed'),
      render: (r) =>
        r.dayOffOwed ? <Chip size="small" color="info" variant="outlined" label={t('workTimes.onCall.dayOffOwedYes')} /> : null,
    },
    { field: 'interventions', header: t('workTimes.onCall.interventionsHeader'), render: (r) => <Interventions duty={r} /> },
  ];
  return <DataTable {...list} columns={columns} getRowId={(r) => r.dutyId} />;
}
