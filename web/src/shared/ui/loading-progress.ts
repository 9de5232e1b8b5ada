/** docs/product.md §2: the fake progress steps every 800 ms, stalls at 82, jumps to 100 and hides after 300 ms. */
export const LOADING_STEP_MS = 800;
export const LOADING_STALL_AT = 82;
export const LOADING_HIDE_AFTER_MS = 300;

export interface LoadingSnapshot {
  visible: boolean;
  value: number;
}

/** Framework-free so its timing is tested with fake timers. */
export class LoadingProgress {
  private snapshot: LoadingSnapshot = { visible: false, value: 0 };
  private stepTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  get = () => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  start = () => {
    clearTimeout(this.hideTimer);
    if (this.stepTimer) return;
    this.set({ visible: true, value: 0 });
    this.stepTimer = setInterval(() => {
      const v = this.snapshot.value;
      // Steps shrink as the bar nears the stall point, so it slows down like real progress.
      const next = Math.min(LOADING_STALL_AT, v + Math.max(1, Math.ceil((LOADING_STALL_AT - v) / 4)));
      if (next !== v) this.set({ visible: true, value: next });
    }, LOADING_STEP_MS);
  };

  done = () => {
    if (!this.stepTimer && !this.snapshot.visible) return;
    clearInterval(this.stepTimer);
    this.stepTimer = undefined;
    this.set({ visible: true, value: 100 });
    clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.set({ visible: false, value: 0 }), LOADING_HIDE_AFTER_MS);
  };

  private set(s: LoadingSnapshot) {
    this.snapshot = s;
    this.listeners.forEach((l) => l());
  }
}
