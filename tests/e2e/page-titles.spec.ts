import { test, expect } from './support/site.ts';

test.describe('document titles', () => {
  test('the lobby, a category, a game and a static page each have a title of their own', async ({ page }) => {
    const pages: [string, string][] = [
      ['/', 'Nova Casino — online casino'],
      ['/pokies/megaways', 'Megaways — Nova Casino'],
      ['/play/drift-studios/twisted-express-1000', 'Twisted Express 1000 — Nova Casino'],
      ['/privacy-policy', 'Privacy policy — Nova Casino'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    expect(new Set(pages.map(([, title]) => title)).size).toBe(pages.length);
  });

  test('follows the page when the player moves on within the site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Nova Casino — online casino');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Live casino' })
      .click();
    await expect(page).toHaveTitle('Live casino — Nova Casino');
    await expect(page.locator('title')).toHaveCount(1);
  });
});
