import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Condition } from '../../schemas/condition.schema.ts';
import { matchesCondition } from '../../runtime/config/conditions.ts';
import type { SiteContext } from '../../runtime/context/types.ts';
import { queryKeys, type Account, type Player, type PlayerBonus } from '../../runtime/queries/index.ts';
import { brandPages } from '../../runtime/config/load-brand.ts';
import { LAYOUT_IDS } from '../../runtime/routing/index.ts';
import { guestContext, renderWidget } from '../../tests/harness/render-widget.tsx';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useNotificationsStore } from '../../runtime/state/notifications-store.ts';
import { useSessionStore } from '../../runtime/state/session-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { siteHeader } from './index.ts';
import { formatSessionTime } from './session-time.ts';

const player = {
  id: 7,
  email: 'ann@example.com',
  nickname: 'Ann',
  currency: 'EUR',
  statuses: [],
} as unknown as Player;

const account = (over: Partial<Account> = {}): Account => ({
  currency: 'EUR',
  amount_cents: 15_000,
  available_to_cashout_cents: 10_000,
  available_to_bet_with_locked_cent: 0,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: 0,
  active: true,
  ...over,
});

const bonus = (over: Partial<PlayerBonus> = {}): PlayerBonus =>
  ({
    id: 1,
    title: 'Welcome',
    stage: 'handle_bets',
    currency: 'EUR',
    amount_wager_cents: 1000,
    amount_wager_requirement_cents: 3000,
    ...over,
  }) as PlayerBonus;

const guestData: [QueryKey, unknown][] = [
  [queryKeys.player.profile(), null],
  [queryKeys.cms.pages('en'), [{ id: 'about', path: 'about', title: 'About us', categories: ['top-menu'] }]],
  [queryKeys.cms.pages('de'), [{ id: 'about', path: 'about', title: 'Über uns', categories: ['top-menu'] }]],
  [queryKeys.config('manage-promotion-pages'), {}],
  [queryKeys.config('logo-config'), null],
];

function playerData(over: { accounts?: Account[]; bonuses?: PlayerBonus[]; freespins?: unknown[] } = {}) {
  return [
    ...guestData.filter(([key]) => key !== guestData[0]![0]),
    [queryKeys.player.profile(), player],
    [queryKeys.player.accounts(false), over.accounts ?? [account()]],
    [queryKeys.player.bonuses(), over.bonuses ?? []],
    [queryKeys.player.freespins(), over.freespins ?? []],
    [queryKeys.player.compPoints(), { chargeable: { points: 1250 }, persistent: { points: 3000 } }],
    [queryKeys.player.lotteryStatuses(), [{ lottery_id: 1, tickets: [{}, {}, {}], prizes: {} }]],
    [queryKeys.info.currencies(), [{ code: 'BTC', subunits_to_unit: 100_000_000, fiat: false }]],
  ] as [QueryKey, unknown][];
}

