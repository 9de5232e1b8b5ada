import { describe, expect, it } from 'vitest';
import i18n from '@shared/i18n/i18n';
import { fieldProblemTexts, problemSentence, sayProblem, type Problem } from '../problem';

// lib/problem.ts: the web says a problem by its code (shared/problems/locales), never by its English.

const t = i18n.getFixedT('pl');

describe('a problem in the user language', () => {
  it('says a code with its values in Polish, the unit in words', () => {
    expect(sayProblem(t, { code: 'leave.limit-exceeded', params: { available: 2, unit: 'hours' }, detail: 'Limit exceeded' })).toBe(
      'Przekroczony limit: pozostało 2 godz.',
    );
    expect(sayProblem(t, { code: 'leave.limit-exceeded', params: { available: 5, unit: 'days' } })).toBe(
      'Przekroczony limit: pozostało 5 dni',
    );
    expect(sayProblem(t, { code: 'leave.force-majeure-late', params: { days: 3 } })).toBe(
      'Zwolnienie z powodu siły wyższej można zgłosić najpóźniej 3 dni po fakcie',
    );
  });

  it('falls back to the detail for an unknown code, and to the fallback without one', () => {
    expect(sayProblem(t, { code: 'no.such-code', detail: 'Something odd' }, 'Nie udało się')).toBe('Something odd');
    expect(sayProblem(t, { code: 'no.such-code' }, 'Nie udało się')).toBe('Nie udało się');
    expect(sayProblem(t, { detail: 'Plain detail' }, 'Nie udało się')).toBe('Plain detail');
  });

  it('says each field its first problem, and an alert the fields’ sentences', () => {
    const problem: Problem = {
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid fields',
      code: 'http.invalid-fields',
      errors: {
        endDate: [
          { code: 'leave.ends-before-start', detail: 'End before start' },
          { code: 'leave.longer-than-year', detail: 'Longer than a year' },
        ],
        startDate: [{ code: 'leave.start-in-past', detail: 'Start in the past' }],
      },
    };
    expect(fieldProblemTexts(t, problem)).toEqual({
      endDate: 'Data końcowa nie może być wcześniejsza niż początkowa',
      startDate: 'Wniosek nie może zaczynać się w przeszłości',
    });
    expect(problemSentence(t, problem)).toBe(
      'Data końcowa nie może być wcześniejsza niż początkowa · Wniosek nie może zaczynać się w przeszłości',
    );
    expect(problemSentence(t, { title: 'Conflict', status: 409, code: 'leave.overlap' })).toBe(
      'Okres wniosku pokrywa się z innym wnioskiem',
    );
    expect(problemSentence(t, { title: 'Boom', status: 503 })).toBe('Boom');
  });
});

describe('the problem codes’ sentences', () => {
  type Strings = Record<string, unknown>;
  // The files the app loads (shared/problems/locales/strings.ts), through the app's own alias.
  const files = import.meta.glob<Strings>('@shared/problems/locales/*.json', { eager: true, import: 'default' });
  const read = (lang: string): Strings => {
    const found = Object.entries(files).find(([path]) => path.endsWith(`/${lang}.json`));
    if (!found) throw new Error(`no ${lang}.json of the problem codes`);
    return found[1];
  };
  const flat = (o: Strings, p = ''): [string, unknown][] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v) ? flat(v as Strings, `${p}${k}.`) : [[`${p}${k}`, v]],
    );

  it('every code in pl has a sentence in en, de and uk (the same keys)', () => {
    const keys = flat(read('pl'))
      .map(([k]) => k)
      .sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of ['en', 'de', 'uk']) {
      const entries = flat(read(lang));
      expect(entries.map(([k]) => k).sort(), `${lang}.json`).toEqual(keys);
      for (const [k, v] of entries) expect(typeof v === 'string' && v.trim().length > 0, `${lang}.json ${k}`).toBe(true);
    }
  });
});
