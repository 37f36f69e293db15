import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  queryKeys,
  type RocketChanceState,
  type RocketLaunch,
  type RocketLaunchResult,
} from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { rocketChance } from './index.ts';

const CONFIG = {
  dailyFreeLaunches: 1,
  depositLaunches: { minimum: { EUR: 2000 }, max: 3 },
  prizes: [
    {
      id: 'fs-10',
      kind: 'freespins',
      spins: 10,
      game: 'drift-studios:book-of-magic',
      weight: 60,
      title: { en: '10 free spins on Book of Magic' },
    },
    {
      id: 'coins-50',
      kind: 'comp_points',
      points: 50,
      weight: 30,
      title: { en: '50 coins', de: '50 Münzen' },
    },
    {
      id: 'bonus-50',
      kind: 'bonus',
      amount: { EUR: 5000 },
      weight: 10,
      top: true,
      title: { en: 'Big bonus' },
    },
    { id: 'never', kind: 'comp_points', points: 9999, weight: 0, title: { en: 'Launch week coins' } },
  ],
};
const player = { id: 7, email: 'ada@example.com', currency: 'EUR', statuses: [] };
const NOW = Date.parse('2026-11-28T22:59:50Z');

const launchOf = (id: number, prize: 'fs-10' | 'coins-50', at = '2026-11-28T09:00:00Z'): RocketLaunch =>
  prize === 'fs-10'
    ? {
        id,
        prize_id: prize,
        kind: 'freespins',
        spins: 10,
        game: 'drift-studios:book-of-magic',
        title: { en: '10 free spins on Book of Magic' },
        currency: 'EUR',
        created_at: at,
      }
    : {
        id,
        prize_id: prize,
        kind: 'comp_points',
        points: 50,
        title: { en: '50 coins', de: '50 Münzen' },
        currency: 'EUR',
        created_at: at,
      };

const stateOf = (overrides: Partial<RocketChanceState> = {}): RocketChanceState => ({
  chances_left: 1,
  free_left: 1,
  daily_free: 1,
  deposit_launches: { earned: 0, max: 3, minimum_cents: 2000, currency: 'EUR' },
  next_free_at: '2026-11-29T00:00:00.000Z',
  launches: [],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  key: string | null;
  body: string;
}
function stubApi(handlers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, path, key: request.headers.get('Idempotency-Key'), body });
    const handler = handlers[`${request.method} ${path}`];
    return handler ? handler() : new Promise<Response>(() => {});
  });
  return calls;
}

