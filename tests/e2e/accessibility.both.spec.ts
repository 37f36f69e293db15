import { seriousViolations } from './support/axe.ts';
import { isPhone, scrollToFooter, test, expect } from './support/site.ts';

test.describe('accessibility (axe, WCAG 2.x A and AA)', () => {
  test('the lobby', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Top games', exact: true }).getByRole('group')).toHaveCount(
      15,
    );
    // Every widget of the page is in place, the footer last (they render as the reader nears them).
    await expect((await scrollToFooter(page)).getByRole('navigation', { name: 'Help' })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  test('a category page', async ({ page }) => {
    await page.goto('/pokies/all');
    await expect(page.getByRole('main').getByRole('group')).toHaveCount(40);
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  test('the search popup with results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await dialog.getByRole('searchbox', { name: 'Game name' }).fill('book');
    await expect(
      dialog.getByRole('list', { name: 'Search results' }).getByRole('group').first(),
    ).toBeVisible();
    // The popup itself: the page behind it is covered by the lobby's own scan.
    expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
  });

  test('the game page', async ({ page }) => {
    await page.goto('/play/drift-studios/twisted-express-1000');
    await expect(page.frameLocator('iframe').locator('body')).toContainText('FUN');
    const offer = page.getByRole('complementary', { name: 'Claim your welcome bonus' });
    if (isPhone(page)) {
      // The game fills the phone's screen: the notices under it are out of the way, not hidden
      // behind it where a keyboard or a screen reader would still reach them.
      await expect(page.locator('#cr-promo-banner-title')).toBeAttached();
      await expect(offer).toBeHidden();
    } else {
      await expect(offer).toBeVisible();
    }
    expect((await seriousViolations(page)).join('\n')).toBe('');
    if (isPhone(page)) {
      await page.goto('/');
      await expect(offer).toBeVisible();
    }
  });
});
