import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSharedSelector } from '../store-hooks';
import { useSearchTeamMembersQuery, type TeamMember } from './team-members-api';

interface Props {
  label: string;
  value: TeamMember | null;
  onChange: (member: TeamMember | null) => void;
  /** How a person reads in the list and the field; the name unless said. */
  optionLabel?: (member: TeamMember) => string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * One person of the signed-in supervisor's whole team. What is typed is searched by the server,
 * which knows the whole team (one page of it is all the list holds), so the list is never
 * filtered again here.
 */
export function TeamMemberPicker({
  label,
  value,
  onChange,
  optionLabel = (m) => m.fullName,
  size,
  required,
  error,
  helperText,
  sx,
}: Props) {
  const { t } = useTranslation();
  const supervisorId = useSharedSelector((s) => s.auth.profile.userId);
  const [search, setSearch] = useState('');
  const team = useSearchTeamMembersQuery({ supervisorId, search }, { skip: !supervisorId });
  return (
    <Autocomplete
      size={size}
      sx={sx}
      options={team.data ?? []}
      loading={team.isFetching}
      value={value}
      onChange={(_, member) => onChange(member)}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      filterOptions={(o) => o}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.employeeId === b.employeeId}
      noOptionsText={t('table.noData')}
      loadingText={t('table.loading')}
      renderInput={(params) => (
        <TextField {...params} size={size} required={required} label={label} error={error} helperText={helperText} />
      )}
    />
  );
}
