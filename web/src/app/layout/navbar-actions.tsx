import { useState } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { changePasswordUrl } from '@shared/config/runtime-config';
import { uiLocaleOf, FLAG_CODES } from '@shared/i18n/languages';
import { changeLanguage } from '@shared/session/change-language';
import { settingsActions, type ThemeMode } from '@shared/settings/settings-slice';
import { Icon, type IconName } from '@shared/ui/icons';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useLogout } from '../use-logout';

/** Regional-indicator flag from a country code ('PL' → 🇵🇱). */
const flag = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const languages = useAppSelector((s) => s.auth.languages);
  const current = useAppSelector((s) => s.auth.profile.languageId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (languages.length < 2) return null;
  return (
    <>
      <IconButton
        color="inherit"
        title={t('navbar.language')}
        aria-label={t('navbar.language')}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Icon name="translate" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {languages.map((l) => (
          <MenuItem
            key={l.languageId}
            selected={l.languageId === current}
            lang={l.isoCode}
            onClick={() => {
              setAnchor(null);
              void dispatch(changeLanguage(l.languageId));
            }}
          >
            <ListItemIcon>{flag(FLAG_CODES[uiLocaleOf(l)])}</ListItemIcon>
            {l.nativeName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A user-menu entry's icon, at the menu's small size. */
const MenuIcon = ({ name }: { name: IconName }) => (
  <ListItemIcon>
    <Icon name={name} fontSize="small" />
  </ListItemIcon>
);

const THEME_ICON: Record<ThemeMode, IconName> = { light: 'sun', dark: 'moon', system: 'dashboard' };
const NEXT_THEME: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.settings.theme);
  const label = t('navbar.theme', { theme: t(`settings.theme.${theme}`) });
  return (
    <IconButton
      color="inherit"
      title={label}
      aria-label={label}
      onClick={() => dispatch(settingsActions.settingsChanged({ theme: NEXT_THEME[theme] }))}
    >
      <Icon name={THEME_ICON[theme]} />
    </IconButton>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const profile = useAppSelector((s) => s.auth.profile);
  const client = useAppSelector((s) => s.config.runtime?.apkiConfig);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase() || '?';
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      {/* The name starts with the initials the button shows, so voice control can say them. */}
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('navbar.userMenu', { initials })} sx={{ p: 0.5 }}>
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15 }}>{initials}</Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ px: 2, py: 1, fontWeight: 600 }} data-testid="user-full-name">
          {profile.userId ? profile.fullName : t('common.visitor')}
        </Typography>
        <Divider />
        <MenuItem onClick={() => go('/profile')}>
          <MenuIcon name="person" />
          {t('menu.employeeCard')}
        </MenuItem>
        <MenuItem onClick={() => go('/settings')}>
          <MenuIcon name="tune" />
          {t('menu.settings')}
        </MenuItem>
        {client && (
          <MenuItem component="a" href={changePasswordUrl(client)}>
            <MenuIcon name="key" />
            {t('navbar.changePassword')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => void logout()}>
          <MenuIcon name="logout" />
          {t('menu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
