// First-party cookies written by the client itself (consent, the Australian confirmation). Values
// are URI-encoded so that any text survives the `;`-separated cookie string.

export interface CookieOptions {
  /** Lifetime in seconds (`max-age`). */
  maxAgeSeconds: number;
  path?: string;
}

/**
 * Cookies this page wrote that the browser did not keep (cookies blocked: a cross-site or
 * sandboxed frame, a private mode), so that a choice the player made holds for the visit.
 */
const unkept = new Map<string, string>();

/** The page's cookie string; empty where reading it throws (a sandboxed frame's SecurityError). */
function documentCookies(): string {
  try {
    return globalThis.document?.cookie ?? '';
  } catch {
    return '';
  }
}

function findCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (key !== name) continue;
    const raw = separator === -1 ? '' : part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The value of a cookie of this page, or null when it is not set. Never throws.
 * @example readCookie('cookie_consent') // 'accepted' | null
 */
export function readCookie(name: string, cookies?: string): string | null {
  if (cookies !== undefined) return findCookie(name, cookies);
  return findCookie(name, documentCookies()) ?? unkept.get(name) ?? null;
}

/**
 * Sets a cookie for the whole site; SameSite=Lax, and Secure on https pages. Never throws: where
 * the browser blocks cookies the value holds in memory until the page is left.
 */
export function writeCookie(name: string, value: string, { maxAgeSeconds, path = '/' }: CookieOptions): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=${path}; SameSite=Lax${secure}`;
  } catch {
    // A sandboxed frame: kept in memory below.
  }
  if (maxAgeSeconds <= 0) unkept.delete(name);
  else if (findCookie(name, documentCookies()) !== value) unkept.set(name, value);
  else unkept.delete(name);
}
