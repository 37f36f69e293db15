import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { PROMO_CODE_STORAGE_KEYS } from '../../runtime/routing/query-actions.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWithProviders, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { profileGifts } from './index.ts';

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const PLAYER = {
  id: 7,
  email: 'ada@example.com',
  nickname: 'Ada',
  currency: 'EUR',
  statuses: [],
  can_issue_bonuses: true,
  deposit_bonus_code: null,
};
const CURRENCIES = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
];
const GAME = {
  identifier: 'drift-studios/twisted-express-1000',
  title: 'Twisted Express 1000',
  provider: 'drift-studios',
  seo_title: 'twisted-express-1000',
  categories: ['pokies'],
  currencies: { EUR: { id: 11 } },
};

const bonus = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Welcome bonus',
  type: 'NonDeposit',
  strategy: 'manual',
  group_key: 'registration',
  stage: 'issued',
  currency: 'EUR',
  amount_cents: 1_000,
  amount_wager_cents: 0,
  amount_wager_requirement_cents: 25_000,
  activatable: true,
  cancelable: true,
  activatable_until: at(7 * DAY),
  created_at: at(-DAY),
  valid_until: at(30 * DAY),
  ...over,
});

const spins = (over: Record<string, unknown> = {}) => ({
  id: 2,
  freespins_total: 50,
  bet_level: 1,
  freespins_performed: null,
  title: 'Welcome free spins',
  type: 'freespins',
  provider: 'drift-studios',
  currency: 'EUR',
  activation_path: '/api/player/freespins/2/activation',
  activatable_until: at(7 * DAY),
  created_at: at(-DAY),
  valid_until: at(14 * DAY),
  group_key: 'registration',
  stage: 'issued',
  games: [GAME.identifier],
  activatable: true,
  cancelable: true,
  ...over,
});

const ITEMS = [
  {
    id: 101,
    weight: 5_000,
    prize: false,
    bonuses: [
      {
        title: '10 free spins in Twisted Express 1000',
        type: 'freespins',
        attributes: [{ field: 'freespins_count', value: 10 }],
        result_bonus: [{ field: 'wager', value: 25 }],
      },
    ],
  },
  {
    id: 102,
    weight: 10,
    prize: true,
    bonuses: [
      {
        title: '50 EUR bonus',
        type: 'bonus',
        attributes: [{ field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: 5_000 }] }],
        result_bonus: [{ field: 'wager', value: 25 }],
      },
    ],
  },
];

const box = (over: Record<string, unknown> = {}) => ({
  id: 3,
  title: 'Rocket wheel lite',
  currency: 'EUR',
  strategy: 'lootbox',
  group_key: 'wheel_rocket_lite',
  stage: 'issued',
  display: 1,
  created_at: at(-60_000),
  valid_until: at(7 * DAY),
  items: ITEMS,
  ...over,
});

const OFFER = {
  id: 'deposit-welcome-1',
  title: 'First deposit',
  group_key: 'welcome_1',
  bonuses: [
    {
      title: '100% up to 500 EUR',
      type: 'deposit',
      conditions: [{ field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 2_000 }] }],
      attributes: [],
      result_bonus: [{ field: 'wager', value: 30 }],
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}
type Handler = (call: Call) => Response | Promise<Response>;

interface Server {
  bonuses?: unknown[];
  freespins?: unknown[];
  lootboxes?: unknown[];
  sport?: unknown[];
  handlers?: Record<string, Handler>;
}

/** Answers the widget's calls: the gift lists from `server`, the rest by method and path. */
function stubApi(server: Server = {}) {
  const calls: Call[] = [];
  const lists: Record<string, () => unknown[]> = {
    'GET /api/player/bonuses': () => server.bonuses ?? [],
    'GET /api/player/freespins': () => server.freespins ?? [],
    'GET /api/player/lootboxes': () => server.lootboxes ?? [],
    'GET /api/v2/bonuses': () => server.sport ?? [],
  };
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
    const route = `${call.method} ${call.path}`;
    const handler = server.handlers?.[route];
    if (handler) return handler(call);
    const list = lists[route];
    if (list) return json(200, list());
    if (route === 'POST /api/games_filter/select') return json(200, { [GAME.identifier]: GAME });
    if (route === 'PUT /log') return json(204, null);
    if (route === 'GET /api/player') return json(200, PLAYER);
    return json(404, { error: 'not_found' });
  });
  return calls;
}

