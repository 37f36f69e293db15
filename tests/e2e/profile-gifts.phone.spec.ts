import { seriousViolations } from './support/axe.ts';
import { newCredentials, registerByApi } from './support/player.ts';
import { expect, onHost, test } from './support/site.ts';

// The gifts and promo code tabs on a phone, on the second brand (no sports betting) and in German,
// for a player who asked the system for less motion.
test('on a phone the gifts fit the screen, a loot box opens without motion and a promo code is activated', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('gifts-phone'));
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await test.step('sign in on lumen', async () => {
    await page.goto(onHost('lumen.localhost', '/de'));
    const signedIn = await page.evaluate(async ({ email, password }) => {
      const response = await fetch('/api/users/sign_in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { email, password } }),
      });
      return response.status;
    }, player);
    expect(signedIn).toBe(200);
  });

  await test.step('the gifts tab shows the welcome gifts in German, within the screen', async () => {
    await page.goto(onHost('lumen.localhost', '/de/profile/gifts'));
    await expect(page.getByRole('heading', { level: 2, name: 'Geschenke' })).toBeVisible();
    const fresh = page.getByRole('list', { name: /^Neue Geschenke/ });
    await expect(fresh.getByRole('heading', { name: 'Welcome bonus' })).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Welcome free spins aktivieren' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sportboni' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('the loot box shows its prize at once, with no reel running', async () => {
    await page.getByRole('button', { name: 'Rocket wheel lite öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rocket wheel lite' });
    await expect(dialog.getByText(/^Du hast gewonnen: /)).toBeVisible({ timeout: 3_000 });
    await expect(dialog.locator('.cr-lootbox-reel--animated')).toHaveCount(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the promo code tab takes a casino code only, and says it is activated', async () => {
    await page.goto(onHost('lumen.localhost', '/de/profile/promocode'));
    await expect(page.getByRole('heading', { level: 2, name: 'Promocode' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Code für' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Promocode' }).fill('SPINS25');
    await page.getByRole('button', { name: 'Aktivieren' }).click();
    await expect(
      page.getByText('Promocode SPINS25 ist aktiviert: Dein Geschenk wartet bei deinen Geschenken.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zu meinen Geschenken' })).toHaveAttribute(
      'href',
      '/de/profile/gifts',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  expect(consoleErrors).toEqual([]);
});
