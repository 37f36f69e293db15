import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { profileLevel } from './index.ts';

const THRESHOLDS = [
  0, 100, 500, 1_500, 4_000, 10_000, 25_000, 60_000, 150_000, 400_000, 1_000_000, 2_500_000,
];
const NAMES = ['Rookie', 'Cadet', 'Pilot', 'Navigator', 'Explorer', 'Voyager', 'Captain', 'Commander'];

const level = (n: number) => ({
  id: `level_${n}`,
  name: NAMES[n - 1] ?? `Level ${n}`,
  status: true,
  writable: false,
  image: `/assets/generated/badge/level-${n}.svg`,
  conditions: [
    {
      persistent_comp_points: {
        type: 'range',
        min: THRESHOLDS[n - 1] ?? 0,
        max: THRESHOLDS[n] ?? 1_000_000_000,
        exclude_end: true,
      },
    },
  ],
  gift_descriptions: [
    { type: 'points', text: `${n * 50} comp points`, value: n * 50 },
    ...(n >= 6 ? [{ type: 'bonus', text: `${n * 25} EUR bonus`, value: n * 2_500, currency: 'EUR' }] : []),
    ...(n === 12 ? [{ type: 'vip-manager', text: 'A personal manager' }] : []),
  ],
});
const STATUSES = [
  ...THRESHOLDS.map((_, i) => level(i + 1)),
  { id: '257', name: 'Bronze', status: false, writable: false, conditions: [] },
];
const PLAYER = {
  id: 7,
  email: 'ada@example.com',
  currency: 'EUR',
  statuses: [{ id: 'level_2', name: 'Cadet' }],
};
const CURRENCIES = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
];
const POINTS = { chargeable: { points: 40 }, persistent: { points: 300 } };
const VIP = {
  userId: 7,
  currency: 'EUR',
  currentStatus: 'bronze',
  activeStatus: 'bronze',
  nextStatus: 'silver',
  depositAmountCents: 300_000,
  depositThresholdCents: 600_000,
  betSumCents: 1_500_000,
  betSumThresholdCents: 6_000_000,
  overallProgress: 37,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the widget's calls by path; anything not given never answers (stays loading). */
function stubApi(handlers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    calls.push(path);
    const handler = handlers[path];
    return handler ? handler() : new Promise<Response>(() => {});
  });
  return calls;
}

type Data = { statuses?: unknown; points?: unknown; vip?: unknown };

function renderLevel(data: Data = {}, options: RenderOptions & { props?: Record<string, unknown> } = {}) {
  const entries: [readonly unknown[], unknown][] = [
    [queryKeys.player.profile(), PLAYER],
    [queryKeys.info.currencies(), CURRENCIES],
  ];
  if (data.statuses !== undefined) entries.push([queryKeys.info.statuses(), data.statuses]);
  if (data.points !== undefined) entries.push([queryKeys.player.compPoints(), data.points]);
  if (data.vip !== undefined) entries.push([queryKeys.player.vipProgress(), data.vip]);
  return renderWidget(profileLevel, options.props ?? {}, {
    route: '/profile/level',
    ...options,
    context: { auth: 'player', ...options.context },
    queryData: [...entries, ...(options.queryData ?? [])],
  });
}

const loaded: Data = { statuses: STATUSES, points: POINTS, vip: VIP };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile level: states', () => {
  it('shows placeholders while the levels and the VIP progress load', async () => {
    stubApi({});
    await renderLevel();
    expect(screen.getByText('Loading your level…')).toBeTruthy();
    expect(screen.getByText('Loading your VIP status…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when the platform has no levels (the statuses call failed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ '/api/info/statuses': () => json(500, { error: 'boom' }) });
    await renderLevel({ points: POINTS, vip: VIP });
    expect(await screen.findByText('Levels are not available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'All levels' })).toBeNull();
  });

  it('says when the comp points cannot be loaded, still shows the levels, and loads again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const calls = stubApi({
      '/api/player/comp_points': () => (fail ? json(500, { error: 'boom' }) : json(200, POINTS)),
    });
    await renderLevel({ statuses: STATUSES, vip: VIP });
    expect(await screen.findByText('We could not load your comp points.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'All levels' })).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Progress to level 3' })).toBeTruthy();
    expect(calls.filter((path) => path === '/api/player/comp_points')).toHaveLength(2);
  });
});

