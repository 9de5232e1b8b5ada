import { describe, expect, it } from 'vitest';
import { accessFlagsFrom, NO_ACCESS_FLAGS } from '../abilities';

describe('access flags', () => {
  it('are read as the server answered them, unknown names ignored', () => {
    const flags = accessFlagsFrom({ hasAccessToBonusDeclarations: true, hasAccessToSubstitutions: true, hasAccessToEverything: true });
    expect(flags.hasAccessToBonusDeclarations).toBe(true);
    expect(flags.hasAccessToSubstitutions).toBe(true);
    expect(flags.hasAccessToMyWorkTimes).toBe(false);
    expect(Object.keys(flags)).toEqual(Object.keys(NO_ACCESS_FLAGS));
  });

  it('are all off until the server has answered: the web decides none of them', () => {
    expect(Object.values(accessFlagsFrom(undefined)).some(Boolean)).toBe(false);
  });
});
