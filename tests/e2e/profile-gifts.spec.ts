import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, sandboxApi, test } from './support/site.ts';
import { waitForSocket } from './support/back-office.ts';

/** The list of a part of the gifts tab, by its heading ("New gifts 2" is named by both). */
const giftList = (page: Page, name: RegExp): Locator => page.getByRole('list', { name });

/** The card of one gift in a list, by its title. */
const card = (list: Locator, title: string): Locator =>
  list.locator(':scope > li').filter({ has: list.page().getByRole('heading', { name: title, exact: true }) });

test('a player activates and cancels gifts, opens a loot box, and gets gifts in real time and by promo codes', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const player = await registerByApi(request, newCredentials('gifts'));
  await logIn(page, player);
  const fresh = giftList(page, /^New gifts/);
  const active = giftList(page, /^Active gifts/);
  const status = page.getByRole('status').filter({ hasText: /\S/ });

  await test.step('the header’s gifts link opens the tab with the welcome gifts, and axe finds nothing serious', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Gifts: 2' }).click();
    await expect(page).toHaveURL(/\/profile\/gifts$/);
    await expect(page).toHaveTitle(/^Gifts/);
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'Gifts' })).toHaveAttribute('aria-current', 'page');
    await expect(card(fresh, 'Welcome bonus')).toContainText('€10.00');
    await expect(card(fresh, 'Welcome bonus').getByRole('timer')).toHaveText(/^0[67]d/);
    await expect(card(fresh, 'Welcome free spins')).toContainText('50 free spins');
    await expect(card(giftList(page, /^Loot boxes/), 'Rocket wheel lite')).toContainText('% chance');
    await expect(page.getByRole('region', { name: 'Deposit gifts' })).toContainText('Minimum deposit');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('the welcome bonus is activated, wagered from zero, and cancelled after a confirmation', async () => {
    await page.getByRole('button', { name: 'Activate Welcome bonus' }).click();
    await expect(status.filter({ hasText: 'Welcome bonus is activated.' })).toBeVisible();
    const bonus = card(active, 'Welcome bonus');
    await expect(bonus.getByRole('progressbar', { name: 'Wager progress of Welcome bonus' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(bonus).toContainText('€0.00 of €250.00 wagered');
    await expect(page.getByRole('banner')).toContainText('€10.00');

    await bonus.getByRole('button', { name: 'Cancel Welcome bonus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this gift?' });
    await expect(dialog).toContainText('the bonus money left of it is taken back');
    await dialog.getByRole('button', { name: 'Cancel the gift' }).click();
    await expect(dialog).toBeHidden();
    await expect(status.filter({ hasText: 'Welcome bonus is cancelled.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome bonus', exact: true })).toHaveCount(0);
  });

  await test.step('the free spins are activated, with the game to play them on', async () => {
    await page.getByRole('button', { name: 'Activate Welcome free spins' }).click();
    const spins = card(active, 'Welcome free spins');
    await expect(spins).toContainText('0 of 50 spins played');
    await expect(spins.getByRole('link', { name: /^Play / })).toHaveAttribute('href', /^\/play\//);
  });

  await test.step('the loot box opens: the reel stops on the prize, which then waits in the new gifts', async () => {
    await page.getByRole('button', { name: 'Open Rocket wheel lite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rocket wheel lite' });
    const won = dialog.getByText(/^You won: /);
    await expect(won).toBeVisible({ timeout: 15_000 });
    const prize = ((await won.textContent()) ?? '').replace(/^You won: /, '');
    await expect(dialog).toContainText('Your prize is waiting in your new gifts.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(fresh, prize)).toBeVisible();
    await expect(card(giftList(page, /^Loot boxes/), 'Rocket wheel lite')).toContainText('Opened');
  });

  await test.step('a gift the casino issues appears without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { giftsPage: boolean }).giftsPage = true));
    await waitForSocket(request, player.email);
    const issued = await request.post(sandboxApi('/sandbox/admin/gifts'), {
      data: { email: player.email, kind: 'bonus' },
      headers: sandboxAdminHeaders,
    });
    expect(issued.status()).toBe(201);
    await expect(card(fresh, 'A gift from the casino')).toContainText('€5.00');
    expect(await page.evaluate(() => (window as unknown as { giftsPage?: boolean }).giftsPage)).toBe(true);
  });

  await test.step('the promo code tab activates SANDBOX10 once, and its gift waits in the gifts', async () => {
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Promo code' })
      .click();
    await expect(page).toHaveURL(/\/profile\/promocode$/);
    await expect(page).toHaveTitle(/^Promo code/);
    await expect(page.getByRole('heading', { level: 2, name: 'Promo code' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const field = page.getByRole('textbox', { name: 'Promo code' });
    const activate = page.getByRole('button', { name: 'Activate' });
    await field.fill('NOT-A-CODE');
    await activate.click();
    await expect(
      page.getByText('Promo code NOT-A-CODE cannot be activated. Check the code and try again.'),
    ).toBeVisible();
    await expect(field).toHaveValue('NOT-A-CODE');

    await field.fill('SANDBOX10');
    await activate.click();
    await expect(
      status.filter({ hasText: 'Promo code SANDBOX10 is activated: your gift is waiting in your gifts.' }),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Go to my gifts' })).toHaveAttribute(
      'href',
      '/profile/gifts',
    );
    await field.fill('SANDBOX10');
    await activate.click();
    await expect(
      status.filter({ hasText: 'You have already activated promo code SANDBOX10.' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Gifts' })
      .click();
    await expect(page).toHaveURL(/\/profile\/gifts$/);
    await expect(card(fresh, 'Coupon SANDBOX10')).toContainText('€10.00');
  });

  await test.step('/?depositPromocode=SPRING sets the code of the next deposit, which replaces the deposit offers', async () => {
    const applied = page.waitForResponse((response) => response.url().endsWith('/api/player/set_bonus_code'));
    await page.goto('/?depositPromocode=SPRING');
    expect((await applied).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile/gifts');
    const deposit = page.getByRole('region', { name: 'Deposit gifts' });
    await expect(deposit).toContainText('Your deposit bonus code SPRING applies to your next deposit');
    await deposit.getByRole('button', { name: 'Remove the code' }).click();
    await expect(status.filter({ hasText: 'Your deposit bonus code is removed.' })).toBeVisible();
    await expect(deposit).toContainText('Minimum deposit');
  });

  await test.step('/?giftPromocode=SPINS25 takes the player to the gifts with the code activated', async () => {
    await page.goto('/?giftPromocode=SPINS25');
    await expect(page).toHaveURL(/\/profile\/gifts$/);
    await expect(
      status.filter({ hasText: 'Promo code SPINS25 is activated: its gift is in your list.' }),
    ).toBeVisible();
    await expect(card(fresh, 'Coupon SPINS25')).toContainText('25 free spins');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  expect(consoleErrors).toEqual([]);
});