describe('profile level: the level and the slider', () => {
  it('shows the level, the points and a progress bar to the next level', async () => {
    stubApi({});
    await renderLevel(loaded);
    const summary = screen.getByText('300 comp points', { selector: 'p' }).parentElement!;
    expect(summary.textContent).toContain('Level 2Cadet');
    const bar = screen.getByRole('progressbar', { name: 'Progress to level 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('300 of 500 points: 200 more to reach level 3.');
  });

  it('says the top level is reached, with a full bar', async () => {
    stubApi({});
    await renderLevel(
      { ...loaded, points: { chargeable: { points: 0 }, persistent: { points: 3_000_000 } } },
      {
        queryData: [
          [queryKeys.player.profile(), { ...PLAYER, statuses: [{ id: 'level_12', name: 'Cosmonaut' }] }],
        ],
      },
    );
    expect(screen.getAllByText('You have reached the highest level.').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: 'Level 12' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('lists the twelve levels with their gifts in the visitor’s words, the player’s marked', async () => {
    stubApi({});
    await renderLevel(loaded);
    const list = screen.getByRole('list', { name: 'All levels' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(cards.map((card) => card.getAttribute('aria-current'))).toEqual([
      null,
      'step',
      ...Array<null>(10).fill(null),
    ]);
    expect(within(cards[0]!).getByText('Reached')).toBeTruthy();
    expect(within(cards[1]!).getByText('Your level')).toBeTruthy();
    expect(within(cards[2]!).getByText('Locked')).toBeTruthy();
    expect(cards[5]!.textContent).toContain('300 comp points');
    expect(cards[5]!.textContent).toContain('€150.00 bonus');
    // A gift without a value keeps the platform's own words.
    expect(cards[11]!.textContent).toContain('A personal manager');
  });

  it('words the gifts in German for a German visitor', async () => {
    stubApi({});
    await renderLevel(loaded, { context: { locale: 'de' } });
    const cards = within(screen.getByRole('list', { name: 'Alle Level' })).getAllByRole('article');
    expect(cards[0]!.textContent).toContain('50 Comp-Punkte');
    expect(cards[5]!.textContent).toMatch(/150,00\s€ Bonus/);
  });

  it('moves between levels with the arrow keys, Home and End, one tab stop for the list', async () => {
    stubApi({});
    await renderLevel(loaded);
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const cards = within(screen.getByRole('list', { name: 'All levels' })).getAllByRole('article');
    expect(cards.filter((card) => card.tabIndex === 0)).toEqual([cards[1]]);
    cards[1]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cards[2]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cards[11]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cards[11]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cards[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cards[0]);
    expect(cards.filter((card) => card.tabIndex === 0)).toEqual([cards[0]]);
  });

  it('steps with the previous and next buttons, disabled at the ends', async () => {
    stubApi({});
    await renderLevel(loaded);
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const previous = screen.getByRole('button', { name: 'Previous level' });
    const next = screen.getByRole('button', { name: 'Next level' });
    await user.click(previous);
    expect(previous).toHaveProperty('disabled', true);
    for (let i = 0; i < 11; i += 1) await user.click(next);
    expect(next).toHaveProperty('disabled', true);
    const cards = within(screen.getByRole('list', { name: 'All levels' })).getAllByRole('article');
    expect(cards[11]!.tabIndex).toBe(0);
  });
});

describe('profile level: the VIP status', () => {
  it('shows the status, the next one, the deposits and bets against their thresholds and the quarter end', async () => {
    stubApi({});
    await renderLevel(loaded);
    const vip = screen.getByRole('region', { name: 'VIP status' });
    expect(within(vip).getByText('Bronze')).toBeTruthy();
    expect(within(vip).getByText('Next status: Silver')).toBeTruthy();
    expect(
      within(vip).getByRole('progressbar', { name: 'Progress to Silver' }).getAttribute('aria-valuenow'),
    ).toBe('37');
    expect(vip.textContent).toContain('€3,000.00 of €6,000.00');
    expect(vip.textContent).toContain('€15,000.00 of €60,000.00');
    expect(vip.textContent).toContain('Your status holds until 30/06/2026, the end of the quarter.');
  });

  it('falls back to regular with bronze next and the spec thresholds when the progress failed', async () => {
    stubApi({});
    await renderLevel({ ...loaded, vip: null });
    const vip = screen.getByRole('region', { name: 'VIP status' });
    expect(within(vip).getByText('Rising star')).toBeTruthy();
    expect(within(vip).getByText('Next status: Bronze')).toBeTruthy();
    expect(vip.textContent).toContain('€0.00 of €9,000.00');
    expect(vip.textContent).toContain('€0.00 of €90,000.00');
    expect(within(vip).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows diamond as lifelong, with no next status and no expiry', async () => {
    stubApi({});
    await renderLevel({
      ...loaded,
      vip: { ...VIP, activeStatus: 'diamond', currentStatus: 'diamond', nextStatus: '' },
    });
    const vip = screen.getByRole('region', { name: 'VIP status' });
    expect(vip.textContent).toContain('Diamond is yours for life.');
    expect(vip.textContent).not.toContain('Next status');
    expect(vip.textContent).not.toContain('holds until');
  });

  it('leaves the VIP card out when the layout says so', async () => {
    stubApi({});
    await renderLevel(loaded, { props: { vip: false } });
    await waitFor(() => expect(screen.getByRole('list', { name: 'All levels' })).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'VIP status' })).toBeNull();
  });
});
