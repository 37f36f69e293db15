import { describe, expect, it } from 'vitest';
import { hreflangLinks, localeHref, routePath, safeRedirectTarget, withLocale } from './links.ts';
import { localeFromPath } from '../context/locales.ts';
import { joinPrefix, splitLocalePrefix, stripAnyLocalePrefix } from './locale-prefix.ts';

describe('localeHref (language switcher)', () => {
  it.each([
    ['de', '/pokies/all', 'en', '/de/pokies/all'],
    ['de', '/en-CA/pokies/all?x=1', 'en', '/de/pokies/all?x=1'],
    ['en', '/de/pokies/all', 'en', '/pokies/all'],
    ['en', '/de', 'en', '/'],
    ['fr-CA', '/', 'en', '/fr-CA'],
    ['fr-CA', '/de?x=1#top', 'en', '/fr-CA?x=1#top'],
    ['en', '/en/support', 'de', '/en/support'],
    ['de', '/dealers', 'en', '/de/dealers'],
  ] as const)('switches to %s from %s (default %s) at %s', (locale, path, defaultLocale, href) => {
    expect(localeHref(locale, path, defaultLocale)).toBe(href);
  });
});

describe('withLocale (in-app links)', () => {
  it.each([
    ['/promotions', 'de', 'en', '/de/promotions'],
    ['/', 'de', 'en', '/de'],
    ['/promotions', 'en', 'en', '/promotions'],
    ['https://blog.example/x', 'de', 'en', 'https://blog.example/x'],
    ['//cdn.example/x', 'de', 'en', '//cdn.example/x'],
    ['#chat', 'de', 'en', '#chat'],
  ] as const)('gives %s under %s (default %s) as %s', (path, locale, defaultLocale, href) => {
    expect(withLocale(path, locale, defaultLocale)).toBe(href);
  });
});

describe('hreflangLinks', () => {
  it('lists every enabled locale and the unprefixed default as x-default', () => {
    expect(hreflangLinks('/de/support?x=1', ['en', 'de', 'fr-CA'], 'https://nova.localhost/', 'en')).toEqual([
      { hreflang: 'en', href: 'https://nova.localhost/support' },
      { hreflang: 'de', href: 'https://nova.localhost/de/support' },
      { hreflang: 'fr-CA', href: 'https://nova.localhost/fr-CA/support' },
      { hreflang: 'x-default', href: 'https://nova.localhost/support' },
    ]);
  });

  it('links the home page of each locale', () => {
    expect(
      hreflangLinks('/', ['de', 'no'], 'https://lumen.localhost', 'de').map((link) => link.href),
    ).toEqual(['https://lumen.localhost/', 'https://lumen.localhost/no', 'https://lumen.localhost/']);
  });
});

describe('routePath', () => {
  it.each([
    ['main', {}, '/'],
    ['game', { producer: 'netent', name: 'starburst' }, '/play/netent/starburst'],
    ['producer-games-paged', { slug: 'netent', page: 2 }, '/producers/netent/2'],
    ['profile-gifts', {}, '/profile/gifts'],
    ['cashbox-deposit', {}, '/deposit'],
    ['action', {}, '/action'],
    ['static-page', { rest: 'terms-and-conditions/EE' }, '/terms-and-conditions/EE'],
    ['jackpot', { jackpot: 'mystic' }, '/mystic'],
  ] as const)('builds the path of %s', (name, params, path) => {
    expect(routePath(name, params)).toBe(path);
  });

  it('refuses to build a route without its params', () => {
    expect(() => routePath('tournament')).toThrow('Missing param "slug"');
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/deposit?amount=5', '/deposit?amount=5'],
    ['/de/profile', '/de/profile'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/%5cevil.example', '/'],
    ['/%252f%252fevil.example', '/'],
    ['/\uff0fevil.example', '/'],
    ['', '/'],
    [null, '/'],
  ])('follows %s to %s', (value, target) => {
    expect(safeRedirectTarget(value, '/')).toBe(target);
  });
});

describe('locale prefix', () => {
  it('splits an enabled prefix off and leaves others whole', () => {
    expect(splitLocalePrefix('/de/pokies/all', ['en', 'de'], 'en')).toEqual({
      locale: 'de',
      localePrefix: '/de',
      path: '/pokies/all',
    });
    expect(splitLocalePrefix('/de', ['en', 'de'], 'en')).toEqual({
      locale: 'de',
      localePrefix: '/de',
      path: '/',
    });
    expect(splitLocalePrefix('/it/x', ['en', 'de'], 'en')).toEqual({
      locale: 'en',
      localePrefix: '',
      path: '/it/x',
    });
    expect(splitLocalePrefix('/dealers', ['en', 'de'], 'en')).toEqual({
      locale: 'en',
      localePrefix: '',
      path: '/dealers',
    });
  });

  it('reads a prefix in any case as the locale the site context reads (/en-au/ is en-AU)', () => {
    expect(splitLocalePrefix('/en-au/pokies/all', ['en', 'en-AU'], 'en')).toEqual({
      locale: 'en-AU',
      localePrefix: '/en-AU',
      path: '/pokies/all',
    });
    expect(splitLocalePrefix('/DE', ['en', 'de'], 'en')).toEqual({
      locale: 'de',
      localePrefix: '/de',
      path: '/',
    });
    expect(localeFromPath('/en-au/pokies/all', ['en', 'en-AU'])).toBe('en-AU');
    expect(stripAnyLocalePrefix('/FR-ca/promotions')).toBe('/promotions');
  });

  it('strips any locale prefix and joins prefixes to paths', () => {
    expect(stripAnyLocalePrefix('/it/x')).toBe('/x');
    expect(stripAnyLocalePrefix('/it')).toBe('/');
    expect(stripAnyLocalePrefix('/italy')).toBe('/italy');
    expect(joinPrefix('/de', '/')).toBe('/de');
    expect(joinPrefix('/de', '/?x=1')).toBe('/de?x=1');
    expect(joinPrefix('', '/')).toBe('/');
    expect(joinPrefix('/de', '/x')).toBe('/de/x');
  });
});
