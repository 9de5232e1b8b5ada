import { useEffect, useState, useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { LoadingProgress } from './loading-progress';

/** The thin bar fixed at the top of the page, shown while `loading` is true. */
export function LoadingBar({ loading }: { loading: boolean }) {
  const [progress] = useState(() => new LoadingProgress());
  const snap = useSyncExternalStore(progress.subscribe, progress.get);
  useEffect(() => {
    if (loading) progress.start();
    else progress.done();
  }, [loading, progress]);
  if (!snap.visible) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={snap.value}
      aria-label="loading"
      data-testid="loading-bar"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
