import type { WorkdayEvent } from '../api/types';

/** The colour of each kind of day (theme palette keys). */
export const TYPE_COLOR: Record<string, string> = {
  work: 'success.light',
  day_off_work: 'warning.light',
  remote: 'secondary.light',
  absence: 'error.light',
  leave: 'info.light',
  missing_clock_out: 'error.main',
  alert: 'background.paper',
};
export const TYPES = Object.keys(TYPE_COLOR);
/** Kinds that say the person was away from work they owed: they need a working day of the schedule. */
const AWAY_TYPES = new Set(['absence', 'leave', 'remote']);
/** A day the schedule plans work on (with its hours), not a day off, a Sunday, a holiday or none. */
const scheduledToWork = (e: WorkdayEvent) => e.dayKind === 'working' && e.schedule !== '';

/**
 * What a cell shows for a day, or null for an empty cell. Leave, absence and remote work are
 * things of a working day: on a weekend, a holiday or a day off of the schedule they are not
 * shown; an alert on such a day (weekly rest short on a Sunday) is an alert, not an absence.
 */
export function shownKind(e: WorkdayEvent): string | null {
  if (!AWAY_TYPES.has(e.type) || scheduledToWork(e)) return e.type;
  return e.alerts.length ? 'alert' : null;
}
