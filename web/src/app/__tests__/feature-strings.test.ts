import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocaleLoaders } from '@shared/i18n/i18n';
import { routes } from '../routes';

// The shell's strings are in shared/i18n/locales (the initial download); each feature's own
// strings are in features/<feature>/locales and load with its pages (shared/i18n/i18n.ts).

const SRC = resolve(__dirname, '../..');
const LANGS = ['pl', 'en', 'de', 'uk'] as const;
const SHARED = 'shared';
type Strings = Record<string, unknown>;

const features = readdirSync(join(SRC, 'features')).filter((f) => statSync(join(SRC, 'features', f)).isDirectory());
const localeDir = (owner: string) => (owner === SHARED ? join(SRC, 'shared/i18n/locales') : join(SRC, 'features', owner, 'locales'));
const owners = [SHARED, ...features.filter((f) => existsSync(localeDir(f)))];
const read = (owner: string, lang: string): Strings => JSON.parse(readFileSync(join(localeDir(owner), `${lang}.json`), 'utf8'));
const flat = (o: Strings, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? flat(v as Strings, `${p}${k}.`) : [`${p}${k}`]));
const keysOf = new Map(owners.map((o) => [o, flat(read(o, 'pl'))]));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === '__tests__' || f === 'test' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
/** Where a source file's strings may come from: the shell's, and its own feature's. */
const allowedFor = (file: string) => {
  const [top, feature] = relative(SRC, file).split('/');
  return top === 'features' && keysOf.has(feature) ? [SHARED, feature] : [SHARED];
};

const groups = new Set([...keysOf.values()].flat().map((k) => k.split('.')[0]));
/** Strings that look like keys and are not: MUI palette paths in `sx`. */
const NOT_KEYS = new Set(['common.black', 'common.white']);
const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * The keys a file names: 'group.a.b' literals whose group is one of the strings' top-level
 * groups, and the fixed start of a key built at run time (`group.a.${x}`, 'group.a.' + x).
 */
function keysNamedIn(text: string): { key: string; prefix: boolean }[] {
  return [...text.matchAll(/(['"`])([a-zA-Z]\w*(?:\.\w+)*\.?)(\$\{|\1)/g)]
    .map((m) => ({ key: m[2], prefix: m[3] === '${' || m[2].endsWith('.') }))
    .filter(({ key }) => key.includes('.') && groups.has(key.split('.')[0]) && !NOT_KEYS.has(key));
}
/** A key resolves when it is a string, a plural of one, or (built at run time, or an object asked for whole) a group of them. */
const resolves = (keys: string[], { key, prefix }: { key: string; prefix: boolean }) =>
  keys.some((k) => (prefix ? k.startsWith(key) : k === key || k.replace(PLURAL, '') === key || k.startsWith(`${key}.`)));

describe('strings live beside the code that shows them', () => {
  it('every locale directory has the same keys in pl, en, de and uk', () => {
    for (const owner of owners) {
      const keys = flat(read(owner, 'pl')).sort();
      expect(keys.length, owner).toBeGreaterThan(0);
      for (const lang of LANGS.slice(1)) expect(flat(read(owner, lang)).sort(), `${owner}/${lang}.json`).toEqual(keys);
    }
  });

  it('no key is in two files (the shell and a feature, or two features)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [owner, keys] of keysOf) {
      for (const k of keys) {
        if (seen.has(k)) twice.push(`${k}: ${seen.get(k)} and ${owner}`);
        seen.set(k, owner);
      }
    }
    expect(twice).toEqual([]);
  });

  it('a source file names only keys of the shell or of its own feature', () => {
    const offences = sourceFiles(SRC).flatMap((file) => {
      const allowed = allowedFor(file).flatMap((o) => keysOf.get(o)!);
      return keysNamedIn(readFileSync(file, 'utf8'))
        .filter((named) => !resolves(allowed, named))
        .map(({ key, prefix }) => {
          const home = owners.filter((o) => resolves(keysOf.get(o)!, { key, prefix }));
          return `${relative(SRC, file)}: ${key}${prefix ? '…' : ''} (${home.length ? `in ${home.join(', ')}` : 'nowhere'})`;
        });
    });
    expect(offences).toEqual([]);
  });

  it('finds the keys a file names (the check above is not empty)', () => {
    expect(keysNamedIn("t('requests.form.comment'); t(`requests.status.${s}`); 'x.y'; t('limits.unit.' + u)")).toEqual([
      { key: 'requests.form.comment', prefix: false },
      { key: 'requests.status.', prefix: true },
      { key: 'limits.unit.', prefix: true },
    ]);
    const requestsKeys = keysOf.get('requests')!;
    expect(resolves(requestsKeys, { key: 'requests.conflict.confirm', prefix: false })).toBe(true); // a plural
    expect(resolves(keysOf.get(SHARED)!, { key: 'requests.form.', prefix: true })).toBe(false);
  });

  it("every route of a feature with strings loads that feature's strings with its page", async () => {
    const loaders = new Map<string, LocaleLoaders>();
    for (const f of owners.filter((o) => o !== SHARED)) loaders.set(f, (await import(`../../features/${f}/locales/strings.ts`)).strings);
    const wrong = routes
      .filter((r) => r.page)
      .flatMap((r) => {
        const feature = /features\/([\w-]+)\//.exec(String(r.page))?.[1];
        const want = feature ? loaders.get(feature) : undefined;
        return r.strings === want ? [] : [`${r.name}: ${feature ?? '?'}`];
      });
    expect(wrong).toEqual([]);
  });
});
