import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TableQuery } from '@shared/ui/data-table';
import { TitledPage } from '@shared/ui/titled-page';
import { ExportButtons, type ExportFormat } from '@shared/ui/export-buttons';
import { useExportReportMutation } from './api/requests-api';
import type { RequestListFilter } from './api/types';
import { RequestsList } from './components/requests-list';

/**
 * `leave-requests/report`: every request; CSV and XLSX of every filtered row are made by the
 * server (docs/decisions/0004-report-export.md) and downloaded here.
 */
export default function RequestsReportPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const [exportReport, { isLoading: busy }] = useExportReportMutation();
  const [failed, setFailed] = useState(false);
  const exportRows = async (format: ExportFormat, query: TableQuery, filter: RequestListFilter) => {
    setFailed(false);
    const result = await exportReport({ kind: 'report', format, lang: i18n.language, query, filter });
    if ('error' in result) setFailed(true);
  };
  return (
    <TitledPage title={t('menu.requestsReport')}>
      {failed && <Alert severity="error">{t('requests.export.failed')}</Alert>}
      <RequestsList
        kind="report"
        basePath="/leave-requests/report"
        openId={id ? Number(id) : undefined}
        toolbar={(query, filter) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportButtons
              labels={{ csv: t('requests.export.csv'), xlsx: t('requests.export.xlsx') }}
              busy={busy}
              onExport={(format) => void exportRows(format, query, filter)}
            />
          </Stack>
        )}
      />
    </TitledPage>
  );
}
