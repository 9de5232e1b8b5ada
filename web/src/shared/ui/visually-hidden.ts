/**
 * Read by screen readers, not drawn: a live region's announcements, a word beside a mark. Sizes in px, not sx numbers
 * (`width: 1` would be 100 % and `m: -1` a whole spacing unit, widening the page).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
