import { test, expect } from './support/site.ts';

test.describe('popups', () => {
  test('/login opens the login popup; Escape closes it and leaves the lobby', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/remind',
    );
    // A modal takes the keyboard focus (WCAG 2.4.3), so Escape reaches it at once.
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Top games', exact: true })).toBeVisible();
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('a wrong password shows the server error and keeps the typed e-mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(page).toHaveURL(/\/login$/);
    await dialog.getByLabel('E-mail').fill('nobody@example.com');
    await dialog.getByLabel('Password').fill('Wrong#pass1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toContainText('Invalid email or password');
    await expect(dialog.getByLabel('E-mail')).toHaveValue('nobody@example.com');
    await expect(dialog).toBeVisible();
  });
});
