import { newCredentials, openFirstDeposit, payByCard } from './support/player.ts';
import { openOutbox } from './support/sandbox-admin.ts';
import { expect, test } from './support/site.ts';

// The sandbox issue's "done when": a new player registers, is signed in by the confirmation link
// of the outbox, deposits, plays the sandbox slot for real money and sees the header balance
// follow, all without a reload.
test('a new player registers, confirms, deposits and plays for real money', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { email, password } = newCredentials('new');

  await test.step('register through the sign-up popup', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toContainText(`We sent an e-mail to ${email}`);
    await dialog
      .getByRole('region', { name: 'Check your e-mail' })
      .getByRole('button', { name: 'Close' })
      .click();
    // Only the owner of the address can use the account: still a guest until the link is opened.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  await test.step('confirm the e-mail with the link of the outbox, which signs the player in', async () => {
    await openOutbox(page);
    const mail = page.locator('article', { hasText: email });
    await mail.getByRole('link', { name: 'Confirm my e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your e-mail is confirmed');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  });

  await test.step('complete the profile and deposit by card', async () => {
    await page.goto('/');
    const cashbox = await openFirstDeposit(page);
    await payByCard(cashbox, '50', 'Deposit CA$50.00');
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
