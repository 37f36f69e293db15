import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { logIn, newCredentials, openFirstDeposit, payByCard, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, sandboxApi, test } from './support/site.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations of the page, one line per rule. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    );
}

/** The cells of each body row of the payments table, as text. */
async function paymentRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const texts: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    texts.push((await rows.nth(i).getByRole('cell').allTextContents()).map((text) => text.trim()));
  }
  return texts;
}

// Issue 15 item 2: the history tab of the profile shows the player's payments with their states,
// lets them recall a pending withdrawal (the balance comes back), and lists the games they played.
test('the history tab shows payments with their states, recalls a withdrawal and lists the games played', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await registerByApi(request, newCredentials('history'));
  await logIn(page, player);
  const balance = (amount: string) =>
    page.getByRole('banner').getByRole('button', { name: `Balance: ${amount}` });

  await test.step('deposit €100 by card', async () => {
    const cashbox = await openFirstDeposit(page);
    await payByCard(cashbox, '100', 'Deposit €100.00');
    await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(balance('€100.00')).toBeVisible();
  });

  await test.step('a withdrawal of €20 is paid out by the cashier', async () => {
    const made = await page.evaluate(async () => {
      const response = await fetch('/api/sandbox-payments/cashout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          method: 'card-eur',
          amount_cents: 2_000,
          currency: 'EUR',
          fields: { card_number: '4242424242424242', expiry: '12/39', cvv: '123' },
        }),
      });
      return { status: response.status, body: (await response.json()) as { payment: { id: number } } };
    });
    expect(made.status).toBe(201);
    const approved = await request.post(
      sandboxApi(`/sandbox/admin/cashouts/${made.body.payment.id}/approve`),
      { headers: sandboxAdminHeaders },
    );
    expect(approved.status(), await approved.text()).toBe(200);
    await expect(balance('€80.00')).toBeVisible();
  });

  // The cashier pays a withdrawal out 30 s after it is made: this one is recalled before that.
  await test.step('ask for a withdrawal of €30 in the cashbox', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
    await cashbox.getByRole('tab', { name: 'Withdraw' }).click();
    const form = cashbox.getByRole('tabpanel', { name: 'Withdraw' });
    await expect(form).toContainText('Available to withdraw: €80.00');
    await form.getByRole('textbox', { name: 'Amount (EUR)' }).fill('30');
    await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await form.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/39');
    await form.getByRole('textbox', { name: 'CVV' }).fill('123');
    await form.getByRole('button', { name: 'Withdraw €30.00' }).click();
    await expect(cashbox.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(balance('€50.00')).toBeVisible();
  });

  const history = page.getByRole('region', { name: 'Payments' });
  const table = history.getByRole('table', { name: 'Your payments, page 1 of 1' });

  await test.step('the history tab lists the three payments, newest first, with their states', async () => {
    await page.goto('/profile/games-history');
    await expect(page).toHaveTitle(/^History — /);
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    await expect(table).toBeVisible();
    await expect
      .poll(() => paymentRows(table))
      .toEqual([
        [
          expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
          'Withdrawal',
          'Visa / Mastercard',
          '€30.00',
          'Pending',
          '—Not completed yet',
          'Recall',
        ],
        [
          expect.any(String),
          'Withdrawal',
          'Visa / Mastercard',
          '€20.00',
          'Successful',
          expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
          '',
        ],
        [expect.any(String), 'Deposit', 'Visa / Mastercard', '€100.00', 'Successful', expect.any(String), ''],
      ]);
  });

  await test.step('recall the pending withdrawal: its state changes and the balance is restored', async () => {
    await table.getByRole('button', { name: 'Recall the withdrawal of €30.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recall this withdrawal?' });
    await expect(dialog).toContainText('The withdrawal of €30.00');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await dialog.getByRole('button', { name: 'Recall withdrawal' }).click();
    await expect(dialog).toBeHidden();
    await expect(history.getByRole('status')).toHaveText(
      'The withdrawal of €30.00 was recalled. The money is back on your balance.',
    );
    await expect(table.locator('tbody tr').first()).toContainText('Recalled');
    await expect(table.getByRole('button', { name: /Recall/ })).toHaveCount(0);
    await expect(balance('€80.00')).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  await test.step('play a game; it is in the games history, linking back to it', async () => {
    await page.goto('/play/drift-studios/twisted-express-1000');
    const slot = page.frameLocator('iframe');
    await expect(slot.getByText('Balance: €80.00')).toBeVisible();
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.locator('#result')).toHaveText(/You win|No win/);

    await page.goto('/profile/games-history');
    const games = page.getByRole('region', { name: 'Games played' });
    const game = games.getByRole('listitem').first();
    await expect(game.getByRole('link', { name: 'Twisted Express 1000' })).toHaveAttribute(
      'href',
      '/play/drift-studios/twisted-express-1000',
    );
    await expect(game).toContainText('Drift Studios');
    await expect(game).toContainText(/Last played \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect(games).toContainText('Games shown: 1 of 1');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await game.getByRole('link', { name: 'Twisted Express 1000' }).click();
    await expect(page).toHaveURL(/\/play\/drift-studios\/twisted-express-1000$/);
  });

  expect(consoleErrors, 'console errors').toEqual([]);
});
