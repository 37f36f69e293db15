/**
 * The small path-pattern language of the route table: literal segments, `:param`,
 * `:param?` (optional, last segment only) and `*` (the rest of the path, param `rest`).
 * Kept here rather than borrowed from react-router so that the route logic stays pure and
 * runs in Node (CLI, sandbox, tests) unchanged.
 */

export type PathParams = Record<string, string>;

/** Splits a path into its non-empty segments: '/a//b/' → ['a', 'b']. */
/**
 * Whether a configured link is a path of this site (one leading `/`) rather than an address
 * elsewhere: the site's router follows it, and it leads to a page only when its route is present.
 * @example isSitePath('/pokies/all') // true; isSitePath('//cdn.example/x') // false
 */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A path without its query and hash.
 * @example pathWithoutQuery('/pokies/all?x=1#top') → '/pokies/all'
 */
export function pathWithoutQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches `pathname` (without query or hash) against `pattern`; null when it does not match.
 * @example matchPattern('/producers/:slug/:page', '/producers/netent/2') → { slug: 'netent', page: '2' }
 */
export function matchPattern(
  pattern: string,
  pathname: string,
  constraints: Readonly<Record<string, RegExp>> = {},
): PathParams | null {
  const expected = pathSegments(pattern);
  const actual = pathSegments(pathname);
  const params: PathParams = {};
  for (let index = 0; index < expected.length; index += 1) {
    const part = expected[index] as string;
    const value = actual[index];
    if (part === '*') {
      const rest = actual.slice(index).map(decodeSegment);
      if (rest.length === 0 || rest.includes(null)) return null;
      params.rest = rest.join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      const decoded = decodeSegment(value);
      if (decoded === null) return null;
      const rule = constraints[name];
      if (rule && !rule.test(decoded)) return null;
      params[name] = decoded;
      continue;
    }
    if (value !== part) return null;
  }
  return actual.length === expected.length ||
    (actual.length === expected.length - 1 && expected.at(-1)?.endsWith('?'))
    ? params
    : null;
}

/**
 * Fills a pattern with params; throws for a missing required param (a programming error).
 * @example buildPath('/play/:producer/:name', { producer: 'netent', name: 'starburst' }) → '/play/netent/starburst'
 */
export function buildPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  const segments: string[] = [];
  for (const part of pathSegments(pattern)) {
    if (part === '*') {
      const rest = params.rest;
      if (rest === undefined || rest === '') throw new Error(`Missing param "rest" for ${pattern}`);
      segments.push(...String(rest).split('/').map(encodeURIComponent));
      continue;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) continue;
        throw new Error(`Missing param "${name}" for ${pattern}`);
      }
      segments.push(encodeURIComponent(String(value)));
      continue;
    }
    segments.push(part);
  }
  return `/${segments.join('/')}`;
}
