import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './browser-cookie.ts';

describe('browser cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'consent=; Max-Age=0; Path=/';
  });

  it('reads one cookie out of the cookie string, decoded', () => {
    expect(readCookie('b', 'a=1; b=hello%20world; c=3')).toBe('hello world');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });

  it('does not confuse a cookie whose name ends like another', () => {
    expect(readCookie('consent', 'xconsent=1')).toBeNull();
  });

  it('writes a cookie the page can read back', () => {
    writeCookie('consent', 'accepted', { maxAgeSeconds: 60 });
    expect(readCookie('consent')).toBe('accepted');
  });

  it('never throws where reading or writing cookies throws, and remembers the choice for the visit', () => {
    // A sandboxed frame: document.cookie throws a SecurityError both ways.
    const insecure = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(document, 'cookie', 'get').mockImplementation(insecure);
    vi.spyOn(document, 'cookie', 'set').mockImplementation(insecure);
    expect(readCookie('consent')).toBeNull();
    expect(() => writeCookie('consent', 'accepted', { maxAgeSeconds: 60 })).not.toThrow();
    expect(readCookie('consent')).toBe('accepted');
    writeCookie('consent', '', { maxAgeSeconds: 0 });
    expect(readCookie('consent')).toBeNull();
  });

  it('remembers a choice for the visit when the browser silently drops the cookie', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    writeCookie('consent', 'accepted', { maxAgeSeconds: 60 });
    expect(readCookie('consent')).toBe('accepted');
    writeCookie('consent', '', { maxAgeSeconds: 0 });
    expect(readCookie('consent')).toBeNull();
  });
});
