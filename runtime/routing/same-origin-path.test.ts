import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameOriginPath, MAX_SAME_ORIGIN_PATH_LENGTH } from './same-origin-path.ts';

const SITE = 'https://site.example';

/** Where the browser goes when the page follows `value`, and whether that is still the site. */
const staysOnSite = (value: string) => {
  const url = new URL(value, SITE);
  return url.origin === SITE && !url.pathname.startsWith('//');
};

// Each of these either leaves the origin in some browser, server or router that decodes or
// normalises the value once more, or hides something a player never typed.
const HOSTILE: readonly (readonly [string, string])[] = [
  ['empty', ''],
  ['a bare host', 'evil.example'],
  ['a protocol-relative URL', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['slash backslash slash', '/\\/evil.example'],
  ['a backslash deeper in the path', '/games\\..\\evil'],
  ['an https URL', 'https://evil.example/'],
  ['an upper-case scheme', 'HTTPS://evil.example/'],
  ['a scheme without slashes', 'http:evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
  ['javascript: with a tab inside', 'java\tscript:alert(1)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['javascript: after a control character', '\u0001javascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['a line feed between the slashes', '/\n/evil.example'],
  ['a carriage return between the slashes', '/\r/evil.example'],
  ['CR LF (header splitting)', '/x\r\nSet-Cookie: a=1'],
  ['NUL', '/x\u0000/evil.example'],
  ['DEL', '/x\u007f'],
  ['C1 next-line', '/x\u0085'],
  ['C1 control sequence introducer', '/x\u009b'],
  ['a control character in the query', '/pokies?q=\u0007'],
  ['a control character in the hash', '/pokies#\u0000'],
  ['encoded slashes', '/%2f%2fevil.example'],
  ['upper-case encoded slash', '/%2F/evil.example'],
  ['encoded backslash', '/%5cevil.example'],
  ['upper-case encoded backslash', '/%5Cevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded line feed', '/%0a/evil.example'],
  ['encoded CR LF', '/x%0d%0aSet-Cookie:%20a=1'],
  ['encoded NUL', '/x%00'],
  ['double-encoded slashes', '/%252f%252fevil.example'],
  ['triple-encoded slashes', '/%25252f%25252fevil.example'],
  ['double-encoded backslash', '/%255cevil.example'],
  ['encoded deeper than anyone writes', `/%${'25'.repeat(5)}2f`],
  ['an encoded backslash behind invalid UTF-8', '/%ff%5cevil.example'],
  ['encoded C1 next-line', '/x%c2%85'],
  ['a dot-dot segment before a double slash', '/..//evil.example'],
  ['a dot segment before a double slash', '/.//evil.example'],
  ['encoded dot-dot segment', '/%2e%2e//evil.example'],
  ['encoded dot segment with an encoded slash', '/%2e/%2fevil.example'],
  ['encoded dot-dot segments climbing out', '/a/%2E%2E/%2E%2E//evil.example'],
  ['half-encoded dot-dot', '/.%2e//evil.example'],
  ['fullwidth solidus', '/\uff0fevil.example'],
  ['encoded fullwidth solidus', '/%EF%BC%8Fevil.example'],
  ['fullwidth reverse solidus', '/\uff3cevil.example'],
  ['small reverse solidus', '/\ufe68evil.example'],
  ['division slash', '/\u2215evil.example'],
  ['fraction slash', '/\u2044evil.example'],
  ['set minus', '/\u2216evil.example'],
  ['a right-to-left override', '/\u202eelpmaxe.live'],
  ['encoded right-to-left override', '/%E2%80%AEelpmaxe.live'],
  ['a zero-width space', '/\u200b/evil.example'],
  ['a line separator', '/\u2028/evil.example'],
  ['a lone surrogate', '/x\ud800'],
  ['an ideographic space before two slashes', '\u3000//evil.example'],
  ['an over-long path', `/${'a'.repeat(MAX_SAME_ORIGIN_PATH_LENGTH)}`],
];

const ACCEPTED = [
  '/',
  '/pokies/all',
  '/de/profile',
  '/deposit?amount=5',
  '/cashbox/deposit?method=card#top',
  '/play/netent/starburst?mode=demo',
  '/de/pokies/all?x=1&y=two%20words',
  '/search?q=100%25',
  '/promotions/caf%C3%A9',
  '/promotions/café',
  '/static/terms.and.conditions',
  // A nested redirect is the next page's to check when it follows it.
  '/registration?redirect=%2Fcashbox%3Famount%3D5',
  '/login?redirect=%2F%2Fevil.example',
  `/${'a'.repeat(MAX_SAME_ORIGIN_PATH_LENGTH - 1)}`,
];

describe('isSameOriginPath', () => {
  it('has a table of at least forty hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE)('refuses %s', (_, value) => {
    expect(isSameOriginPath(value)).toBe(false);
  });

  it.each(ACCEPTED)('follows the app path %s', (value) => {
    expect(isSameOriginPath(value)).toBe(true);
    expect(staysOnSite(value)).toBe(true);
  });

  it('never accepts a value that leaves the site, whatever it is made of', () => {
    // Pieces of every trick above, in any order: slashes, escapes, dots, schemes, controls.
    const piece = fc.constantFrom(
      '/',
      '\\',
      '%',
      '%2',
      '%2f',
      '%5c',
      '%25',
      '%2e',
      '.',
      ':',
      '@',
      '?',
      '#',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '\uff0f',
      'https',
      'javascript',
      'evil.example',
      'a',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const value = pieces.join('');
        return !isSameOriginPath(value) || staysOnSite(value);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        const value = `/${tail}`;
        return !isSameOriginPath(value) || staysOnSite(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('follows any plain app path with its query and hash', () => {
    const word = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,15}$/);
    const pair = fc.tuple(word, word).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(pair, { maxLength: 3 }),
        fc.option(word),
        (segments, query, hash) => {
          const value = `/${segments.join('/')}${query.length ? `?${query.join('&')}` : ''}${hash ? `#${hash}` : ''}`;
          return isSameOriginPath(value) && staysOnSite(value);
        },
      ),
      { numRuns: 500 },
    );
  });
});
