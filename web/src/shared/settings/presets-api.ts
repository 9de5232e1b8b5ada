import { api } from '../../lib/api';

/** A per-user preset (docs/product.md §3). */
export interface Preset {
  id: number;
  key: string;
  name: string;
  data: Record<string, unknown> | null;
  userId: number;
}

export const APP_SETTINGS_PRESET = 'appSettings';

const unwrap = (r: unknown) => ((r as { data?: Preset })?.data ?? r) as Preset;

export const presetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPresets: build.query<{ total: number; data: Preset[] }, { userId: number; key: string }>({
      query: ({ userId, key }) => ({ url: `api/users/${userId}/presets`, params: { key, page: 1, 'page-size': 10 } }),
      providesTags: ['Preset'],
    }),
    createPreset: build.mutation<Preset, { userId: number; key: string; name: string; data: Record<string, unknown> }>({
      query: ({ userId, ...body }) => ({ url: `api/users/${userId}/presets`, method: 'POST', body }),
      transformResponse: unwrap,
    }),
    updatePreset: build.mutation<Preset, { userId: number; id: number; key: string; name: string; data: Record<string, unknown> }>({
      query: ({ userId, id, ...body }) => ({ url: `api/users/${userId}/presets/${id}`, method: 'PUT', body }),
      transformResponse: unwrap,
    }),
  }),
});
