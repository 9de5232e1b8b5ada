import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { TFunction } from 'i18next';
import { problemOf, problemSentence, sayProblem } from '../../lib/problem';
import { useSearchTeamMembersQuery, type TeamMember } from '@shared/people/team-members-api';
import { SmallTable } from '@shared/ui/small-table';
import { TitledPage } from '@shared/ui/titled-page';
import { useImportPeopleMutation } from './api/people-import-api';
import type { ImportedPerson, ImportedPersonResult, ImportPeopleResponse, ImportProblem } from './api/types';
import { RecordCorrection } from './record-correction';
import { columnOf, missingHeaders, personOf } from './spreadsheet';
import { downloadTemplate, readRows, SheetError } from './spreadsheet-files';

/** The file's first data row is its second row: the first holds the headers. */
const FIRST_DATA_ROW = 2;

const OUTCOME_COLOUR = { created: 'success', updated: 'info', unchanged: 'default', refused: 'error' } as const;

function ProblemLine({ problem, t }: { problem: ImportProblem; t: TFunction }) {
  return (
    <Typography variant="body2" color="error">
      {columnOf(problem.field)}: {sayProblem(t, problem)}
    </Typography>
  );
}

/** What the import does (or did) to each row of the file. */
function Outcomes({ answer, people, t }: { answer: ImportPeopleResponse; people: ImportedPerson[]; t: TFunction }) {
  const leaving = answer.data.filter((d) => d.leaves).length;
  const counts: [string, number][] = [
    ['created', answer.created],
    ['updated', answer.updated],
    ['unchanged', answer.unchanged],
    ['refused', answer.refused],
    ['leaves', leaving],
  ];
  const row = (d: ImportedPersonResult) => {
    const p = people[d.index];
    const outcome = d.outcome as keyof typeof OUTCOME_COLOUR;
    return (
      <TableRow key={d.index}>
        <TableCell>{d.index + FIRST_DATA_ROW}</TableCell>
        <TableCell>{d.sapNumber}</TableCell>
        <TableCell>
          {d.employeeId > 0 ? (
            <Link component={RouterLink} to={recordPath(d.employeeId)}>
              {p ? `${p.firstName} ${p.lastName}` : d.sapNumber}
            </Link>
          ) : p ? (
            `${p.firstName} ${p.lastName}`
          ) : (
            ''
          )}
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" color={OUTCOME_COLOUR[outcome] ?? 'default'} label={t(`peopleImport.outcome.${outcome}`)} />
            {d.leaves && <Chip size="small" color="warning" label={t('peopleImport.outcome.leaves')} />}
          </Stack>
        </TableCell>
        <TableCell>
          {d.outcome === 'updated' &&
            d.changes.map((c) => (
              <Typography key={c.field} variant="body2">
                {t(`peopleImport.fields.${c.field}`, { defaultValue: c.field })}: {c.before || '—'} → {c.after || '—'}
              </Typography>
            ))}
          {d.problems.map((p) => (
            <ProblemLine key={`${p.field}-${p.code}`} problem={p} t={t} />
          ))}
          {d.pendingRequestsMoved > 0 && (
            <Typography variant="body2">{t('peopleImport.requestsMoved', { count: d.pendingRequestsMoved })}</Typography>
          )}
          {d.accountProblem && <ProblemLine problem={d.accountProblem} t={t} />}
        </TableCell>
      </TableRow>
    );
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {counts.map(([name, count]) => (
          <Chip key={name} variant="outlined" data-testid={`count-${name}`} label={`${t(`peopleImport.counts.${name}`)}: ${count}`} />
        ))}
      </Stack>
      <Box data-testid="import-preview">
        <SmallTable
          label={t('peopleImport.table')}
          headings={[
            t('peopleImport.columns.row'),
            t('peopleImport.columns.sap'),
            t('peopleImport.columns.person'),
            t('peopleImport.columns.outcome'),
            t('peopleImport.columns.details'),
          ]}
          rows={answer.data}
          row={row}
        />
      </Box>
    </Stack>
  );
}

const recordPath = (employeeId: number) => `/people/${employeeId}/record`;

/** HR's correction of one person between imports: whom to correct (anyone HR sees), then their record. */
function CardCorrection({ employeeId, t }: { employeeId: number; t: TFunction }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // No supervisor: everyone the caller may see, which for HR is the whole organisation.
  const people = useSearchTeamMembersQuery({ supervisorId: 0, search }, { skip: search.trim().length < 2 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('peopleImport.card.title')}
        </Typography>
        <Autocomplete
          options={people.data ?? []}
          loading={people.isFetching}
          value={null as TeamMember | null}
          onChange={(_, v) => v && void navigate(recordPath(v.employeeId))}
          onInputChange={(_, v, reason) => reason === 'input' && setSearch(v)}
          filterOptions={(o) => o}
          getOptionLabel={(o) => `${o.fullName} (${o.sapNumber})`}
          isOptionEqualToValue={(a, b) => a.employeeId === b.employeeId}
          noOptionsText={t(search.trim().length < 2 ? 'peopleImport.card.typeToSearch' : 'table.noData')}
          loadingText={t('table.loading')}
          renderInput={(params) => <TextField {...params} size="small" label={t('peopleImport.card.find')} />}
        />
        {employeeId > 0 && <RecordCorrection employeeId={employeeId} />}
      </Stack>
    </Paper>
  );
}

