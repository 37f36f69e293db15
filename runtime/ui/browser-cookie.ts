// First-party cookies written by the client itself (consent, the Australian confirmation). Values
// are URI-encoded so that any text survives the `;`-separated cookie string.

export interface CookieOptions {
  /** Lifetime in seconds (`max-age`). */
  maxAgeSeconds: number;
  path?: string;
}

/**
 * The value of a cookie of this page, or null when it is not set.
 * @example readCookie('cookie_consent') // 'accepted' | null
 */
export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ''): string | null {
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

/** Sets a cookie for the whole site; SameSite=Lax, and Secure on https pages. */
export function writeCookie(name: string, value: string, { maxAgeSeconds, path = '/' }: CookieOptions): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=${path}; SameSite=Lax${secure}`;
}
