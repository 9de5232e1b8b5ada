import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

// The dialog (and MUI's text field) load on first use, not at start-up.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export interface ConfirmResult {
  confirmed: boolean;
  comment: string;
}
type Ask = (options: ConfirmOptions) => Promise<ConfirmResult>;
const ConfirmContext = createContext<Ask | null>(null);

/** One dialog for the whole app; `useConfirm()` opens it and resolves with the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ options: ConfirmOptions; key: number } | null>(null);
  const resolver = useRef<((r: ConfirmResult) => void) | null>(null);
  // Focus goes back to what opened the dialog; when that is gone (a decided row left the
  // list), to the page's main content, never to <body>.
  const trigger = useRef<HTMLElement | null>(null);
  // The focus-restore timers of the last close: they must not outlive the provider.
  const restoreTimers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => restoreTimers.current.forEach(clearTimeout), []);
  const ask = useCallback<Ask>(
    (options) =>
      new Promise((resolve) => {
        resolver.current?.({ confirmed: false, comment: '' });
        resolver.current = resolve;
        if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
          trigger.current = document.activeElement;
        setState((s) => ({ options, key: (s?.key ?? 0) + 1 }));
      }),
    [],
  );
  const close = (confirmed: boolean, comment: string) => {
    resolver.current?.({ confirmed, comment });
    resolver.current = null;
    setState(null);
    const back = trigger.current;
    trigger.current = null;
    // After the dialog's own focus restore and the list's re-render.
    const restore = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      if (back?.isConnected) back.focus();
      else document.getElementById('main-content')?.focus();
    };
    restoreTimers.current.forEach(clearTimeout);
    restoreTimers.current = [setTimeout(restore, 50), setTimeout(restore, 1000)];
  };
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <ConfirmDialog key={state.key} open {...state.options} onClose={close} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

function useAsk(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('ConfirmProvider missing');
  return ask;
}

/** Cancel → false, confirm → true. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const ask = useAsk();
  return useCallback((options) => ask(options).then((r) => r.confirmed), [ask]);
}

/** Like useConfirm, also returning the comment typed in the dialog. */
export const useConfirmWithComment = (): Ask => useAsk();
