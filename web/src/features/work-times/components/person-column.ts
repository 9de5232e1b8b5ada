/**
 * The people column of a people × days grid (the calendar, the planner): it stays in view,
 * opaque over the days, while they scroll sideways.
 */
export const PERSON_COLUMN_SX = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  px: 1,
  textAlign: 'left',
} as const;
