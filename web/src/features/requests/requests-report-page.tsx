import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../shared/dates/format';
import { now } from '../../shared/dates/warsaw';
import { Icon } from '../../shared/ui/icons';
import type { TableQuery } from '../../shared/ui/data-table';
import { useGetRequestTypesQuery, useLazyGetRequestsQuery } from './api/requests-api';
import type { RequestListFilter, RequestRow } from './api/types';
import { RequestsList } from './components/requests-list';
import { download, toCsv, toXlsx, type ExportColumn } from './report-export';
import { requestTypeName } from './request-type-name';

/** `leave-requests/report`: every request, with CSV and XLSX of the filtered rows. */
export default function RequestsReportPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [fetchAll] = useLazyGetRequestsQuery();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const types = useGetRequestTypesQuery().data ?? [];
  const codeOf = (id: number) => types.find((x) => x.requestTypeId === id)?.code;
  const columns: ExportColumn<RequestRow>[] = [
    { header: t('requests.columns.requestNo'), value: (r) => r.requestNo },
    { header: t('requests.columns.submittedDate'), value: (r) => formatDate(r.submittedDate, 'dateTime') },
    { header: t('requests.columns.applicant'), value: (r) => r.applicantFullName },
    { header: t('requests.columns.sapNumber'), value: (r) => r.applicantSapNumber },
    { header: t('requests.columns.requestType'), value: (r) => requestTypeName(t, codeOf(r.requestTypeId), r.requestType) },
    { header: t('requests.columns.fromDate'), value: (r) => r.fromDate },
    { header: t('requests.columns.toDate'), value: (r) => r.toDate },
    { header: t('requests.columns.workingDays'), value: (r) => r.numberOfWorkingDays },
    { header: t('requests.columns.status'), value: (r) => t(`requests.status.${r.requestStatusId}`) },
    { header: t('requests.columns.statusDate'), value: (r) => formatDate(r.requestStatusDate, 'dateTime') },
    { header: t('requests.columns.supervisor'), value: (r) => r.supervisorFullName },
    { header: t('requests.columns.comment'), value: (r) => r.comment },
    { header: t('requests.columns.remarks'), value: (r) => (r.requiresManualVerification ? t('requests.manualVerification', { date: formatDate(r.manualVerificationDeadlineOn, 'date') }) : '') },
    { header: t('requests.columns.processing'), value: (r) => (r.processingStatusId ? t(`requests.processing.${r.processingStatusId}`) : '') },
  ];
  const exportRows = async (format: 'csv' | 'xlsx', query: TableQuery, filter: RequestListFilter) => {
    setBusy(true);
    setFailed(false);
    const fileName = `${t('requests.export.fileName')}-${formatDate(now(), 'date')}`;
    try {
      // Every filtered row (all=true, capped by the server), in the table's sort order.
      const result = await fetchAll({ kind: 'report', query: { ...query, page: 1, pageSize: 'all' }, filter }).unwrap();
      if (format === 'csv') download(toCsv(columns, result.data), `${fileName}.csv`, 'text/csv;charset=utf-8');
      else {
        const workbook = await toXlsx(columns, result.data, t('requests.export.sheetName'));
        download(workbook as BlobPart, `${fileName}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('menu.requestsReport')}</Typography>
      {failed && <Alert severity="error">{t('requests.export.failed')}</Alert>}
      <RequestsList kind="report" basePath="/leave-requests/report" openId={id ? Number(id) : undefined}
        toolbar={(query, filter) => (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={busy} startIcon={<Icon name="download" />} onClick={() => void exportRows('csv', query, filter)}>{t('requests.export.csv')}</Button>
            <Button variant="outlined" disabled={busy} startIcon={<Icon name="download" />} onClick={() => void exportRows('xlsx', query, filter)}>{t('requests.export.xlsx')}</Button>
          </Stack>
        )} />
    </Stack>
  );
}
