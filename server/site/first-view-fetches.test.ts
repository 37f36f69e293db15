import { describe, expect, it } from 'vitest';
import { firstViewFetches, isLobbyPath } from './first-view-fetches.ts';

describe('firstViewFetches', () => {
  it("are the URLs the client builds: messages of the bucket, flags, CMS pages, the lobby's banners", () => {
    const now = 300_000 * 7 + 5;
    expect(firstViewFetches('de', true, now)).toEqual([
      '/messages/en.json?t=7',
      '/messages/de.json?t=7',
      '/api/fe/config/feature-flags',
      '/api/cms/pages?l=de',
      '/api/fe/config/banners-config?locale=de',
    ]);
    expect(firstViewFetches('en', false, now)).toEqual([
      '/messages/en.json?t=7',
      '/api/fe/config/feature-flags',
      '/api/cms/pages?l=en',
    ]);
  });
});

describe('isLobbyPath', () => {
  it.each([
    ['/', true],
    ['/de', true],
    ['/de/', true],
    ['/pokies/all', false],
    ['/de/pokies/all', false],
    ['/fr', false],
  ])('%s → %s', (path, lobby) => {
    expect(isLobbyPath(path, ['en', 'de'])).toBe(lobby);
  });
});
