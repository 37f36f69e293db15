/** A sports path: letters, digits, '-', '_' and '/' only, so that no path can smuggle a host. */
const SPORTS_PATH = /^[A-Za-z0-9_/-]*$/;
/** A host name as brand.json gives it: no scheme, port, path or credentials. */
const HOST_NAME = /^[\w.-]+$/;
const PORT = /^\d{1,5}$/;

/** The scheme and port of the page the visitor is on (`location.protocol`, `location.port`). */
export interface PageOrigin {
  protocol: string;
  port: string;
}

/**
 * The address of the brand's sports site (spec §2: /sport..., #sport, #sport_{x}): the host is the
 * brand's configured betting host, never the request's; the scheme and port are those of the
 * mirror the visitor is on, so that a mirror on http or on its own port reaches the sports site
 * the same way. `path` is the section after /sport (or #sport_), joined under `homePath`.
 * Null when no sports site applies or a part is not what it should be.
 * @example sportsSiteUrl('sport.nova.localhost', { protocol: 'http:', port: '8080' }, 'live') // 'http://sport.nova.localhost:8080/live'
 */
export function sportsSiteUrl(
  bettingHost: string | null,
  page: PageOrigin,
  path = '',
  homePath = '/',
): string | null {
  if (!bettingHost || !HOST_NAME.test(bettingHost)) return null;
  if (!SPORTS_PATH.test(path + homePath) || homePath[0] !== '/') return null;
  const section = path.replace(/^\/+/, '');
  const full = section ? `${homePath.replace(/\/$/, '')}/${section}` : homePath;
  return `${page.protocol === 'http:' ? 'http:' : 'https:'}//${bettingHost}${PORT.test(page.port) ? `:${page.port}` : ''}${full}`;
}
