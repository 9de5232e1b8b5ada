import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH, POLISH, UKRAINIAN } from '../../../test/languages';
import { IDP, useMswServer } from '../../../test/msw';
import { setDiagnosticMode } from '../../logging/dev-log';
import { authActions } from '../../session/auth-slice';
import { changeLanguage } from '../../session/change-language';
import i18n from '../i18n';
import { resolveLanguage, uiLocaleOf } from '../languages';
import { signedInStore } from '../../../test/signed-in-store';

const server = useMswServer();

describe('language resolution order (docs/product.md §4)', () => {
  it("uses the user's language when the application offers it", () => {
    expect(resolveLanguage(2, [POLISH, ENGLISH, UKRAINIAN])).toBe(ENGLISH);
  });
  it("falls back to the application's default language", () => {
    expect(resolveLanguage(3, [ENGLISH, { ...UKRAINIAN, default: true }])).toMatchObject({ languageId: 999 });
  });
  it('then to the first language', () => {
    expect(
      resolveLanguage(
        3,
        [{ ...ENGLISH }, { ...UKRAINIAN }].map((l) => ({ ...l, default: false })),
      ),
    ).toMatchObject({ languageId: 2 });
  });
  it('then to Polish', () => {
    expect(resolveLanguage(2, [])).toMatchObject({
      languageId: 1,
      cultureName: 'pl-PL',
      isoCode: 'pl',
      isoName: 'Polish',
      nativeName: 'Polski',
    });
  });
  it('maps Ukrainian to the ua UI locale', () => {
    expect(uiLocaleOf(UKRAINIAN)).toBe('ua');
    expect(uiLocaleOf({ isoCode: 'ua', languageCode: 'ua' })).toBe('ua');
    expect(uiLocaleOf(ENGLISH)).toBe('en');
  });
});

function storeWithThreeLanguages() {
  const store = signedInStore({ sub: '1002', role: [9044] });
  store.dispatch(authActions.appConfigurationLoaded({ roles: [], languages: [POLISH, ENGLISH, UKRAINIAN] }));
  return store;
}

describe('changing the language (docs/product.md §4)', () => {
  afterEach(async () => {
    setDiagnosticMode(false);
    await i18n.changeLanguage('pl');
  });

  it('saves the choice to the provider, stores it and applies it to <html lang> and the texts', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${IDP}api/v1/self-manage/profile`, async ({ request }) => {
        expect(request.headers.get('authorization')).toMatch(/^Bearer /);
        bodies.push(await request.json());
        return HttpResponse.json({ data: { userId: 1002, languageId: 999 } });
      }),
    );
    const store = storeWithThreeLanguages();
    await expect(store.dispatch(changeLanguage(999))).resolves.toBe(true);
    expect(bodies).toEqual([{ languageId: 999 }]);
    expect(store.getState().auth.profile.languageId).toBe(999);
    expect(localStorage.getItem('language')).toBe('ua');
    expect(document.documentElement.lang).toBe('uk');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('confirm.commentRequired')).toBe("Коментар обов'язковий");
    expect(i18n.t('table.noData')).toBe('немає даних!');
    // A feature's strings already in use were loaded in the new language before it applied.
    const ukRequests = (await import('../../../features/requests/locales/uk.json')).default;
    expect(i18n.t('requests.form.submit')).toBe(ukRequests.requests.form.submit);
  });

  it('ignores a language outside the application languages, with a developer log line', async () => {
    setDiagnosticMode(true);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const store = storeWithThreeLanguages();
    await expect(store.dispatch(changeLanguage(4))).resolves.toBe(false);
    expect(store.getState().auth.profile.languageId).toBe(1);
    expect(localStorage.getItem('language')).toBeNull();
    expect(info).toHaveBeenCalledWith('[Kadry]', 'Próba zmiany na nieistniejący język', 4);
    info.mockRestore();
  });

  it('still applies the language when the provider fails to save it', async () => {
    server.use(http.put(`${IDP}api/v1/self-manage/profile`, () => HttpResponse.json({ title: 'x', status: 503 }, { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = storeWithThreeLanguages();
    await store.dispatch(changeLanguage(2));
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('table.noMatchingData')).toBe('no data meeting the criteria');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('translations', () => {
  // Every locale file has the same keys in each language: app/__tests__/feature-strings.test.ts.
  it('hold the SPEC table texts in English and Polish', async () => {
    const en = (await import('../locales/en.json')).default;
    expect(en.table).toMatchObject({ noMatchingData: 'no data meeting the criteria', noData: 'no data!', loading: 'loading data...' });
    expect(i18n.t('confirm.yes')).toBe('Tak');
    expect(i18n.t('errors.moduleNotFound', { name: 'posts' })).toBe('Nie odnaleziono modułu o nazwie posts');
  });
});
