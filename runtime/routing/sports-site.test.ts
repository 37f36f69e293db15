import { describe, expect, it } from 'vitest';
import { sportsSiteUrl } from './sports-site.ts';

const HOST = 'sport.nova.localhost';

describe('sportsSiteUrl', () => {
  it.each([
    [{ protocol: 'https:', port: '' }, '', '/', 'https://sport.nova.localhost/'],
    [{ protocol: 'http:', port: '4313' }, '', '/', 'http://sport.nova.localhost:4313/'],
    [{ protocol: 'http:', port: '8080' }, 'live', '/', 'http://sport.nova.localhost:8080/live'],
    [
      { protocol: 'https:', port: '' },
      'football/england',
      '/',
      'https://sport.nova.localhost/football/england',
    ],
    [{ protocol: 'https:', port: '' }, '/login', '/', 'https://sport.nova.localhost/login'],
    [{ protocol: 'https:', port: '' }, '', '/sports', 'https://sport.nova.localhost/sports'],
    [{ protocol: 'https:', port: '' }, 'live', '/sports', 'https://sport.nova.localhost/sports/live'],
    [{ protocol: 'https:', port: '' }, 'live', '/sports/', 'https://sport.nova.localhost/sports/live'],
  ])('keeps the scheme and port of %j for %j under %j', (page, path, home, url) => {
    expect(sportsSiteUrl(HOST, page, path, home)).toBe(url);
  });

  it('uses https for any scheme other than http, and no port that is not a number', () => {
    expect(sportsSiteUrl(HOST, { protocol: 'javascript:', port: 'x' })).toBe('https://sport.nova.localhost/');
  });

  it.each([
    [null, ''],
    ['', ''],
    ['evil.example/x', ''],
    ['evil.example:80', ''],
    ['user@evil.example', ''],
    [HOST, '@evil.example'],
    [HOST, 'a.b'],
    [HOST, '//evil.example'.replace('//', '..')],
    [HOST, 'x?y'],
  ])('gives nothing for host %j and path %j', (host, path) => {
    expect(sportsSiteUrl(host, { protocol: 'https:', port: '' }, path)).toBeNull();
  });

  it('refuses a home path that is not a sports path', () => {
    expect(sportsSiteUrl(HOST, { protocol: 'https:', port: '' }, '', 'sports')).toBeNull();
    expect(sportsSiteUrl(HOST, { protocol: 'https:', port: '' }, '', '/a.b')).toBeNull();
  });
});
