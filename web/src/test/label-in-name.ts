const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** The controls whose name comes from their content unless an author names them otherwise. */
const CONTROLS = [
  'button',
  'a[href]',
  ...[
    'button',
    'link',
    'gridcell',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'tab',
    'option',
    'checkbox',
    'radio',
    'switch',
    'treeitem',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** The name given by aria-labelledby or aria-label, or null when the content names the control. */
function authorName(el: Element): string | null {
  const ids = el.getAttribute('aria-labelledby');
  if (ids)
    return ids
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  return el.getAttribute('aria-label');
}

/**
 * WCAG 2.5.3 "Label in Name" word by word, as voice control hears it: a control that shows text
 * and is named by aria-label or aria-labelledby has every visible word in its name, in order
 * ("5" is not in "2026-11-05"). Returns the offences as `"visible" in "name"`.
 */
export function labelInNameOffences(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll(CONTROLS)].flatMap((el) => {
    const name = authorName(el);
    const visible = words(el.textContent ?? '');
    if (name === null || visible.length === 0) return [];
    const named = words(name);
    const contained = named.some((_, i) => visible.every((w, j) => named[i + j] === w));
    return contained ? [] : [`"${el.textContent?.trim()}" in "${name}"`];
  });
}
