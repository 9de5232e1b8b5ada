import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TableQuery } from '@shared/ui/data-table';
import { ExportButtons, type ExportFormat } from '@shared/ui/export-buttons';
import { TitledPage } from '@shared/ui/titled-page';
import { useExportSubstitutionsMutation, type SubstitutionListFilter } from './api/substitutions-api';
import { SubstitutionsTable } from './components/substitutions-table';

/**
 * `substitutions/report`: every substitution, for HR; CSV and XLSX of every filtered row in the
 * table's order are made by the server (docs/decisions/0004-report-export.md) and downloaded here.
 */
export default function SubstitutionsReportPage() {
  const { t, i18n } = useTranslation();
  const [exportReport, { isLoading: busy }] = useExportSubstitutionsMutation();
  const [failed, setFailed] = useState(false);
  const exportRows = async (format: ExportFormat, query: TableQuery, filter: SubstitutionListFilter) => {
    setFailed(false);
    const result = await exportReport({ format, lang: i18n.language, query, filter });
    if ('error' in result) setFailed(true);
  };
  return (
    <TitledPage title={t('menu.substitutionsReport')}>
      {failed && <Alert severity="error">{t('substitutions.export.failed')}</Alert>}
      <SubstitutionsTable
        scope="report"
        toolbar={(query, filter) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportButtons
              labels={{ csv: t('substitutions.export.csv'), xlsx: t('substitutions.export.xlsx') }}
              busy={busy}
              withTestIds
              onExport={(format) => void exportRows(format, query, filter)}
            />
          </Stack>
        )}
      />
    </TitledPage>
  );
}
