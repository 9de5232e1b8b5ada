import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Icon } from '../../shared/ui/icons';
import type { TableQuery } from '../../shared/ui/data-table';
import { useLazyGetRequestsQuery } from './api/requests-api';
import type { RequestListFilter, RequestRow } from './api/types';
import { RequestsList } from './components/requests-list';
import { download, toCsv, toXlsx, type ExportColumn } from './report-export';

/** `leave-requests/report`: every request, with CSV and XLSX of the filtered rows. */
export default function RequestsReportPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [fetchAll] = useLazyGetRequestsQuery();
  const [busy, setBusy] = useState(false);
  const columns: ExportColumn<RequestRow>[] = [
    { header: t('requests.columns.requestNo'), value: (r) => r.requestNo },
    { header: t('requests.columns.submittedDate'), value: (r) => r.submittedDate },
    { header: t('requests.columns.applicant'), value: (r) => r.applicantFullName },
    { header: t('requests.columns.sapNumber'), value: (r) => r.applicantSapNumber },
    { header: t('requests.columns.requestType'), value: (r) => r.requestType },
    { header: t('requests.columns.fromDate'), value: (r) => r.fromDate },
    { header: t('requests.columns.toDate'), value: (r) => r.toDate },
    { header: t('requests.columns.workingDays'), value: (r) => r.numberOfWorkingDays },
    { header: t('requests.columns.status'), value: (r) => t(`requests.status.${r.requestStatusId}`) },
    { header: t('requests.columns.statusDate'), value: (r) => r.requestStatusDate },
    { header: t('requests.columns.supervisor'), value: (r) => r.supervisorFullName },
    { header: t('requests.columns.comment'), value: (r) => r.comment },
  ];
  const exportRows = async (format: 'csv' | 'xlsx', query: TableQuery, filter: RequestListFilter) => {
    setBusy(true);
    try {
      const result = await fetchAll({ kind: 'report', query: { ...query, page: 1, pageSize: 'all' }, filter }).unwrap();
      if (format === 'csv') download(toCsv(columns, result.data), 'raport-wnioskow.csv', 'text/csv;charset=utf-8');
      else download((await toXlsx(columns, result.data)) as BlobPart, 'raport-wnioskow.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('menu.requestsReport')}</Typography>
      <RequestsList kind="report" basePath="/leave-requests/report" openId={id ? Number(id) : undefined}
        toolbar={(query, filter) => (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={busy} startIcon={<Icon name="download" />} onClick={() => void exportRows('csv', query, filter)}>CSV</Button>
            <Button variant="outlined" disabled={busy} startIcon={<Icon name="download" />} onClick={() => void exportRows('xlsx', query, filter)}>XLSX</Button>
          </Stack>
        )} />
    </Stack>
  );
}
