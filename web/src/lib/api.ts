import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { toQueryString, type QueryParams } from './query-string';
import { reviveDates } from './revive-dates';

/** Which server a call goes to: the identity provider's API or a configured module (default `employee`). */
export type ApiService = 'identity' | { module: string };

export interface ApiArgs extends Omit<FetchArgs, 'params'> {
  service?: ApiService;
  params?: QueryParams;
}

/** The slice of the store the base query reads; kept structural so lib does not import features. */
interface ApiStoreView {
  auth: { token: string };
  config: { runtime: { apkiConfig: { apkiBaseUrl: string }; modules: { name: string; apiBaseUrl: string }[] } | null };
}

export type BaseUrlResolver = (state: ApiStoreView, service: ApiService) => string;

let resolveBaseUrl: BaseUrlResolver = (state, service) => {
  const runtime = state.config.runtime;
  if (!runtime) throw new Error('config.json not loaded');
  if (service === 'identity') return runtime.apkiConfig.apkiBaseUrl;
  const found = runtime.modules.find((m) => m.name === service.module);
  if (!found) throw new Error(`module ${service.module}`);
  return found.apiBaseUrl;
};
/** The app installs the resolver that raises the translated "module not found" error. */
export const setBaseUrlResolver = (r: BaseUrlResolver) => {
  resolveBaseUrl = r;
};

const rawBaseQuery = fetchBaseQuery({
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as ApiStoreView).auth.token;
    // Every call carries the bearer token when one exists (docs/product.md §6, §7).
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const { service = { module: 'employee' }, params, url, ...rest } = typeof args === 'string' ? { url: args } : args;
  let base: string;
  try {
    base = resolveBaseUrl(api.getState() as ApiStoreView, service);
  } catch (e) {
    return { error: { status: 'CUSTOM_ERROR', error: (e as Error).message } };
  }
  const query = toQueryString(params);
  const absolute = new URL(url.replace(/^\//, ''), base).href + (query ? `?${query}` : '');
  const result = await rawBaseQuery({ ...rest, url: absolute }, api, extra);
  return result.data === undefined ? result : { ...result, data: reviveDates(result.data) };
};

/** The single RTK Query API; each feature adds its endpoints with `injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Preset', 'Employee'],
  endpoints: () => ({}),
});

/**
 * The `data` of a `{ data }` answer (`EmployeeResponse`, `RequestDetailsResponse`, ...). The gateway
 * prints a message field only when it is set, so the API types declare it optional; an answer
 * without it is an error, not an empty record.
 */
export function dataOf<T>(answer: { data?: T }): T {
  if (answer.data === undefined) throw new Error('the answer has no data');
  return answer.data;
}
