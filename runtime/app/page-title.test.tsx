import { screen } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../context/types.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { LAYOUT_IDS, resolveRoute, splitLocalePrefix, type RouteResolution } from '../routing/index.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { pageTitle, usePageTitle } from './page-title.ts';

const t = (key: string, values: Record<string, string> = {}) =>
  `${key}(${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})`;

describe('pageTitle', () => {
  it('uses the CMS SEO title as it is, before anything else', () => {
    expect(pageTitle({ brand: 'Nova', seoTitle: 'Best slots online', pageName: 'Pokies' }, t)).toBe(
      'Best slots online',
    );
  });

  it('says "not found" with the brand for a page that does not exist', () => {
    expect(pageTitle({ brand: 'Nova', pageName: 'x', notFound: true }, t)).toBe(
      'SEO.NOT_FOUND_TITLE(brand=Nova)',
    );
  });

  it("puts the page's name before the brand, and gives the lobby the brand's default title", () => {
    expect(pageTitle({ brand: 'Nova', pageName: 'Pokies' }, t)).toBe(
      'SEO.PAGE_TITLE(page=Pokies,brand=Nova)',
    );
    expect(pageTitle({ brand: 'Nova', pageName: null }, t)).toBe('SEO.DEFAULT_TITLE(brand=Nova)');
  });
});

function Title({ pathname }: { pathname: string }) {
  const resolution = resolveRoute({
    pathname,
    search: '',
    hash: '',
    auth: 'guest',
    restriction: 'none',
    enabledLocales: ['en', 'de'],
    defaultLocale: 'en',
    features: {},
    cmsPageSlugs: ['privacy-policy', 'about'],
    licence: 'CW',
    country: 'CA',
    limitReached: false,
    previousPath: null,
    pages: LAYOUT_IDS,
  }) as Exclude<RouteResolution, { kind: 'redirect' }>;
  const path = splitLocalePrefix(pathname, ['en', 'de'], 'en').path;
  return <p data-testid="title">{usePageTitle(resolution, path)}</p>;
}

const cmsPage = (slug: string, title: string, categories: string[] = ['page']) => ({
  id: slug,
  path: slug,
  title,
  layout: 'default',
  categories,
  content: '<p>x</p>',
  blocks: { title, description: '', keywords: '', 'content-main': '<p>x</p>', json: '' },
});

function titleOf(pathname: string, data: [QueryKey, unknown][] = [], context: Partial<SiteContext> = {}) {
  const locale = context.locale ?? 'en';
  const view = renderWithProviders(<Title pathname={pathname} />, {
    route: pathname,
    context,
    queryData: [[queryKeys.cms.pages(locale), []], ...data],
  });
  const title = screen.getByTestId('title').textContent;
  view.unmount();
  return title;
}

describe('the title of each kind of page', () => {
  it("gives the lobby the brand's title", () => {
    expect(titleOf('/')).toBe('Nova Casino — online casino');
  });

  it('keeps the title of the page behind a popup', () => {
    expect(titleOf('/sign-in')).toBe('Nova Casino — online casino');
  });

  it('names a category page by its heading, in the locale', () => {
    expect(titleOf('/pokies/megaways')).toBe('Megaways — Nova Casino');
    expect(titleOf('/live/all')).toBe('Live casino — Nova Casino');
    expect(titleOf('/de/live/all', [], { locale: 'de', localeFromPath: true })).toBe(
      'Live-Casino — Nova Casino',
    );
  });

  it('names a provider page by the provider', () => {
    const providers = [{ id: '1', slug: 'netent', name: 'netent', title: 'NetEnt' }];
    expect(titleOf('/producers/netent', [[queryKeys.games.providers(), providers]])).toBe(
      'NetEnt — Nova Casino',
    );
  });

  it('names a game page by the game', () => {
    const games = [{ identifier: 'netent/starburst', title: 'Starburst' }];
    expect(
      titleOf('/play/netent/starburst', [[queryKeys.games.select(['netent/starburst'], 'desktop'), games]]),
    ).toBe('Starburst — Nova Casino');
  });

  it('names a static page by its CMS title', () => {
    expect(
      titleOf('/privacy-policy', [
        [queryKeys.cms.page('privacy-policy', 'en'), cmsPage('privacy-policy', 'Privacy policy')],
      ]),
    ).toBe('Privacy policy — Nova Casino');
  });

  it('prefers the SEO title the CMS gives the path', () => {
    const seo = cmsPage('pokies/megaways', 'Megaways slots online at Nova', ['seo-page']);
    expect(
      titleOf('/pokies/megaways', [
        [queryKeys.cms.pages('en'), [{ ...seo, children: [] }]],
        [queryKeys.cms.page('pokies/megaways', 'en'), seo],
      ]),
    ).toBe('Megaways slots online at Nova');
  });

  it('says so for a path that is not found', () => {
    expect(titleOf('/no-such-page')).toBe('Page not found — Nova Casino');
  });
});
