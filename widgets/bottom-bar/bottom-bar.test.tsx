import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { useSidebarStore } from '../../runtime/state/sidebar-store.ts';
import { bottomBar } from './index.ts';

const player = { id: 7, email: 'p@example.com', nickname: 'Pat', currency: 'EUR', statuses: [] };

function renderBar(options: RenderOptions & { signedIn?: boolean; props?: Record<string, unknown> } = {}) {
  return renderWidget(bottomBar, options.props ?? {}, {
    ...options,
    context: { device: 'mobile', ...options.context },
    queryData: [[queryKeys.player.profile(), options.signedIn ? player : null]],
  });
}

afterEach(() => useSidebarStore.setState({ open: false }));

describe('bottom-bar', () => {
  it('offers a guest one sign-up cell instead of deposit', async () => {
    await renderBar();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it("holds exactly spec §2's cells: account, lobby, pokies, live, sports and menu", async () => {
    const view = await renderBar();
    const labels = () =>
      screen.getAllByRole('listitem').map((cell) => cell.textContent?.replace(/ \(.*\)$/, ''));
    expect(labels()).toEqual(['Sign up', 'Lobby', 'Pokies', 'Live', 'Sports', 'Menu']);
    view.unmount();
    await renderBar({ signedIn: true, context: { auth: 'player' } });
    expect(labels()).toEqual(['Deposit', 'Lobby', 'Pokies', 'Live', 'Sports', 'Menu']);
  });

  it('offers a player the deposit instead of login and registration', async () => {
    await renderBar({ signedIn: true, context: { auth: 'player' } });
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('offers login where registration is closed (the Estonian geo)', async () => {
    await renderBar({ context: { country: 'EE', bettingHost: null } });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('disables the cell for guests of a restricted geo and says why', async () => {
    await renderBar({ context: { country: 'RU', restriction: 'full' } });
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Registration restricted in your country')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('links sports to the betting host, and hides it when no betting host applies', async () => {
    const view = await renderBar();
    expect(screen.getByRole('link', { name: /Sports/ }).getAttribute('href')).toBe('//sport.nova.localhost');
    view.unmount();
    await renderBar({ context: { bettingHost: null } });
    expect(screen.queryByRole('link', { name: /Sports/ })).toBeNull();
  });

  it('leaves out a cell whose page does not exist yet', async () => {
    await renderBar({
      // A brand without the rocket chance page.
      context: { pages: ['lobby', 'category', 'vip-club'] },
      props: {
        items: [
          { id: 'lobby', labelKey: 'BOTTOM_BAR.LOBBY', href: '/', icon: 'home' },
          { id: 'chance', labelKey: 'BOTTOM_BAR.LIVE', route: 'rocket-chance', icon: 'trophy' },
          { id: 'vip', labelKey: 'BOTTOM_BAR.POKIES', href: '/vip-club', icon: 'star' },
        ],
      },
    });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/vip-club']);
  });

  it('marks the current section, under the locale prefix too', async () => {
    await renderBar({ route: '/de/pokies/megaways', context: { locale: 'de', localeFromPath: true } });
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/de/pokies/all');
    expect(screen.getByRole('link', { name: 'Lobby' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes the sidebar with the menu button', async () => {
    const user = userEvent.setup();
    await renderBar();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(useSidebarStore.getState().open).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(menu);
    expect(useSidebarStore.getState().open).toBe(false);
  });
});
