import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RuntimeConfig } from './runtime-config';

/** Api configuration (docs/product.md §3): both off unless the server says otherwise. */
export interface ApiConfiguration {
  newsEnabled: boolean;
  uiMonitoringEnabled: boolean;
}
export const DEFAULT_API_CONFIGURATION: ApiConfiguration = { newsEnabled: false, uiMonitoringEnabled: false };

export interface ConfigState {
  runtime: RuntimeConfig | null;
  api: ApiConfiguration;
  apiConfigurationLoaded: boolean;
}

const initialState: ConfigState = { runtime: null, api: DEFAULT_API_CONFIGURATION, apiConfigurationLoaded: false };

const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    runtimeConfigLoaded(state, action: PayloadAction<RuntimeConfig>) {
      state.runtime = action.payload;
    },
    /** null = the call failed: defaults apply (docs/product.md §8). */
    apiConfigurationLoaded(state, action: PayloadAction<Partial<ApiConfiguration> | null>) {
      state.apiConfigurationLoaded = true;
      state.api = {
        newsEnabled: action.payload?.newsEnabled === true,
        uiMonitoringEnabled: action.payload?.uiMonitoringEnabled === true,
      };
    },
  },
});

export const configActions = configSlice.actions;
export const configReducer = configSlice.reducer;
export type WithConfig = { config: ConfigState };
export const selectClientConfig = (s: WithConfig) => s.config.runtime?.apkiConfig ?? null;
export const selectApiConfiguration = (s: WithConfig) => s.config.api;
