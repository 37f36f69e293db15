import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { setVisitorAttribution } from '../../runtime/analytics/attribution-store.ts';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { contentPage } from './index.ts';

const PROMOTIONS = {
  promotions: [
    {
      slug: 'welcome-package',
      title: { en: 'Welcome package', de: 'Willkommenspaket' },
      summary: { en: '100% up to 500 EUR.', de: '100 % bis zu 500 EUR.' },
      details: { en: '<p>Double your first deposit.</p>' },
      terms: { en: '<p>Wager 30 times.</p>' },
      image: '/assets/generated/promo/welcome-package.svg',
      button: { label: { en: 'Deposit now' }, url: '/deposit' },
    },
    {
      slug: 'points-store',
      page: 'rocketMart',
      title: { en: 'Points store' },
      summary: { en: 'Exchange your points.' },
      image: '/assets/generated/promo/points-store.svg',
      button: { label: { en: 'Open the store' }, url: '/rocket-mart' },
    },
    {
      slug: 'crypto-cashback',
      title: { en: 'Crypto cashback' },
      summary: { en: '10% weekly.' },
      image: '/assets/generated/promo/crypto-cashback.svg',
      when: { not: { licence: ['EE'] } },
    },
  ],
};

function data(over: { pages?: object; stags?: string[] } = {}): [QueryKey, unknown][] {
  return [
    [queryKeys.config('promotions'), PROMOTIONS],
    [queryKeys.config('manage-promotion-pages'), over.pages ?? {}],
    [queryKeys.config('excluded-promo-stags'), over.stags ?? []],
    [queryKeys.cms.pages('en'), []],
    [queryKeys.cms.pages('de'), []],
  ];
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Promotions' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(() => {
  document.cookie = 'stag=; max-age=0';
  vi.restoreAllMocks();
});

describe('promotions list', () => {
  it('lists the cards each with a link to its bonus page', async () => {
    await renderWidget(contentPage, { view: 'promotions' }, { route: '/promotions', queryData: data() });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Welcome package', 'Points store', 'Crypto cashback']);
    expect(screen.getByRole('link', { name: 'Welcome package' }).getAttribute('href')).toBe(
      '/promotions/welcome-package',
    );
    expect(screen.getByRole('link', { name: 'Read more about Points store' }).getAttribute('href')).toBe(
      '/promotions/points-store',
    );
  });

  it('leaves out the cards of pages switched off in manage-promotion-pages or by their feature', async () => {
    const view = await renderWidget(
      contentPage,
      { view: 'promotions' },
      { route: '/promotions', queryData: data({ pages: { rocketMart: false } }) },
    );
    expect(cardTitles()).toEqual(['Welcome package', 'Crypto cashback']);
    view.unmount();
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      { route: '/promotions', queryData: data(), context: { features: { rocketMart: false } } },
    );
    expect(cardTitles()).toEqual(['Welcome package', 'Crypto cashback']);
  });

  it('leaves out the cards whose condition does not hold (no crypto under the EE licence)', async () => {
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      { route: '/promotions', queryData: data(), context: { licence: 'EE' } },
    );
    expect(cardTitles()).toEqual(['Welcome package', 'Points store']);
  });

  it('shows the locale of the page, keeping its prefix on the links', async () => {
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      { route: '/de/promotions', queryData: data(), context: { locale: 'de', localeFromPath: true } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aktionen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Willkommenspaket' }).getAttribute('href')).toBe(
      '/de/promotions/welcome-package',
    );
  });

  it('says so when there is no promotion', async () => {
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      {
        route: '/promotions',
        queryData: [...data(), [queryKeys.config('promotions'), { promotions: [] }]],
      },
    );
    expect(screen.getByText('There are no promotions right now. Come back soon.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows placeholders while the documents load', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await renderWidget(contentPage, { view: 'promotions' }, { route: '/promotions', queryData: [] });
    expect(screen.getByRole('status').textContent).toBe('Loading promotions');
    vi.unstubAllGlobals();
  });

  it('offers no promotion to a visitor whose affiliate tag is excluded', async () => {
    document.cookie = 'stag=901_summer';
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      { route: '/promotions', queryData: data({ stags: ['901'] }) },
    );
    expect(
      await screen.findByText(/not offered to visitors who came through this partner site/),
    ).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('excludes a visitor by the tag the page resolved before consent, kept in memory only', async () => {
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      { route: '/promotions', queryData: data({ stags: ['777'] }) },
    );
    expect(cardTitles().length).toBeGreaterThan(0);
    act(() =>
      setVisitorAttribution({ attribution: { stag: '777_partner', affiliateId: '777', source: 'referrer' } }),
    );
    expect(
      await screen.findByText(/not offered to visitors who came through this partner site/),
    ).toBeTruthy();
    act(() => setVisitorAttribution({ attribution: null }));
  });
});

describe('bonus page', () => {
  it('shows the details, the terms and the way to take part', async () => {
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      { route: '/promotions/welcome-package', queryData: data() },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome package' })).toBeTruthy();
    expect(await screen.findByText('Double your first deposit.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Terms' })).getByText('Wager 30 times.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
  });

  it('shows no button that leads to a page the brand does not have', async () => {
    await renderWidget(
      contentPage,
      { view: 'promotions' },
      {
        route: '/promotions/points-store',
        queryData: data(),
        context: { pages: ['promotions', 'lobby'] },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Points store' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the store' })).toBeNull();
  });

  it('hides the terms when the layout asks so', async () => {
    await renderWidget(
      contentPage,
      { view: 'promotions', terms: false },
      { route: '/promotions/welcome-package', queryData: data() },
    );
    expect(screen.queryByRole('region', { name: 'Terms' })).toBeNull();
  });

  it.each([
    ['an unknown promotion', '/promotions/nothing-here', {}],
    ['a promotion whose page is switched off', '/promotions/points-store', { rocketMart: false }],
  ])('says %s is not available, with the way back', async (_, route, pages) => {
    await renderWidget(contentPage, { view: 'promotions' }, { route, queryData: data({ pages }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotion not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
  });
});
