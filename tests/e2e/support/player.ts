import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, sandboxApi } from './site.ts';

// The steps of a player's journey that several journeys share: one copy each, so that a change of
// the registration or the cashbox is followed in one place.

/** The sign-in details of a player a journey creates. */
export interface Credentials {
  email: string;
  password: string;
}

/** A new player's e-mail (unique per run) and password. */
export function newCredentials(prefix = 'e2e'): Credentials {
  return {
    email: `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Secret#123',
  };
}

/** The links of the newest mail the sandbox "sent" to an address (what the outbox page shows). */
export async function mailLinks(request: APIRequestContext, to: string): Promise<URL[]> {
  const outbox = await request.get(sandboxApi('/sandbox/outbox.json'));
  expect(outbox.status(), await outbox.text()).toBe(200);
  const mails = (await outbox.json()) as { to: string; links: { url: string }[] }[];
  return (mails.find((mail) => mail.to === to)?.links ?? []).map((link) => new URL(link.url));
}

/**
 * A new player, registered through the API and confirmed by the link of their mail, as a player
 * does it (registration alone signs nobody in, and an unconfirmed address cannot sign in): for
 * journeys about what comes after (the registration form has journeys and sandbox tests of its own).
 */
export async function registerByApi(
  request: APIRequestContext,
  player: Credentials = newCredentials(),
  currency = 'EUR',
): Promise<Credentials> {
  const { email, password } = player;
  const registered = await request.post(sandboxApi('/api/users'), {
    data: { user: { email, password, password_confirmation: password, currency, terms_acceptance: true } },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const [link] = await mailLinks(request, email);
  const confirmed = await request.get(sandboxApi(`/api/users/confirmation${link?.search ?? ''}`));
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return player;
}

/** Logs in through the popup of /login; resolves once the popup has closed. */
export async function logIn(page: Page, player: Credentials) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens the cashbox from the header's Deposit for a player's first deposit: the personal details a
 * fiat deposit needs come first. Resolves with the cashbox on its Deposit tab.
 */
export async function openFirstDeposit(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  const details = page.getByRole('dialog');
  await details.getByLabel('First name').fill('Ada');
  await details.getByLabel('Last name').fill('Lovelace');
  await details.getByLabel('Date of birth').fill('10/12/1990');
  await details.getByLabel('Gender').selectOption({ label: 'Female' });
  await details.getByLabel('City').fill('Toronto');
  await details.getByLabel('Address').fill('1 King Street');
  await details.getByLabel('Postal code').fill('M5V 2T6');
  await details.getByLabel('Mobile phone').fill('+1 416 555 0100');
  await details.getByRole('button', { name: /^Save/ }).click();
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(cashbox.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
  return cashbox;
}

/**
 * Fills a card deposit of `amount` (in units) with the sandbox's test card and presses the submit
 * button, whose name says the amount (`Deposit CA$50.00`).
 */
export async function payByCard(cashbox: Locator, amount: string, submitName: string) {
  await cashbox.getByLabel(/^Amount/).fill(amount);
  await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cashbox.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await cashbox.getByLabel('CVV').fill('123');
  await cashbox.getByRole('button', { name: submitName }).click();
}
