import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { vipClub } from './index.ts';

const NOW = Date.parse('2026-06-03T12:00:00Z');
const CURRENCIES = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
];
const player = (statuses: { id: number | string; name: string }[] = []) => ({
  id: 7,
  email: 'ada@example.com',
  currency: 'EUR',
  statuses,
});
const VIP = {
  userId: 7,
  currency: 'EUR',
  currentStatus: 'silver',
  activeStatus: 'silver',
  nextStatus: 'gold',
  depositAmountCents: 300_000,
  depositThresholdCents: 600_000,
  betSumCents: 1_500_000,
  betSumThresholdCents: 6_000_000,
  overallProgress: 42,
};
const ADVENTURE_CONFIG = {
  variables: { minDep: { day1: { EUR: '20' } }, bonus: { day2: { EUR: '€20' } } },
  prizes: {
    default: [
      {
        title: 'Day 1__1/4__01/01/2020',
        prize: { freespin: 20 },
        condition: { minDep: 'day1', wager: '25', periodActivationDays: '1' },
      },
      {
        title: 'Day 2__2/4__01/01/2020',
        prize: { bonus: 'day2' },
        condition: { minDep: 'day1', wager: '30', periodActivationDays: '1' },
      },
      {
        title: 'Day 3__3/4__01/01/2020',
        prize: { freespin: 50 },
        condition: { minDep: 'day1', wager: '25', periodActivationDays: '2' },
      },
      {
        title: 'Super__4/4__01/01/2020',
        prize: { freespin: 100 },
        condition: { minDep: 'day1', wager: '30', periodActivationDays: '3' },
      },
    ],
  },
};
const ADVENTURE = {
  key: 'default',
  days: [
    { title: 'Day 1__1/4__01/06/2026', completed: true, activatable_until: '2026-06-05T00:00:00Z' },
    { title: 'Day 2__2/4__02/06/2026', completed: false, activatable_until: null },
    { title: 'Day 3__3/4__03/06/2026', completed: false, activatable_until: null },
    { title: 'Super__4/4__04/06/2026', completed: false, activatable_until: null },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

function renderClub(options: RenderOptions & { player?: unknown; vip?: unknown; adventure?: unknown } = {}) {
  const guest = options.player === null;
  const queryData: [readonly unknown[], unknown][] = [
    [queryKeys.player.profile(), guest ? null : (options.player ?? player())],
    [queryKeys.info.currencies(), CURRENCIES],
    [queryKeys.config('vip-adventures'), ADVENTURE_CONFIG],
  ];
  if (options.vip !== undefined) queryData.push([queryKeys.player.vipProgress(), options.vip]);
  if (options.adventure !== undefined) queryData.push([queryKeys.player.vipAdventures(), options.adventure]);
  return renderWidget(
    vipClub,
    {},
    {
      route: '/vip-club',
      ...options,
      context: { auth: guest ? 'guest' : 'player', ...options.context },
      queryData: [...queryData, ...(options.queryData ?? [])],
    },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('vip club', () => {
  it('shows a guest where every player starts and a sign-up button, no deposit', async () => {
    stubApi({});
    await renderClub({ player: null });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP club' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'VIP adventures' })).toBeNull();
  });

  it('shows the player’s status card with its progress, the quarter end and a deposit button', async () => {
    stubApi({});
    await renderClub({ vip: VIP });
    const card = screen.getByRole('region', { name: 'Your status' });
    expect(within(card).getByText('Silver')).toBeTruthy();
    expect(within(card).getByText('Next status: Gold')).toBeTruthy();
    expect(
      within(card).getByRole('progressbar', { name: 'Progress to Gold' }).getAttribute('aria-valuenow'),
    ).toBe('42');
    expect(card.textContent).toContain('€3,000.00 of €6,000.00');
    expect(card.textContent).toContain('30/06/2026');
    expect(within(card).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('marks each status step before, current, next or locked', async () => {
    stubApi({});
    await renderClub({ vip: VIP });
    const steps = within(screen.getByRole('region', { name: 'Status steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.className.match(/--(\w+)/)?.[1])).toEqual([
      'before',
      'before',
      'current',
      'future',
      'lock',
      'lock',
    ]);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows diamond for life, with no next status', async () => {
    stubApi({});
    await renderClub({ vip: { ...VIP, activeStatus: 'diamond', currentStatus: 'diamond', nextStatus: '' } });
    const card = screen.getByRole('region', { name: 'Your status' });
    expect(card.textContent).toContain('Diamond is yours for life.');
    expect(card.textContent).not.toContain('Next status');
  });

  it('falls back to rising star with bronze next when the progress failed', async () => {
    stubApi({});
    await renderClub({ vip: null });
    const card = screen.getByRole('region', { name: 'Your status' });
    expect(within(card).getByText('Rising star')).toBeTruthy();
    expect(within(card).getByText('Next status: Bronze')).toBeTruthy();
  });

  it('compares bronze by default, another status on request', async () => {
    stubApi({});
    await renderClub({ vip: VIP });
    expect(screen.getByRole('table', { name: 'Silver compared with Bronze' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare Bronze' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent
      .setup({ advanceTimers: () => undefined })
      .click(screen.getByRole('button', { name: 'Compare Diamond' }));
    const table = screen.getByRole('table', { name: 'Silver compared with Diamond' });
    expect(table.textContent).toContain('Locked');
    expect(table.textContent).toContain('For life');
  });
});

describe('vip club: adventures', () => {
  it('shows the calendar, the day cards and their buttons to group 791', async () => {
    stubApi({});
    await renderClub({ vip: VIP, player: player([{ id: 791, name: 'adventures' }]), adventure: ADVENTURE });
    const section = await screen.findByRole('region', { name: 'VIP adventures' });
    expect(section.textContent).toContain('1 of 4 days completed');
    expect(section.textContent).toContain('The adventure is on');
    const calendar = within(section).getByRole('list', { name: 'Adventure calendar' });
    expect(
      within(calendar)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual(['01/06Completed', '02/06Missed', '03/06Today', '04/06Super prize']);
    const cards = section.querySelectorAll('.cr-vip-club__day');
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Go to my gifts' })
        .getAttribute('href'),
    ).toBe('/profile/gifts');
    expect(within(cards[0] as HTMLElement).getByRole('timer')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
    const today = cards[2] as HTMLElement;
    expect(within(today).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(today.textContent).toContain('50 free spins');
    await userEvent
      .setup({ advanceTimers: () => undefined })
      .click(within(today).getByRole('button', { name: 'Details' }));
    expect(today.textContent).toContain('Minimum deposit: €20.00');
    expect(today.textContent).toContain('2 days to activate the prize');
    expect(within(cards[3] as HTMLElement).getByRole('button', { name: 'Details' })).toBeTruthy();
  });

  it('is not shown to a player outside group 791 who is no tester', async () => {
    const calls = stubApi({});
    await renderClub({ vip: VIP, adventure: ADVENTURE });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your status' })).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'VIP adventures' })).toBeNull();
    expect(calls).not.toContain('/api/player/vip_adventures');
  });

  it('says when the adventure cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ '/api/player/vip_adventures': () => json(500, { error: 'boom' }) });
    await renderClub({ vip: VIP, player: player([{ id: 21, name: 'tester' }]) });
    expect(await screen.findByText('We could not load your adventure.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
