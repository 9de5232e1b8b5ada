import { describe, expect, it } from 'vitest';
import { NO_ACCESS_FLAGS } from '@shared/abilities/abilities';
import { offersSubstitution } from '../substitution-offer';

const WITH_SUBSTITUTIONS = { ...NO_ACCESS_FLAGS, hasAccessToSubstitutions: true };
const LEAVE = { inHours: false, isHomeOffice: false };
const HOURS_OFF = { inHours: true, isHomeOffice: false };
const REMOTE_WORK = { inHours: false, isHomeOffice: true };

describe('when the new-request form suggests a substitute (docs/substitutions.md)', () => {
  it('for the employee’s own whole days away, with the substitutions flag', () => {
    expect(offersSubstitution({ supervisorMode: false, type: LEAVE, flags: WITH_SUBSTITUTIONS })).toBe(true);
  });

  it('not for hours off nor for remote work, which is work', () => {
    expect(offersSubstitution({ supervisorMode: false, type: HOURS_OFF, flags: WITH_SUBSTITUTIONS })).toBe(false);
    expect(offersSubstitution({ supervisorMode: false, type: REMOTE_WORK, flags: WITH_SUBSTITUTIONS })).toBe(false);
  });

  it('not without the flag, nor before the flags or the types are known', () => {
    expect(offersSubstitution({ supervisorMode: false, type: LEAVE, flags: NO_ACCESS_FLAGS })).toBe(false);
    expect(offersSubstitution({ supervisorMode: false, type: LEAVE, flags: undefined })).toBe(false);
    expect(offersSubstitution({ supervisorMode: false, type: undefined, flags: WITH_SUBSTITUTIONS })).toBe(false);
  });

  it('not when a supervisor files on a team member’s behalf', () => {
    expect(offersSubstitution({ supervisorMode: true, type: LEAVE, flags: WITH_SUBSTITUTIONS })).toBe(false);
  });
});
