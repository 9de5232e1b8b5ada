import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { problemOf, sayProblem } from '../../../lib/problem';
import { accessFlagsFrom } from '@shared/abilities/abilities';
import { loadFeatureStrings } from '@shared/i18n/i18n';
import { strings as problemStrings } from '@shared/problems/locales/strings';
import { selectBonusDeclarationConfiguration } from '@shared/config/config-slice';
import { logWarning } from '@shared/logging/dev-log';
import { useGetEmployeeAbilitiesQuery } from '@shared/session/session-api';
import { useSharedSelector } from '@shared/store-hooks';
import { acceptedSince, inAnnouncementWindow, nextAnnouncementWeek } from '../announcement-week';
import { useAddBonusLogMutation, useLazySearchBonusLogsQuery, useLazySearchDeclarationsQuery } from '../api/bonus-declarations-api';
import { LogType } from '../api/types';
import { strings } from '../locales/strings';
import { AnnouncementText } from './announcement-text';

/** docs/product.md §9: the announcement dialog is at most 1000 px wide. */
export const ANNOUNCEMENT_DIALOG_MAX_WIDTH = 1000;
/**
 * docs/product.md §4, §9: whether to show the announcement is checked on load and every 5 s, as
 * long as it may still be due (not after it was accepted this week or the person declared).
 */
export const ANNOUNCEMENT_CHECK_MS = 5_000;
/** The longest delay a browser timer takes (2^31 − 1 ms, about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What a check found: show the dialog, or nothing is due until `until` (ms; Infinity: never in this campaign). */
type CheckOutcome = { due: true } | { due: false; until: number } | null;

/**
 * docs/product.md §4 states: hidden → displayed (log 1) → read, the end scrolled into view (log 2, once) →
 * accepted (log 3; the follow-up question opens) → done (the question answered).
 */
export type AnnouncementPhase = 'hidden' | 'displayed' | 'read' | 'accepted' | 'done';

/** The RTK Query error as the user is told it: a problem's sentence, else the error's message. */
function failureText(t: TFunction, error: unknown): string {
  const problem = problemOf(error);
  if (problem) return sayProblem(t, problem, problem.title);
  const e = error as { error?: unknown; message?: unknown; status?: unknown } | undefined;
  if (typeof e?.error === 'string') return e.error;
  if (typeof e?.message === 'string') return e.message;
  return String(e?.status ?? error);
}

/**
 * 'Komunikat ZFŚS': the campaign's announcement, blocking until the person has read it to the
 * end and accepted it, once a week until they declare (docs/decisions/0007-bonus-announcement.md).
 * Mounted in the app layout for every signed-in user.
 */
