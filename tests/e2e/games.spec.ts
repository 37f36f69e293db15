import type { Page } from '@playwright/test';
import { test, expect, scrollUntilRendered } from './support/site.ts';

/** Tiles of a game list: each game is a group named by its title. */
const tilesOf = (page: Page) => page.getByRole('main').getByRole('group');

test.describe('games', () => {
  test('a category page shows 40 games and loads the next page when scrolled to the end', async ({
    page,
    consoleErrors,
  }) => {
    const pages: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/games_filter'))
        pages.push((request.postDataJSON() as { page: number }).page);
    });
    await page.goto('/pokies/all');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    await expect(
      page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'All games' }),
    ).toBeVisible();
    await expect(tilesOf(page)).toHaveCount(40);
    await expect(page.getByRole('main')).toContainText(/Games shown: 40 of \d+/);
    // A reader scrolling down (wheel, not a jump) reaches the end of the list.
    const gamesShown = page.getByRole('main').getByText(/Games shown: \d+ of \d+/);
    for (let i = 0; i < 12 && /Games shown: 40 /.test((await gamesShown.textContent()) ?? ''); i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await expect(gamesShown).toHaveText(/Games shown: (8\d|9\d|\d{3,}) of \d+/);
    // The list is windowed: tiles of page 2 are mounted where the reader is; those far off are not.
    const positions = await page
      .locator('.cr-game-grid__list > [aria-posinset]')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))));
    expect(Math.max(...positions)).toBeGreaterThan(40);
    // Page 1 came with the server-rendered document: the browser asks only for what follows.
    expect(pages.slice(0, 1)).toEqual([2]);
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('a provider page lists that provider’s games', async ({ page }) => {
    await page.goto('/producers/pragmaticplay');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Pragmatic Play');
    await expect(tilesOf(page).first()).toBeVisible();
    const demo = page.getByRole('main').getByRole('link', { name: /in demo mode$/ });
    await expect(demo.first()).toHaveAttribute('href', /^\/play\/pragmaticplay\//);
  });

  test('search: two letters do nothing, three find games, clearing empties the results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    const box = dialog.getByRole('searchbox', { name: 'Game name' });
    await expect(box).toBeFocused();
    await expect(dialog.getByRole('list', { name: 'Recommended games' })).toBeVisible();

    await box.fill('bo');
    await expect(dialog).toContainText('Type at least 3 characters');
    await expect(dialog.getByRole('list', { name: 'Search results' })).toHaveCount(0);

    await box.fill('boo');
    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('group').first()).toBeVisible();
    for (const title of await results
      .getByRole('group')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label') ?? ''))) {
      expect(title.toLowerCase()).toContain('boo');
    }
    await expect(dialog).toContainText(/Games found: \d+/);

    await dialog.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(results).toHaveCount(0);
    await expect(dialog.getByRole('list', { name: 'Recommended games' })).toBeVisible();
  });

  test('a guest opening a game gets the demo in an iframe', async ({ page, consoleErrors }) => {
    await page.goto('/play/drift-studios/twisted-express-1000');
    const game = page.getByRole('region', { name: 'Twisted Express 1000' });
    await expect(game.getByRole('heading', { level: 1 })).toHaveText('Twisted Express 1000');
    await expect(game.getByRole('link', { name: 'Play for real money' })).toHaveAttribute(
      'href',
      '/registration?redirect=%2Fplay%2Fdrift-studios%2Ftwisted-express-1000',
    );
    const iframe = game.locator('iframe');
    await expect(iframe).toHaveAttribute(
      'src',
      /\/sandbox\/game\/drift-studios\/twisted-express-1000\?mode=demo$/,
    );
    await expect(iframe).toHaveAttribute('title', 'Game: Twisted Express 1000');
    // The sandbox slot inside the frame runs in FUN credits.
    await expect(page.frameLocator('iframe').locator('body')).toContainText('Demo — FUN credits');
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('an unknown path answers 404 and shows the not-found page inside the site shell', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nova Casino' })).toBeVisible();
    await scrollUntilRendered(
      page,
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Information' }),
    );
    await expect(page).toHaveTitle('Page not found — Nova Casino');
  });
});
