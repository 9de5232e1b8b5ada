import { describe, expect, it } from 'vitest';
import i18n, { ensureLocale } from '@shared/i18n/i18n';
import { limitName } from '../limit-type-name';

describe('limit row names', () => {
  it('names the type in the language and marks overdue leave', async () => {
    await i18n.changeLanguage('pl');
    expect(limitName(i18n.t, { requestTypeId: 1, requestTypeName: 'x', isOverdue: false })).toBe('Urlop wypoczynkowy');
    expect(limitName(i18n.t, { requestTypeId: 1, requestTypeName: 'x', isOverdue: true })).toBe('Urlop wypoczynkowy — zaległy');
    await ensureLocale('en');
    await i18n.changeLanguage('en');
    expect(limitName(i18n.t, { requestTypeId: 41, requestTypeName: 'x', isOverdue: false })).toBe('Occasional remote work');
    await i18n.changeLanguage('pl');
  });
});