export function BonusAnnouncementDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSharedSelector((s) => s.auth.profile.userId);
  const signedIn = useSharedSelector((s) => s.auth.isAuthenticated);
  const config = useSharedSelector(selectBonusDeclarationConfiguration);
  const abilities = useGetEmployeeAbilitiesQuery(userId, { skip: !signedIn || !userId });
  const hasAccess = abilities.isSuccess && accessFlagsFrom(abilities.data.accessFlags).hasAccessToBonusDeclarations;
  const [phase, setPhase] = useState<AnnouncementPhase>('hidden');
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [addLog, { isLoading: accepting }] = useAddBonusLogMutation();
  const [searchLogs] = useLazySearchBonusLogsQuery();
  const [searchDeclarations] = useLazySearchDeclarationsQuery();
  const readSent = useRef(false);
  const checking = useRef(false);

  // The check stops for good when the user has no access, or the campaign is over or not open.
  const active =
    signedIn && !!userId && hasAccess && !!config && config.bonusDeclarationsAvailable && !config.bonusDeclarationsDeadlinePassed;
  const campaignId = config?.campaignId ?? 0;

  // Once nothing can be due (accepted this week, or declared), the checks stop: until next
  // Monday, or for good. Without this every open tab would ask the server every 5 s all day.
  const [quietUntil, setQuietUntil] = useState<number | null>(null);

  const check = useCallback(async (): Promise<CheckOutcome> => {
    if (checking.current) return null;
    checking.current = true;
    try {
      const now = Date.now();
      const accepted = await searchLogs({
        page: 1,
        pageSize: 1,
        userId,
        bonusDeclarationLogTypeId: LogType.AnnouncementAccepted,
        dateFrom: acceptedSince(now),
      }).unwrap();
      if (accepted.total > 0) return { due: false, until: nextAnnouncementWeek(now).getTime() };
      const declared = await searchDeclarations({ page: 1, pageSize: 1, campaignId, userId }).unwrap();
      if (declared.total === 1) return { due: false, until: Infinity };
      return { due: true };
    } catch (e) {
      // Asked again at the next tick.
      logWarning('bonus announcement: check failed', e);
      return null;
    } finally {
      checking.current = false;
    }
  }, [searchLogs, searchDeclarations, userId, campaignId]);

  // The page may stay open past the last day of filing: the day is looked at on every check.
  const inWindow = useCallback(() => !!config && inAnnouncementWindow(config, Date.now()), [config]);

  useEffect(() => {
    if (!active || phase !== 'hidden') return undefined;
    if (quietUntil !== null) {
      if (quietUntil === Infinity) return undefined;
      const resume = setTimeout(() => setQuietUntil(null), Math.min(Math.max(quietUntil - Date.now(), 0), LONGEST_TIMER_MS));
      return () => clearTimeout(resume);
    }
    let stopped = false;
    const run = async () => {
      if (!inWindow()) {
        setQuietUntil(Infinity);
        return;
      }
      const outcome = await check();
      if (stopped || !outcome) return;
      if (!outcome.due) {
        setQuietUntil(outcome.until);
        return;
      }
      // The dialog lives in the layout, outside the feature's pages: its strings load before it shows.
      try {
        await Promise.all([loadFeatureStrings(strings), loadFeatureStrings(problemStrings)]);
      } catch (e) {
        logWarning('bonus announcement: strings not loaded', e);
        return; // asked again at the next tick
      }
      if (stopped) return;
      setPhase((p) => (p === 'hidden' ? 'displayed' : p));
      addLog(LogType.AnnouncementDisplayed)
        .unwrap()
        .catch((e: unknown) => logWarning('bonus announcement: displayed log not saved', e));
    };
    // On load (the first tick, after this render) and then every 5 s until something is decided.
    const first = setTimeout(() => void run(), 0);
    const timer = setInterval(() => void run(), ANNOUNCEMENT_CHECK_MS);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, phase, quietUntil, check, inWindow, addLog]);

  const scrolledToBottom = () => {
    if (phase !== 'displayed' || readSent.current) return;
    readSent.current = true;
    setPhase('read');
    addLog(LogType.AnnouncementRead)
      .unwrap()
      .catch((e: unknown) => logWarning('bonus announcement: read log not saved', e));
  };

  const accept = async () => {
    setAcceptError(null);
    try {
      await addLog(LogType.AnnouncementAccepted).unwrap();
      setPhase('accepted');
    } catch (e) {
      setAcceptError(failureText(t, e));
    }
  };

  const answer = (now: boolean) => {
    setPhase('done');
    if (now) navigate('/bonus-declarations');
  };

  if (!config) return null;
  const read = phase === 'read';
  return (
    <>
      <Dialog
        open={phase === 'displayed' || phase === 'read'}
        // Blocking: neither Escape nor the backdrop closes it; only accepting does.
        onClose={() => undefined}
        fullWidth
        scroll="paper"
        aria-labelledby="bonus-announcement-title"
        slotProps={{ paper: { sx: { maxWidth: ANNOUNCEMENT_DIALOG_MAX_WIDTH } } }}
      >
        <DialogTitle id="bonus-announcement-title">{t('bonus.announcement.dialogTitle')}</DialogTitle>
        {/* Focusable, so the text scrolls from the keyboard too (arrows, Page Down, Space). */}
        <DialogContent dividers tabIndex={0} role="region" aria-label={t('bonus.announcement.dialogTitle')}>
          <AnnouncementText config={config} onScrolledToBottom={scrolledToBottom} />
        </DialogContent>
        {acceptError && (
          <Alert severity="error" sx={{ mx: 3, mt: 2 }} data-testid="announcement-error">
            {acceptError}
          </Alert>
        )}
        <DialogActions>
          <Button variant="contained" disabled={!read || accepting} onClick={() => void accept()} data-testid="announcement-accept">
            {read ? t('bonus.announcement.accept') : t('bonus.announcement.scrollFirst')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={phase === 'accepted'} onClose={() => answer(false)} aria-labelledby="bonus-follow-up-title">
        <DialogTitle id="bonus-follow-up-title">{t('bonus.followUp.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('bonus.followUp.question')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>{t('bonus.followUp.later')}</Button>
          <Button variant="contained" autoFocus onClick={() => answer(true)}>
            {t('bonus.followUp.now')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
