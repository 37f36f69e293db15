import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOVA } from './fixture-brands.ts';
import { pageStatus, type PageStatusInput } from './page-status.ts';

const guest = (pathname: string, overrides: Partial<PageStatusInput> = {}): PageStatusInput => ({
  pathname,
  host: 'nova.localhost',
  brand: FIXTURE_NOVA,
  geo: { country_code: 'CA' },
  player: null,
  pages: ['lobby', 'category', 'favorites', 'static-page', 'not-found'],
  cmsPageSlugs: async () => ['about', 'bonus-rules/EE'],
  ...overrides,
});

describe('pageStatus', () => {
  it.each([
    ['/', 200],
    ['/pokies/all', 200],
    ['/de/pokies/all', 200],
    ['/cashbox', 200],
    ['/about', 200],
    ['/de/about', 200],
    ['/no-such-page', 404],
    ['/de/no-such-page', 404],
    ['/about/more', 404],
    // A route of the table whose page has no layout yet is absent.
    ['/tournaments', 404],
  ])('answers %s with %i for a guest', async (pathname, status) => {
    expect(await pageStatus(guest(pathname))).toBe(status);
  });

  it('asks for the CMS pages only when the route table has no answer, in the locale of the page', async () => {
    const cmsPageSlugs = vi.fn(async () => ['about']);
    await pageStatus(guest('/pokies/all', { cmsPageSlugs }));
    expect(cmsPageSlugs).not.toHaveBeenCalled();
    await pageStatus(guest('/de/about', { cmsPageSlugs }));
    expect(cmsPageSlugs).toHaveBeenCalledWith('de');
  });

  it('finds a page that exists only in a licence variant for the visitors of that licence', async () => {
    expect(await pageStatus(guest('/bonus-rules'))).toBe(404);
    const estonian = guest('/bonus-rules', { geo: { country_code: 'EE' } });
    expect(await pageStatus(estonian)).toBe(200);
  });

  it("answers a signed-in player's page too", async () => {
    const player = { id: 7, email: 'ada@example.com', currency: 'EUR', statuses: [] };
    expect(await pageStatus(guest('/favorite-games', { player }))).toBe(200);
    expect(await pageStatus(guest('/no-such-page', { player }))).toBe(404);
  });

  it('stays 200 when the CMS page list cannot be read', async () => {
    expect(await pageStatus(guest('/maybe-a-cms-page', { cmsPageSlugs: async () => null }))).toBe(200);
  });
});