/** The one-time links of the new people, for HR to hand over. */
function PasswordLinks({ answer, people, t }: { answer: ImportPeopleResponse; people: ImportedPerson[]; t: TFunction }) {
  const withLinks = answer.data.filter((d) => d.passwordLink);
  if (!withLinks.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="password-links">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('peopleImport.links.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('peopleImport.links.hint')}
      </Typography>
      <Stack spacing={1}>
        {withLinks.map((d) => {
          const p = people[d.index];
          return (
            <Stack key={d.index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" sx={{ minWidth: 220 }}>
                {p.firstName} {p.lastName} ({p.username})
              </Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-all', flex: 1 }} data-testid={`password-link-${p.username}`}>
                {d.passwordLink}
              </Typography>
              <Button
                size="small"
                aria-label={t('peopleImport.links.copyFor', { name: `${p.firstName} ${p.lastName}` })}
                onClick={() => void navigator.clipboard?.writeText(d.passwordLink)}
              >
                {t('peopleImport.links.copy')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** `people/import`: HR brings the organisation in from a spreadsheet (docs/people-import.md). */
export default function PeopleImportPage() {
  const { t } = useTranslation();
  const employeeId = Number(useParams().employeeId) || 0;
  const input = useRef<HTMLInputElement | null>(null);
  const [fileName, setFileName] = useState('');
  const [people, setPeople] = useState<ImportedPerson[]>([]);
  const [fileProblem, setFileProblem] = useState('');
  const [preview, setPreview] = useState<ImportPeopleResponse | null>(null);
  const [applied, setApplied] = useState<ImportPeopleResponse | null>(null);
  const [importPeople, { isLoading, error, reset }] = useImportPeopleMutation();

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setPreview(null);
    setApplied(null);
    setPeople([]);
    setFileProblem('');
    reset();
    try {
      const { headers, rows } = await readRows(file);
      const missing = missingHeaders(headers);
      if (missing.length) return setFileProblem(t('peopleImport.file.missingHeaders', { headers: missing.join(', ') }));
      if (!rows.length) return setFileProblem(t('peopleImport.file.empty'));
      const read = rows.map(personOf);
      setPeople(read);
      const answer = await importPeople({ people: read, preview: true });
      if ('data' in answer && answer.data) setPreview(answer.data);
    } catch (failure) {
      setFileProblem(t(`peopleImport.file.${failure instanceof SheetError ? failure.problem : 'unreadable'}`));
    }
  };
  const apply = async () => {
    const answer = await importPeople({ people, preview: false });
    if ('data' in answer && answer.data) setApplied(answer.data);
  };
  const shown = applied ?? preview;
  const failure = problemOf(error);
  const changes = preview ? preview.created + preview.updated : 0;

  return (
    <TitledPage title={t('peopleImport.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('peopleImport.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void downloadTemplate('xlsx')}>
          {t('peopleImport.template.xlsx')}
        </Button>
        <Button variant="outlined" onClick={() => void downloadTemplate('csv')}>
          {t('peopleImport.template.csv')}
        </Button>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={isLoading}>
          {t('peopleImport.file.choose')}
        </Button>
        <input ref={input} type="file" accept=".xlsx,.csv" hidden onChange={(e) => void choose(e)} data-testid="import-file" />
      </Stack>
      <Box role="status" aria-live="polite">
        {fileName && (
          <Typography variant="body2">
            {isLoading
              ? t('peopleImport.file.checking', { name: fileName })
              : t('peopleImport.file.read', { name: fileName, count: people.length })}
          </Typography>
        )}
        {applied && <Alert severity="success">{t('peopleImport.applied')}</Alert>}
      </Box>
      {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
      {error && (
        <Alert severity="error">{failure ? problemSentence(t, failure, t('peopleImport.failed')) : t('peopleImport.failed')}</Alert>
      )}
      {shown && <Outcomes answer={shown} people={people} t={t} />}
      {preview && !applied && (
        <Box>
          <Button variant="contained" onClick={() => void apply()} disabled={isLoading || changes === 0}>
            {t('peopleImport.apply')}
          </Button>
        </Box>
      )}
      {applied && <PasswordLinks answer={applied} people={people} t={t} />}
      <CardCorrection employeeId={employeeId} t={t} />
    </TitledPage>
  );
}
