import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandPages } from '../../runtime/config/load-brand.ts';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { mainWidget } from './index.ts';
import { FLOATING_DELAY_MS } from './main-widget.tsx';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const quest = (id: number, identifier: string, start: number, end: number) => ({
  id,
  title: identifier,
  frontend_identifier: identifier,
  start_at: at(start),
  end_at: at(end),
  group_ids: [],
});
const CONFIG = {
  widgets: [
    { name: 'Rocket mart', image: '/r.svg', type: 'rocketMart', when: { features: ['rocketMart'] } },
    { name: 'Loot box', image: '/l.svg', type: 'lootBox' },
    { name: 'Adventures', image: '/a.svg', type: 'adventures', when: { groups: [791, 21] } },
    { name: 'Quests', image: '/q.svg', type: 'quest' },
    { name: 'Activity hub', image: '/h.svg', type: 'activityHub', isNew: true, isActivePage: true },
  ],
};
const PROMOTION_PAGES = { rocketMart: true, activityHub: true, adventures: true, quests: true };
const LOOTBOX = { id: 1, stage: 'issued', group_key: 'wheel_rocket_lite', created_at: at(0) };

function renderCards(
  mode: 'cards' | 'floating',
  options: RenderOptions & { pages?: string[]; quests?: unknown[]; player?: boolean } = {},
) {
  vi.stubGlobal('fetch', async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
  return renderWidget(
    mainWidget,
    { mode },
    {
      route: '/',
      ...options,
      context: {
        pages: options.pages ?? brandPages('nova'),
        ...(options.player ? { auth: 'player' as const } : {}),
        ...options.context,
      },
      queryData: [
        [queryKeys.config('main-widget-config', null), CONFIG],
        [queryKeys.config('manage-promotion-pages', null), PROMOTION_PAGES],
        [queryKeys.tournaments.list(), options.quests ?? [quest(1, 'quest-galaxy', -1, 3)]],
        ...(options.player
          ? ([
              [queryKeys.player.profile(), { id: 7, email: 'a@b.c', currency: 'EUR', statuses: [] }],
              [queryKeys.player.lootboxes(), [LOOTBOX]],
            ] as [readonly unknown[], unknown][])
          : []),
        ...(options.queryData ?? []),
      ],
    },
  );
}

const cardNames = () =>
  screen.getAllByRole('link').map((link) => link.querySelector('.cr-main-widget__name')?.textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('main widget cards', () => {
  it('shows only the cards whose page exists: no dead links', async () => {
    const pages = [...brandPages('nova').filter((p) => p !== 'rocket-mart'), 'quest', 'activity-hub'];
    await renderCards('cards', { pages });
    await screen.findByRole('heading', { name: 'Quick links' });
    expect(cardNames()).toEqual(['Quests', 'Activity hub']);
    expect(screen.getByRole('link', { name: /Quests/ })).toHaveAttribute('href', '/action');
    expect(screen.getByRole('link', { name: /Activity hub/ })).toHaveAttribute('href', '/activity-hub');
  });

  it('shows the rocket mart card once its page exists and the loot box card with an active box', async () => {
    await renderCards('cards', {
      pages: [...brandPages('nova'), 'rocket-mart', 'quest', 'activity-hub'],
      player: true,
    });
    await waitFor(() => expect(cardNames()).toEqual(['Rocket mart', 'Loot box', 'Quests', 'Activity hub']));
    expect(screen.getByRole('link', { name: /Loot box/ })).toHaveAttribute('href', '/profile/gifts');
  });

  it('drops the quest card when no quest runs and a page switched off', async () => {
    await renderCards('cards', {
      pages: [...brandPages('nova'), 'quest', 'activity-hub'],
      quests: [quest(1, 'quest-old', -5, -1)],
      context: { features: { activityHub: false } },
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Quick links' })).toBeNull());
  });

  it('shows the new flag and the counter on the card', async () => {
    await renderCards('cards', { pages: [...brandPages('nova'), 'quest', 'activity-hub'] });
    const hub = await screen.findByRole('link', { name: /Activity hub/ });
    expect(within(hub).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Quests/ })).getByText('1')).toBeInTheDocument();
  });
});

describe('floating main widget', () => {
  it('appears once the page has settled, opens its cards and closes with Escape', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCards('floating', { pages: [...brandPages('nova'), 'quest', 'activity-hub'] });
    expect(screen.queryByRole('button', { name: /Quick links/ })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(FLOATING_DELAY_MS + 10);
    });
    vi.useRealTimers();
    const launcher = await screen.findByRole('button', { name: /Quick links/ });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    // The counter sums the cards': one quest and the hub's count of running quests.
    expect(launcher).toHaveTextContent('2');
    const user = userEvent.setup();
    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Quick links' });
    expect(within(panel).getAllByRole('link')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Quick links' })).toBeNull();
    expect(launcher).toHaveFocus();
  });

  it('stays away when no card applies', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCards('floating', {
      pages: brandPages('nova').filter(
        (p) => !['quest', 'activity-hub', 'rocket-mart', 'vip-club'].includes(p),
      ),
    });
    await act(async () => {
      vi.advanceTimersByTime(FLOATING_DELAY_MS + 10);
    });
    expect(screen.queryByRole('button', { name: /Quick links/ })).toBeNull();
  });
});
