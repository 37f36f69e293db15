import { describe, expect, it } from 'vitest';
import { leadsToPage, routePresent, type PagePresence } from './page-presence.ts';
import { getRoute } from './route-table.ts';

const presence: PagePresence = {
  pages: ['lobby', 'category', 'provider', 'game', 'static-page', 'not-found'],
  cmsPageSlugs: ['about', 'terms-and-conditions', 'terms-and-conditions/EE'],
  licence: 'CW',
  country: 'CA',
};

describe('whether a link leads to a page', () => {
  it('knows a route is present only when the brand has its layout', () => {
    expect(routePresent(getRoute('category'), presence.pages)).toBe(true);
    expect(routePresent(getRoute('tournaments'), presence.pages)).toBe(false);
    expect(routePresent(getRoute('tournaments'), [...presence.pages, 'tournaments'])).toBe(true);
  });

  it.each([
    ['/', true],
    ['/pokies/all', true],
    ['/de/pokies/mystic-jackpots', true],
    ['/live/all?sort=new#top', true],
    ['/deposit', true],
    ['/registration?redirect=%2Fcashbox', true],
    ['/about', true],
    ['/privacy-policy', true],
    ['/tournaments', false],
    ['/tournaments/spring-spins', false],
    ['/vip-club', false],
    ['/fr-CA/promotions', false],
    ['/benefits-of-crypto', false],
    ['/support', false],
    ['/profile/gifts', false],
    ['/users', false],
    ['/no-such-page', false],
  ])('a link to %s → %s', (href, expected) => {
    expect(leadsToPage({ href }, presence)).toBe(expected);
  });

  it('follows the redirects of the table to their page', () => {
    expect(leadsToPage({ href: '/users/password/edit' }, presence)).toBe(true);
    expect(leadsToPage({ href: '/users' }, { ...presence, pages: [...presence.pages, 'profile-main'] })).toBe(
      true,
    );
  });

  it('lets links to other sites through: they answer for themselves', () => {
    expect(leadsToPage({ href: 'https://blog.nova.localhost' }, presence)).toBe(true);
  });

  it('reads a route by name, and an unknown name leads nowhere', () => {
    expect(leadsToPage({ route: 'category-all' }, presence)).toBe(true);
    expect(leadsToPage({ route: 'rocket-mart' }, presence)).toBe(false);
    expect(leadsToPage({ route: 'no-such-route' }, presence)).toBe(false);
    expect(leadsToPage({}, presence)).toBe(false);
  });

  it('prefers the path of a link that gives both a path and a route', () => {
    expect(leadsToPage({ href: '/pokies/all', route: 'tournaments' }, presence)).toBe(true);
  });
});
