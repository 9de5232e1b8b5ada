import { useEffect, useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadFeatureStrings } from '@shared/i18n/i18n';
import { logWarning } from '@shared/logging/dev-log';
import { useSharedSelector } from '@shared/store-hooks';
import { Icon } from '@shared/ui/icons';
import { useGetMyUnreadNotificationCountQuery } from '../api/notifications-api';
import { strings } from '../locales/strings';
import { NotificationsPopover } from './notifications-popover';

/** How often the unread count is asked for while the window has focus (and again on focus). */
export const UNREAD_COUNT_POLL_MS = 60_000;
/** The badge shows "99+" above this. */
export const MOST_UNREAD_SHOWN = 99;

/** The bell's name says what its badge shows, so a screen reader and voice control hear the count. */
function bellLabel(t: TFunction, unread: number): string {
  if (unread <= 0) return t('notifications.bell');
  if (unread > MOST_UNREAD_SHOWN) return t('notifications.bellUnreadOverMax', { max: MOST_UNREAD_SHOWN });
  return t('notifications.bellUnread', { count: unread });
}

/**
 * The bell in the top bar: the signed-in user's unread notifications as a badge, and the latest
 * of them in a popover. Every signed-in user has notifications.
 */
export function NotificationBell() {
  const signedIn = useSharedSelector((s) => s.auth.isAuthenticated);
  const [stringsLoaded, setStringsLoaded] = useState(false);

  // The bell is in the layout, not on a route that loads the feature's strings with its page.
  useEffect(() => {
    let current = true;
    loadFeatureStrings(strings).then(
      () => current && setStringsLoaded(true),
      (e: unknown) => logWarning('notifications: strings not loaded', e),
    );
    return () => {
      current = false;
    };
  }, []);

  if (!signedIn || !stringsLoaded) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: unread = 0 } = useGetMyUnreadNotificationCountQuery(undefined, {
    pollingInterval: UNREAD_COUNT_POLL_MS,
    // A background tab does not ask every minute; it asks once it has focus again.
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const label = bellLabel(t, unread);
  const open = !!anchor;
  const bell = <Icon name="notifications" />;
  return (
    <>
      <IconButton
        color="inherit"
        title={label}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* No badge at all at 0: a hidden MUI badge keeps its last number in the DOM. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} max={MOST_UNREAD_SHOWN} color="error" data-testid="notifications-badge">
            {bell}
          </Badge>
        ) : (
          bell
        )}
      </IconButton>
      <NotificationsPopover id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
