import { toIsoWithOffset } from '@shared/dates/format';
import { mondayOf } from '@shared/dates/warsaw';

/**
 * The moment from which an acceptance of the announcement still counts: the most recent Monday,
 * 00:00 in Warsaw (today when it is Monday), as ISO 8601 with the Warsaw offset that day
 * ("2026-11-23T00:00:00+01:00"; "+02:00" in summer time). The dialog is shown again each week
 * until the person declares (docs/decisions/0007-bonus-announcement.md).
 */
export const acceptedSince = (at: Date | number): string => toIsoWithOffset(mondayOf(at));
