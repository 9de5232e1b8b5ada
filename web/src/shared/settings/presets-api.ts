import { api, dataOf } from '../../lib/api';

/**
 * A per-user preset (docs/product.md §3).
 * @proto kadry.identity.v1.Preset
 */
export interface Preset {
  id: number;
  key: string;
  name: string;
  /** A google.protobuf.Struct: absent when the preset has none. */
  data?: Record<string, unknown>;
  userId: number;
  isDefault: boolean;
}

/** What the app writes of a preset (the body of POST and PUT). @proto kadry.identity.v1.Preset */
export type PresetBody = Pick<Preset, 'key' | 'name' | 'data'>;

/** @proto kadry.identity.v1.ListPresetsResponse */
export interface ListPresetsResponse {
  total: number;
  data: Preset[];
}

/** @proto kadry.identity.v1.PresetResponse */
export interface PresetResponse {
  data?: Preset;
}

/** What DELETE answers: nothing. @proto kadry.identity.v1.Empty */
export type PresetDeleted = Record<string, never>;

export const APP_SETTINGS_PRESET = 'appSettings';

export const presetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPresets: build.query<ListPresetsResponse, { userId: number; key: string }>({
      query: ({ userId, key }) => ({ url: `api/users/${userId}/presets`, params: { key, page: 1, 'page-size': 10 } }),
      providesTags: ['Preset'],
    }),
    createPreset: build.mutation<Preset, { userId: number; key: string; name: string; data: Record<string, unknown> }>({
      query: ({ userId, key, name, data }) => ({
        url: `api/users/${userId}/presets`,
        method: 'POST',
        body: { key, name, data } satisfies PresetBody,
      }),
      transformResponse: (r: PresetResponse) => dataOf(r),
    }),
    updatePreset: build.mutation<Preset, { userId: number; id: number; key: string; name: string; data: Record<string, unknown> }>({
      query: ({ userId, id, key, name, data }) => ({
        url: `api/users/${userId}/presets/${id}`,
        method: 'PUT',
        body: { key, name, data } satisfies PresetBody,
      }),
      transformResponse: (r: PresetResponse) => dataOf(r),
    }),
    /** The user's default preset of its key is the one the app starts with. */
    markPresetAsDefault: build.mutation<Preset, { userId: number; id: number }>({
      query: ({ userId, id }) => ({ url: `api/users/${userId}/presets/${id}/mark-as-default-commands`, method: 'POST' }),
      transformResponse: (r: PresetResponse) => dataOf(r),
      invalidatesTags: ['Preset'],
    }),
    deletePreset: build.mutation<PresetDeleted, { userId: number; id: number }>({
      query: ({ userId, id }) => ({ url: `api/users/${userId}/presets/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Preset'],
    }),
  }),
});
