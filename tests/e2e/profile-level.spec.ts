import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi, type Credentials } from './support/player.ts';
import { expect, onHost, sandboxApi, test } from './support/site.ts';

/** The last day of the current quarter (UTC) as the page writes it, DD/MM/YYYY: a VIP status ends then. */
function quarterEnd(now = new Date()): string {
  const lastMonth = Math.floor(now.getUTCMonth() / 3) * 3 + 2;
  const last = new Date(Date.UTC(now.getUTCFullYear(), lastMonth + 1, 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(last.getUTCDate())}/${pad(last.getUTCMonth() + 1)}/${last.getUTCFullYear()}`;
}

/** A first card deposit as the cashbox makes it (personal details first), through the API. */
async function depositByApi(request: APIRequestContext, player: Credentials, amountCents: number) {
  const signedIn = await request.post(sandboxApi('/api/users/sign_in'), {
    data: { user: { email: player.email, password: player.password } },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const details = await request.patch(sandboxApi('/api/player'), {
    data: {
      context: 'deposit',
      player: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '1990-12-10',
        gender: 'f',
        city: 'Toronto',
        address: '1 King St',
        postal_code: 'M5H 2N2',
        mobile_phone: '+1 416 555 0100',
      },
    },
  });
  expect(details.status(), await details.text()).toBeLessThan(300);
  const deposit = await request.post(sandboxApi('/api/sandbox-payments/deposit'), {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      method: 'card-eur',
      amount_cents: amountCents,
      currency: 'EUR',
      fields: { card_number: '4242424242424242', expiry: '12/39', cvv: '123' },
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
}

/** Signs in through the login popup of another host (the helper's goes to nova). */
async function logInOn(page: Page, host: string, player: Credentials) {
  await page.goto(onHost(host, '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test('a new player sees level 1 of twelve, walks the levels by keyboard and sees the VIP card with the deposit made', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('level'));
  await depositByApi(request, player, 5_000);
  await logIn(page, player);

  await test.step('the level tab: level 1, no points yet, the bar to level 2', async () => {
    await page.goto('/profile/level');
    await expect(page).toHaveTitle(/^Level/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your level' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'Level' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('0 comp points', { exact: true })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Progress to level 2' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 100 points: 100 more to reach level 2.');
  });

  const slider = page.getByRole('list', { name: 'All levels' });
  const cards = slider.getByRole('article');

  await test.step('the slider holds the twelve levels with their gifts, level 1 marked as the player’s', async () => {
    await expect(cards).toHaveCount(12);
    const mine = cards.first();
    await expect(mine).toHaveAttribute('aria-current', 'step');
    await expect(mine).toContainText('Your level');
    await expect(mine).toContainText('50 comp points');
    await expect(cards.nth(5)).toContainText('Locked');
    await expect(cards.nth(5)).toContainText('€150.00 bonus');
    await expect(cards.nth(5)).toContainText('9% cashback');
  });

  await test.step('the keyboard walks the levels, one tab stop for the list', async () => {
    await page.getByRole('button', { name: 'Next level' }).focus();
    await page.keyboard.press('Tab');
    await expect(cards.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(cards.nth(11)).toBeFocused();
    await expect(cards.nth(11)).toBeInViewport();
    await page.keyboard.press('Home');
    await expect(cards.first()).toBeFocused();
    // Tab leaves the list at once: only one level is a tab stop.
    await page.keyboard.press('Tab');
    await expect(cards.nth(1)).not.toBeFocused();
  });

  await test.step('the VIP card: rising star, bronze next, the €50 deposit counted, valid until the quarter ends', async () => {
    const vip = page.getByRole('region', { name: 'VIP status' });
    await expect(vip).toContainText('Rising star');
    await expect(vip).toContainText('Next status: Bronze');
    await expect(vip.getByRole('progressbar', { name: 'Progress to Bronze' })).toBeVisible();
    await expect(vip).toContainText('€50.00 of €6,000.00');
    await expect(vip).toContainText('€0.00 of €60,000.00');
    await expect(vip).toContainText(`Your status holds until ${quarterEnd()}, the end of the quarter.`);
  });

  await test.step('axe finds nothing serious on the tab', async () => {
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  expect(consoleErrors, 'console errors').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the second brand shows the level tab in German, within the screen width', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const player = await registerByApi(request, newCredentials('level-phone'));
    await logInOn(page, 'lumen.localhost', player);
    await page.goto(onHost('lumen.localhost', '/de/profile/level'));
    await expect(page.getByRole('heading', { level: 2, name: 'Dein Level' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Fortschritt bis Level 2' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Alle Level' }).getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText('50 Comp-Punkte');
    await expect(cards.first()).toBeInViewport();
    await page.getByRole('button', { name: 'Nächstes Level' }).click();
    await expect(cards.nth(1)).toBeInViewport();
    const vip = page.getByRole('region', { name: 'VIP-Status' });
    await expect(vip).toContainText('Aufsteiger');
    await expect(vip).toContainText('Nächster Status: Bronze');
    await expect(vip).toContainText(`Dein Status gilt bis zum ${quarterEnd()}, dem Ende des Quartals.`);
    // The slider scrolls within itself: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});
