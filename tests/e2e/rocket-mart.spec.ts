import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, sandboxApi, test } from './support/site.ts';

/** Gives a player coins at the sandbox's points-store desk. */
async function grantCoins(request: APIRequestContext, email: string, points: number) {
  const granted = await request.post(sandboxApi('/sandbox/admin/comp-points'), {
    data: { email, points },
    headers: sandboxAdminHeaders,
  });
  expect(granted.status(), await granted.text()).toBe(200);
}

/** Starts or ends the points-store sale of the sandbox. */
async function setSale(request: APIRequestContext, active: boolean) {
  const answer = await request.post(sandboxApi('/sandbox/admin/sale'), {
    data: { active },
    headers: sandboxAdminHeaders,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Store sections' });
const cardButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

test('a guest browses the store and is sent to registration to exchange', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const storeLink = page.locator('a[href="/rocket-mart"]').first();
  await expect(storeLink).toBeAttached();

  await page.goto('/rocket-mart');
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Mart' })).toBeVisible();
  await expect(page).toHaveTitle(/^Rocket Mart/);
  await expect(page.getByText('Sign up and collect coins with every bet.')).toBeVisible();
  await expect(tabs(page).getByRole('link')).toHaveText([
    'All',
    'Free spins',
    'Money reward',
    'Special rewards',
  ]);
  await expect(cardButton(page, '10 free spins')).toBeVisible();
  await expect(cardButton(page, 'Small change')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await test.step('the tabs are links; the discount tab is no page for a guest', async () => {
    await tabs(page).getByRole('link', { name: 'Money reward' }).click();
    await expect(page).toHaveURL(/\/rocket-mart\/money$/);
    await expect(cardButton(page, 'Small change')).toBeVisible();
    await expect(cardButton(page, '10 free spins')).toHaveCount(0);
    await page.goto('/rocket-mart/discounts');
    await expect(page).toHaveURL(/\/rocket-mart\/all$/);
  });

  await test.step('the rules popup and a card popup with the Register path', async () => {
    await page.getByRole('button', { name: 'Store rules' }).click();
    const rules = page.getByRole('dialog', { name: 'How the store works' });
    await expect(rules).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rules).toBeHidden();

    await cardButton(page, '10 free spins').click();
    const dialog = page.getByRole('dialog', { name: '10 free spins' });
    await expect(dialog.getByText('Sign up to exchange your coins for rewards.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Register' })).toBeFocused();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/registration\?redirect=%2Frocket-mart%2Fall$/);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a player exchanges coins for free spins, finds them in the gifts, and is told when coins are short', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('store'));
  await grantCoins(request, player.email, 5_000);
  await logIn(page, player);
  await page.goto('/rocket-mart');
  const coins = page.getByTestId('rocket-mart-coins');
  await expect(coins).toHaveText('5,000');
  await expect(tabs(page).getByRole('link', { name: 'Discount' })).toBeVisible();

  await test.step('two packs of 10 free spins for 1,600 coins', async () => {
    await cardButton(page, '10 free spins').click();
    const dialog = page.getByRole('dialog', { name: '10 free spins' });
    await expect(dialog.getByText('From 1 to 6')).toBeVisible();
    await dialog.getByRole('button', { name: 'One more' }).click();
    await expect(dialog.getByText('Total: 1,600 coins')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Exchange now' }).click();
    const result = page.getByRole('dialog', { name: 'Exchange complete' });
    await expect(result.getByText('10 free spins × 2 is yours.', { exact: false })).toBeVisible();
    await expect(coins).toHaveText('3,400');
    await result.getByRole('link', { name: 'Open my gifts' }).click();
    await expect(page).toHaveURL(/\/profile\/gifts$/);
    const fresh = page.getByRole('list', { name: /^New gifts/ });
    await expect(fresh.locator(':scope > li').filter({ hasText: '20 free spins' })).toBeVisible();
  });

  await test.step('the 100 free spins of the sale cost more than is left', async () => {
    await page.goto('/rocket-mart/discounts');
    await expect(tabs(page).getByRole('link', { name: 'Discount' })).toHaveAttribute('aria-current', 'page');
    const sale = page.getByRole('article').filter({ has: cardButton(page, '100 free spins') });
    await expect(sale).toContainText('−37%');
    await expect(sale.locator('s')).toHaveText('Full price: 8,000 coins');
    await expect(sale).toContainText('1,600 coins short');
    await cardButton(page, '100 free spins').click();
    const dialog = page.getByRole('dialog', { name: '100 free spins' });
    await expect(
      dialog.getByText('You need 1,600 more coins for this reward. Play games to collect them.'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Play games' })).toHaveAttribute('href', '/');
    await expect(dialog.getByRole('button', { name: 'Exchange now' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Go to the store' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/rocket-mart$/);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('the discount tab is there during a sale and falls back to all after it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = await registerByApi(request, newCredentials('sale'));
  await logIn(page, player);
  try {
    await page.goto('/rocket-mart/discounts');
    const discount = tabs(page).getByRole('link', { name: 'Discount' });
    await expect(discount).toHaveAttribute('aria-current', 'page');
    await expect(cardButton(page, 'Treasure chest')).toBeVisible();
    await expect(cardButton(page, 'Small change')).toHaveCount(0);

    await setSale(request, false);
    await page.reload();
    await expect(page).toHaveURL(/\/rocket-mart\/all$/);
    await expect(tabs(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(discount).toHaveCount(0);
    await expect(cardButton(page, 'Small change')).toBeVisible();
    await expect(cardButton(page, 'Treasure chest')).toHaveCount(0);
  } finally {
    await setSale(request, true);
  }
  expect(consoleErrors, 'console errors').toEqual([]);
});
