import type { BonusDeclarationConfiguration } from '@shared/config/config-slice';
import { formatDate, toIsoWithOffset } from '@shared/dates/format';
import { mondayOf } from '@shared/dates/warsaw';

/**
 * The moment from which an acceptance of the announcement still counts: the most recent Monday,
 * 00:00 in Warsaw (today when it is Monday), as ISO 8601 with the Warsaw offset that day
 * ("2026-11-23T00:00:00+01:00"; "+02:00" in summer time). The dialog is shown again each week
 * until the person declares (docs/decisions/0007-bonus-announcement.md).
 */
export const acceptedSince = (at: Date | number): string => toIsoWithOffset(mondayOf(at));

/**
 * When an acceptance stops counting: the next Monday, 00:00 in Warsaw. Taken from this week's
 * Monday plus a week and a half-day, so a week of 167 or 169 hours (DST) still lands on the next one.
 */
export const nextAnnouncementWeek = (at: Date | number): Date => mondayOf(mondayOf(at).getTime() + 7.5 * 24 * 3600_000);

/**
 * Whether the announcement may be due on the day of `at` in Warsaw: from the campaign's start to
 * its last day of filing (after that nobody can file, so there is nothing to announce).
 */
export function inAnnouncementWindow(
  campaign: Pick<BonusDeclarationConfiguration, 'startOn' | 'canPlaceEndOn'>,
  at: Date | number,
): boolean {
  const today = formatDate(at, 'date');
  return campaign.startOn <= today && today <= campaign.canPlaceEndOn;
}
