import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItemMui from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shared/ui/icons';
import type { MenuItem } from './menu';

/** Top-level groups in a row, each opening its items (horizontal navigation). */
export function HorizontalNav({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<{ key: string; el: HTMLElement } | null>(null);
  return (
    <Stack component="nav" aria-label={t('menu.label')} direction="row" spacing={0.5} sx={{ px: 2, py: 0.5, overflowX: 'auto' }}>
      {items.map((g) => (
        <div key={g.key}>
          <Button
            color={g.children?.some((c) => c.to === pathname) ? 'primary' : 'inherit'}
            startIcon={g.icon && <Icon name={g.icon} fontSize="small" />}
            endIcon={<Icon name="expandMore" fontSize="small" />}
            onClick={(e) => setAnchor({ key: g.key, el: e.currentTarget })}
          >
            {t(g.title)}
          </Button>
          <Menu anchorEl={anchor?.key === g.key ? anchor.el : null} open={anchor?.key === g.key} onClose={() => setAnchor(null)}>
            {g.children?.map((c) => (
              <MenuItemMui key={c.key} component={NavLink} to={c.to!} selected={pathname === c.to} onClick={() => setAnchor(null)}>
                {t(c.title)}
              </MenuItemMui>
            ))}
          </Menu>
        </div>
      ))}
    </Stack>
  );
}
