import { useEffect, useState } from 'react';

/**
 * Today's work time, live: the server's figure at `asOf` plus, while the clock is `working`,
 * the seconds since the answer arrived (`receivedAt`, client time: the browser's clock may differ
 * from the server's, an interval measured on one clock does not). Ticks every second.
 */
export function useLiveWorkTime(workTime: number, state: string, receivedAt: number | undefined): number {
  const running = state === 'working' && receivedAt !== undefined;
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, receivedAt]);
  // Until the first tick `nowMs` may predate the answer: nothing is added then.
  if (!running) return workTime;
  return workTime + Math.max(0, Math.floor((nowMs - receivedAt) / 1000));
}
