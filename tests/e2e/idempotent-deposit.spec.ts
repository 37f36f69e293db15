import { logIn, newCredentials, openFirstDeposit, payByCard, registerByApi } from './support/player.ts';
import { expect, sandboxApi, test } from './support/site.ts';

const DEPOSIT_PATH = '/api/sandbox-payments/deposit';

// No double charge: the deposit reaches the server, its answer is lost on the way
// back (the connection resets), the client sends it again, and the player is charged once.
test('a deposit whose answer is lost once is paid once, and the cashbox says it succeeded', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const player = newCredentials('once');
  await registerByApi(request, player);
  await logIn(page, player);

  const keys: (string | undefined)[] = [];
  await page.route(`**${DEPOSIT_PATH}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    // The server takes the deposit (with the page's cookie and key) and answers; the answer never
    // reaches the page. Sent from Node, which knows the sandbox as localhost, not nova.localhost.
    const answer = await route.fetch({ url: sandboxApi(DEPOSIT_PATH) });
    expect(answer.status()).toBe(201);
    return route.abort('connectionreset');
  });

  const cashbox = await openFirstDeposit(page);
  await payByCard(cashbox, '50', 'Deposit €50.00');
  await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  await cashbox.getByRole('button', { name: 'Back to balance' }).click();
  const history = cashbox.getByRole('list', { name: 'Recent payments' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(['€50.00']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance: €50.00' })).toBeVisible();

  // The page asks the server itself, with the player's session: one deposit.
  const payments = await page.evaluate(
    async (path) => (await (await fetch(path)).json()) as { action: string }[],
    '/api/player/payments',
  );
  expect(payments.filter((payment) => payment.action === 'deposit')).toHaveLength(1);

  // The one expected error: the browser's note on the connection reset of the first attempt.
  const others = consoleErrors.filter(
    (error) => !(error.includes('ERR_CONNECTION_RESET') && error.includes(DEPOSIT_PATH)),
  );
  expect(others, 'console errors').toEqual([]);
});
