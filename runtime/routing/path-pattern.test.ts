import { describe, expect, it } from 'vitest';
import { buildPath, matchPattern, pathSegments } from './path-pattern.ts';

describe('matchPattern', () => {
  it.each([
    ['/', '/', {}],
    ['/pokies/all', '/pokies/all', {}],
    ['/producers/:slug', '/producers/netent', { slug: 'netent' }],
    ['/producers/:slug/:page', '/producers/netent/2', { slug: 'netent', page: '2' }],
    ['/action/:slug?', '/action', {}],
    ['/action/:slug?', '/action/quest-1', { slug: 'quest-1' }],
    ['/games/*', '/games/top/new', { rest: 'top/new' }],
    ['/*', '/terms-and-conditions/EE', { rest: 'terms-and-conditions/EE' }],
    ['/play/:producer/:name', '/play/netent/book%20of%20dead', { producer: 'netent', name: 'book of dead' }],
  ])('matches %s against %s', (pattern, pathname, params) => {
    expect(matchPattern(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/pokies/all', '/pokies'],
    ['/pokies/all', '/pokies/all/more'],
    ['/producers/:slug', '/producers'],
    ['/action/:slug?', '/action/a/b'],
    ['/games/*', '/games'],
    ['/', '/pokies'],
    ['/play/:producer/:name', '/play/netent/%E0%A4%A'],
  ])('does not match %s against %s', (pattern, pathname) => {
    expect(matchPattern(pattern, pathname)).toBeNull();
  });

  it('rejects a param that breaks its constraint', () => {
    expect(matchPattern('/producers/:slug/:page', '/producers/netent/two', { page: /^\d+$/ })).toBeNull();
    expect(matchPattern('/producers/:slug/:page', '/producers/netent/2', { page: /^\d+$/ })).toEqual({
      slug: 'netent',
      page: '2',
    });
  });
});

describe('buildPath', () => {
  it('fills params and encodes them', () => {
    expect(buildPath('/play/:producer/:name', { producer: 'netent', name: 'book of dead' })).toBe(
      '/play/netent/book%20of%20dead',
    );
    expect(buildPath('/producers/:slug/:page', { slug: 'netent', page: 2 })).toBe('/producers/netent/2');
  });

  it('leaves an optional param out and keeps the rest of a splat', () => {
    expect(buildPath('/action/:slug?')).toBe('/action');
    expect(buildPath('/profile/*', { rest: 'limits/confirm' })).toBe('/profile/limits/confirm');
    expect(buildPath('/')).toBe('/');
  });

  it('refuses to build a path with a missing param', () => {
    expect(() => buildPath('/producers/:slug')).toThrow('Missing param "slug"');
    expect(() => buildPath('/games/*')).toThrow('Missing param "rest"');
  });
});

it('splits a path into its segments, ignoring empty ones', () => {
  expect(pathSegments('/a//b/')).toEqual(['a', 'b']);
  expect(pathSegments('/')).toEqual([]);
});
