import { useId, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatDate, toIsoWithOffset } from '@shared/dates/format';
import { logWarning } from '@shared/logging/dev-log';
import { Icon } from '@shared/ui/icons';
import {
  isUnread,
  useGetMyLatestNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type Notification,
} from '../api/notifications-api';
import { notificationText } from './notification-text';
import { visuallyHidden } from '@shared/ui/visually-hidden';

/** The popover's width from the small breakpoint up; below it the popover takes the screen's width. */
const POPOVER_WIDTH = 400;

/** Marks an item's element, for the arrow keys to move between items. */
const ITEM_ATTRIBUTE = 'data-notification-item';

/**
 * A link the app can follow inside itself: a path of this app. The link comes from a service; an
 * address elsewhere ("https://…", "//host") is not followed.
 */
const appPathOf = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : null);

/** Up and Down move between the items (wrapping round), Home and End to the first and the last. */
function moveBetweenItems(e: KeyboardEvent<HTMLElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`)];
  if (!items.length) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const target = { ArrowDown: at >= last ? 0 : at + 1, ArrowUp: at <= 0 ? last : at - 1, Home: 0, End: last }[e.key];
  if (target === undefined) return;
  e.preventDefault();
  items[target].focus();
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation();
  const unread = isUnread(notification);
  const path = appPathOf(notification.link);
  const occurredAt = notification.occurredAt instanceof Date ? toIsoWithOffset(notification.occurredAt) : notification.occurredAt;
  const followed = path ? { component: RouterLink, to: path } : { component: 'button' as const };
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...followed}
        {...{ [ITEM_ATTRIBUTE]: '' }}
        onClick={() => onOpen(notification)}
        sx={{ alignItems: 'flex-start', gap: 1, width: '100%', textAlign: 'start' }}
      >
        {/* Unread: a dot and bold text, and the word for screen readers (not colour alone). */}
        <Box sx={{ width: 12, flexShrink: 0, pt: 0.25 }}>
          {unread && <Icon name="dot" color="primary" sx={{ fontSize: 20, ml: -0.5 }} />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {unread && <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>}
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: unread ? 700 : 400 }}>
            {notificationText(t, notification)}
          </Typography>
          <Typography component="time" variant="caption" dateTime={occurredAt} sx={{ color: 'text.secondary' }}>
            {formatDate(notification.occurredAt, 'dateTimeShort')}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function NotificationsContent({ headingId, onClose }: { headingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  // Asked again at each opening: the list shows what is new since the last time.
  const list = useGetMyLatestNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markAll] = useMarkAllNotificationsReadMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const notifications = list.data?.data ?? [];
  const anyUnread = (list.data?.unread ?? 0) > 0 || notifications.some(isUnread);

  const open = (n: Notification) => {
    // The link is followed at once (its own click does it); marking read does not hold it up.
    if (isUnread(n))
      markRead(n.id)
        .unwrap()
        .catch((e: unknown) => logWarning('notifications: not marked read', e));
    onClose();
  };

  const markAllAsRead = async () => {
    try {
      await markAllRead().unwrap();
    } catch {
      return; // the alert below says so
    }
    // The button goes once nothing is unread: focus must not fall out of the popover with it
    // (Escape would no longer close it).
    headingRef.current?.focus();
  };

  let body;
  if (list.isError && !list.isFetching) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('notifications.retry')}
          </Button>
        }
      >
        {t('notifications.loadFailed')}
      </Alert>
    );
  } else if (!list.data) {
    body = (
      <Typography role="status" sx={{ p: 2, color: 'text.secondary' }}>
        {t('notifications.loading')}
      </Typography>
    );
  } else if (!notifications.length) {
    body = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('notifications.empty')}</Typography>;
  } else {
    body = (
      <List aria-labelledby={headingId} onKeyDown={moveBetweenItems} sx={{ py: 0, overflowY: 'auto' }}>
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={open} />
        ))}
      </List>
    );
  }

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 1, flexWrap: 'wrap' }}>
        <Typography
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, flex: 1, '&:focus': { outline: 'none' } }}
        >
          {t('notifications.bell')}
        </Typography>
        {anyUnread && (
          <Button size="small" disabled={markAll.isLoading} onClick={() => void markAllAsRead()}>
            {t('notifications.markAll')}
          </Button>
        )}
        <IconButton size="small" aria-label={t('common.close')} title={t('common.close')} onClick={onClose}>
          <Icon name="close" fontSize="small" />
        </IconButton>
      </Stack>
      {markAll.isError && (
        <Alert severity="error" sx={{ mx: 1.5, mb: 1 }}>
          {t('notifications.markAllFailed')}
        </Alert>
      )}
      <Divider />
      {body}
    </>
  );
}

/**
 * The latest notifications under the bell. Escape or a click outside closes it, and focus goes
 * back to the bell (MUI's modal gives it back to where it was).
 */
export function NotificationsPopover({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const headingId = useId();
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      // On a phone the popover spans the screen: the list's texts are long.
      marginThreshold={phone ? 0 : 16}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: {
            width: phone ? '100%' : POPOVER_WIDTH,
            maxWidth: phone ? '100%' : `min(${POPOVER_WIDTH}px, calc(100% - 32px))`,
            maxHeight: phone ? '85vh' : '70vh',
            display: 'flex',
            flexDirection: 'column',
            ...(phone && { borderRadius: 0 }),
          },
        },
      }}
    >
      <NotificationsContent headingId={headingId} onClose={onClose} />
    </Popover>
  );
}
