import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` when the tab comes back into view or the window gets focus, and every
 * `everyMs` while the tab is visible: a page left open must not say "Zakończono" after the
 * person clocked in at a reader. A hidden tab asks nothing (no load for nobody to see).
 */
export function useRefreshWhileVisible(refresh: () => void, everyMs: number) {
  // The latest callback without restarting the timer on each render.
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const visible = () => document.visibilityState !== 'hidden';
    const onShow = () => {
      if (visible()) latest.current();
    };
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('focus', onShow);
    const timer = setInterval(onShow, everyMs);
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('focus', onShow);
      clearInterval(timer);
    };
  }, [everyMs]);
}
