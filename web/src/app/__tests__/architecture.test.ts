import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]((?:\.|@shared\/)[^'"]+)['"]/g)].map((m) =>
    m[1].startsWith('@shared/') ? join(SRC, 'shared', m[1].slice('@shared/'.length)) : resolve(dirname(file), m[1]),
  );
const area = (file: string) => relative(SRC, file).split('/').slice(0, 2);

describe('dependencies point one way: app -> features -> shared/lib (docs/architecture.md §2, §7)', () => {
  const all = files(SRC).filter((f) => !f.includes('__tests__') && !f.includes('/test/'));

  it('features never import each other', () => {
    const offences = all
      .filter((f) => area(f)[0] === 'features')
      .flatMap((f) =>
        importsOf(f)
          .filter((i) => area(i)[0] === 'features' && area(i)[1] !== area(f)[1])
          .map((i) => `${relative(SRC, f)} -> ${relative(SRC, i)}`),
      );
    expect(offences).toEqual([]);
  });

  it('shared and lib import neither features nor app', () => {
    const offences = all
      .filter((f) => ['shared', 'lib'].includes(area(f)[0]))
      .flatMap((f) =>
        importsOf(f)
          .filter((i) => ['features', 'app'].includes(area(i)[0]))
          .map((i) => `${relative(SRC, f)} -> ${relative(SRC, i)}`),
      );
    expect(offences).toEqual([]);
  });

  it('file names are kebab-case', () => {
    const bad = files(SRC)
      .map((f) => f.split('/').pop()!)
      .filter((n) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(n));
    expect(bad).toEqual([]);
  });

  it('nothing imports @mui/icons-material', () => {
    expect(all.filter((f) => /from ['"]@mui\/icons-material/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('no two injectEndpoints share an endpoint name (RTK Query keeps the first and ignores the other)', () => {
    // Endpoints are the keys of `endpoints: (build) => ({ name: build.query|mutation(...) })`.
    const owners = new Map<string, string[]>();
    for (const f of all) {
      for (const m of readFileSync(f, 'utf8').matchAll(/^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm)) {
        owners.set(m[1], [...(owners.get(m[1]) ?? []), relative(SRC, f)]);
      }
    }
    expect([...owners].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where.join(', ')}`)).toEqual([]);
  });
});
