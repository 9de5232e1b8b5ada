import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Substitution } from '@shared/substitutions/substitutions-api';
import { Icon } from '@shared/ui/icons';
import { TitledPage } from '@shared/ui/titled-page';
import { SubstitutionDialog } from './components/substitution-dialog';
import { SubstitutionsTable } from './components/substitutions-table';
import { substitutionName } from './components/use-substitution-steps';

/**
 * `substitutions/team`: the substitutions of the manager's whole team. The manager confirms or
 * rejects what the team proposes, cancels what has not ended, and sets one directly (confirmed
 * at once).
 */
export default function TeamSubstitutionsPage() {
  const { t } = useTranslation();
  const [setting, setSetting] = useState(false);
  const [created, setCreated] = useState<Substitution | null>(null);

  return (
    <TitledPage title={t('menu.teamSubstitutions')}>
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)} data-testid="substitution-set">
          {t('substitutions.team.created', { name: substitutionName(t, created) })}
        </Alert>
      )}
      {/* On a phone the button goes under the text rather than squeezing it. */}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('substitutions.team.intro')}
        </Typography>
        <Button variant="contained" startIcon={<Icon name="add" />} sx={{ whiteSpace: 'nowrap' }} onClick={() => setSetting(true)}>
          {t('substitutions.team.set')}
        </Button>
      </Stack>
      <SubstitutionsTable scope="team" />
      {setting && (
        <SubstitutionDialog
          mode="set"
          onClose={() => setSetting(false)}
          onCreated={(substitution) => {
            setSetting(false);
            setCreated(substitution);
          }}
        />
      )}
    </TitledPage>
  );
}
