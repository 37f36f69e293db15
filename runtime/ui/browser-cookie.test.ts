import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './browser-cookie.ts';

describe('browser cookies', () => {
  afterEach(() => {
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
});
