import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useSessionStore } from '../../runtime/state/session-store.ts';
import { profileTabs } from './index.ts';

const PLAYER = { id: 7, email: 'ada@example.com', nickname: 'Ada', currency: 'EUR', statuses: [] };

function renderTabs(options: RenderOptions & { pages?: string[]; props?: Record<string, unknown> } = {}) {
  return renderWidget(profileTabs, options.props ?? profileTabs.example, {
    route: '/profile/security',
    ...options,
    context: {
      auth: 'player',
      pages: options.pages ?? ['lobby', 'profile-main', 'profile-security', 'profile-limits'],
      ...options.context,
    },
    queryData: [
      [queryKeys.player.profile(), PLAYER],
      [queryKeys.cms.pages(options.context?.locale ?? 'en'), []],
      ...(options.queryData ?? []),
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.getState().closeAll();
  useSessionStore.getState().left();
});

describe('profile tabs', () => {
  it('links the tabs this brand has, in the profile order, and marks the open one', async () => {
    await renderTabs();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText('Ada')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/profile/main'],
      ['Limits', '/profile/limits'],
      ['Security', '/profile/security'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks the main tab on /profile itself and keeps the locale prefix in every link', async () => {
    await renderTabs({ route: '/de/profile', context: { locale: 'de', localeFromPath: true } });
    const nav = screen.getByRole('navigation', { name: 'Kontobereiche' });
    expect(within(nav).getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe('/de/profile/main');
    expect(within(nav).getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no tab list when the brand has a single profile page', async () => {
    await renderTabs({ pages: ['lobby', 'profile-main'], route: '/profile' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks to sign out once, and shows the button busy until the player is a guest', async () => {
    const user = userEvent.setup();
    await renderTabs();
    const button = screen.getByRole('button', { name: 'Log out' });
    await user.click(button);
    // SessionEffects carries it out: lobby, DELETE /api/users/sign_out, the player's data goes.
    expect(useSessionStore.getState().leaving).toEqual({ signOut: true, openLogin: false });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  });

  it('hides the sign-out button when the layout asks so', async () => {
    await renderTabs({ props: { signOut: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
