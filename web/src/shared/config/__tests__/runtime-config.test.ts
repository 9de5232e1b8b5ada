import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../../test/msw';
import { accessDeniedUrl, changePasswordUrl, ConfigError, findModule, loadRuntimeConfig, parseRuntimeConfig } from '../runtime-config';

const raw = { apkiConfig: { ...TEST_CONFIG.apkiConfig, baseUrl: 'http://localhost:8080' }, modules: TEST_CONFIG.modules };

describe('/config.json (docs/product.md §7)', () => {
  it('is fetched with a cache-busting timestamp', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(raw), { status: 200 }));
    const config = await loadRuntimeConfig(fetchImpl as unknown as typeof fetch, 1764000000000);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json?1764000000000', expect.anything());
    expect(config.apkiConfig.baseUrl).toBe('http://localhost:8080/');
    expect(config.modules).toEqual([{ name: 'employee', apiBaseUrl: 'http://localhost:8080/' }]);
  });

  it('lists every problem at once', () => {
    try {
      parseRuntimeConfig({ apkiConfig: { clientId: '', responseType: 'token', applicationId: 'x' }, modules: [{}] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems.join('\n');
      for (const part of ['authority', 'clientId', 'only "code"', 'applicationId', 'scope', 'modules[0]']) expect(problems).toContain(part);
    }
  });

  it("reports a missing module as 'Nie odnaleziono modułu o nazwie {name}'", () => {
    expect(() => findModule(TEST_CONFIG.modules, 'posts')).toThrow('Nie odnaleziono modułu o nazwie posts');
    expect(findModule(TEST_CONFIG.modules, 'employee').apiBaseUrl).toBe('http://localhost:8080/');
  });
});

describe('provider addresses (docs/product.md §2)', () => {
  it('uses the configured access-denied address, else <idp>/brak-dostepu', () => {
    expect(accessDeniedUrl(TEST_CONFIG.apkiConfig)).toBe('http://localhost:8081/brak-dostepu');
    expect(accessDeniedUrl({ ...TEST_CONFIG.apkiConfig, accessDeniedUrl: 'https://intranet.example.pl/denied' })).toBe(
      'https://intranet.example.pl/denied',
    );
  });
  it('builds the change-password link with the client id', () => {
    expect(changePasswordUrl(TEST_CONFIG.apkiConfig)).toBe('http://localhost:8081/zmiana-hasla?client_id=kadry-web');
  });
});