let reducedMotion = true;
beforeEach(() => {
  reducedMotion = true;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') && reducedMotion,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(options: { guest?: boolean; state?: RocketChanceState | null; config?: unknown } = {}) {
  const guest = options.guest === true;
  return renderWidget(
    rocketChance,
    { recentLaunches: 5 },
    {
      route: '/rocket-chance',
      context: { auth: guest ? 'guest' : 'player' },
      queryData: [
        [queryKeys.player.profile(), guest ? null : player],
        [queryKeys.config('rocket-chance-config'), options.config === undefined ? CONFIG : options.config],
        ...(options.state
          ? ([[queryKeys.player.rocketChance(), options.state]] as [readonly unknown[], unknown][])
          : []),
      ],
    },
  );
}

describe('rocket chance', () => {
  it('shows a guest how it works with the prizes and their chances, and sends them to sign up or log in', async () => {
    const calls = stubApi({});
    await renderPage({ guest: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Rocket chance' })).toBeTruthy();
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Every day you get 1 free launch (the day starts at midnight UTC).',
      'Each deposit of at least the minimum adds a launch, up to 3 a day.',
      'Every launch wins a prize: free spins and bonus money go to your gifts, coins to your Rocket Mart balance.',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Prizes and chances' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '10 free spins on Book of Magic10 free spins60%',
      '50 coins50 coins30%',
      'Big bonus Top prize€50.0010%',
      'Launch week coins9,999 coins0%',
    ]);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Launch the rocket' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/rocket_chance')).toEqual([]);
  });

  it('shows a player their launches left and their latest launches', async () => {
    stubApi({});
    await renderPage({
      state: stateOf({ chances_left: 2, free_left: 0, launches: [launchOf(4, 'coins-50')] }),
    });
    expect(screen.getByText('You have 2 launches left.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Launch the rocket' })).toHaveProperty('disabled', false);
    const latest = screen.getByRole('list', { name: 'Your latest launches' });
    expect(within(latest).getByRole('listitem').textContent).toContain('50 coins');
  });

  it('with no launch left, counts down each second to the next free one and offers a deposit', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    stubApi({});
    await renderPage({
      state: stateOf({
        chances_left: 0,
        free_left: 0,
        deposit_launches: { earned: 1, max: 3, minimum_cents: 2000, currency: 'EUR' },
      }),
    });
    expect(screen.getByText('You have no launches left today.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Launch the rocket' })).toBeNull();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^01.*00.*10/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer').textContent).toMatch(/^01.*00.*09/);
    expect(
      screen.getByText(
        'Deposit at least €20.00 to get another launch today (1 of 3 deposit launches earned).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
  });

  it('says when all deposit launches of the day are earned', async () => {
    stubApi({});
    await renderPage({
      state: stateOf({
        chances_left: 0,
        free_left: 0,
        deposit_launches: { earned: 3, max: 3, minimum_cents: 2000, currency: 'EUR' },
      }),
    });
    expect(screen.getByText('You have earned all 3 deposit launches of today.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('launches once per press with an Idempotency-Key and names the prize with a link to the gifts', async () => {
    const result: RocketLaunchResult = {
      launch: launchOf(9, 'fs-10'),
      gift: { id: 31, title: '10 free spins on Book of Magic' },
      comp_points: null,
      state: stateOf({ chances_left: 0, free_left: 0, launches: [launchOf(9, 'fs-10')] }),
    };
    let launched = false;
    const calls = stubApi({
      'POST /api/rocket_chance/launch': () => {
        launched = true;
        return json(200, result);
      },
      'GET /api/rocket_chance': () => json(200, launched ? result.state : stateOf()),
    });
    await renderPage({ state: stateOf() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Launch the rocket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your prize' });
    expect(dialog.textContent).toContain('The rocket brought you: 10 free spins on Book of Magic.');
    expect(within(dialog).getByRole('link', { name: 'Go to my gifts' }).getAttribute('href')).toBe(
      '/profile/gifts',
    );
    const launches = calls.filter((call) => call.path === '/api/rocket_chance/launch');
    expect(launches).toHaveLength(1);
    expect(launches[0]!.key).toBeTruthy();
    expect(JSON.parse(launches[0]!.body)).toEqual({ locale: 'en' });
    await waitFor(() => expect(screen.getByText('You have no launches left today.')).toBeTruthy());
  });

  it('flies the rocket before it shows coins, with a link to the rocket mart', async () => {
    reducedMotion = false;
    const result: RocketLaunchResult = {
      launch: launchOf(10, 'coins-50'),
      gift: null,
      comp_points: { chargeable: { points: 50 }, persistent: { points: 0 } },
      state: stateOf({ chances_left: 0, free_left: 0 }),
    };
    let launched = false;
    stubApi({
      'POST /api/rocket_chance/launch': () => {
        launched = true;
        return json(200, result);
      },
      'GET /api/rocket_chance': () => json(200, launched ? result.state : stateOf()),
    });
    const { container } = await renderPage({ state: stateOf() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Launch the rocket' }));
    await waitFor(() => expect(screen.getByText('The rocket is on its way…')).toBeTruthy());
    expect(container.querySelector('.cr-rocket-chance__sky--flying')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Your prize' }, { timeout: 3000 });
    expect(dialog.textContent).toContain('50 coins');
    expect(within(dialog).getByRole('link', { name: 'Go to the Rocket Mart' }).getAttribute('href')).toBe(
      '/rocket-mart',
    );
    expect(container.querySelector('.cr-rocket-chance__sky--flying')).toBeNull();
  });

  it('says so when no launch is left on the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Another tab spent the launch: the page still offers it until the server refuses.
    let spent = false;
    stubApi({
      'POST /api/rocket_chance/launch': () => {
        spent = true;
        return json(422, {
          error: 'unprocessable_entity',
          errors: { base: ['you have no rocket launches left today'] },
        });
      },
      'GET /api/rocket_chance': () =>
        json(200, spent ? stateOf({ chances_left: 0, free_left: 0 }) : stateOf()),
    });
    await renderPage({ state: stateOf() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Launch the rocket' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have no launches left today.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Launch the rocket' })).toBeNull());
  });

  it('says so when the launch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/rocket_chance/launch': () => json(503, { error: 'unavailable' }) });
    await renderPage({ state: stateOf() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Launch the rocket' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The rocket could not launch. Please try again.',
    );
  });

  it('offers a retry when the launches cannot be loaded, and shows them once they load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    stubApi({
      'GET /api/rocket_chance': () => (fail ? json(404, { error: 'not_found' }) : json(200, stateOf())),
    });
    await renderPage();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Your launches could not be loaded.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have 1 launch left.')).toBeTruthy();
  });

  it('says so when the brand has no prizes', async () => {
    stubApi({});
    await renderPage({ config: null });
    expect(
      screen.getByText('The rocket chance has no prizes at the moment. Please come back later.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
