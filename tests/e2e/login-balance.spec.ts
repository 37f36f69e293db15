import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { PORT, test, expect } from './support/site.ts';

// Node does not resolve *.localhost as Chromium does; plain localhost is a nova host too.
const sandboxApi = (path: string) => `http://localhost:${PORT}${path}`;

test('a registered player logs in through the popup and sees the balance follow a real-time push', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Secret#123';
  // The registration itself is covered by the sandbox's HTTP tests; here it only provides a player.
  const registered = await request.post(sandboxApi('/api/users'), {
    data: {
      user: { email, password, password_confirmation: password, currency: 'EUR', terms_acceptance: true },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // A new player has no money yet (the welcome bonus waits to be activated).
  await expect(header.getByRole('button', { name: 'Balance: €0.00' })).toBeVisible();

  const account = {
    currency: 'EUR',
    amount_cents: 123_456,
    available_to_cashout_cents: 113_456,
    available_to_bet_with_locked_cent: 123_456,
    hidden_at: null,
    deposit_available: true,
    selected_lottery_id: 0,
    active: true,
  };
  // Pushed until the page's socket has subscribed (the answer counts the subscribers reached).
  await expect
    .poll(async () => {
      const pushed = await request.post(sandboxApi('/sandbox/admin/push'), {
        data: { email, channel: 'balance', data: account },
        headers: sandboxAdminHeaders,
      });
      expect(pushed.status()).toBe(200);
      return ((await pushed.json()) as { subscribers: number }).subscribers;
    })
    .toBeGreaterThan(0);
  await expect(header.getByRole('button', { name: 'Balance: €1,234.56' })).toBeVisible();
  await header.getByRole('button', { name: 'Balance: €1,234.56' }).click();
  // Real money is what can be cashed out; the rest is bonus money.
  await expect(header).toContainText('€1,134.56');
  await expect(header).toContainText('€100.00');
  expect(consoleErrors, 'console errors').toEqual([]);
});