interface GiftsOptions extends RenderOptions {
  player?: Record<string, unknown>;
  /** Gift lists already in the cache (the first render shows them). */
  cached?: { bonuses?: unknown[]; freespins?: unknown[]; lootboxes?: unknown[] } | null;
  available?: boolean;
  strict?: boolean;
  sections?: string[];
}

async function renderGifts(options: GiftsOptions = {}) {
  const { default: Component } = await profileGifts.load();
  const props = prepareProps(profileGifts, options.sections ? { sections: options.sections } : {});
  const element = <Component props={props} slot="main" />;
  const cached = options.cached === undefined ? {} : options.cached;
  return renderWithProviders(options.strict ? <StrictMode>{element}</StrictMode> : element, {
    route: '/profile/gifts',
    ...options,
    context: { auth: 'player', ...options.context },
    queryData: [
      [queryKeys.player.profile(), { ...PLAYER, ...options.player }],
      [queryKeys.info.currencies(), CURRENCIES],
      [queryKeys.cms.pages('en'), []],
      [queryKeys.bonusOffers.deposit(), [OFFER]],
      [queryKeys.player.stats(), { deposits_count: 0, deposits_sum: {}, cashouts_sum: {}, bets_sum: {} }],
      [queryKeys.player.availableBonuses(), options.available ?? true],
      ...(cached === null
        ? []
        : ([
            [queryKeys.player.gifts('bonuses'), cached.bonuses ?? []],
            [queryKeys.player.gifts('freespins'), cached.freespins ?? []],
            [queryKeys.player.gifts('lootboxes'), cached.lootboxes ?? []],
          ] as [readonly unknown[], unknown][])),
      ...(options.queryData ?? []),
    ],
  });
}

/** The cards of a list of the tab, by the list's heading. */
const cardsOf = (name: RegExp) => Array.from(screen.getByRole('list', { name }).children) as HTMLElement[];

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile gifts: loading, failure, nothing', () => {
  it('shows placeholders while the gifts load', async () => {
    stubApi({ handlers: { 'GET /api/player/bonuses': () => new Promise<Response>(() => {}) } });
    await renderGifts({ cached: null });
    expect(screen.getByText('Loading your gifts…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /New gifts/ })).toBeNull();
  });

  it('says when the gifts cannot be loaded and loads them again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const calls = stubApi({
      handlers: {
        'GET /api/player/bonuses': () => (fail ? json(500, { error: 'boom' }) : json(200, [bonus()])),
      },
    });
    await renderGifts({ cached: null });
    expect(await screen.findByText('We could not load your gifts.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /New gifts/ })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/player/bonuses')).toHaveLength(2);
  });

  it('says so when the player has no gifts, with the way to the promo code tab', async () => {
    stubApi();
    await renderGifts();
    expect(await screen.findByText('You have no gifts right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter a promo code' }).getAttribute('href')).toBe(
      '/profile/promocode',
    );
    expect(screen.queryByRole('heading', { name: /New gifts/ })).toBeNull();
  });
});

