import i18n from '../i18n/i18n';

/** Client configuration (`apkiConfig` of /config.json, docs/product.md §3). */
export interface ClientConfig {
  authority: string;
  clientId: string;
  automaticSilentRenew: boolean;
  responseType: 'code';
  scope: string;
  baseUrl: string;
  postLogoutRelationalUri: string;
  apkiBaseUrl: string;
  applicationId: number;
  diagnosticMode: boolean;
  accessDeniedUrl: string;
  disableSessionMonitoring: boolean;
}

export interface AppModule {
  name: string;
  apiBaseUrl: string;
}

export interface RuntimeConfig {
  apkiConfig: ClientConfig;
  modules: AppModule[];
}

/** The module whose base URL serves /api/configuration, presets and /absences. */
export const EMPLOYEE_MODULE = 'employee';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`config.json: ${problems.join('; ')}`);
  }
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** Validates /config.json once at start and lists every problem at once. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const problems: string[] = [];
  const root = (raw ?? {}) as Record<string, unknown>;
  const c = (root.apkiConfig ?? null) as Record<string, unknown> | null;
  if (!c || typeof c !== 'object') throw new ConfigError(['apkiConfig is missing']);
  const text = (key: string, required = true) => {
    const v = c[key];
    if (typeof v === 'string' && v.length > 0) return v;
    if (required) problems.push(`apkiConfig.${key} must be a non-empty string`);
    return '';
  };
  const responseType = text('responseType');
  if (responseType && responseType !== 'code') problems.push('apkiConfig.responseType: only "code" is supported');
  const applicationId = Number(c.applicationId);
  if (!Number.isInteger(applicationId) || applicationId <= 0) problems.push('apkiConfig.applicationId must be a positive integer');
  const modules: AppModule[] = [];
  if (!Array.isArray(root.modules)) problems.push('modules must be a list');
  else
    root.modules.forEach((m, i) => {
      const mod = m as Partial<AppModule>;
      if (typeof mod?.name !== 'string' || typeof mod?.apiBaseUrl !== 'string') problems.push(`modules[${i}] needs name and apiBaseUrl`);
      else modules.push({ name: mod.name, apiBaseUrl: withSlash(mod.apiBaseUrl) });
    });
  const config: RuntimeConfig = {
    apkiConfig: {
      authority: text('authority'),
      clientId: text('clientId'),
      automaticSilentRenew: c.automaticSilentRenew !== false,
      responseType: 'code',
      scope: text('scope'),
      baseUrl: withSlash(text('baseUrl')),
      postLogoutRelationalUri: text('postLogoutRelationalUri', false),
      apkiBaseUrl: withSlash(text('apkiBaseUrl')),
      applicationId,
      diagnosticMode: c.diagnosticMode === true,
      accessDeniedUrl: text('accessDeniedUrl', false),
      disableSessionMonitoring: c.disableSessionMonitoring === true,
    },
    modules,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** docs/product.md §8: 'Nie odnaleziono modułu o nazwie {name}'. */
export function findModule(modules: readonly AppModule[], name: string): AppModule {
  const found = modules.find((m) => m.name === name);
  if (!found) throw new Error(i18n.t('errors.moduleNotFound', { name }));
  return found;
}

/** Configured access-denied address, else `<idp>/brak-dostepu` (docs/product.md §2). */
export const accessDeniedUrl = (c: ClientConfig) => c.accessDeniedUrl || `${c.apkiBaseUrl}brak-dostepu`;

/** `<idp>/zmiana-hasla?client_id=…` (docs/product.md §2). */
export const changePasswordUrl = (c: ClientConfig) => `${c.apkiBaseUrl}zmiana-hasla?client_id=${encodeURIComponent(c.clientId)}`;

export const callbackUrl = (c: ClientConfig) => `${c.baseUrl}auth/oidc-callback`;
export const silentCallbackUrl = (c: ClientConfig) => `${c.baseUrl}auth/oidc-silent-callback`;

/** Fetches /config.json with a cache-busting timestamp (docs/product.md §7). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<RuntimeConfig> {
  const res = await fetchImpl(`/config.json?${now}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new ConfigError([`GET /config.json answered ${res.status}`]);
  return parseRuntimeConfig(await res.json());
}
