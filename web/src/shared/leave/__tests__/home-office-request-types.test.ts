import { describe, expect, it } from 'vitest';
import { NO_ACCESS_FLAGS } from '../../abilities/abilities';
import { requestTypesOffered } from '../home-office-request-types';

const TYPES = [{ requestTypeId: 1 }, { requestTypeId: 24 }, { requestTypeId: 40 }, { requestTypeId: 41 }];
const ids = (types: { requestTypeId: number }[]) => types.map((t) => t.requestTypeId);

describe('the request types offered for a person (remote work by its access flag)', () => {
  it('hides HO without regular and HOOK without occasional remote work', () => {
    expect(ids(requestTypesOffered(TYPES, NO_ACCESS_FLAGS))).toEqual([1, 24]);
    expect(ids(requestTypesOffered(TYPES, { ...NO_ACCESS_FLAGS, hasAccessToRegularHomeOffice: true }))).toEqual([1, 24, 40]);
    expect(ids(requestTypesOffered(TYPES, { ...NO_ACCESS_FLAGS, hasAccessToOccasionalHomeOffice: true }))).toEqual([1, 24, 41]);
  });

  it('offers both with both flags, and everything while the flags are not known (the server decides)', () => {
    const both = { ...NO_ACCESS_FLAGS, hasAccessToRegularHomeOffice: true, hasAccessToOccasionalHomeOffice: true };
    expect(ids(requestTypesOffered(TYPES, both))).toEqual([1, 24, 40, 41]);
    expect(ids(requestTypesOffered(TYPES, undefined))).toEqual([1, 24, 40, 41]);
  });

  it('no other flag hides a type', () => {
    expect(ids(requestTypesOffered(TYPES, { ...NO_ACCESS_FLAGS, hasAccessToHoAbsenceWeekReport: true }))).toEqual([1, 24]);
  });
});
