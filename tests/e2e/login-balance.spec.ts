import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxApi, test, expect } from './support/site.ts';

test('a registered player logs in through the popup and sees the balance follow a real-time push', async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = newCredentials();
  const { email } = player;
  // The registration itself is covered by the sandbox's HTTP tests; here it only provides a player.
  await registerByApi(request, player);
  await logIn(page, player);

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
