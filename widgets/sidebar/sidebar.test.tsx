import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { brandPages } from '../../runtime/config/load-brand.ts';
import { LAYOUT_IDS } from '../../runtime/routing/index.ts';
import { LOCAL_TIME_REFRESH_MS } from '../../runtime/rules/timing.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { useSidebarStore } from '../../runtime/state/sidebar-store.ts';
import { sidebar } from './index.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const running = (id: number, identifier = `cup-${id}`) => ({
  id,
  frontend_identifier: identifier,
  start_at: '2026-06-01T00:00:00Z',
  end_at: '2026-06-30T00:00:00Z',
  group_ids: [],
});

function renderSidebar(options: RenderOptions = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in this test'))),
  );
  useSidebarStore.setState({ open: true });
  return renderWidget(
    sidebar,
    {},
    {
      ...options,
      queryData: [
        [queryKeys.player.profile(), null],
        [queryKeys.config('manage-promotion-pages'), {}],
        [queryKeys.cms.pages(options.context?.locale ?? 'en'), []],
        [queryKeys.tournaments.list(), []],
        [queryKeys.lotteries.list(), []],
        [queryKeys.info.currencies(), []],
        ...(options.queryData ?? []),
      ],
    },
  );
}

beforeEach(() => useSidebarStore.setState({ open: false }));
afterEach(() => vi.useRealTimers());

describe('sidebar', () => {
  it('closes on a click outside the sheet', async () => {
    await renderSidebar();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(useSidebarStore.getState().open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    await renderSidebar();
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    expect(useSidebarStore.getState().open).toBe(false);
  });

  it('locks page scrolling while open', async () => {
    await renderSidebar();
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.body.style.overflow).toBe('hidden');
    act(() => useSidebarStore.getState().hide());
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('counts the running tournaments and lotteries beside Tournaments', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    await renderSidebar({
      context: { pages: LAYOUT_IDS },
      queryData: [
        [queryKeys.tournaments.list(), [running(1), running(2), running(3, 'daily-quest')]],
        [queryKeys.lotteries.list(), [running(10)]],
      ],
    });
    const link = screen.getByRole('link', { name: /Tournaments/ });
    expect(within(link).getByText('3')).toBeTruthy();
    expect(within(link).getByText('3 running now')).toBeTruthy();
  });

  it('shows the local time on mobile and refreshes it every 15 seconds', async () => {
    const start = new Date(2026, 5, 15, 12, 0, 50);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: start });
    await renderSidebar({ context: { device: 'mobile' } });
    const format = (d: Date) =>
      new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(d);
    const time = screen.getByText(format(start));
    act(() => vi.advanceTimersByTime(LOCAL_TIME_REFRESH_MS));
    expect(time.textContent).toBe(format(new Date(start.getTime() + LOCAL_TIME_REFRESH_MS)));
    expect(time.textContent).not.toBe(format(start));
  });

  it('leaves the local time out on desktop', async () => {
    await renderSidebar({ context: { device: 'desktop' } });
    expect(screen.queryByText('Local time')).toBeNull();
  });

  it('links rocket chance on nova, whose page exists, and leaves out a link whose page does not exist', async () => {
    await renderSidebar({ context: { auth: 'player', groups: [] } });
    const links = () =>
      within(screen.getByRole('navigation', { name: 'Sidebar navigation' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(links()).toEqual([
      '/activity-hub',
      '/rocket-mart',
      '/rocket-chance',
      '/tournaments',
      '/pokies/jackpot',
      '/achievements',
      '/vip-club',
      '/profile',
    ]);
    cleanup();
    const withoutChance = brandPages('nova').filter((page) => page !== 'rocket-chance');
    await renderSidebar({ context: { auth: 'player', groups: [], pages: withoutChance } });
    expect(links()).not.toContain('/rocket-chance');
    expect(links()).toContain('/rocket-mart');
  });

  it('offers the sign-out to a signed-in player only', async () => {
    await renderSidebar({
      context: { auth: 'player' },
      queryData: [[queryKeys.player.profile(), { id: 1 }]],
    });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('offers no sign-out to a guest', async () => {
    await renderSidebar();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('hides promotion pages whose feature is off or switched off for the player', async () => {
    await renderSidebar({
      context: { pages: LAYOUT_IDS, features: { rocketMart: false, rocketChance: true, activityHub: true } },
      queryData: [[queryKeys.config('manage-promotion-pages'), { rocketChance: false }]],
    });
    expect(screen.getByRole('link', { name: 'Activity hub' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Rocket Mart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rocket Chance' })).toBeNull();
  });

  it('shows a VIP player their manager and leaves the panel out for others', async () => {
    const manager = {
      groupId: 257,
      managerName: 'Mia Manager',
      avatar: '/m.svg',
      time: '9:00–18:00',
      phone: '+1 555 0100',
      email: 'mia@example.com',
      whatsAppLink: 'https://wa.me/1',
      telegramLink: '',
    };
    const vip = await renderSidebar({
      context: { auth: 'player', groups: [257] },
      queryData: [[queryKeys.config('managers', { userGroups: [257] }), manager]],
    });
    expect(screen.getByText('Mia Manager')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe('mailto:mia@example.com');
    vip.unmount();
    await renderSidebar({ context: { auth: 'player', groups: [1117] } });
    expect(screen.queryByText('Your VIP manager')).toBeNull();
  });

  it('lists the languages, leaving out Australian English on a host that hides it', async () => {
    await renderSidebar({ context: { host: 'nova-mirror.localhost', hiddenLocales: ['en-AU'] } });
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toContain('Eesti');
    expect(names.some((n) => n?.includes('Australia'))).toBe(false);
  });
});
