import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { categoryMenu } from './index.ts';

const menus: [readonly unknown[], unknown] = [
  queryKeys.config('menu-categories-games', null),
  {
    lobby: ['lobby', 'top', 'live'],
    pokies: ['all', 'top', 'megaways'],
    live: ['live', 'roulette'],
    'favorite-games': ['top'],
  },
];

function items(): { name: string; href: string | null; current: boolean }[] {
  const nav = screen.getByRole('navigation', { name: 'Game categories' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent ?? '',
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current') === 'page',
    }));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('category menu', () => {
  it('shows the pokies menu on a pokies page, marking the current category', async () => {
    await renderWidget(categoryMenu, {}, { route: '/pokies/megaways', queryData: [menus] });
    await screen.findByRole('navigation', { name: 'Game categories' });
    expect(items()).toEqual([
      { name: 'All games', href: '/pokies/all', current: false },
      { name: 'Top games', href: '/pokies/top', current: false },
      { name: 'Megaways', href: '/pokies/megaways', current: true },
    ]);
  });

  it('shows the live menu under a locale prefix', async () => {
    await renderWidget(
      categoryMenu,
      {},
      {
        route: '/de/live/all',
        context: { locale: 'de', localeFromPath: true },
        queryData: [menus],
      },
    );
    await screen.findByRole('navigation', { name: 'Spielkategorien' });
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/de/live/all', '/de/live/roulette']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows the pokies menu on provider pages', async () => {
    await renderWidget(categoryMenu, {}, { route: '/producers/netent', queryData: [menus] });
    await screen.findByRole('navigation', { name: 'Game categories' });
    expect(items().map((item) => item.href)).toEqual(['/pokies/all', '/pokies/top', '/pokies/megaways']);
  });

  it('sticks on mobile once the page has scrolled more than 100 px', async () => {
    await renderWidget(
      categoryMenu,
      {},
      {
        route: '/pokies/top',
        context: { device: 'mobile' },
        queryData: [menus],
      },
    );
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(nav.classList.contains('cr-category-menu--sticky')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav.classList.contains('cr-category-menu--sticky')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav.classList.contains('cr-category-menu--sticky')).toBe(true);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('renders nothing when the page type has no menu', async () => {
    const { container } = await renderWidget(
      categoryMenu,
      {},
      {
        route: '/categories/special',
        queryData: [menus],
      },
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
