import { scrollToFooter, test, expect } from './support/site.ts';

test.describe('locales', () => {
  test('/de is German and /fr-CA French-Canadian, with <html lang> to match', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    await expect(header.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/de/registration',
    );
    await expect(
      header.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Live-Casino' }),
    ).toHaveAttribute('href', '/de/live/all');
    await expect(page).toHaveTitle('Nova Casino — Online-Casino');

    await page.goto('/fr-CA/pokies/all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(header.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr-CA/login');
    await expect(
      page
        .getByRole('navigation', { name: 'Catégories de jeux' })
        .getByRole('link', { name: 'Tous les jeux' }),
    ).toBeVisible();
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('the language switch links to the same page under each locale', async ({ page }) => {
    // A page whose footer a reader reaches (below an endless game list it keeps moving away).
    await page.goto('/about');
    // The footer renders as the reader nears it.
    const footer = await scrollToFooter(page);
    await footer.getByRole('button', { name: 'Language: English' }).click();
    const deutsch = page.getByRole('menuitem', { name: 'Deutsch' });
    await expect(deutsch).toHaveAttribute('href', '/de/about');
    await expect(page.getByRole('menuitem', { name: 'Français canadien' })).toHaveAttribute(
      'href',
      '/fr-CA/about',
    );
    // The default locale of the host has no prefix.
    await expect(page.getByRole('menuitem', { name: 'English', exact: true })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(page.getByRole('menuitem', { name: 'Eesti' })).toHaveAttribute('href', '/et/about');
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
  });
});
