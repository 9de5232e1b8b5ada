import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@shared/people/team-members-api';
import { useSearchSupervisorsQuery } from '../api/home-offices-api';

interface Props {
  /** The supervisor whose team is shown; null: the caller's own team. */
  value: TeamMember | null;
  onChange: (supervisor: TeamMember | null) => void;
  sx?: SxProps<Theme>;
}

/**
 * Whose team the week report shows, for Admin and HR analysts: anyone who has reports, searched
 * by the server as it is typed (one page of them is all the list holds, so it is never filtered
 * again here). Emptied, the report is the caller's own team.
 */
export function SupervisorPicker({ value, onChange, sx }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const supervisors = useSearchSupervisorsQuery(search);
  return (
    <Autocomplete
      size="small"
      sx={sx}
      options={supervisors.data ?? []}
      loading={supervisors.isFetching}
      value={value}
      onChange={(_, supervisor) => onChange(supervisor)}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      filterOptions={(o) => o}
      getOptionLabel={(s) => s.fullName}
      isOptionEqualToValue={(a, b) => a.employeeId === b.employeeId}
      noOptionsText={t('table.noData')}
      loadingText={t('table.loading')}
      renderOption={({ key, ...props }, s) => (
        <Box component="li" key={key} {...props}>
          <span>
            {s.fullName}
            {s.position && (
              <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                {s.position}
              </Typography>
            )}
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('homeOffices.weekReport.team')}
          helperText={t('homeOffices.weekReport.teamHint')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'team-field' } }}
        />
      )}
    />
  );
}
