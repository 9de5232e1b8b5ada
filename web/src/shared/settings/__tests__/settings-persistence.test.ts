import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { getCookie } from '../cookies';
import { persistSettings } from '../settings-persistence';
import { settingsActions } from '../settings-slice';
import { readStoredSettings } from '../settings-storage';
import { signedInStore } from '../../../test/signed-in-store';

const server = useMswServer();

function setup(presetId: number | null = 7) {
  const store = signedInStore({ sub: '1002', role: [9044] });
  store.dispatch(settingsActions.presetLoaded({ id: presetId, data: { theme: 'light', layout: 'boxed' } }));
  const stop = persistSettings(store, () => false);
  return { store, stop };
}

describe('settings persistence (docs/product.md §3, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('stores settings in local storage and cookies at once', () => {
    const { store, stop } = setup();
    store.dispatch(
      settingsActions.settingsChanged({ theme: 'dark', appContentLayoutNav: 'horizontal', lightThemePrimaryColor: '#7367F0' }),
    );
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('color-scheme')).toBe('dark');
    expect(localStorage.getItem('lightThemePrimaryColor')).toBe('#7367F0');
    expect(getCookie('theme')).toBe('dark');
    expect(getCookie('appContentLayoutNav')).toBe('horizontal');
    expect(readStoredSettings()).toMatchObject({ theme: 'dark', appContentLayoutNav: 'horizontal', lightThemePrimaryColor: '#7367F0' });
    stop();
  });

  it('saves the appSettings preset once, 500 ms after the last change', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put(`${GATEWAY}api/users/1002/presets/7`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ data: { id: 7, key: 'appSettings', name: 'appSettings', data: {}, userId: 1002 } });
      }),
    );
    const { store, stop } = setup();
    store.dispatch(settingsActions.settingsChanged({ theme: 'dark' }));
    await vi.advanceTimersByTimeAsync(300);
    store.dispatch(settingsActions.settingsChanged({ appContentWidth: 'fluid' }));
    await vi.advanceTimersByTimeAsync(499);
    expect(puts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ key: 'appSettings', name: 'appSettings', data: { theme: 'dark', layout: 'fluid' } });
    stop();
  });

  it('creates the preset when the user has none yet', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post(`${GATEWAY}api/users/1002/presets`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ data: { id: 12, key: 'appSettings', name: 'appSettings', data: {}, userId: 1002 } });
      }),
    );
    const { store, stop } = setup(null);
    store.dispatch(settingsActions.settingsChanged({ skin: 'bordered' }));
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(store.getState().settings.presetId).toBe(12));
    expect(posts[0]).toMatchObject({ key: 'appSettings', data: { skin: 'bordered' } });
    stop();
  });

  it('only logs a failed save', async () => {
    server.use(
      http.put(`${GATEWAY}api/users/1002/presets/7`, () => HttpResponse.json({ title: 'Unavailable', status: 503 }, { status: 503 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, stop } = setup();
    store.dispatch(settingsActions.settingsChanged({ theme: 'dark' }));
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[Kadry]', 'appSettings preset not saved', expect.anything()));
    expect(store.getState().settings.theme).toBe('dark');
    warn.mockRestore();
    stop();
  });

  it('sends nothing to the server before the preset was read', async () => {
    const store = signedInStore({ sub: '1002', role: [9044] });
    const stop = persistSettings(store, () => false);
    store.dispatch(settingsActions.settingsChanged({ theme: 'dark' }));
    await vi.advanceTimersByTimeAsync(1000); // msw would fail the test on any request
    expect(localStorage.getItem('theme')).toBe('dark');
    stop();
  });
});

describe('stored settings', () => {
  it('ignores invalid stored values', () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('isVerticalNavCollapsed', 'true');
    localStorage.setItem('lightThemePrimaryColor', 'red;');
    expect(readStoredSettings()).toEqual({ isVerticalNavCollapsed: true });
  });
  it('writes cookies for the path / with a 30-day max age', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const { stop, store } = setup();
    store.dispatch(settingsActions.settingsChanged({ theme: 'light', skin: 'bordered' }));
    expect(set).toHaveBeenCalledWith('skin=bordered; path=/; max-age=2592000; SameSite=Lax');
    set.mockRestore();
    stop();
  });
});
