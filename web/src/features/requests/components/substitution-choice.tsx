import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PersonPicker } from '@shared/people/person-picker';
import type { TeamMember } from '@shared/people/team-members-api';
import { useSharedSelector } from '@shared/store-hooks';
import {
  usePreviewSubstitutionMutation,
  type SubstitutionDraft,
  type SubstitutionPreview,
  type SubstitutionPreviewDraft,
} from '@shared/substitutions/substitutions-api';
import { useDebouncedPreview } from '@shared/ui/use-debounced-preview';

const COLLEAGUES = ['colleagues'] as const;

export interface SubstitutionPeriod {
  fromDate: string;
  toDate: string;
}

/**
 * The substitute of a request being filed: the server's suggestion for the period (the one of a
 * substitution already covering it, else the one named last), or a colleague the employee picks
 * instead, or nobody. `period` is null while no substitute is offered (see offersSubstitution)
 * or the dates are not complete. `proposal` is what to propose once the request is filed: none
 * while a substitution already covers the period or the answer for the period has not come.
 */
export function useSubstitutionChoice(period: SubstitutionPeriod | null) {
  // undefined: the server's suggestion; null: nobody; a person: the employee's own choice.
  const [picked, setPicked] = useState<TeamMember | null | undefined>(undefined);
  const [suggest] = usePreviewSubstitutionMutation();
  const [check] = usePreviewSubstitutionMutation();
  const suggestion = useDebouncedPreview<SubstitutionPreviewDraft, SubstitutionPreview>(
    period ? JSON.stringify({ fromDate: period.fromDate, toDate: period.toDate }) : '',
    suggest,
  );
  // The days a picked colleague is away: the same call, naming them.
  const pickedPreview = useDebouncedPreview<SubstitutionPreviewDraft, SubstitutionPreview>(
    period && picked ? JSON.stringify({ substituteId: picked.employeeId, fromDate: period.fromDate, toDate: period.toDate }) : '',
    check,
  );
  const settled = !!period && !suggestion.pending;
  const existing = settled && (suggestion.data?.existingSubstitutionId ?? 0) > 0;
  const suggested = suggestion.data?.substituteId
    ? { id: suggestion.data.substituteId, fullName: suggestion.data.substituteFullName, awayDays: suggestion.data.substituteAwayDays }
    : null;
  // A substitution covering the period names its substitute, whoever was picked before.
  const substitute =
    existing || picked === undefined
      ? suggested
      : picked && {
          id: picked.employeeId,
          fullName: picked.fullName,
          awayDays: (!pickedPreview.pending && pickedPreview.data?.substituteAwayDays) || [],
        };
  const proposal: SubstitutionDraft | null =
    period && settled && !existing && substitute ? { substituteId: substitute.id, fromDate: period.fromDate, toDate: period.toDate } : null;
  return { period, loading: !!period && suggestion.pending && !suggestion.data, existing, substitute, proposal, pick: setPicked };
}

export type SubstitutionChoiceState = ReturnType<typeof useSubstitutionChoice>;

/**
 * "Zastępstwo: Anna Nowak" beside the period, the days that person is away themselves, and a way
 * to pick another colleague or nobody; or that a substitution already covers the period.
 */
export function SubstitutionChoice({ choice }: { choice: SubstitutionChoiceState }) {
  const { t } = useTranslation();
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const [picking, setPicking] = useState(false);
  const { period, loading, existing, substitute, pick } = choice;
  if (!period) return null;
  if (loading) return <Skeleton variant="rounded" height={56} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="substitution-choice">
      <Stack spacing={1}>
        {/* Said when the answer for a new period or person comes; the picker stays out of it. */}
        <Typography variant="subtitle1" component="p" aria-live="polite">
          {substitute ? t('requests.substitution.named', { name: substitute.fullName }) : t('requests.substitution.nobody')}
        </Typography>
        {existing ? (
          <Typography variant="body2" color="text.secondary">
            {t('requests.substitution.existing')}
          </Typography>
        ) : (
          <>
            {substitute && (
              <Typography variant="body2" color="text.secondary">
                {t('requests.substitution.willPropose')}
              </Typography>
            )}
            {substitute && substitute.awayDays.length > 0 && (
              <Alert severity="warning" data-testid="substitute-away-days">
                {t('requests.substitution.awayDays', { name: substitute.fullName, days: substitute.awayDays.join(', ') })}
              </Alert>
            )}
            {picking ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PersonPicker
                  size="small"
                  label={t('requests.substitution.picker')}
                  sources={COLLEAGUES}
                  exclude={[userId]}
                  value={null}
                  testId="substitute-picker"
                  sx={{ flex: 1, maxWidth: 480 }}
                  onChange={(member) => {
                    if (!member) return;
                    pick(member);
                    setPicking(false);
                  }}
                />
                <Button size="small" onClick={() => setPicking(false)}>
                  {t('common.cancel')}
                </Button>
              </Stack>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => setPicking(true)}>
                  {t(substitute ? 'requests.substitution.pickOther' : 'requests.substitution.pick')}
                </Button>
                {substitute && (
                  <Button size="small" color="inherit" onClick={() => pick(null)}>
                    {t('requests.substitution.none')}
                  </Button>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
