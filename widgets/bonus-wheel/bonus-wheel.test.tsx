import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { bonusWheel } from './index.ts';

const segment = (id: number, title: string, weight: number, prize = false) => ({
  id,
  weight,
  prize,
  bonuses: [{ title, type: 'freespins', attributes: [], result_bonus: [] }],
});
const DEFAULTS = [
  segment(1, '10 free spins', 4000),
  segment(2, '€5 bonus', 4000),
  segment(3, '25 free spins', 2000, true),
  segment(4, '€50 bonus', 0),
];
const BY_GROUP = {
  '1308': [
    segment(21, '20 free spins', 4000),
    segment(22, '€10 bonus', 4000, true),
    segment(23, '50 free spins', 2000),
  ],
};
const box = (id: number, group_key = 'wheel_rocket_pro', stage = 'issued') => ({
  id,
  title: 'Rocket wheel',
  currency: 'EUR',
  strategy: 'lootbox',
  group_key,
  stage,
  display: 1,
  created_at: '2026-06-03T08:00:00Z',
  valid_until: '2026-06-10T08:00:00Z',
  items: [],
});
const player = (groups: number[] = []) => ({
  id: 7,
  email: 'ada@example.com',
  currency: 'EUR',
  statuses: groups.map((id) => ({ id, name: String(id) })),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  key: string | null;
}
function stubApi(handlers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    calls.push({ method: request.method, path, key: request.headers.get('Idempotency-Key') });
    const handler = handlers[`${request.method} ${path}`];
    return handler ? handler() : new Promise<Response>(() => {});
  });
  return calls;
}

let reducedMotion = true;
beforeEach(() => {
  reducedMotion = true;
  // A fresh list per call: the visitor's reduced-motion setting of this test.
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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWheel(options: RenderOptions & { player?: unknown; boxes?: unknown[]; route?: string } = {}) {
  const guest = options.player === null;
  return renderWidget(
    bonusWheel,
    { turns: 5 },
    {
      route: options.route ?? '/wheel',
      context: { auth: guest ? 'guest' : 'player' },
      queryData: [
        [queryKeys.player.profile(), guest ? null : (options.player ?? player())],
        [queryKeys.config('wheel-config'), DEFAULTS],
        [queryKeys.config('wheel-config-segments'), BY_GROUP],
        ...(options.boxes
          ? ([[queryKeys.player.lootboxes(), options.boxes]] as [readonly unknown[], unknown][])
          : []),
      ],
    },
  );
}

describe('bonus wheel', () => {
  it('asks a guest to log in or sign up, with the default segments on the wheel', async () => {
    stubApi({});
    await renderWheel({ player: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonus wheel' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Prize wheel with 4 prizes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
  });

  it('shows a wheel group its own segments, the level of its oldest box and its spins', async () => {
    stubApi({});
    await renderWheel({
      player: player([1308]),
      boxes: [box(9, 'wheel_rocket_max'), box(5), box(3, 'chest')],
    });
    expect(screen.getByRole('img', { name: 'Prize wheel with 3 prizes' }).textContent).toContain(
      '20 free spins',
    );
    expect(screen.getByText('Wheel level: Rocket Pro')).toBeTruthy();
    expect(screen.getByText('You have 2 spins.')).toBeTruthy();
  });

  it('cannot spin without a wheel box', async () => {
    stubApi({});
    await renderWheel({ boxes: [box(5, 'wheel_rocket_lite', 'activated')] });
    expect(screen.getByText(/You have no spins at the moment/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toHaveProperty('disabled', true);
  });

  it('spins once per press with an Idempotency-Key and shows the prize the server drew at once with reduced motion', async () => {
    const calls = stubApi({
      'POST /api/player/wheel/spin': () =>
        json(200, {
          segment: BY_GROUP['1308'][1],
          group: 1308,
          level: 'rocket_pro',
          lootbox: box(5, 'wheel_rocket_pro', 'activated'),
          gifts: [],
        }),
      'GET /api/player/lootboxes': () => json(200, []),
    });
    await renderWheel({ player: player([1308]), boxes: [box(5)] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spin the wheel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your prize' });
    expect(dialog.textContent).toContain('The wheel stopped on: €10 bonus.');
    expect(within(dialog).getByRole('link', { name: 'Go to my gifts' }).getAttribute('href')).toBe(
      '/profile/gifts',
    );
    const spins = calls.filter((call) => call.path === '/api/player/wheel/spin');
    expect(spins).toHaveLength(1);
    expect(spins[0]!.key).toBeTruthy();
    expect(screen.getByRole('img', { name: /Prize wheel/ }).getAttribute('style')).toContain('rotate(0deg)');
  });

  it('turns the wheel to the drawn segment and shows the prize when it stops', async () => {
    reducedMotion = false;
    stubApi({
      'POST /api/player/wheel/spin': () =>
        json(200, { segment: DEFAULTS[2], group: null, level: 'rocket_lite', lootbox: box(5), gifts: [] }),
      'GET /api/player/lootboxes': () => json(200, []),
    });
    await renderWheel({ boxes: [box(5)] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spin the wheel' }));
    const wheel = screen.getByRole('img', { name: /Prize wheel/ });
    await waitFor(() => expect(screen.getByText('The wheel is spinning…')).toBeTruthy());
    await waitFor(() => expect(wheel.getAttribute('style')).toContain('rotate(1935deg)'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.transitionEnd(wheel);
    expect(await screen.findByRole('dialog', { name: 'Your prize' })).toBeTruthy();
  });

  it('says so when the spin fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/player/wheel/spin': () => json(422, { errors: { base: ['you have no wheel spins left'] } }),
    });
    await renderWheel({ boxes: [box(5)] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The wheel could not spin. Please try again.',
    );
  });

  it('lists the segments with their chances on the segments page', async () => {
    stubApi({});
    await renderWheel({ route: '/wheel/segments', boxes: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Wheel prizes' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '10 free spins40%',
      '€5 bonus40%',
      '25 free spins Top prize20%',
      '€50 bonus0%',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the wheel' }).getAttribute('href')).toBe('/wheel');
  });
});
