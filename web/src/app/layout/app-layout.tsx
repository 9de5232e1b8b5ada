import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { alpha, useTheme } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@shared/abilities/ability-context';
import { settingsActions } from '@shared/settings/settings-slice';
import { Icon } from '@shared/ui/icons';
import { ScrollToTop } from '@shared/ui/scroll-to-top';
import { useAppDispatch, useAppSelector } from '../hooks';
import { routablePaths } from '../routes';
import { useLogout } from '../use-logout';
import { BonusAnnouncementDialog } from '../../features/bonus-declarations/components/announcement-dialog';
import { Footer } from './footer';
import { HorizontalNav } from './horizontal-nav';
import { MENU, visibleMenu } from './menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { LanguageSwitcher, ThemeSwitcher, UserMenu } from './navbar-actions';
import { NavList } from './nav-list';

export const NAV_WIDTH = 260;
export const NAV_MINI_WIDTH = 72;
/** docs/product.md §9: navigation becomes an overlay at 1279 px and below. */
export const OVERLAY_NAV_MAX_WIDTH = 1279;

function useVisibleMenu() {
  const ability = useAbility();
  const newsEnabled = useAppSelector((s) => s.config.api.newsEnabled);
  return useMemo(
    () =>
      visibleMenu(MENU, {
        can: (subject) => ability.can('view', subject),
        isRoutable: (p) => routablePaths.has(p),
        features: { news: newsEnabled },
      }),
    [ability, newsEnabled],
  );
}

