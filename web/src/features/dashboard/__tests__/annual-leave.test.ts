import { describe, expect, it } from 'vitest';
import { summariseAnnualLeave } from '../api/annual-leave-api';

describe('annual leave widget figures', () => {
  it('adds overdue leave to this year and reads the on-demand days', () => {
    expect(
      summariseAnnualLeave([
        { requestTypeId: 1, available: 20, isOverdue: false },
        { requestTypeId: 1, available: 5, isOverdue: true },
        { requestTypeId: 2, available: 3, isOverdue: false },
        { requestTypeId: 41, available: 24, isOverdue: false },
      ]),
    ).toEqual({ available: 25, overdueAvailable: 5, onDemandAvailable: 3 });
  });
  it('is zero without limits', () => {
    expect(summariseAnnualLeave([])).toEqual({ available: 0, overdueAvailable: 0, onDemandAvailable: 0 });
  });
});
