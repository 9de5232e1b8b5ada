import { Suspense, use } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isUiLocale, type UiLocale } from '@shared/i18n/languages';
import { ReadingDialog } from '@shared/ui/reading-dialog';

/** docs/product.md §9: the clause dialog is at most 1000 px wide. */
export const CLAUSE_DIALOG_MAX_WIDTH = 1000;

/**
 * The clause's paragraphs in each UI language. They load when the dialog first opens: the
 * longest text of the shell, read by few, kept out of the initial download.
 */
const CLAUSE_TEXT: Record<UiLocale, () => Promise<{ default: string[] }>> = {
  pl: () => import('./information-clause/pl.json'),
  en: () => import('./information-clause/en.json'),
  ua: () => import('./information-clause/uk.json'),
  de: () => import('./information-clause/de.json'),
};
/** One load per language; a failed one (null) stays failed until the page is reloaded, so the dialog never retries in a loop. */
const loads = new Map<UiLocale, Promise<string[] | null>>();
function paragraphsIn(locale: UiLocale): Promise<string[] | null> {
  let load = loads.get(locale);
  if (!load) {
    load = CLAUSE_TEXT[locale]().then(
      (m) => m.default,
      () => null,
    );
    loads.set(locale, load);
  }
  return load;
}

function ClauseParagraphs({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const paragraphs = use(paragraphsIn(locale));
  if (!paragraphs) return <Typography role="alert">{t('errors.unexpected')}</Typography>;
  return paragraphs.map((p, i) => (
    <Typography key={i} variant="body2" sx={{ mb: 2 }}>
      {p}
    </Typography>
  ));
}

/** 'Klauzula informacyjna': the GDPR information clause (art. 13 RODO). */
export function InformationClauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = isUiLocale(i18n.language) ? i18n.language : 'pl';
  return (
    <ReadingDialog open={open} onClose={onClose} title={t('clause.title')} maxWidth={CLAUSE_DIALOG_MAX_WIDTH}>
      <Suspense fallback={<Typography variant="body2">{t('table.loading')}</Typography>}>
        <ClauseParagraphs locale={locale} />
      </Suspense>
    </ReadingDialog>
  );
}
