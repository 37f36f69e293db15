import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import {
  logIn,
  newCredentials,
  openFirstDeposit,
  payByCard,
  registerByApi,
  type Credentials,
} from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, onHost, sandboxApi, test } from './support/site.ts';

/** Pushes a real-time message to a player, again until the page's socket has subscribed. */
async function push(request: APIRequestContext, email: string, channel: string, data: unknown) {
  await expect
    .poll(async () => {
      const pushed = await request.post(sandboxApi('/sandbox/admin/push'), {
        data: { email, channel, data },
        headers: sandboxAdminHeaders,
      });
      expect(pushed.status()).toBe(200);
      return ((await pushed.json()) as { subscribers: number }).subscribers;
    })
    .toBeGreaterThan(0);
}

/** Logs in through the popup of /login on another brand's host. */
async function logInOn(page: Page, host: string, player: Credentials) {
  await page.goto(onHost(host, '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test('a Canadian player opens a bitcoin account, switches between accounts and deposits bitcoin', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('accounts'), 'CAD');
  await logIn(page, player);
  const header = page.getByRole('banner');

  // The balance panel lists the one account there is, and offers another currency.
  await header.getByRole('button', { name: 'Balance: CA$0.00' }).click();
  const accounts = header.getByRole('region', { name: 'Your accounts' });
  await expect(accounts.getByRole('button')).toHaveText(['CADCA$0.00']);
  await expect(accounts.getByRole('button', { name: /^CAD/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page, '.cr-site-header__balance'), 'axe: balance panel').toEqual([]);
  await header.getByRole('button', { name: 'Add a currency' }).click();

  // The popup offers the other fiat currencies and every crypto one, bitcoin in µBTC.
  const popup = page.getByRole('dialog', { name: 'Add a currency' });
  await expect(popup.getByRole('group', { name: 'Cryptocurrencies' })).toBeVisible();
  await expect(popup.getByRole('radio', { name: /CAD/ })).toHaveCount(0);
  await expect(popup.getByRole('radio', { name: /EUR/ })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'axe: currency popup').toEqual([]);
  await popup.getByRole('radio', { name: /BTC\s+Bitcoin/ }).check();
  await popup.getByRole('button', { name: 'Open BTC account' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText('Your BTC account is open and in use.')).toBeVisible();

  // The new account is the one in use; the header shows it in micro units.
  const btcBalance = header.getByRole('button', { name: 'Balance: 0 µBTC' });
  await expect(btcBalance).toBeVisible();

  // Switching back and forth: the same call selects an account the player holds.
  await btcBalance.click();
  await expect(accounts.getByRole('button')).toHaveText(['BTC0 µBTC', 'CADCA$0.00']);
  await accounts.getByRole('button', { name: /^CAD/ }).click();
  await expect(header.getByRole('button', { name: 'Balance: CA$0.00' })).toBeVisible();
  await expect(accounts.getByRole('button', { name: /^CAD/ })).toHaveAttribute('aria-pressed', 'true');
  await accounts.getByRole('button', { name: /^BTC/ }).click();
  await expect(btcBalance).toBeVisible();

  // The cashbox follows the account in use: bitcoin, typed in µBTC (no personal details for crypto).
  await page.keyboard.press('Escape');
  await header.getByRole('link', { name: 'Deposit' }).click();
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(cashbox.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
  await expect(cashbox.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  await cashbox.getByLabel('Amount (µBTC)').fill('250');
  await cashbox.getByRole('button', { name: 'Deposit 250 µBTC' }).click();
  await expect(cashbox).toContainText('New balance: 250 µBTC');
  await expect(cashbox).toContainText('Your Bitcoin deposit address');
  await cashbox.getByRole('tab', { name: 'Balance' }).click();
  await expect(cashbox.getByRole('definition').last()).toHaveText('250 µBTC');
  await page.keyboard.press('Escape');
  await expect(cashbox).toBeHidden();

  // The header shows the same amount in the same unit; the CAD account kept its own money.
  await header.getByRole('button', { name: 'Balance: 250 µBTC' }).click();
  await expect(accounts.getByRole('button')).toHaveText(['BTC250 µBTC', 'CADCA$0.00']);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a personal notification pushed in real time shows in the bell with its count and can be deleted', async ({
  page,
  request,
  consoleErrors,
}) => {
  // On the second brand: the header is the same widget there.
  const player = await registerByApi(request, newCredentials('bell'));
  await logInOn(page, 'lumen.localhost', player);
  const header = page.getByRole('banner');

  const bell = header.getByRole('button', { name: 'Notifications', exact: true });
  await bell.click();
  await expect(header.getByText('You have no notifications yet')).toBeVisible();
  await bell.click();

  await push(request, player.email, 'personal_notifications', {
    id: 'e2e-1',
    title: 'Your weekly cashback is ready',
    text: 'Open your gifts to collect it.',
  });
  const counted = header.getByRole('button', { name: 'Notifications: 1 new' });
  await expect(counted).toBeVisible();
  await expect(counted).toContainText('1');

  // From the keyboard: open, reach the delete button, delete; focus stays in the panel.
  await counted.focus();
  await page.keyboard.press('Enter');
  await expect(header.getByText('Your weekly cashback is ready')).toBeVisible();
  await expect(header.getByText('Open your gifts to collect it.')).toBeVisible();
  expect(await seriousViolations(page, '.cr-site-header__bell'), 'axe: notifications panel').toEqual([]);
  await page.keyboard.press('Tab');
  const remove = header.getByRole('button', { name: 'Delete notification: Your weekly cashback is ready' });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(header.getByText('You have no notifications yet')).toBeVisible();
  await expect(header.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Deleted stays deleted after a reload (the feed is kept for two hours in this browser).
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("an operator's notice from the server shows under the header and can be dismissed", async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = await registerByApi(request, newCredentials('notice'));
  const set = await request.post(sandboxApi('/sandbox/admin/notices'), {
    data: { email: player.email, notice: 'Your documents were approved.' },
    headers: sandboxAdminHeaders,
  });
  expect(set.status(), await set.text()).toBe(200);
  await logIn(page, player);
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices).toContainText('Your documents were approved.');
  expect(await seriousViolations(page, '.cr-header-notices'), 'axe: header notices').toEqual([]);
  await notices.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(notices).not.toContainText('Your documents were approved.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notices' })).not.toContainText(
    'Your documents were approved.',
  );
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a deposit the provider cancels within minutes warns the player once, with the way back to the deposit', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const player = await registerByApi(request, newCredentials('canceled'));
  await logIn(page, player);
  const cashbox = await openFirstDeposit(page);
  await payByCard(cashbox, '50', 'Deposit €50.00');
  await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cashbox).toBeHidden();

  // Asked by the page (Node cannot resolve nova.localhost as Chromium does).
  const payments = await page.evaluate(
    async () => (await (await fetch('/api/player/payments')).json()) as { id: number }[],
  );
  expect(payments).toHaveLength(1);
  const canceled = await request.post(sandboxApi(`/sandbox/admin/deposits/${payments[0]!.id}/cancel`), {
    headers: sandboxAdminHeaders,
  });
  expect(canceled.status(), await canceled.text()).toBe(200);

  const warning = page.getByText(
    'Your deposit was canceled. You can try again with the same or another method.',
  );
  await expect(warning).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance: €0.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('dialog', { name: 'Cashbox' })).toBeVisible();

  // Once: not again after a reload in the same session.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance: €0.00' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(warning).toHaveCount(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});
