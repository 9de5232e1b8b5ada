import { useEffect, useState, useSyncExternalStore } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { LoadingProgress } from './loading-progress';

// Drawn here like MUI's determinate LinearProgress: the bar is in the entry chunk, and
// LinearProgress with its keyframes for the other variants would add ~2 KB gzip there.
const Track = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  overflow: 'hidden',
  zIndex: theme.zIndex.tooltip + 1,
  backgroundColor: alpha(theme.palette.primary.main, 0.3),
}));
const Bar = styled('div')(({ theme }) => ({
  height: '100%',
  backgroundColor: theme.palette.primary.main,
  transition: 'transform .4s linear',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

/** The thin bar fixed at the top of the page, shown while `loading` is true. */
export function LoadingBar({ loading }: { loading: boolean }) {
  const [progress] = useState(() => new LoadingProgress());
  const snap = useSyncExternalStore(progress.subscribe, progress.get);
  useEffect(() => {
    if (loading) progress.start();
    else progress.done();
  }, [loading, progress]);
  if (!snap.visible) return null;
  const value = Math.round(snap.value);
  return (
    <Track role="progressbar" aria-label="loading" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} data-testid="loading-bar">
      <Bar style={{ transform: `translateX(${value - 100}%)` }} />
    </Track>
  );
}
