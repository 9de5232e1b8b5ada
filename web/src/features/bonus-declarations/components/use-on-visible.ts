import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` each time the element comes wholly into view (IntersectionObserver; the root is the
 * nearest scrolling ancestor's viewport, so it works inside a dialog's scrolling content too).
 */
export function useOnVisible(ref: RefObject<Element | null>, onVisible: () => void) {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    // Seen = wholly in view (a sliver at the edge of a dialog is not "scrolled to the end"), or,
    // for a block taller than half the screen, filling at least half of it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some(
            (e) =>
              e.isIntersecting && (e.intersectionRatio >= 0.99 || (!!e.rootBounds && e.intersectionRect.height >= e.rootBounds.height / 2)),
          )
        )
          callback.current();
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
