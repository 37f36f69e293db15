/** How a link leaves the current page: client-side route, new tab, or a plain link (mail, phone). */
export type LinkTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string } | { kind: 'other'; href: string };

/**
 * Classifies a link against the page's origin: same-origin links become router paths,
 * other web links open in a new tab (with rel="noopener noreferrer").
 * @example linkTarget('https://nova.localhost/games?x=1', 'https://nova.localhost') // internal '/games?x=1'
 */
export function linkTarget(
  href: string,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): LinkTarget {
  if (href.startsWith('#')) return { kind: 'other', href };
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { kind: 'other', href };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'other', href };
  if (url.origin === origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
