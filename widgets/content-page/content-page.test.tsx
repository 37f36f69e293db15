import { act, fireEvent, screen, within } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { useFlagsStore } from '../../runtime/state/flags-store.ts';
import { contentPage } from './index.ts';

const CURRENCIES = [
  { code: 'CAD', subunits_to_unit: 100, fiat: true },
  { code: 'EUR', subunits_to_unit: 100, fiat: true },
  { code: 'BTC', subunits_to_unit: 100_000_000, fiat: false },
  { code: 'USDT', subunits_to_unit: 100, fiat: false },
];
const common: [QueryKey, unknown][] = [
  [queryKeys.player.profile(), null],
  [queryKeys.cms.pages('en'), []],
  [queryKeys.info.currencies(), CURRENCIES],
];

const NEWS = {
  articles: [
    {
      slug: 'new-live-studio',
      date: '12/11/2026',
      title: { en: 'A new live studio opens', de: 'Ein neues Live-Studio öffnet' },
      summary: { en: 'Twelve new tables.' },
      body: { en: '<p>Find them under Live.</p>' },
      img: '/assets/generated/news/new-live-studio.svg',
    },
    {
      slug: 'faster-crypto-withdrawals',
      date: '28/10/2026',
      title: { en: 'Faster crypto withdrawals' },
      summary: { en: 'Instant now.' },
      body: { en: '<p>No queue.</p>' },
      img: '/assets/generated/news/faster.svg',
      when: { not: { licence: ['EE'] } },
    },
  ],
};

const AWARDS = {
  awards: [
    { name: 'Rising Stars', nomination: 'Best New Casino', prize: 'Winner', year: 2025, imgUrl: '/a.svg' },
    { name: 'Player Choice', nomination: 'Best Mobile Lobby', year: 2025, imgUrl: '/b.svg' },
    { name: 'Support Awards', nomination: 'Best Live Support', year: 2024, imgUrl: '/c.svg' },
  ],
};

const method = (over: Record<string, unknown>) => ({
  id: 'x',
  brand: 'x',
  title: 'X',
  type: 'cards',
  provider: 'sandbox',
  currency: 'CAD',
  fee: 0,
  processingTime: 'instant',
  min_cents: 1000,
  max_cents: 500_000,
  savedProfiles: [],
  ...over,
});

function methodsData(): [QueryKey, unknown][] {
  const none = ['EUR', 'BCH', 'ETH', 'LTC', 'DOG'];
  return [
    [queryKeys.paymentMethodCatalog('CAD', 'deposit'), [method({ id: 'visa-cad', title: 'Visa' })]],
    [
      queryKeys.paymentMethodCatalog('BTC', 'deposit'),
      [
        method({
          id: 'btc',
          title: 'Bitcoin',
          type: 'crypto',
          currency: 'BTC',
          min_cents: 10_000,
          max_cents: null,
          networks: ['Bitcoin'],
        }),
      ],
    ],
    [
      queryKeys.paymentMethodCatalog('USDT', 'deposit'),
      [
        method({
          id: 'usdt',
          title: 'Tether',
          type: 'crypto',
          currency: 'USDT',
          min_cents: 2000,
          max_cents: null,
          networks: ['TRC-20', 'ERC-20'],
        }),
      ],
    ],
    [queryKeys.paymentMethodCatalog('CAD', 'cashout'), []],
    [queryKeys.paymentMethodCatalog('BTC', 'cashout'), []],
    [
      queryKeys.paymentMethodCatalog('USDT', 'cashout'),
      [
        method({
          id: 'usdt',
          title: 'Tether',
          type: 'crypto',
          currency: 'USDT',
          min_cents: 2500,
          max_cents: 400_000,
          networks: ['TRC-20'],
        }),
      ],
    ],
    ...none.flatMap((code): [QueryKey, unknown][] => [
      [queryKeys.paymentMethodCatalog(code, 'deposit'), []],
      [queryKeys.paymentMethodCatalog(code, 'cashout'), []],
    ]),
  ];
}

const render = (view: string, options: Parameters<typeof renderWidget>[2] = {}) =>
  renderWidget(contentPage, { view }, { ...options, queryData: [...common, ...(options.queryData ?? [])] });

beforeEach(() => useFlagsStore.getState().clearOverrides());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('news', () => {
  it('lists the articles with their date, each linking to its page', async () => {
    await render('news', { route: '/news', queryData: [[queryKeys.config('news'), NEWS]] });
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'News' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'A new live studio opens',
      'Faster crypto withdrawals',
    ]);
    expect(within(items[0]!).getByText('12/11/2026').getAttribute('datetime')).toBe('2026-11-12');
    expect(screen.getByRole('link', { name: 'A new live studio opens' }).getAttribute('href')).toBe(
      '/news/new-live-studio',
    );
  });

  it('leaves out the articles whose condition does not hold', async () => {
    await render('news', {
      route: '/news',
      queryData: [[queryKeys.config('news'), NEWS]],
      context: { licence: 'EE' },
    });
    expect(screen.queryByText('Faster crypto withdrawals')).toBeNull();
  });

  it('shows one article in the locale of the page', async () => {
    await render('news', {
      route: '/de/news/new-live-studio',
      context: { locale: 'de', localeFromPath: true },
      queryData: [
        [queryKeys.config('news'), NEWS],
        [queryKeys.cms.pages('de'), []],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ein neues Live-Studio öffnet' })).toBeTruthy();
    expect(await screen.findByText('Find them under Live.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle Neuigkeiten' }).getAttribute('href')).toBe('/de/news');
  });

  it('says when an article does not exist, and when there is no news', async () => {
    const view = await render('news', { route: '/news/gone', queryData: [[queryKeys.config('news'), NEWS]] });
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();
    view.unmount();
    await render('news', { route: '/news', queryData: [[queryKeys.config('news'), { articles: [] }]] });
    expect(screen.getByText('There is no news yet.')).toBeTruthy();
  });
});

