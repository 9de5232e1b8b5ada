import { useEffect, useState } from 'react';

/** docs/product.md §9: the date picker's change debounce; a live preview waits as long. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface DebouncedPreview<A> {
  /** The answer for the current draft; while a newer one is awaited the older stays (the panel does not jump). */
  data: A | null;
  /** A newer draft than the answer's is waiting or asked. */
  pending: boolean;
  /** The server could not answer for the current draft. */
  failed: boolean;
}

/**
 * The server's live preview of a draft, asked once typing has settled for 300 ms. `key` is the
 * draft as JSON ('' = nothing to ask); `run` is an RTK Query mutation trigger (stable).
 */
export function useDebouncedPreview<D, A>(key: string, run: (draft: D) => { unwrap: () => Promise<A> }): DebouncedPreview<A> {
  // The answer and the draft it belongs to (a newer draft hides an older answer).
  const [answer, setAnswer] = useState<{ key: string; data: A | null } | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    const timer = setTimeout(() => {
      const settle = (data: A | null) => setAnswer({ key, data });
      run(JSON.parse(key) as D)
        .unwrap()
        .then(settle, () => settle(null));
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, run]);
  const pending = !!key && answer?.key !== key;
  return { data: key ? (answer?.data ?? null) : null, pending, failed: !!key && !pending && answer?.data === null };
}
