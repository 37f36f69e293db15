import AxeBuilder from '@axe-core/playwright';
import { newCredentials, registerByApi } from './support/player.ts';
import { expect, onHost, test } from './support/site.ts';

// The history tab on a phone, on the second brand and in German: a card per payment, the recall
// confirmed in a dialog, the page deep-linked by `?page=`.
test('on a phone the history shows payments as cards, pages them and recalls a withdrawal', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('history-phone'));

  await test.step('sign in on lumen, deposit four times and ask for a withdrawal, as the cashbox does', async () => {
    await page.goto(onHost('lumen.localhost', '/de'));
    const made = await page.evaluate(async ({ email, password }) => {
      const send = async (method: string, path: string, body: unknown) => {
        const response = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify(body),
        });
        return response.status;
      };
      const card = { card_number: '4242424242424242', expiry: '12/39', cvv: '123' };
      const statuses = [
        await send('POST', '/api/users/sign_in', { user: { email, password } }),
        await send('PATCH', '/api/player', {
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
        }),
      ];
      for (const amount of [1_000, 2_000, 3_000, 4_000]) {
        statuses.push(
          await send('POST', '/api/sandbox-payments/deposit', {
            method: 'card-eur',
            amount_cents: amount,
            currency: 'EUR',
            fields: card,
          }),
        );
      }
      statuses.push(
        await send('POST', '/api/sandbox-payments/cashout', {
          method: 'card-eur',
          amount_cents: 2_500,
          currency: 'EUR',
          fields: card,
        }),
      );
      return statuses;
    }, player);
    expect(made.slice(0, 1)).toEqual([200]);
    expect(made.slice(2)).toEqual([201, 201, 201, 201, 201]);
  });

  const payments = page.getByRole('region', { name: 'Zahlungen' });
  const cards = payments.getByRole('list', { name: 'Deine Zahlungen' });

  await test.step('the page of the address shows its payments as cards', async () => {
    // Five payments fit on the first page (ten a page): a link to page 2 is past the end, and says so.
    await page.goto(onHost('lumen.localhost', '/de/profile/games-history?page=2'));
    await expect(payments).toContainText('Auf Seite 2 gibt es keine Zahlungen.');
    await payments.getByRole('link', { name: 'Zu Seite 1' }).click();
    await expect(page).toHaveURL(/\/de\/profile\/games-history$/);
    await expect(cards.getByRole('listitem')).toHaveCount(5);
    await expect(payments.getByRole('table')).toHaveCount(0);
    const first = cards.getByRole('listitem').first();
    await expect(first).toContainText('Auszahlung · Visa / Mastercard');
    await expect(first).toContainText('25,00 €');
    await expect(first).toContainText('Ausstehend');
    await expect(cards.getByRole('listitem').nth(1)).toContainText('Erfolgreich');
    // The cards fit the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  await test.step('recall the withdrawal from its card', async () => {
    await cards.getByRole('button', { name: 'Auszahlung über 25,00 € zurückziehen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diese Auszahlung zurückziehen?' });
    await dialog.getByRole('button', { name: 'Auszahlung zurückziehen' }).click();
    await expect(dialog).toBeHidden();
    await expect(payments.getByRole('status')).toContainText('wurde zurückgezogen');
    await expect(cards.getByRole('listitem').first()).toContainText('Zurückgezogen');
    await expect(cards.getByRole('button')).toHaveCount(0);
  });

  expect(consoleErrors, 'console errors').toEqual([]);
});
