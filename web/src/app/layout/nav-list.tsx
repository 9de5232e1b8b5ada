import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import type { MenuItem } from './menu';

interface NavListProps {
  items: MenuItem[];
  /** Icons only (collapsed vertical navigation). */
  mini?: boolean;
  onExpandRequest?: () => void;
}

const containsPath = (item: MenuItem, path: string): boolean => item.to === path || !!item.children?.some((c) => containsPath(c, path));

/** The vertical menu: groups open and close, the group of the current page starts open. */
export function NavList({ items, mini, onExpandRequest }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(items.map((g) => [g.key, containsPath(g, pathname) || g.key === 'general'])),
  );
  return (
    // A <nav> holding a list of groups (li), each a button and its entries.
    <nav aria-label={t('menu.label')}>
      <List dense sx={{ px: 1 }}>
        {items.map((g) =>
          g.children ? (
            <li key={g.key} style={{ listStyle: 'none' }}>
              <ListItemButton
                title={mini ? t(g.title) : undefined}
                onClick={() => (mini ? onExpandRequest?.() : setOpen((o) => ({ ...o, [g.key]: !o[g.key] })))}
                aria-expanded={!!open[g.key]}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{g.icon && <Icon name={g.icon} fontSize="small" />}</ListItemIcon>
                {!mini && <ListItemText primary={t(g.title)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />}
                {!mini && (
                  <Icon
                    name="expandMore"
                    fontSize="small"
                    sx={{ transform: open[g.key] ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
                  />
                )}
              </ListItemButton>
              <Collapse in={!mini && !!open[g.key]} timeout="auto" unmountOnExit>
                <List disablePadding dense component="div">
                  {g.children.map((c) => (
                    <ListItemButton
                      key={c.key}
                      component={NavLink}
                      to={c.to!}
                      selected={pathname === c.to}
                      sx={{ pl: 4.5, borderRadius: 1 }}
                    >
                      <ListItemIcon sx={{ minWidth: 28 }}>
                        <Icon name="dot" sx={{ fontSize: 12 }} />
                      </ListItemIcon>
                      <ListItemText primary={t(c.title)} />
                    </ListItemButton>
                  ))}
                </List>
              </Collapse>
            </li>
          ) : null,
        )}
      </List>
    </nav>
  );
}
