import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` each time the element comes into view (IntersectionObserver; the root is the
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