function NavFooter({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const appsUrl = useAppSelector((s) => s.config.runtime?.apkiConfig.apkiBaseUrl);
  const entries = [
    { key: 'apps', icon: 'apps' as const, label: t('menu.apps'), props: { component: 'a', href: appsUrl } },
    { key: 'logout', icon: 'logout' as const, label: t('menu.logout'), props: { onClick: () => void logout() } },
  ];
  return (
    <List dense sx={{ px: 1 }} component="div">
      {entries.map((e) => (
        <ListItemButton
          key={e.key}
          {...(e.props as object)}
          title={mini ? e.label : undefined}
          onClickCapture={onNavigate}
          sx={{ borderRadius: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon name={e.icon} fontSize="small" />
          </ListItemIcon>
          {!mini && <ListItemText primary={e.label} />}
        </ListItemButton>
      ))}
    </List>
  );
}

/** Navbar, navigation (vertical or horizontal, overlay on narrow screens), content and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const s = useAppSelector((st) => st.settings);
  const overlay = useMediaQuery(`(max-width:${OVERLAY_NAV_MAX_WIDTH}px)`);
  // Mobile is at or below the small breakpoint (docs/product.md §9).
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The overlay menu closes once a navigation has happened, not on the click: a page that asks
  // before it is left (unsaved changes) opens its question over the open menu. Closing the menu
  // while that question opened raced in MUI's modal stack and left the question hidden from
  // assistive technology.
  const { key: locationKey } = useLocation();
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (seenLocationKey !== locationKey) {
    setSeenLocationKey(locationKey);
    setOverlayOpen(false);
  }
  const menu = useVisibleMenu();
  const horizontal = s.appContentLayoutNav === 'horizontal' && !overlay;
  const mini = !overlay && !horizontal && s.isVerticalNavCollapsed;
  const navWidth = mini ? NAV_MINI_WIDTH : NAV_WIDTH;

  const brand = (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {mini ? 'K' : t('app.name')}
    </Typography>
  );

  const navContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="vertical-nav">
      <Toolbar sx={{ gap: 1, justifyContent: mini ? 'center' : 'space-between', px: 2 }}>
        {brand}
        {!overlay && !mini && (
          <IconButton
            size="small"
            title={t('navbar.collapseNav')}
            aria-label={t('navbar.collapseNav')}
            onClick={() => dispatch(settingsActions.settingsChanged({ isVerticalNavCollapsed: true }))}
          >
            <Icon name={theme.direction === 'rtl' ? 'chevronRight' : 'chevronLeft'} fontSize="small" />
          </IconButton>
        )}
      </Toolbar>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <NavList
          items={menu}
          mini={mini}
          onExpandRequest={() => dispatch(settingsActions.settingsChanged({ isVerticalNavCollapsed: false }))}
        />
      </Box>
      <Divider />
      <NavFooter mini={mini} onNavigate={overlay ? () => setOverlayOpen(false) : undefined} />
    </Box>
  );

  const blur = s.isNavbarBlurEnabled;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      {/* WCAG 2.4.1: the first tab stop jumps past the navigation. */}
      <Box
        component="a"
        href="#main-content"
        className="skip-link"
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        sx={{
          position: 'fixed',
          left: 8,
          top: -64,
          zIndex: (th) => th.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus': { top: 8 },
        }}
      >
        {t('navbar.skipToContent')}
      </Box>
      {!horizontal &&
        (overlay ? (
          // The overlay menu is a dialog (MUI gives its paper the role): it is named as the menu is.
          <Drawer
            variant="temporary"
            open={overlayOpen}
            onClose={() => setOverlayOpen(false)}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { width: NAV_WIDTH }, 'aria-label': t('menu.label') } }}
          >
            {navContent}
          </Drawer>
        ) : (
          <Drawer
            variant="permanent"
            sx={{
              width: navWidth,
              flexShrink: 0,
              transition: 'width .2s',
              '& .MuiDrawer-paper': { width: navWidth, transition: 'width .2s', overflowX: 'hidden', boxSizing: 'border-box' },
            }}
          >
            {navContent}
          </Drawer>
        ))}
      {overlay && s.appContentLayoutNav === 'horizontal' && (
        <Drawer
          variant="temporary"
          open={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          slotProps={{ paper: { sx: { width: NAV_WIDTH }, 'aria-label': t('menu.label') } }}
        >
          {navContent}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {s.navbarType !== 'hidden' && (
          <AppBar
            position={s.navbarType === 'sticky' ? 'sticky' : 'static'}
            color="inherit"
            elevation={0}
            sx={{
              top: 0,
              borderBottom: `1px solid ${theme.palette.divider}`,
              bgcolor: blur ? alpha(theme.palette.background.paper, 0.72) : 'background.paper',
              backdropFilter: blur ? 'blur(8px)' : 'none',
            }}
          >
            <Toolbar sx={{ gap: 1 }} variant={mobile ? 'dense' : 'regular'}>
              {overlay && (
                <IconButton edge="start" color="inherit" aria-label={t('navbar.openNav')} onClick={() => setOverlayOpen(true)}>
                  <Icon name="menu" />
                </IconButton>
              )}
              {mini && (
                <IconButton
                  color="inherit"
                  aria-label={t('navbar.expandNav')}
                  onClick={() => dispatch(settingsActions.settingsChanged({ isVerticalNavCollapsed: false }))}
                >
                  <Icon name={theme.direction === 'rtl' ? 'chevronLeft' : 'chevronRight'} />
                </IconButton>
              )}
              {(horizontal || (overlay && !mobile)) && brand}
              <Box sx={{ flex: 1 }} />
              <LanguageSwitcher />
              <ThemeSwitcher />
              <NotificationBell />
              <UserMenu />
            </Toolbar>
            {horizontal && (
              <>
                <Divider />
                <HorizontalNav items={menu} />
              </>
            )}
          </AppBar>
        )}
        <Container
          component="main"
          id="main-content"
          tabIndex={-1}
          maxWidth={s.appContentWidth === 'boxed' ? 'xl' : false}
          sx={{ flex: 1, minWidth: 0, py: mobile ? 2 : 3, px: mobile ? 1.5 : 3, '&:focus': { outline: 'none' } }}
          data-content-width={s.appContentWidth}
        >
          <Suspense fallback={null}>{children}</Suspense>
        </Container>
        <Footer type={s.footerType} />
      </Box>
      <ScrollToTop />
      {/* 'Komunikat ZFŚS': blocks every signed-in page until the campaign's announcement is accepted. */}
      <BonusAnnouncementDialog />
    </Box>
  );
}