/** Every page of the route table built: the menus as the spec has them. */
const everyPage: Partial<SiteContext> = { pages: LAYOUT_IDS };
const playerContext: Partial<SiteContext> = { auth: 'player', groups: [], ...everyPage };

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  useNotificationsStore.getState().clear();
  useSessionStore.getState().endSession();
  useModalStore.getState().closeAll();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('site-header menu', () => {
  it('lists the menu in the spec order, hides the lobby while a sports link is shown and appends top-menu pages', async () => {
    await renderWidget(siteHeader, {}, { context: everyPage, queryData: guestData });
    expect(menuLabels()).toEqual([
      'Pokies',
      'Live casino',
      'Sports',
      'Activity hub',
      'Rocket Mart',
      'Rocket Chance',
      'Tournaments',
      'Achievements',
      'VIP club',
      'About us',
    ]);
    const sports = screen.getByRole('link', { name: 'Sports' });
    expect(sports.getAttribute('href')).toBe('//sport.nova.localhost');
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
  });

  it('leaves the menu out on a phone, which has it in the bottom bar and the sidebar', async () => {
    await renderWidget(siteHeader, {}, { context: { device: 'mobile' }, queryData: guestData });
    expect(screen.getByRole('link', { name: 'Nova Casino' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.querySelector('.cr-site-header__nav')).toBeNull();
  });

  it('lists rocket chance on nova, whose page exists, and leaves out an item whose page does not exist', async () => {
    await renderWidget(siteHeader, {}, { queryData: guestData });
    expect(menuLabels()).toEqual([
      'Pokies',
      'Live casino',
      'Sports',
      'Activity hub',
      'Rocket Mart',
      'Rocket Chance',
      'Tournaments',
      'Achievements',
      'VIP club',
      'About us',
    ]);
    cleanup();
    const withoutChance = brandPages('nova').filter((page) => page !== 'rocket-chance');
    await renderWidget(siteHeader, {}, { context: { pages: withoutChance }, queryData: guestData });
    expect(menuLabels()).not.toContain('Rocket Chance');
    expect(menuLabels()).toContain('Rocket Mart');
  });

  it('shows the lobby without sports, mystic jackpots by flag, and drops promotion pages switched off for the user', async () => {
    await renderWidget(
      siteHeader,
      {},
      {
        context: { ...everyPage, bettingHost: null, features: { rocketMart: true, mysticJackpots: true } },
        queryData: [
          ...guestData.slice(0, 3),
          [queryKeys.config('manage-promotion-pages'), { rocketMart: false }],
          [queryKeys.jackpots.list(), [{ identifier: 'mystic-jackpot', state: 'active' }]],
        ],
      },
    );
    expect(screen.getByRole('link', { name: 'Mystic jackpots' }).getAttribute('href')).toBe(
      '/mystic-jackpot',
    );
    expect(menuLabels()).toEqual([
      'Lobby',
      'Pokies',
      'Live casino',
      'Tournaments',
      'Mystic jackpots',
      'Achievements',
      'VIP club',
      'About us',
    ]);
  });

  it('keeps the locale prefix on every site link', async () => {
    await renderWidget(
      siteHeader,
      {},
      { context: { locale: 'de', localeFromPath: true }, queryData: guestData },
    );
    expect(screen.getByRole('link', { name: 'Spielautomaten' }).getAttribute('href')).toBe('/de/pokies/all');
    expect(screen.getByRole('link', { name: 'Über uns' }).getAttribute('href')).toBe('/de/about');
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/login');
  });

  it("shows the host's logo from logo-config, with the brand's name as its text", async () => {
    const logos = {
      logoUrl: { mobile: '/logo/m.svg', full: '/logo/full.svg' },
      hosts: {
        'de.nova.localhost': { mobile: '/logo/de-m.svg', full: '/logo/de-full.svg' },
        '*.mirror.example': { mobile: '/logo/mirror-m.svg', full: '/logo/mirror-full.svg' },
      },
    };
    const logoOn = async (host: string) => {
      const view = await renderWidget(
        siteHeader,
        {},
        { context: { host }, queryData: [...guestData, [queryKeys.config('logo-config'), logos]] },
      );
      const image = screen.getByRole('img', { name: 'Nova Casino' });
      const source = image.parentElement?.querySelector('source')?.getAttribute('srcset');
      const found = [image.getAttribute('src'), source];
      view.unmount();
      return found;
    };
    expect(await logoOn('nova.localhost')).toEqual(['/logo/full.svg', '/logo/m.svg']);
    expect(await logoOn('de.nova.localhost')).toEqual(['/logo/de-full.svg', '/logo/de-m.svg']);
    expect(await logoOn('a.mirror.example')).toEqual(['/logo/mirror-full.svg', '/logo/mirror-m.svg']);
  });

  it("keeps the logo image's box while logo-config loads, named by the brand", async () => {
    // logo-config never answers: the header as a page rendered in the browser shows it at first.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const logoConfigKey = JSON.stringify(queryKeys.config('logo-config'));
    await renderWidget(
      siteHeader,
      {},
      {
        queryData: guestData.filter(([key]) => JSON.stringify(key) !== logoConfigKey),
      },
    );
    const link = screen.getByRole('link', { name: 'Nova Casino' });
    const box = link.querySelector<HTMLElement>('.cr-site-header__logo-box');
    expect(box?.style.width).toBe('160px');
    expect(box?.style.height).toBe('38px');
    expect(link.textContent).toBe('');
  });

  it("shows the brand's logo text without logo-config", async () => {
    await renderWidget(siteHeader, {}, { queryData: guestData });
    expect(screen.queryByRole('img', { name: 'Nova Casino' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nova Casino' })).toBeTruthy();
  });

  it('applies the layout `when` of an item', async () => {
    const items = [
      { id: 'pokies', labelKey: 'HEADER.MENU.POKIES', href: '/pokies/all' },
      {
        id: 'vip-club',
        labelKey: 'HEADER.MENU.VIP_CLUB',
        route: 'vip-club',
        when: { not: { licence: ['EE'] } },
      },
    ];
    await renderWidget(
      siteHeader,
      { items, cmsPages: false },
      { context: { licence: 'EE' }, queryData: guestData },
    );
    expect(menuLabels()).toEqual(['Pokies']);
  });
});

describe('site-header guest buttons', () => {
  it('links a guest to the login and registration popups', async () => {
    await renderWidget(siteHeader, {}, { queryData: guestData });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('disables both buttons in a partially restricted geo and says why', async () => {
    await renderWidget(
      siteHeader,
      {},
      { context: { country: 'US', restriction: 'partial' }, queryData: guestData },
    );
    const login = screen.getByRole('button', { name: 'Log in' });
    const registration = screen.getByRole('button', { name: 'Sign up' });
    expect(login.getAttribute('aria-disabled')).toBe('true');
    expect(registration.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(login.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Login not available in your country',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('disables only registration in the EE geo', async () => {
    await renderWidget(siteHeader, {}, { context: { country: 'EE', licence: 'EE' }, queryData: guestData });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    const registration = screen.getByRole('button', { name: 'Sign up' });
    expect(document.getElementById(registration.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Registration is not available in your country',
    );
  });

  it.each([
    ['CA', 'none', false, false],
    ['EE', 'none', false, true],
    ['US', 'partial', true, true],
    ['EE', 'partial', true, true],
    ['RU', 'full', true, true],
  ] as const)(
    'ships default rules that follow spec §5 for guests from %s (restriction %s)',
    (country, restriction, loginOff, registrationOff) => {
      const rules = siteHeader.defaults;
      const ctx: SiteContext = { ...guestContext, restriction, country };
      const disabled = (list: typeof rules.loginDisabled) =>
        (list ?? []).some((rule) => matchesCondition(rule.when as Condition, ctx));
      expect(disabled(rules.loginDisabled)).toBe(loginOff);
      expect(disabled(rules.registrationDisabled)).toBe(registrationOff);
    },
  );

  it('opens the search popup and the support chat', async () => {
    const user = userEvent.setup();
    const onChat = vi.fn();
    bus.on('open-chat', onChat);
    await renderWidget(siteHeader, {}, { queryData: guestData });
    await user.click(screen.getByRole('button', { name: 'Search games' }));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['search']);
    await user.click(screen.getByRole('button', { name: 'Support chat' }));
    expect(onChat).toHaveBeenCalledTimes(1);
    bus.off('open-chat', onChat);
  });
});

describe('site-header player area', () => {
  it('shows the deposit button, the nickname with a VIP badge and the gifts count', async () => {
    await renderWidget(
      siteHeader,
      {},
      {
        context: { ...playerContext, groups: [258] },
        queryData: playerData({
          bonuses: [bonus(), bonus({ id: 2, stage: 'expired' })],
          freespins: [{ id: 3, stage: 'issued' }],
        }),
      },
    );
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    const profile = screen.getByRole('link', { name: 'Profile of Ann' });
    // The badge sits beside the link: the link's name holds every word it shows (label in name).
    expect(within(profile).queryByText('VIP')).toBeNull();
    expect(profile.nextElementSibling?.textContent).toBe('VIP');
    expect(screen.getByRole('link', { name: 'Gifts: 2' }).getAttribute('href')).toBe('/profile/gifts');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it("shows the player's name without a link, and no gifts link, while there is no profile page", async () => {
    await renderWidget(
      siteHeader,
      {},
      { context: { ...playerContext, pages: ['lobby', 'category'] }, queryData: playerData() },
    );
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ann/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Gifts/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy();
  });

  it('shows no VIP badge for a regular player', async () => {
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: playerData() });
    expect(screen.getByRole('link', { name: 'Profile of Ann' })).toBeTruthy();
    expect(screen.queryByText('VIP')).toBeNull();
  });

  it('shows real and bonus money and the wagering progress rounded down when there is a bonus balance', async () => {
    const user = userEvent.setup();
    await renderWidget(
      siteHeader,
      {},
      { context: playerContext, queryData: playerData({ bonuses: [bonus()] }) },
    );
    await user.click(screen.getByRole('button', { name: 'Balance: €150.00' }));
    const panel = screen.getByRole('heading', { name: 'Your balance' }).parentElement!;
    expect(within(panel).getByText('Real money').nextElementSibling?.textContent).toBe('€100.00');
    expect(within(panel).getByText('Bonus money').nextElementSibling?.textContent).toBe('€50.00');
    // 1000 / 3000 = 33.3 % → 33
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(within(panel).getByText('Comp points').nextElementSibling?.textContent).toBe('1,250');
    expect(within(panel).getByText('Lottery tickets').nextElementSibling?.textContent).toBe('3');
  });

  it('hides bonus money and wagering progress without a bonus balance', async () => {
    const user = userEvent.setup();
    await renderWidget(
      siteHeader,
      {},
      {
        context: playerContext,
        queryData: playerData({ accounts: [account({ amount_cents: 10_000 })], bonuses: [bonus()] }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Balance: €100.00' }));
    expect(screen.queryByText('Bonus money')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a bitcoin balance in micro units with up to 8 fraction digits', async () => {
    await renderWidget(
      siteHeader,
      {},
      {
        context: playerContext,
        queryData: playerData({
          accounts: [
            account({ currency: 'BTC', amount_cents: 12_345_678, available_to_cashout_cents: 12_345_678 }),
          ],
        }),
      },
    );
    // 0.12345678 BTC = 123,456.78 µBTC
    expect(screen.getByRole('button', { name: 'Balance: 123,456.78 µBTC' })).toBeTruthy();
  });

  it('says the balance is unavailable when the accounts cannot be loaded', async () => {
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: playerData({ accounts: [] }) });
    expect(screen.getByText('Balance unavailable')).toBeTruthy();
  });
});

describe('site-header notifications', () => {
  it('caps the bell count at 9+ and lists the notifications', async () => {
    const user = userEvent.setup();
    for (let i = 0; i < 12; i++) {
      useNotificationsStore
        .getState()
        .add({ key: `personal:${i}`, kind: 'personal', title: `Note ${i}`, text: '' });
    }
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: playerData() });
    const bell = screen.getByRole('button', { name: 'Notifications: 9+ new' });
    await user.click(bell);
    expect(
      screen.getAllByRole('listitem').filter((li) => li.className.includes('notification')),
    ).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Delete notification: Note 11' }));
    expect(useNotificationsStore.getState().items).toHaveLength(11);
  });

  it('shows an empty state without notifications and adds real-time ones as they arrive', async () => {
    const user = userEvent.setup();
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: playerData() });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You have no notifications yet')).toBeTruthy();
    act(() => {
      bus.emit('websocket.bonuses_changes', { id: 5, stage: 'issued', title: 'Weekend boost' });
    });
    expect(screen.getByText('New bonus: Weekend boost')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications: 1 new' })).toBeTruthy();
  });
});

/** A stubbed platform: answers by "METHOD /path" and records what the header sent. */
function stubPlatform(answers: Record<string, (body: unknown) => Response | unknown>) {
  const sent: { method: string; path: string; body: unknown; key: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://croupier.test');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({
        method,
        path: url.pathname,
        body,
        key: (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      });
      const answer = answers[`${method} ${url.pathname}`];
      const result = answer ? answer(body) : method === 'GET' ? [] : {};
      return result instanceof Response
        ? result
        : new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const currencyList = [
  { code: 'CAD', subunits_to_unit: 100, fiat: true },
  { code: 'EUR', subunits_to_unit: 100, fiat: true },
  { code: 'BTC', subunits_to_unit: 100_000_000, fiat: false },
];

function cadPlayerData(accounts: Account[]) {
  return [
    ...playerData({ accounts }).filter(
      ([key]) => key[1] !== 'profile' && !(key[0] === 'info' && key[1] === 'currencies'),
    ),
    [queryKeys.player.profile(), { ...player, currency: 'CAD' }],
    [queryKeys.info.currencies(), currencyList],
  ] as [QueryKey, unknown][];
}

const cad = account({
  currency: 'CAD',
  amount_cents: 5_000,
  available_to_cashout_cents: 5_000,
  active: true,
});
const btc = account({
  currency: 'BTC',
  amount_cents: 25_000,
  available_to_cashout_cents: 25_000,
  active: false,
});

describe('site-header accounts', () => {
  afterEach(() => useToastStore.getState().clear());

  it('lists every account, the one in use first and pressed, each amount in its own currency', async () => {
    const user = userEvent.setup();
    const hidden = account({ currency: 'EUR', hidden_at: '2026-01-01T00:00:00Z', active: false });
    await renderWidget(
      siteHeader,
      {},
      { context: playerContext, queryData: cadPlayerData([btc, cad, hidden]) },
    );
    await user.click(screen.getByRole('button', { name: 'Balance: CA$50.00' }));
    const list = within(screen.getByRole('region', { name: 'Your accounts' })).getAllByRole('button');
    expect(list.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['CADCA$50.00', 'true'],
      ['BTC250 µBTC', 'false'],
    ]);
  });

  it('switches the account in use with one keyed call, and then shows the balance in the new currency', async () => {
    const user = userEvent.setup();
    let switched = false;
    const sent = stubPlatform({
      'POST /api/player/accounts': () => {
        switched = true;
        return new Response(JSON.stringify({ ...btc, active: true }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
      'GET /api/player/accounts': () =>
        switched
          ? [
              { ...cad, active: false },
              { ...btc, active: true },
            ]
          : [cad, btc],
      'GET /api/player': () => ({ ...player, currency: switched ? 'BTC' : 'CAD' }),
      'GET /api/player/comp_points': () => ({ chargeable: { points: 0 }, persistent: { points: 0 } }),
    });
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: cadPlayerData([cad, btc]) });
    await user.click(screen.getByRole('button', { name: 'Balance: CA$50.00' }));
    await user.click(screen.getByRole('button', { name: /^BTC/ }));
    expect(await screen.findByRole('button', { name: 'Balance: 250 µBTC' })).toBeTruthy();
    const posts = sent.filter((r) => r.method === 'POST' && r.path === '/api/player/accounts');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ currency: 'BTC' });
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      kind: 'success',
      messageKey: 'HEADER.ACCOUNTS.SWITCHED',
      values: { currency: 'BTC' },
    });
  });

  it('says why a switch was refused and lets the player try again', async () => {
    const user = userEvent.setup();
    const sent = stubPlatform({
      'POST /api/player/accounts': () =>
        new Response(JSON.stringify({ errors: { currency: ['is locked while a withdrawal is pending'] } }), {
          status: 422,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: cadPlayerData([cad, btc]) });
    await user.click(screen.getByRole('button', { name: 'Balance: CA$50.00' }));
    await user.click(screen.getByRole('button', { name: /^BTC/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('is locked while a withdrawal is pending');
    expect(screen.getByRole('button', { name: /^CAD/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /^BTC/ }));
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST' && r.path === '/api/player/accounts')).toHaveLength(2),
    );
  });

  it('opens the currency popup from the balance panel and closes the panel', async () => {
    const user = userEvent.setup();
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: cadPlayerData([cad]) });
    await user.click(screen.getByRole('button', { name: 'Balance: CA$50.00' }));
    await user.click(screen.getByRole('button', { name: 'Add a currency' }));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['currency-select']);
    expect(screen.queryByRole('region', { name: 'Your accounts' })).toBeNull();
  });

  it('waits for the currency list before showing an amount, so it never changes unit on screen', async () => {
    stubPlatform({ 'GET /api/info/currencies': () => new Promise<never>(() => undefined) });
    const data = cadPlayerData([cad]).filter(([key]) => !(key[0] === 'info' && key[1] === 'currencies'));
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: data });
    expect(screen.getByRole('status', { name: 'Loading balance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Balance/ })).toBeNull();
  });
});

describe('site-header notifications by keyboard', () => {
  it('opens the bell with Enter, deletes by keyboard and keeps focus in the list, then shows the empty state', async () => {
    const user = userEvent.setup();
    const store = useNotificationsStore.getState();
    store.add({ key: 'personal:a', kind: 'personal', title: 'First', text: 'one' }, Date.now() - 1000);
    store.add({ key: 'personal:b', kind: 'personal', title: 'Second', text: 'two' });
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: playerData() });
    const bell = screen.getByRole('button', { name: 'Notifications: 2 new' });
    bell.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    // Newest first.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete notification: Second' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete notification: First' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' }));
    expect(screen.getByText('You have no notifications yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('drops a notification two hours after it arrived', async () => {
    const now = Date.now();
    useNotificationsStore
      .getState()
      .add({ key: 'personal:old', kind: 'personal', title: 'Old', text: '' }, now);
    useNotificationsStore.getState().sweep(now + 2 * 60 * 60 * 1000 - 1);
    expect(useNotificationsStore.getState().items).toHaveLength(1);
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: playerData() });
    expect(screen.getByRole('button', { name: 'Notifications: 1 new' })).toBeTruthy();
    act(() => useNotificationsStore.getState().sweep(now + 2 * 60 * 60 * 1000 + 1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});

describe('site-header session timer', () => {
  it('shows the EE session time as hh:mm:ss and counts every second', async () => {
    vi.useFakeTimers({ now: 10_000_000, shouldAdvanceTime: true });
    useSessionStore.getState().startSession(10_000_000 - 3_723_000);
    await renderWidget(
      siteHeader,
      {},
      { context: { ...playerContext, licence: 'EE' }, queryData: playerData() },
    );
    const timer = screen.getByRole('timer', { name: 'Session time' });
    expect(timer.textContent).toBe('01:02:03');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(timer.textContent).toMatch(/^01:02:0[56]$/);
  });

  it('shows no session timer under the CW licence', async () => {
    useSessionStore.getState().startSession(Date.now());
    await renderWidget(siteHeader, {}, { context: playerContext, queryData: playerData() });
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('formats long sessions with hours past a day', () => {
    expect(formatSessionTime(0)).toBe('00:00:00');
    expect(formatSessionTime(59_999)).toBe('00:00:59');
    expect(formatSessionTime(90_061_000)).toBe('25:01:01');
  });
});
