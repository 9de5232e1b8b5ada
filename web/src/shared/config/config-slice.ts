import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { warsawDay } from '../dates/warsaw-parts';
import type { RuntimeConfig } from './runtime-config';

/**
 * The current ZFŚS holiday-benefit campaign as GET /api/configuration carries it
 * (kadry.bonus_declarations.v1.BonusDeclarationConfiguration); days as yyyy-MM-dd in the store.
 */
export interface BonusDeclarationConfiguration {
  startOn: string;
  endOn: string;
  canPlaceEndOn: string;
  considerationOn: string;
  bonusDeclarationsAvailable: boolean;
  bonusDeclarationsDeadlinePassed: boolean;
  campaignId: number;
  /** The tax year the income must come from, and the alternative one (0: none). */
  incomeTaxYear: number;
  alternativeIncomeTaxYear: number;
  /** The tier table, ascending bounds, the last one open (int64 grosze as proto3 JSON prints them). */
  tiers: { incomeUpToGrosze: string; amountGrosze: string }[];
  taxFreeLimitGrosze: string;
}

/** Api configuration (docs/product.md §3): both off unless the server says otherwise; no campaign unless it sends one. */
export interface ApiConfiguration {
  newsEnabled: boolean;
  uiMonitoringEnabled: boolean;
  bonusDeclarationConfiguration: BonusDeclarationConfiguration | null;
}
export const DEFAULT_API_CONFIGURATION: ApiConfiguration = {
  newsEnabled: false,
  uiMonitoringEnabled: false,
  bonusDeclarationConfiguration: null,
};

/** The configuration's day as yyyy-MM-dd: the base query revives date-named fields to Date. */
const dayOf = (v: unknown): string => (v instanceof Date || (typeof v === 'string' && v !== '') ? warsawDay(v) : '');

/** An int64 of the answer as its JSON string ("350000"), whether it came as a string or a number. */
const int64Text = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? String(v) : '0');

/** The campaign of the answer, or null when it has none (no campaign is configured). */
function bonusConfigurationOf(raw: unknown): BonusDeclarationConfiguration | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  return {
    startOn: dayOf(c.startOn),
    endOn: dayOf(c.endOn),
    canPlaceEndOn: dayOf(c.canPlaceEndOn),
    considerationOn: dayOf(c.considerationOn),
    bonusDeclarationsAvailable: c.bonusDeclarationsAvailable === true,
    bonusDeclarationsDeadlinePassed: c.bonusDeclarationsDeadlinePassed === true,
    campaignId: Number(c.campaignId) || 0,
    incomeTaxYear: Number(c.incomeTaxYear) || 0,
    alternativeIncomeTaxYear: Number(c.alternativeIncomeTaxYear) || 0,
    tiers: (Array.isArray(c.tiers) ? c.tiers : []).map((b: Record<string, unknown>) => ({
      incomeUpToGrosze: int64Text(b?.incomeUpToGrosze),
      amountGrosze: int64Text(b?.amountGrosze),
    })),
    taxFreeLimitGrosze: int64Text(c.taxFreeLimitGrosze),
  };
}

/** What GET /api/configuration answers (the campaign's days may arrive revived to Date). */
export interface ApiConfigurationAnswer {
  newsEnabled?: boolean;
  uiMonitoringEnabled?: boolean;
  bonusDeclarationConfiguration?: unknown;
}

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
    apiConfigurationLoaded(state, action: PayloadAction<ApiConfigurationAnswer | null>) {
      state.apiConfigurationLoaded = true;
      state.api = {
        newsEnabled: action.payload?.newsEnabled === true,
        uiMonitoringEnabled: action.payload?.uiMonitoringEnabled === true,
        bonusDeclarationConfiguration: bonusConfigurationOf(action.payload?.bonusDeclarationConfiguration),
      };
    },
  },
});

export const configActions = configSlice.actions;
export const configReducer = configSlice.reducer;
export type WithConfig = { config: ConfigState };
export const selectClientConfig = (s: WithConfig) => s.config.runtime?.apkiConfig ?? null;
export const selectApiConfiguration = (s: WithConfig) => s.config.api;
export const selectBonusDeclarationConfiguration = (s: WithConfig) => s.config.api.bonusDeclarationConfiguration;
