import { test, expect } from './support/site.ts';

test.describe('server-rendered first view', () => {
  test('the lobby is in the HTML: header, hero banner and games show with scripts off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.locator('img.cr-hero-banner__image').first()).toBeVisible();
    await expect(page.locator('a[href^="/play/"]').first()).toBeVisible();
    await expect(page).toHaveTitle(/Nova Casino/);
    await context.close();
  });

  test('the page hydrates without a mismatch and then works: the login popup opens', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const login = page
      .getByRole('banner')
      .getByRole('button', { name: 'Anmelden' })
      .or(page.getByRole('banner').getByRole('link', { name: 'Anmelden' }));
    await login.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('title')).toHaveCount(1);
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('a click on a button before the app has started is kept: the search popup opens once it has', async ({
    page,
    consoleErrors,
  }) => {
    // The app's code arrives late, as on a slow phone: the page is on screen and clicked first.
    let appRequested = false;
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      appRequested = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    const search = page.getByRole('banner').getByRole('button', { name: 'Search games' });
    await search.click();
    await expect(page.getByRole('dialog', { name: 'Search games' })).toBeVisible();
    expect(appRequested, 'the app loaded after the click').toBe(true);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});