describe('profile gifts: new and active', () => {
  it('splits new gifts from active ones, with the deadline, the wager progress and the spins played', async () => {
    const lists = {
      bonuses: [
        bonus(),
        bonus({
          id: 4,
          title: 'Reload bonus',
          stage: 'handle_bets',
          activatable: false,
          amount_wager_cents: 5_000,
        }),
        bonus({ id: 5, title: 'Old bonus', stage: 'wager_done', activatable: false }),
      ],
      freespins: [spins({ stage: 'activated', activatable: false, freespins_performed: 12 })],
    };
    stubApi(lists);
    await renderGifts({ cached: lists });
    const [welcome] = cardsOf(/New gifts/);
    expect(cardsOf(/New gifts/)).toHaveLength(1);
    expect(welcome!.textContent).toContain('Welcome bonus');
    expect(welcome!.textContent).toContain('€10.00');
    expect(welcome!.textContent).toContain('Wager ×25: bet €250.00');
    expect(within(welcome!).getByRole('timer').textContent).toMatch(/^0[67]d/);
    expect(within(welcome!).getByRole('button', { name: 'Activate Welcome bonus' })).toBeTruthy();

    const active = cardsOf(/Active gifts/);
    expect(active.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Reload bonus',
      'Welcome free spins',
    ]);
    const progress = within(active[0]!).getByRole('progressbar', { name: 'Wager progress of Reload bonus' });
    expect(progress.getAttribute('aria-valuenow')).toBe('20');
    expect(active[0]!.textContent).toContain('€50.00 of €250.00 wagered');
    expect(active[1]!.textContent).toContain('12 of 50 spins played');
    expect(
      (await within(active[1]!).findByRole('link', { name: 'Play Twisted Express 1000' })).getAttribute(
        'href',
      ),
    ).toBe('/play/drift-studios/twisted-express-1000');
    expect(screen.queryByText('Old bonus')).toBeNull();
  });

  it('counts a gift past its deadline as active, without an Activate button', async () => {
    const lists = { bonuses: [bonus({ activatable_until: at(-1_000) })] };
    stubApi(lists);
    await renderGifts({ cached: lists });
    const [card] = cardsOf(/Active gifts/);
    expect(within(card!).queryByRole('button', { name: /Activate/ })).toBeNull();
    expect(screen.getByText('No new gifts right now.')).toBeTruthy();
  });

  it('asks the platform again when a deadline passes on screen, and shows what became of the gift', async () => {
    const deadline = Date.now() + 1_200;
    const gift = bonus({ activatable_until: new Date(deadline).toISOString() });
    const calls = stubApi({
      handlers: {
        'GET /api/player/bonuses': () =>
          json(200, [Date.now() < deadline ? gift : { ...gift, stage: 'expired', activatable: false }]),
      },
    });
    await renderGifts({ cached: { bonuses: [gift] } });
    expect(cardsOf(/New gifts/)).toHaveLength(1);
    expect(await screen.findByText('You have no gifts right now.', {}, { timeout: 3_000 })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/player/bonuses').length).toBeGreaterThan(0);
  });

  it('activates a gift once with an idempotency key, inert while it runs, and says so', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi({
      bonuses: [bonus()],
      handlers: {
        'POST /api/player/bonuses/1/activation': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    await renderGifts({ cached: { bonuses: [bonus()] } });
    const user = userEvent.setup();
    const activate = screen.getByRole('button', { name: 'Activate Welcome bonus' });
    await user.click(activate);
    await user.click(activate);
    expect(activate.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel Welcome bonus' }).hasAttribute('disabled')).toBe(true);
    const posts = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/activation'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answer(json(200, bonus({ stage: 'handle_bets' }))));
    expect(await screen.findByText('Welcome bonus is activated.')).toBeTruthy();
    // The lists are read again after the activation.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/player/bonuses').length).toBeGreaterThan(0),
    );
  });

  it('activates free spins with their own call', async () => {
    const lists = { freespins: [spins()] };
    const calls = stubApi({
      ...lists,
      handlers: { 'POST /api/player/freespins/2/activation': () => json(200, {}) },
    });
    await renderGifts({ cached: lists });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Activate Welcome free spins' }));
    expect(await screen.findByText('Welcome free spins is activated.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/player/freespins/2/activation')).toBe(
      true,
    );
  });

  it('shows the platform’s refusal on the gift', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lists = { bonuses: [bonus()] };
    stubApi({
      ...lists,
      handlers: {
        'POST /api/player/bonuses/1/activation': () =>
          json(422, {
            error: 'unprocessable_entity',
            errors: { stage: ['cannot activate a bonus in stage wait'] },
          }),
      },
    });
    await renderGifts({ cached: lists });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Activate Welcome bonus' }));
    const [card] = cardsOf(/New gifts/);
    expect((await within(card!).findByRole('alert')).textContent).toBe(
      'Not possible: cannot activate a bonus in stage wait',
    );
  });

  it('asks before cancelling, and cancels with DELETE', async () => {
    const lists = { bonuses: [bonus({ stage: 'handle_bets', activatable: false, amount_wager_cents: 100 })] };
    const calls = stubApi({
      ...lists,
      handlers: { 'DELETE /api/player/bonuses/1': () => json(200, bonus({ stage: 'canceled' })) },
    });
    await renderGifts({ cached: lists });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Welcome bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this gift?' });
    expect(dialog.textContent).toContain('the bonus money left of it is taken back');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the gift' }));
    expect(await screen.findByText('Welcome bonus is cancelled.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/player/bonuses/1']);
  });

  it('keeps the gift when the player changes their mind', async () => {
    const lists = { freespins: [spins()] };
    const calls = stubApi(lists);
    await renderGifts({ cached: lists });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Welcome free spins' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('asks a player who switched bonuses off to switch them on, then activates', async () => {
    const lists = { bonuses: [bonus()] };
    const calls = stubApi({
      ...lists,
      handlers: {
        'PATCH /api/player/update_bonus_settings': () => json(200, { can_issue_bonuses: true }),
        'GET /api/player': () => json(200, { ...PLAYER, can_issue_bonuses: true }),
        'POST /api/player/bonuses/1/activation': () => json(200, bonus({ stage: 'handle_bets' })),
      },
    });
    await renderGifts({ cached: lists, player: { can_issue_bonuses: false } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Activate Welcome bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Bonuses are switched off' });
    expect(calls.some((c) => c.path.endsWith('/activation'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Switch on and activate' }));
    expect(await screen.findByText('Welcome bonus is activated.')).toBeTruthy();
    const writes = calls.filter((c) => c.method !== 'GET' && c.path !== '/api/games_filter/select');
    expect(writes.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/api/player/update_bonus_settings', { can_issue: true }],
      ['POST', '/api/player/bonuses/1/activation', null],
    ]);
  });
});

describe('profile gifts: loot boxes', () => {
  let reducedMotion = false;
  beforeEach(() => {
    reducedMotion = false;
    const original = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = original.call(window, query);
      return Object.defineProperty(list, 'matches', {
        value: query.includes('prefers-reduced-motion') && reducedMotion,
      });
    });
  });

  it('lists the boxes the listing rule keeps, with each prize’s chance', async () => {
    const lists = {
      lootboxes: [
        box(),
        box({ id: 8, title: 'Expired box', stage: 'expired' }),
        box({ id: 9, title: 'Yesterday’s box', stage: 'activated', created_at: at(-2 * DAY) }),
      ],
    };
    stubApi(lists);
    await renderGifts({ cached: lists });
    const cards = cardsOf(/Loot boxes/);
    expect(cards).toHaveLength(1);
    const prizes = within(cards[0]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(prizes).toEqual(['10 free spins99.8% chance', '€50.000.2% chance']);
    expect(within(cards[0]!).getByRole('timer')).toBeTruthy();
  });

  it('opens a box once, and says the prize at once without motion', async () => {
    reducedMotion = true;
    const lists = { lootboxes: [box()] };
    const calls = stubApi({
      ...lists,
      handlers: {
        'POST /api/player/lootboxes/3/activation': () =>
          json(200, { lootbox: box({ stage: 'activated' }), prize: ITEMS[1], gifts: [] }),
      },
    });
    await renderGifts({ cached: lists });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open Rocket wheel lite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rocket wheel lite' });
    expect((await within(dialog).findByText('You won: 50 EUR bonus')).textContent).toBeTruthy();
    expect(dialog.querySelector('.cr-lootbox-reel--animated')).toBeNull();
    expect(dialog.querySelector('.cr-lootbox-reel__tile--prize')?.textContent).toBe('€50.00');
    const opens = calls.filter((c) => c.method === 'POST');
    expect(opens).toHaveLength(1);
    expect(opens[0]!.key).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs the reel to the prize before saying it', async () => {
    const lists = { lootboxes: [box()] };
    stubApi({
      ...lists,
      handlers: { 'POST /api/player/lootboxes/3/activation': () => json(200, { prize: { id: 101 } }) },
    });
    await renderGifts({ cached: lists });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Rocket wheel lite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rocket wheel lite' });
    const strip = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('.cr-lootbox-reel--animated .cr-lootbox-reel__strip');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() => expect(strip.style.getPropertyValue('--cr-reel-at')).toBe('30'));
    expect(within(dialog).queryByText(/You won/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(true);
    fireEvent.transitionEnd(strip);
    expect(await within(dialog).findByText('You won: 10 free spins in Twisted Express 1000')).toBeTruthy();
  });

  it('keeps the popup when the opened box leaves the list, and offers a retry after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reducedMotion = true;
    let fail = true;
    const lists = { lootboxes: [box({ created_at: at(-2 * DAY) })] };
    stubApi({
      handlers: {
        'GET /api/player/lootboxes': () => json(200, fail ? lists.lootboxes : []),
        'POST /api/player/lootboxes/3/activation': () =>
          fail ? json(503, { error: 'unavailable' }) : json(200, { prize: { id: 102 } }),
      },
    });
    await renderGifts({ cached: lists });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open Rocket wheel lite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rocket wheel lite' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We could not open this box. Please try again.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('You won: 50 EUR bonus')).toBeTruthy();
    // Opened on another day than it was made: it leaves the list, the popup stays.
    await waitFor(() => expect(screen.queryByRole('list', { name: /Loot boxes/ })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Rocket wheel lite' })).toBeTruthy();
  });
});

describe('profile gifts: deposit gifts, sports bonuses, settings', () => {
  it('lists the offers of the next deposit with the way to deposit', async () => {
    stubApi();
    await renderGifts({ sections: ['deposit'] });
    const section = screen.getByRole('region', { name: 'Deposit gifts' });
    expect(section.textContent).toContain('100% up to 500 EUR');
    expect(section.textContent).toContain('Minimum deposit: €20.00');
    expect(section.textContent).toContain('Wager ×30');
    expect(within(section).getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe(
      '/deposit-bonus',
    );
  });

  it.each([
    [
      { player: { deposit_bonus_code: 'SPRING' } },
      'Your deposit bonus code SPRING applies to your next deposit',
    ],
    [{ player: { can_issue_bonuses: false } }, 'Bonuses are switched off, so deposits bring no gifts.'],
    [{ available: false }, 'Deposit gifts are not available for your account.'],
    [{ player: { statuses: [{ id: 100, name: 100 }] } }, 'Deposit gifts are not available for your account.'],
  ])('says why deposit gifts are unavailable (%j)', async (options, text) => {
    stubApi();
    await renderGifts({ sections: ['deposit'], ...options });
    const section = screen.getByRole('region', { name: 'Deposit gifts' });
    expect(section.textContent).toContain(text);
    expect(within(section).queryByText('100% up to 500 EUR')).toBeNull();
    expect(within(section).queryByRole('link', { name: 'Make a deposit' })).toBeNull();
  });

  it('hides the gifts and deposit offers of the groups in disabled-bonuses', async () => {
    const lists = {
      bonuses: [bonus(), bonus({ id: 4, title: 'Retired reload', group_key: 'retired_reload' })],
      freespins: [spins({ group_key: 'retired_reload' })],
    };
    stubApi(lists);
    await renderGifts({
      cached: lists,
      queryData: [[queryKeys.config('disabled-bonuses'), { group_keys: ['retired_reload', 'welcome_1'] }]],
    });
    const fresh = cardsOf(/New gifts/);
    expect(fresh.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Welcome bonus']);
    expect(screen.queryByText('Retired reload')).toBeNull();
    expect(screen.queryByText('Welcome free spins')).toBeNull();
    const section = screen.getByRole('region', { name: 'Deposit gifts' });
    expect(within(section).queryByText('100% up to 500 EUR')).toBeNull();
  });

  it('removes a deposit bonus code on request', async () => {
    const calls = stubApi({
      handlers: { 'DELETE /api/player/clear_bonus_code': () => json(200, { deposit_bonus_code: null }) },
    });
    await renderGifts({ sections: ['deposit'], player: { deposit_bonus_code: 'SPRING' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the code' }));
    expect(await screen.findByText('Your deposit bonus code is removed.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/player/clear_bonus_code')).toBe(true);
  });

  it('shows sportsbook bonuses where sports betting is offered', async () => {
    const calls = stubApi({
      sport: [
        {
          type: 'freebet_no_risk',
          name: 'Weekend free bet',
          status: 'active',
          valid_to: '2030-05-01T10:00:00.000Z',
          details: { bonus_id: '5', amount_cents: 500, currency: 'EUR' },
        },
      ],
    });
    await renderGifts({ sections: ['sport'] });
    const section = await screen.findByRole('region', { name: 'Sports bonuses' });
    expect(section.textContent).toContain('Weekend free bet');
    expect(section.textContent).toContain('Risk-free bet');
    expect(section.textContent).toContain('€5.00');
    expect(calls.find((c) => c.path === '/api/v2/bonuses')).toBeTruthy();
  });

  it('asks nothing of the sportsbook where sports betting is not offered', async () => {
    const calls = stubApi({ sport: [{ type: 'comboboost', name: 'Boost', details: null }] });
    await renderGifts({ sections: ['sport'], context: { features: { sports: false } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((c) => c.path === '/api/v2/bonuses')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Sports bonuses' })).toBeNull();
  });

  it('switches bonuses off on request', async () => {
    const calls = stubApi({
      handlers: { 'PATCH /api/player/update_bonus_settings': () => json(200, { can_issue_bonuses: false }) },
    });
    await renderGifts({ sections: ['settings'] });
    expect(screen.getByText('You receive bonuses and gifts.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch bonuses off' }));
    expect(await screen.findByText('Bonuses are switched off.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ can_issue: false });
  });
});

describe('profile gifts: a gift code from the address', () => {
  it('activates a code saved from ?giftPromocode= once, and says what came of it', async () => {
    sessionStorage.setItem(PROMO_CODE_STORAGE_KEYS.giftPromocode, 'SPINS25');
    const calls = stubApi({
      handlers: { 'POST /api/bonuses/coupon': () => json(200, { status: 'successfully_activated' }) },
    });
    await renderGifts({ strict: true });
    expect(
      await screen.findByText('Promo code SPINS25 is activated: its gift is in your list.'),
    ).toBeTruthy();
    const coupons = calls.filter((c) => c.path === '/api/bonuses/coupon');
    expect(coupons).toHaveLength(1);
    expect(coupons[0]!.body).toEqual({ coupon_code: 'SPINS25' });
    expect(coupons[0]!.key).toBeTruthy();
    expect(sessionStorage.getItem(PROMO_CODE_STORAGE_KEYS.giftPromocode)).toBeNull();
  });

  it('says when the saved code was already used', async () => {
    sessionStorage.setItem(PROMO_CODE_STORAGE_KEYS.giftPromocode, 'SANDBOX10');
    stubApi({ handlers: { 'POST /api/bonuses/coupon': () => json(200, { status: 'already_activated' }) } });
    await renderGifts();
    expect(await screen.findByText('Promo code SANDBOX10 was already activated.')).toBeTruthy();
  });

  it('activates nothing without a saved code', async () => {
    const calls = stubApi();
    await renderGifts();
    await screen.findByText('You have no gifts right now.');
    expect(calls.some((c) => c.path === '/api/bonuses/coupon')).toBe(false);
  });
});
