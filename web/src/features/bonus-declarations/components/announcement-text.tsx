import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BonusDeclarationConfiguration } from '@shared/config/config-slice';
import { formatLongDate } from '@shared/dates/format';
import { Icon } from '@shared/ui/icons';
import { ReadingDialog } from '@shared/ui/reading-dialog';
import { groszeOf, type TierBand } from '../api/types';
import { formatZloty } from '../money';
import { useOnVisible } from './use-on-visible';

/** docs/product.md §9 sizes of the announcement's dialogs. */
export const NET_INCOME_DIALOG_MAX_WIDTH = 900;
export const CLAUSE_DIALOG_MAX_WIDTH = 1000;

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The tier table: "up to 1 500,00 zł — 1 200,00 zł", the last band open. */
export function TierTable({ tiers }: { tiers: TierBand[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" sx={{ maxWidth: 520, my: 1 }} data-testid="tier-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('bonus.tiers.income')}</TableCell>
          <TableCell align="right">{t('bonus.tiers.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tiers.map((band, i) => {
          const upTo = groszeOf(band.incomeUpToGrosze);
          const from = i > 0 ? groszeOf(tiers[i - 1].incomeUpToGrosze) + 1 : 0;
          return (
            <TableRow key={i}>
              <TableCell>
                {upTo > 0
                  ? t('bonus.tiers.upTo', { from: formatZloty(from), to: formatZloty(upTo) })
                  : t('bonus.tiers.above', { from: formatZloty(from) })}
              </TableCell>
              <TableCell align="right">{formatZloty(groszeOf(band.amountGrosze))}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function CollapsibleBox({ title, paragraphs, testId }: { title: string; paragraphs: string[]; testId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ mb: 1.5 }}>
      <Button
        fullWidth
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid={testId}
        endIcon={<Icon name="expandMore" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ justifyContent: 'space-between', textAlign: 'left', px: 2, py: 1 }}
      >
        {title}
      </Button>
      <Collapse in={open}>
        <Box sx={{ px: 2, pb: 2 }}>
          {paragraphs.map((p, i) => (
            <Typography key={i} variant="body2" sx={{ mb: 1 }}>
              {p}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}

/** 'Obliczenie dochodu netto': what counts as income and how a member's net income is computed. */
export function NetIncomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReadingDialog open={open} onClose={onClose} title={t('bonus.netIncome.title')} maxWidth={NET_INCOME_DIALOG_MAX_WIDTH}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('bonus.netIncome.intro')}
      </Typography>
      <CollapsibleBox
        testId="net-income-what"
        title={t('bonus.netIncome.whatTitle')}
        paragraphs={list(t('bonus.netIncome.what', { returnObjects: true }))}
      />
      <CollapsibleBox
        testId="net-income-how"
        title={t('bonus.netIncome.howTitle')}
        paragraphs={list(t('bonus.netIncome.how', { returnObjects: true }))}
      />
    </ReadingDialog>
  );
}

/** 'Klauzula informacyjna' of the ZFŚS fund (art. 13 RODO). */
export function BonusClauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReadingDialog open={open} onClose={onClose} title={t('bonus.clause.title')} maxWidth={CLAUSE_DIALOG_MAX_WIDTH}>
      {list(t('bonus.clause.paragraphs', { returnObjects: true })).map((p, i) => (
        <Typography key={i} variant="body2" sx={{ mb: 1.5 }}>
          {p}
        </Typography>
      ))}
    </ReadingDialog>
  );
}

/** The two buttons that open the helper dialogs, with the dialogs. */
export function AnnouncementHelpers() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'netIncome' | 'clause' | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        <Button variant="outlined" onClick={() => setDialog('netIncome')}>
          {t('bonus.netIncome.open')}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('clause')}>
          {t('bonus.clause.title')}
        </Button>
      </Stack>
      <NetIncomeDialog open={dialog === 'netIncome'} onClose={() => setDialog(null)} />
      <BonusClauseDialog open={dialog === 'clause'} onClose={() => setDialog(null)} />
    </>
  );
}

export interface AnnouncementTextProps {
  config: BonusDeclarationConfiguration;
  /** Raised each time the closing block comes into view. */
  onScrolledToBottom?: () => void;
}

/** The announcement of the campaign: who, when, how much, on what conditions. */
export function AnnouncementText({ config, onScrolledToBottom }: AnnouncementTextProps) {
  const { t, i18n } = useTranslation();
  const bottom = useRef<HTMLDivElement>(null);
  useOnVisible(bottom, () => onScrolledToBottom?.());
  const day = (d: string) => formatLongDate(d, i18n.language);
  const values = {
    startOn: day(config.startOn),
    canPlaceEndOn: day(config.canPlaceEndOn),
    considerationOn: day(config.considerationOn),
    endOn: day(config.endOn),
  };
  return (
    <Box data-testid="announcement-text">
      {list(t('bonus.announcement.intro', { returnObjects: true, ...values })).map((p, i) => (
        <Typography key={i} variant="body2" sx={{ mb: 1.5 }}>
          {p}
        </Typography>
      ))}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('bonus.announcement.tiersTitle')}
      </Typography>
      {config.tiers.length ? (
        <TierTable tiers={config.tiers} />
      ) : (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('bonus.announcement.tiersByCalculator')}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('bonus.announcement.conditionsTitle')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {list(t('bonus.announcement.conditions', { returnObjects: true, ...values })).map((p, i) => (
          <Typography key={i} component="li" variant="body2" sx={{ mb: 0.75 }}>
            {p}
          </Typography>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('bonus.announcement.taxTitle')}
      </Typography>
      {list(t('bonus.announcement.tax', { returnObjects: true })).map((p, i) => (
        <Typography key={i} variant="body2" sx={{ mb: 1.5 }}>
          {p}
        </Typography>
      ))}
      <AnnouncementHelpers />
      <Box ref={bottom} data-testid="announcement-bottom" sx={{ mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Typography variant="body2">{t('bonus.announcement.closing', values)}</Typography>
      </Box>
    </Box>
  );
}