describe('awards', () => {
  it('lists every award, newest year first in the filter, and filters by ?year=', async () => {
    const view = await render('awards', {
      route: '/awards',
      queryData: [[queryKeys.config('awards'), AWARDS]],
    });
    const filter = screen.getByRole('navigation', { name: 'Filter by year' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All years', '2025', '2024']);
    expect(within(filter).getByRole('link', { name: 'All years' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    view.unmount();

    await render('awards', { route: '/awards?year=2024', queryData: [[queryKeys.config('awards'), AWARDS]] });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Best Live Support',
    ]);
    expect(screen.getByRole('link', { name: '2024' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows every award for a year that has none', async () => {
    await render('awards', { route: '/awards?year=1999', queryData: [[queryKeys.config('awards'), AWARDS]] });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});

describe('payments', () => {
  it('lists deposit and withdrawal methods with limits, networks, free fees and instant processing', async () => {
    await render('payments', { route: '/payments', queryData: methodsData() });
    const deposit = screen.getByRole('region', { name: 'Deposit' });
    const rows = within(deposit).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Visa CAD',
      'Bitcoin BTC',
      'Tether USDT',
    ]);
    const tether = rows[2]!;
    expect(tether.textContent).toContain('TRC-20, ERC-20');
    expect(tether.textContent).toContain('No limit');
    expect(tether.textContent).toContain('Free');
    expect(tether.textContent).toContain('Instant');
    const withdrawal = screen.getByRole('region', { name: 'Withdrawal' });
    expect(within(withdrawal).getAllByRole('row')).toHaveLength(2);
    expect(within(withdrawal).getByRole('row', { name: /Tether/ }).textContent).toMatch(/25.*4,000/);
  });
});

describe('bonus balance', () => {
  it('asks a guest to log in', async () => {
    await render('bonus-balance', { route: '/bonus-balance' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
  });

  it("shows a player's real and bonus money and the wagering progress rounded down", async () => {
    await render('bonus-balance', {
      route: '/bonus-balance',
      context: { auth: 'player' },
      queryData: [
        [queryKeys.player.profile(), { id: 7, currency: 'EUR', statuses: [] }],
        [
          queryKeys.player.accounts(false),
          [{ currency: 'EUR', amount_cents: 15_000, available_to_cashout_cents: 10_000, active: true }],
        ],
        [
          queryKeys.player.bonuses(),
          [
            {
              stage: 'handle_bets',
              currency: 'EUR',
              amount_wager_cents: 1999,
              amount_wager_requirement_cents: 10_000,
            },
          ],
        ],
      ],
    });
    expect(screen.getByText('Real money').nextElementSibling?.textContent).toBe('€100.00');
    expect(screen.getByText('Bonus money').nextElementSibling?.textContent).toBe('€50.00');
    expect(screen.getByRole('progressbar', { name: '19% of the wagering requirement is done' })).toBeTruthy();
  });
});

describe('oops', () => {
  it('offers the way back and the lobby', async () => {
    await render('oops', { route: '/oops' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops, something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });
});

describe('crypto benefits', () => {
  it('lists the benefits with the way to the payment methods', async () => {
    await render('crypto-benefits', { route: '/benefits-of-crypto' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See payment methods' }).getAttribute('href')).toBe('/payments');
  });
});

describe('feature flags', () => {
  it('forces a flag on or off in this browser and resets every flag', async () => {
    await render('feature-flags', { route: '/ffc' });
    const select = screen.getByRole('combobox', { name: 'testQuests' }) as HTMLSelectElement;
    expect(select.value).toBe('site');
    act(() => {
      fireEvent.change(select, { target: { value: 'on' } });
    });
    expect(useFlagsStore.getState().overrides).toEqual({ testQuests: true });
    expect(JSON.parse(localStorage.getItem('croupier.flags') ?? '{}')).toEqual({ testQuests: true });
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'sports' }), { target: { value: 'off' } });
    });
    expect(useFlagsStore.getState().overrides).toEqual({ testQuests: true, sports: false });
    fireEvent.click(screen.getByRole('button', { name: 'Reset every flag' }));
    expect(useFlagsStore.getState().overrides).toEqual({});
  });
});

describe('sport', () => {
  it("leads to the brand's sports site with the section, keeping the page's scheme and port", async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://nova-mirror.localhost:4313', replace });
    await render('sport', {
      route: '/sport/live',
      queryData: [[queryKeys.config('betting-config'), { homePath: '/' }]],
    });
    expect(screen.getByRole('link', { name: 'Open the sports site' }).getAttribute('href')).toBe(
      'http://sport.nova.localhost:4313/live',
    );
    expect(replace).toHaveBeenCalledWith('http://sport.nova.localhost:4313/live');
  });

  it('says sports betting is not available where no sports site applies', async () => {
    await render('sport', {
      route: '/sport',
      context: { bettingHost: null },
      queryData: [[queryKeys.config('betting-config'), {}]],
    });
    expect(screen.getByText('Sports betting is not available here.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the sports site' })).toBeNull();
  });
});
