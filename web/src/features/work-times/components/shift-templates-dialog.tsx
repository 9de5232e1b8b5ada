import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import { SmallTable } from '@shared/ui/small-table';
import { useConfirm } from '@shared/ui/confirm-provider';
import { useDeleteShiftTemplateMutation, useSaveShiftTemplateMutation } from '../api/work-times-api';
import type { ShiftTemplate } from '../api/types';
import { duration } from '../format';
import { hoursText } from './plan-text';
import { ProblemAlert, problemFieldError } from './problem-alert';
import { ShiftPicker, type ShiftHours } from './shift-picker';

/** The service keeps a template's name of 1 to this many characters, unique. */
export const MAX_TEMPLATE_NAME = 60;
const NO_HOURS: ShiftHours = { start: '', end: '' };

/** The shifts anyone planning copies into a plan: the list, a new one (name, start, end), and removing one. */
export function ShiftTemplatesDialog({ templates, onClose }: { templates: readonly ShiftTemplate[]; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [save, saving] = useSaveShiftTemplateMutation();
  const [remove, removing] = useDeleteShiftTemplateMutation();
  const [name, setName] = useState('');
  const [hours, setHours] = useState<ShiftHours>(NO_HOURS);
  const [tried, setTried] = useState(false);
  // A new picker after each template added: its "own hours" choice starts afresh.
  const [added, setAdded] = useState(0);
  const nameMissing = name.trim() === '' || name.trim().length > MAX_TEMPLATE_NAME;
  const fieldError = (field: string) => problemFieldError(t, saving.error, field, `template.${field}`);
  const sameHours = hours.start !== '' && hours.start === hours.end;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nameMissing || !hours.start || !hours.end || sameHours) return;
    const result = await save({ name: name.trim(), start: hours.start, end: hours.end });
    if ('data' in result) {
      setName('');
      setHours(NO_HOURS);
      setTried(false);
      setAdded((n) => n + 1);
    }
  };
  const removeTemplate = async (template: ShiftTemplate) => {
    const yes = await confirm({
      title: t('workTimes.planner.templates.removeTitle'),
      question: t('workTimes.planner.templates.removeQuestion', { name: template.name }),
      confirmLabel: t('workTimes.planner.templates.removeConfirm'),
      cancelLabel: t('common.cancel'),
      destructive: true,
    });
    if (yes) await remove(template.templateId);
  };
  const nameError =
    fieldError('name') ?? (tried && nameMissing ? t('workTimes.planner.templates.nameRequired', { max: MAX_TEMPLATE_NAME }) : undefined);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shift-templates-title">
      <DialogTitle id="shift-templates-title">{t('workTimes.planner.templates.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ProblemAlert error={removing.error} fallback={t('workTimes.planner.templates.removeFailed')} />
          <SmallTable
            label={t('workTimes.planner.templates.title')}
            headings={[
              t('workTimes.planner.templates.name'),
              t('workTimes.planner.templates.hours'),
              { label: t('workTimes.planner.templates.plannedTime'), align: 'right' },
              t('workTimes.planner.templates.actions'),
            ]}
            rows={[...templates]}
            none={t('workTimes.planner.templates.none')}
            row={(tp) => (
              <TableRow key={tp.templateId}>
                <TableCell>{tp.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{hoursText(tp.start, tp.end)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {duration(tp.plannedTime, t)}
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={t('workTimes.planner.templates.remove', { name: tp.name })}
                    disabled={removing.isLoading}
                    onClick={() => void removeTemplate(tp)}
                  >
                    <Icon name="delete" />
                  </IconButton>
                </TableCell>
              </TableRow>
            )}
          />
          <Typography variant="subtitle1" component="h3">
            {t('workTimes.planner.templates.add')}
          </Typography>
          <Stack component="form" id="shift-template-form" noValidate onSubmit={(e) => void add(e)} spacing={2}>
            {!fieldError('name') && <ProblemAlert error={saving.error} fallback={t('workTimes.planner.templates.failed')} />}
            <TextField
              size="small"
              label={t('workTimes.planner.templates.name')}
              value={name}
              required
              onChange={(e) => setName(e.target.value)}
              error={!!nameError}
              helperText={nameError}
              slotProps={{ htmlInput: { maxLength: MAX_TEMPLATE_NAME, autoComplete: 'off' } }}
            />
            <ShiftPicker key={added} templates={[]} value={hours} onChange={setHours} showErrors={tried} idPrefix="new-template" />
            {tried && sameHours && (
              <Typography variant="body2" color="error" role="alert">
                {t('workTimes.planner.templates.sameHours')}
              </Typography>
            )}
            <div>
              <Button type="submit" variant="outlined" startIcon={<Icon name="add" />} disabled={saving.isLoading}>
                {t('workTimes.planner.templates.addButton')}
              </Button>
            </div>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
