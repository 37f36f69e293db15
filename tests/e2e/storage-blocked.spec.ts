import { logIn, registerByApi } from './support/player.ts';
import { expect, test } from './support/site.ts';

// Private modes and cross-site frames with third-party cookies blocked: site storage throws on
// any touch, even reading window.localStorage, as Chromium does when cookies are blocked.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
});

test('with site storage blocked the lobby renders, and a player signs in and sees the balance', async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = await registerByApi(request);

  await page.goto('/');
  // The page really has no storage: the browser throws as soon as it is touched.
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  ).toBe('SecurityError');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();

  await logIn(page, player);
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // A new player has no money yet (the welcome bonus waits to be activated).
  await expect(header.getByRole('button', { name: 'Balance: €0.00' })).toBeVisible();
  // The app keeps working across pages within the visit.
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Live casino' })
    .click();
  await expect(page).toHaveURL(/\/live\/all$/);
  await expect(header.getByRole('button', { name: 'Balance: €0.00' })).toBeVisible();
  expect(consoleErrors, 'console errors').toEqual([]);
});
