import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';
export type NavLayout = 'vertical' | 'horizontal';
export type ContentWidth = 'boxed' | 'fluid';
export type BarType = 'sticky' | 'static' | 'hidden';

/** Theme and layout settings (docs/product.md §3 'locally kept values'). */
export interface Settings {
  theme: ThemeMode;
  skin: Skin;
  lightThemePrimaryColor: string;
  darkThemePrimaryColor: string;
  appContentLayoutNav: NavLayout;
  appContentWidth: ContentWidth;
  footerType: BarType;
  navbarType: BarType;
  isNavbarBlurEnabled: boolean;
  isVerticalNavCollapsed: boolean;
  horizontalNavType: BarType;
}

export const DEFAULT_PRIMARY_COLOR = '#1976D2';

export const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  skin: 'default',
  lightThemePrimaryColor: DEFAULT_PRIMARY_COLOR,
  darkThemePrimaryColor: DEFAULT_PRIMARY_COLOR,
  appContentLayoutNav: 'vertical',
  appContentWidth: 'boxed',
  footerType: 'static',
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  isVerticalNavCollapsed: false,
  horizontalNavType: 'sticky',
};

const CHOICES: { [K in keyof Settings]?: readonly string[] } = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  appContentLayoutNav: ['vertical', 'horizontal'],
  appContentWidth: ['boxed', 'fluid'],
  footerType: ['sticky', 'static', 'hidden'],
  navbarType: ['sticky', 'static', 'hidden'],
  horizontalNavType: ['sticky', 'static', 'hidden'],
};

/** Keeps only known keys with valid values, so stored or server data cannot break the layout. */
export function sanitizeSettings(raw: Record<string, unknown> | null | undefined): Partial<Settings> {
  const out: Record<string, unknown> = {};
  if (!raw) return out;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    let v = raw[key];
    if (v === undefined || v === null) continue;
    const def = DEFAULT_SETTINGS[key];
    if (typeof def === 'boolean') {
      if (v === 'true' || v === 'false') v = v === 'true';
      if (typeof v === 'boolean') out[key] = v;
    } else if (CHOICES[key]) {
      if (typeof v === 'string' && CHOICES[key]!.includes(v)) out[key] = v;
    } else if (typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v)) out[key] = v;
  }
  return out as Partial<Settings>;
}

export interface SettingsState extends Settings {
  /** The server's `appSettings` preset: loaded once per session before anything is saved. */
  presetId: number | null;
  presetLoaded: boolean;
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: { ...DEFAULT_SETTINGS, presetId: null, presetLoaded: false } as SettingsState,
  reducers: {
    settingsChanged(state, action: PayloadAction<Partial<Settings>>) {
      Object.assign(state, sanitizeSettings(action.payload as Record<string, unknown>));
    },
    presetLoaded(state, action: PayloadAction<{ id: number | null; data: Record<string, unknown> | null }>) {
      state.presetLoaded = true;
      state.presetId = action.payload.id;
      Object.assign(state, sanitizeSettings(presetDataToSettings(action.payload.data)));
    },
    presetSaved(state, action: PayloadAction<number>) {
      state.presetId = action.payload;
    },
  },
});

export const settingsActions = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
export type WithSettings = { settings: SettingsState };
export const selectSettings = (s: WithSettings) => s.settings;

/** Preset data (docs/product.md §3): `theme` and `layout` (content width), plus the other layout choices. */
export function settingsToPresetData(s: Settings): Record<string, unknown> {
  const { appContentWidth, ...rest } = s;
  return { ...rest, layout: appContentWidth };
}
export function presetDataToSettings(data: Record<string, unknown> | null): Record<string, unknown> {
  if (!data) return {};
  const { layout, ...rest } = data;
  return layout === undefined ? rest : { ...rest, appContentWidth: layout };
}
