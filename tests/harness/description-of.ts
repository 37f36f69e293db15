/**
 * The text that assistive technology reads with a control: the elements its aria-describedby
 * names, joined with spaces; null when it names none. For tests of form fields.
 */
export function descriptionOf(control: Element): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  if (ids.length === 0) return null;
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
