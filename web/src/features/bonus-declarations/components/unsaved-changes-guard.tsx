import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `when` holds, leaving the page asks first: a link or Back inside the app opens a question
 * (staying is the default answer), closing or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-question"
    >
      <DialogTitle id="unsaved-changes-title">{t('bonus.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-question">{t('bonus.unsaved.question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('bonus.unsaved.leave')}
        </Button>
        <Button variant="contained" autoFocus onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
          {t('bonus.unsaved.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
