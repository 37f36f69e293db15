/**
 * Where CMS images may come from: a path on the page's own origin (relative), or an https origin
 * the brand lists in `security.imageOrigins` (brand.json), the same list the Content-Security-Policy
 * allows for img-src. An absolute URL on one of the brand's own hosts is refused too: every mirror
 * is an origin of its own, so such an image would break on the brand's other hosts.
 */

/** Resolves relative URLs to tell them apart from absolute ones; `.invalid` never resolves. */
const RELATIVE_BASE = 'https://relative.invalid/';
const RELATIVE_ORIGIN = new URL(RELATIVE_BASE).origin;

/** An entry of `security.imageOrigins`: `https://cdn.example`, `https://*.cdn.example:8443`. */
const ORIGIN_PATTERN = /^https:\/\/(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}))?$/;

function parse(url: string): URL | null {
  try {
    return new URL(url, RELATIVE_BASE);
  } catch {
    return null;
  }
}

function matchesOrigin(url: URL, pattern: string): boolean {
  const match = ORIGIN_PATTERN.exec(pattern);
  if (!match || url.protocol !== 'https:') return false;
  const [, wildcard, host = '', port] = match;
  // URL leaves the default port out: `https://cdn.example:443` is `https://cdn.example`.
  if (url.port !== (port === undefined || port === '443' ? '' : port)) return false;
  return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
}

/**
 * Whether an image URL of CMS content (or a banner) may load for a brand with these image origins.
 * @example isAllowedImageUrl('/assets/a.png', []) // true
 * @example isAllowedImageUrl('https://img.cdn.example/a.png', ['https://*.cdn.example']) // true
 * @example isAllowedImageUrl('data:image/png;base64,AA', ['https://cdn.example']) // false
 */
export function isAllowedImageUrl(url: string, imageOrigins: readonly string[]): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.origin === RELATIVE_ORIGIN) return true;
  return imageOrigins.some((pattern) => matchesOrigin(parsed, pattern));
}

/**
 * Where an image URL loads from, for messages: its origin, or its scheme when it has none.
 * @example imageSourceOf('https://evil.example/x.png?a=1') // 'https://evil.example'
 * @example imageSourceOf('data:image/png;base64,AA') // 'data:'
 */
export function imageSourceOf(url: string): string {
  const parsed = parse(url);
  if (!parsed) return `"${url}"`;
  if (parsed.origin === RELATIVE_ORIGIN) return 'this site';
  return parsed.origin === 'null' ? parsed.protocol : parsed.origin;
}
