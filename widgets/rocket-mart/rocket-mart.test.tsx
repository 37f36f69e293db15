import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWithProviders, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { rocketMart } from './index.ts';
import { gameTitle, storeCards } from './store-model.ts';

const CURRENCIES = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
];
const PLAYER = {
  id: 7,
  email: 'ada@example.com',
  currency: 'EUR',
  statuses: [],
  can_issue_bonuses: true,
};
const CONFIG = {
  viewImages: { header: '/assets/generated/banner/rocket-mart-header.svg' },
  promo: { freespins_10: 'POPULAR' },
  gameTitles: { 'netent:starburst': 'Starburst' },
  maxWin: { EUR: 1000 },
  freeSpinsWager: 25,
  spinRate: { EUR: 0.2 },
  cards: [
    { group: 'freespins_10', type: 'freespins', title: { en: '10 free spins', de: '10 Freispiele' } },
    { group: 'sale_freespins_100', type: 'freespins', title: '100 free spins' },
    { group: 'money_s', type: 'money', title: 'Small change' },
  ],
};
const future = new Date(Date.now() + 10 * 86_400_000);
const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const SALE = {
  endDate: dmy(future),
  cards: { sale_freespins_100: { discountPercent: 40, fullPrice: 8000 } },
};
const ENDED_SALE = { ...SALE, endDate: dmy(new Date(Date.now() - 86_400_000)) };
const FREESPINS = [
  {
    group: 'freespins_10',
    title: '10 spins',
    wager: 30,
    games: ['netent:starburst', 'playngo:book-of-dead'],
    rate: { points: 800, freespins_count: 10 },
    type: 'freespins',
  },
  {
    group: 'sale_freespins_100',
    title: '100 spins',
    wager: 30,
    games: [],
    rate: { points: 5000, freespins_count: 100 },
    type: 'freespins',
  },
];
const MONEY = [
  {
    group: 'money_s',
    title: 'Small change',
    wager: 3,
    games: [],
    rate: { points: 500 },
    rates: [{ currency: 'EUR', points: 500, amount_cents: 500 }],
    type: 'money',
  },
];
const LOOTBOXES = [
  {
    group: 'lootbox_rocket_lite',
    title: 'Rocket wheel lite',
    wager: 25,
    games: [],
    rate: { points: 1000 },
    type: 'lootboxes',
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

function stubApi(handlers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const text = await request.clone().text();
    const call = {
      method: request.method.toUpperCase(),
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
      key: request.headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : json(404, { error: 'not_found' });
  });
  return calls;
}

async function renderStore(
  options: RenderOptions & { player?: Record<string, unknown> | null; points?: number; sale?: unknown } = {},
) {
  const { default: Component } = await rocketMart.load();
  const player = options.player === undefined ? PLAYER : options.player;
  return renderWithProviders(<Component props={prepareProps(rocketMart, {})} slot="main" />, {
    route: options.route ?? '/rocket-mart',
    context: { auth: player ? 'player' : 'guest', ...options.context },
    queryData: [
      [queryKeys.player.profile(), player],
      [
        queryKeys.player.compPoints(),
        { chargeable: { points: options.points ?? 0 }, persistent: { points: 0 } },
      ],
      [queryKeys.info.currencies(), CURRENCIES],
      [queryKeys.cms.pages('en'), []],
      [queryKeys.config('rocket-mart', null), CONFIG],
      [queryKeys.config('sale', null), options.sale === undefined ? SALE : options.sale],
      [queryKeys.compPointRates('freespins'), FREESPINS],
      [queryKeys.compPointRates('money'), MONEY],
      [queryKeys.compPointRates('lootboxes'), LOOTBOXES],
      ...(options.queryData ?? []),
    ],
  });
}

const card = (title: string) => screen.getByRole('button', { name: title });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rocket mart: the page', () => {
  it('shows a guest the cards, no discount tab, and the Register path', async () => {
    stubApi({});
    await renderStore({ player: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Rocket Mart' })).toBeTruthy();
    expect(screen.getByText('Sign up and collect coins with every bet.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Store sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Free spins', 'Money reward', 'Special rewards']);
    expect(within(nav).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    // A guest sees no missing amount.
    expect(screen.queryByText(/coins short/)).toBeNull();
    await userEvent.setup().click(card('10 free spins'));
    const dialog = await screen.findByRole('dialog', { name: '10 free spins' });
    expect(within(dialog).getByText('Starburst, Book Of Dead')).toBeTruthy();
    expect(within(dialog).getByText('x25')).toBeTruthy();
    expect(within(dialog).getByText('€1,000.00')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/registration?redirect=%2Frocket-mart',
    );
  });

  it('shows a player the coins, the accented discount tab, badges and missing amounts', async () => {
    stubApi({});
    await renderStore({ points: 900 });
    expect(screen.getByTestId('rocket-mart-coins').textContent).toBe('900');
    const discount = screen.getByRole('link', { name: 'Discount' });
    expect(discount.className).toContain('cr-rocket-mart__tab--accent');
    const sale = card('100 free spins').closest('article') as HTMLElement;
    expect(within(sale).getByText('−40%')).toBeTruthy();
    expect(within(sale).getByText('Full price: 8,000 coins').tagName).toBe('S');
    expect(within(sale).getByText('4,100 coins short')).toBeTruthy();
    const popular = card('10 free spins').closest('article') as HTMLElement;
    expect(within(popular).getByText('Popular')).toBeTruthy();
    expect(within(popular).queryByText(/coins short/)).toBeNull();
    const cash = card('Small change').closest('article') as HTMLElement;
    expect(within(cash).getByText('€5.00')).toBeTruthy();
  });

  it('lists only discounted cards on the discount tab during a sale', async () => {
    stubApi({});
    await renderStore({ route: '/rocket-mart/discounts', points: 900 });
    expect(screen.getByRole('link', { name: 'Discount' }).getAttribute('aria-current')).toBe('page');
    expect(card('100 free spins')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '10 free spins' })).toBeNull();
  });

  it('falls back from the discount tab to all once the sale is over, and hides sale cards', async () => {
    stubApi({});
    await renderStore({ route: '/rocket-mart/discounts', sale: ENDED_SALE });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(screen.queryByRole('link', { name: 'Discount' })).toBeNull();
    expect(screen.queryByRole('button', { name: '100 free spins' })).toBeNull();
    expect(card('10 free spins')).toBeTruthy();
  });

  it('shows the store rules in a popup', async () => {
    stubApi({});
    await renderStore();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Store rules' }));
    const rules = await screen.findByRole('dialog', { name: 'How the store works' });
    expect(within(rules).getByText('You collect coins with every real-money bet.')).toBeTruthy();
  });

  it('says when there are no rewards and loads them again on request', async () => {
    const calls = stubApi({ 'GET /api/comp_points/rates/money': () => json(200, MONEY) });
    await renderStore({
      route: '/rocket-mart/money',
      queryData: [[queryKeys.compPointRates('money'), []]],
    });
    expect(screen.getByText('There are no rewards here right now.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Small change' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/comp_points/rates/money')).toBe(true);
  });
});

describe('rocket mart: the exchange', () => {
  it('exchanges a chosen quantity once, with an idempotency key, and shows the result', async () => {
    const calls = stubApi({
      'POST /api/comp_points/exchange/freespins': () => json(200, { success: true }),
      'GET /api/player/comp_points': () =>
        json(200, { chargeable: { points: 900 }, persistent: { points: 0 } }),
    });
    await renderStore({ points: 2500 });
    const user = userEvent.setup();
    await user.click(card('10 free spins'));
    const dialog = await screen.findByRole('dialog', { name: '10 free spins' });
    expect(within(dialog).getByText('From 1 to 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect((within(dialog).getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'One less' }));
    expect(within(dialog).getByText('Total: 1,600 coins')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Exchange now' }));
    expect(await screen.findByRole('dialog', { name: 'Exchange complete' })).toBeTruthy();
    expect(screen.getByText('10 free spins × 2 is yours. You will find it in your gifts.')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ exchange: { points: 1600, group: 'freespins_10', currency: 'EUR' } });
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('holds a typed quantity within its bounds', async () => {
    stubApi({});
    await renderStore({ points: 2500 });
    const user = userEvent.setup();
    await user.click(card('10 free spins'));
    const input = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('3');
  });

  it('shows a failure and spends nothing more when the exchange is refused', async () => {
    stubApi({
      'POST /api/comp_points/exchange/money': () =>
        json(422, { errors: { points: ['not enough comp points'] } }),
    });
    await renderStore({ points: 500 });
    const user = userEvent.setup();
    await user.click(card('Small change'));
    const dialog = await screen.findByRole('dialog', { name: 'Small change' });
    expect(within(dialog).getByText('€5.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Exchange now' }));
    const failure = await screen.findByRole('dialog', { name: 'Exchange failed' });
    expect(within(failure).getByRole('alert').textContent).toContain('not enough comp points');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Small change' })).toBeTruthy();
  });

  it('tells a player short of coins how many are missing, with Play games and Go to the store', async () => {
    const calls = stubApi({});
    await renderStore({ points: 300 });
    await userEvent.setup().click(card('10 free spins'));
    const dialog = await screen.findByRole('dialog', { name: '10 free spins' });
    expect(
      within(dialog).getByText('You need 500 more coins for this reward. Play games to collect them.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Play games' }).getAttribute('href')).toBe('/');
    expect(within(dialog).getByRole('button', { name: 'Go to the store' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Exchange now' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks a player with bonuses off to switch them on, then exchanges', async () => {
    const calls = stubApi({
      'PATCH /api/player/update_bonus_settings': () => json(200, { can_issue_bonuses: true }),
      'POST /api/comp_points/exchange/freespins': () => json(200, { success: true }),
    });
    await renderStore({ points: 800, player: { ...PLAYER, can_issue_bonuses: false } });
    const user = userEvent.setup();
    await user.click(card('10 free spins'));
    await user.click(await screen.findByRole('button', { name: 'Exchange now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Switch bonuses on?' });
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Switch on and exchange' }));
    expect(await screen.findByRole('dialog', { name: 'Exchange complete' })).toBeTruthy();
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual(['PATCH /api/player/update_bonus_settings', 'POST /api/comp_points/exchange/freespins']);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ can_issue: true });
  });

  it('sends a multi-account to support instead of exchanging', async () => {
    const calls = stubApi({});
    await renderStore({
      points: 800,
      player: {
        ...PLAYER,
        statuses: [{ id: '100', name: 'multi', status: false, writable: false, conditions: [] }],
      },
    });
    const user = userEvent.setup();
    await user.click(card('10 free spins'));
    await user.click(await screen.findByRole('button', { name: 'Exchange now' }));
    expect(await screen.findByRole('dialog', { name: 'Your account needs a check' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('treats a player the platform gives no bonuses as a multi-account', async () => {
    const calls = stubApi({});
    await renderStore({
      points: 800,
      queryData: [[queryKeys.player.availableBonuses(), false]],
    });
    const user = userEvent.setup();
    await user.click(card('10 free spins'));
    await user.click(await screen.findByRole('button', { name: 'Exchange now' }));
    const notice = await screen.findByRole('dialog', { name: 'Your account needs a check' });
    expect(within(notice).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/support',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('store cards', () => {
  it('merges CMS cards with rates, adds undescribed rate cards and leaves out unpriced ones', () => {
    const cards = storeCards({
      config: {
        ...CONFIG,
        cards: [...CONFIG.cards, { group: 'gone', type: 'money', title: 'Gone' }],
      } as never,
      rates: [...FREESPINS, ...MONEY, ...LOOTBOXES] as never,
      sale: SALE,
      saleRunning: true,
      currency: 'EUR',
      locale: 'de',
    });
    expect(cards.map((c) => [c.group, c.title])).toEqual([
      ['freespins_10', '10 Freispiele'],
      ['sale_freespins_100', '100 free spins'],
      ['money_s', 'Small change'],
      ['lootbox_rocket_lite', 'Rocket wheel lite'],
    ]);
    expect(cards[0]?.subtitle).toBe('Starburst, Book Of Dead');
    expect(cards[1]?.badge).toEqual({ percent: 40, fullPrice: 8000 });
    expect(cards[2]?.money).toEqual({ currency: 'EUR', points: 500, amount_cents: 500 });
  });

  it('names a game by the CMS title, else by its slug', () => {
    expect(gameTitle('netent:starburst', { 'netent:starburst': 'Starburst XXL' })).toBe('Starburst XXL');
    expect(gameTitle('bgaming:elvis-frog', {})).toBe('Elvis Frog');
  });
});
