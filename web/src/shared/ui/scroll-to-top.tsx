import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** docs/product.md §9: appears after scrolling more than 200 px. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TO_TOP_THRESHOLD });
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('common.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (th) => th.zIndex.speedDial }}
      >
        <Icon name="arrowUp" />
      </Fab>
    </Zoom>
  );
}
