import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSharedSelector } from '../store-hooks';
import { useSearchColleaguesQuery, useSearchTeamMembersQuery, type TeamMember } from './team-members-api';

/** Whom a picker offers: the signed-in supervisor's whole team, the caller's colleagues (who share their supervisor). */
export type PeopleSource = 'team' | 'colleagues';

export interface PersonPickerProps {
  label: string;
  value: TeamMember | null;
  onChange: (member: TeamMember | null) => void;
  /** One or both; the team comes first, a colleague who is in the team too once. */
  sources: readonly PeopleSource[];
  /** People never offered (the away person as their own substitute). */
  exclude?: readonly number[];
  /** How a person reads in the list and the field; the name unless said. */
  optionLabel?: (member: TeamMember) => string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
  /** The input's test id. */
  testId?: string;
}

/**
 * One person of the caller's team or colleagues. What is typed is searched by the server,
 * which knows them all (one page of them is all the list holds), so the list is never filtered
 * again here.
 */
export function PersonPicker({
  label,
  value,
  onChange,
  sources,
  exclude = [],
  optionLabel = (m) => m.fullName,
  size,
  required,
  error,
  helperText,
  sx,
  testId,
}: PersonPickerProps) {
  const { t } = useTranslation();
  const supervisorId = useSharedSelector((s) => s.auth.profile.userId);
  const [search, setSearch] = useState('');
  const team = useSearchTeamMembersQuery({ supervisorId, search }, { skip: !supervisorId || !sources.includes('team') });
  const colleagues = useSearchColleaguesQuery(search, { skip: !sources.includes('colleagues') });
  const options = [...(team.data ?? []), ...(colleagues.data ?? [])].filter(
    (m, i, all) => !exclude.includes(m.employeeId) && all.findIndex((o) => o.employeeId === m.employeeId) === i,
  );
  return (
    <Autocomplete
      size={size}
      sx={sx}
      options={options}
      loading={team.isFetching || colleagues.isFetching}
      value={value}
      onChange={(_, member) => onChange(member)}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      filterOptions={(o) => o}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.employeeId === b.employeeId}
      noOptionsText={t('table.noData')}
      loadingText={t('table.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          size={size}
          required={required}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
