import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { logWarning } from '../logging/dev-log';
import type { WithAuth } from '../session/auth-slice';
import { APP_SETTINGS_PRESET, presetsApi } from './presets-api';
import { DEFAULT_SETTINGS, settingsActions, settingsToPresetData, type Settings, type WithSettings } from './settings-slice';
import { writeStoredSettings } from './settings-storage';

/** Settings are saved to the server 500 ms after the last change (docs/product.md §9). */
export const SETTINGS_SAVE_DEBOUNCE_MS = 500;

type State = WithAuth & WithSettings;
interface StoreLike {
  getState: () => State;
  dispatch: Dispatch<UnknownAction> & ((thunk: unknown) => unknown);
  subscribe: (listener: () => void) => () => void;
}

const pick = (s: Settings): Settings =>
  Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((k) => [k, s[k as keyof Settings]])) as unknown as Settings;
const same = (a: Settings, b: Settings) => JSON.stringify(pick(a)) === JSON.stringify(pick(b));

/**
 * Mirrors settings to local storage and cookies at once and to the `appSettings` preset
 * after a debounce. Nothing goes to the server before the preset was read, so a fresh
 * tab never overwrites the saved choice with defaults. Preset failures are only logged.
 */
export function persistSettings(store: StoreLike, systemDark: () => boolean): () => void {
  let last = pick(store.getState().settings);
  let presetWasLoaded = store.getState().settings.presetLoaded;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = async () => {
    const { auth, settings } = store.getState();
    if (!auth.isAuthenticated || !settings.presetLoaded || !auth.profile.userId) return;
    const body = {
      userId: auth.profile.userId,
      key: APP_SETTINGS_PRESET,
      name: APP_SETTINGS_PRESET,
      data: settingsToPresetData(pick(settings)),
    };
    try {
      const preset = settings.presetId
        ? await (
            store.dispatch(presetsApi.endpoints.updatePreset.initiate({ ...body, id: settings.presetId })) as {
              unwrap: () => Promise<{ id: number }>;
            }
          ).unwrap()
        : await (store.dispatch(presetsApi.endpoints.createPreset.initiate(body)) as { unwrap: () => Promise<{ id: number }> }).unwrap();
      if (preset?.id && preset.id !== settings.presetId) store.dispatch(settingsActions.presetSaved(preset.id));
    } catch (error) {
      logWarning('appSettings preset not saved', error);
    }
  };

  const unsubscribe = store.subscribe(() => {
    const state = store.getState().settings;
    const current = pick(state);
    const fromServer = state.presetLoaded && !presetWasLoaded;
    presetWasLoaded = state.presetLoaded;
    if (same(current, last)) return;
    last = current;
    writeStoredSettings(current, systemDark());
    // Settings that just arrived from the preset need not go back to it.
    if (fromServer) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SETTINGS_SAVE_DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
