import { savePersonalDetails } from './support/personal-details.ts';
import { openOutbox } from './support/sandbox-admin.ts';
import { expect, test } from './support/site.ts';

// The sandbox issue's "done when": a new player registers, confirms the e-mail through the
// outbox, deposits, plays the sandbox slot for real money and sees the header balance follow,
// all without a reload.
test('a new player registers, confirms, deposits and plays for real money', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const email = `new.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Secret#123';

  await test.step('register through the sign-up popup', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Repeat password').fill(password);
    await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toContainText(`We sent a confirmation e-mail to ${email}`);
    await dialog
      .getByRole('region', { name: 'Welcome aboard!' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  });

  await test.step('confirm the e-mail with the link of the outbox', async () => {
    await openOutbox(page);
    const mail = page.locator('article', { hasText: email });
    await mail.getByRole('link', { name: 'Confirm my e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your e-mail is confirmed');
  });

  await test.step('complete the profile and deposit by card', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await savePersonalDetails(page.getByRole('dialog'));

    const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(cashbox.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
    await cashbox.getByLabel(/^Amount/).fill('50');
    await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cashbox.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await cashbox.getByLabel('CVV').fill('123');
    await cashbox.getByRole('button', { name: 'Deposit CA$50.00' }).click();
    await expect(cashbox).toContainText('Deposit successful');
    await page.keyboard.press('Escape');
    // A visitor from Canada (the sandbox's geo for this host) gets Canadian dollars.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Balance: CA$50.00' })).toBeVisible();
  });

  await test.step('play the sandbox slot for real money; the header follows the spin', async () => {
    await page.goto('/play/drift-studios/twisted-express-1000');
    const slot = page.frameLocator('iframe');
    await expect(slot.getByText('Balance: CA$50.00')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Balance: CA$50.00' })).toBeVisible();
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.locator('#result')).toHaveText(/You win|No win/);
    const after = (await slot.locator('#balance').textContent()) ?? '';
    expect(after).not.toBe('CA$50.00');
    // The socket's balance push reaches the header, no reload.
    await expect(header.getByRole('button', { name: `Balance: ${after}` })).toBeVisible();
  });

  expect(consoleErrors, 'console errors').toEqual([]);
});
