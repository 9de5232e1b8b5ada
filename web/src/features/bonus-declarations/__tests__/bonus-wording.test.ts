import { describe, expect, it } from 'vitest';
import i18n from '@shared/i18n/i18n';
import pl from '../locales/pl.json';

// docs/decisions/web-bonus-wording.md: one name for the document, words that fit everyone.

/** Every text of a section, with its key. */
const textsOf = (node: unknown, key = ''): [string, string][] =>
  typeof node === 'string'
    ? [[key, node]]
    : Array.isArray(node)
      ? node.flatMap((v, i) => textsOf(v, `${key}[${i}]`))
      : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => textsOf(v, key ? `${key}.${k}` : k));

describe('the Polish texts of the holiday benefit', () => {
  const bonus = textsOf(pl.bonus, 'bonus');

  it('call the document "oświadczenie" everywhere, never "deklaracja"', () => {
    expect(bonus.filter(([, text]) => /deklarac/i.test(text))).toEqual([]);
  });

  it('do not assume the reader is a man or a woman ("Przeczytałem", "Zapoznałem(-am)")', () => {
    // A past tense in the first person says the speaker's gender: -łem, -łam, -łam się, (-am).
    expect(bonus.filter(([, text]) => /\p{L}+(łem|łam)\b|\(-?am\)/iu.test(text))).toEqual([]);
  });

  it('name the tab of the closing sentence by the menu entry itself, so the two cannot differ', () => {
    expect(i18n.t('bonus.announcement.closing', { lng: 'pl', canPlaceEndOn: '15 grudnia 2026' })).toContain(
      `„${i18n.t('menu.bonusDeclaration', { lng: 'pl' })}”`,
    );
  });
});
