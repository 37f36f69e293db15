import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { logIn, mailLinks, newCredentials, registerByApi, type Credentials } from './support/player.ts';
import { expect, isPhone, onHost, openSidebar, scrollUntilRendered, test } from './support/site.ts';

// The profile's main tab as a new player uses it: their details (the Canadian postal code fills
// the province), the subscriptions, the language; then every way out of the session: the profile
// head, the balance dropdown, the sidebar (phone) and a lost session (401).

/** Registers through the sign-up popup and confirms the address with the link of the mail. */
async function signUpAndConfirm(page: Page, request: Parameters<typeof mailLinks>[0]): Promise<Credentials> {
  const player = newCredentials('profile');
  await page.goto('/registration');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toContainText(`We sent an e-mail to ${player.email}`);

  const [link] = await mailLinks(request, player.email);
  expect(link, 'the confirmation link of the mail').toBeDefined();
  // The link signs in the browser that registered.
  await page.goto(`${link!.pathname}${link!.search}`);
  await expect(page.getByRole('dialog')).toContainText('Your e-mail is confirmed');
  return player;
}

const guestHeader = (page: Page, name = 'Log in') => page.getByRole('banner').getByRole('link', { name });

/** The personal details form of the profile. */
const detailsForm = (page: Page) => page.getByRole('form', { name: 'Personal details' });

async function expectSavedDetails(form: Locator) {
  await expect(form.getByLabel('Nickname')).toHaveValue('Lucky Ada');
  await expect(form.getByLabel('City')).toHaveValue('Toronto');
  await expect(form.getByLabel('Postal code')).toHaveValue('M5V 2T6');
  await expect(form.getByLabel('State or province')).toHaveValue('ON');
  await expect(form.getByLabel('Date of birth')).toHaveValue('10/12/1990');
}

test('a new player edits their profile, subscriptions and language, and signs out from every place', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const player = await signUpAndConfirm(page, request);

  await test.step('the profile shows the account and saves the details; M5V 2T6 fills Ontario', async () => {
    await page.goto('/profile');
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account).toContainText(player.email);
    await expect(account).toContainText('Confirmed');
    await expect(account).toContainText('Canadian Dollar (CAD)');

    const form = detailsForm(page);
    await form.getByLabel('Nickname').fill('Lucky Ada');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Date of birth').fill('10/12/1990');
    await form.getByLabel('Gender').selectOption({ label: 'Female' });
    await form.getByLabel('City').fill('Toronto');
    await form.getByLabel('Address').fill('1 King Street');
    await form.getByLabel('Postal code').fill('M5V 2T6');
    await expect(form.getByLabel('State or province')).toHaveValue('ON');
    await expect(form).toContainText('Filled in from your postal code.');
    await form.getByLabel('Mobile phone').fill('+1 416 555 0100');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Your details have been saved.');

    await page.reload();
    await expectSavedDetails(detailsForm(page));
  });

  await test.step('switches the promo e-mails, and hears "already subscribed" for SMS turned on elsewhere', async () => {
    // Below the first view on a phone: it mounts as the player scrolls to it.
    const subscriptions = await scrollUntilRendered(
      page,
      page.getByRole('region', { name: 'Subscriptions' }),
    );
    const promo = subscriptions.getByRole('checkbox', { name: 'Promotional e-mails' });
    const sms = subscriptions.getByRole('checkbox', { name: 'Offers by SMS' });
    await expect(sms).not.toBeChecked();
    const promoWasOn = await promo.isChecked();
    await promo.click();
    await expect(subscriptions.getByRole('status')).toHaveText(
      promoWasOn
        ? 'You will no longer receive promotional e-mails.'
        : 'You are now subscribed to our promotional e-mails.',
    );
    await expect(promo).toBeChecked({ checked: !promoWasOn });

    // Another tab subscribes meanwhile; this page still shows SMS off.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/subscriptions', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscription_params: { receive_sms_promos: true } }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await expect(sms).not.toBeChecked();
    await sms.click();
    await expect(subscriptions.getByRole('status')).toHaveText(
      'You are already subscribed to our SMS offers.',
    );
    await expect(sms).toBeChecked();
  });

  await test.step('changes the language to Deutsch and lands on /de/profile', async () => {
    const language = page.getByRole('region', { name: 'Language' });
    await language.getByLabel('Language of the site').selectOption({ label: 'Deutsch' });
    await language.getByRole('button', { name: 'Change language' }).click();
    await expect(page).toHaveURL(/\/de\/profile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Konto' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Persönliche Angaben' }).getByLabel('Stadt')).toHaveValue(
      'Toronto',
    );
  });

  await test.step('signs out from the profile head and is a guest in the lobby', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(guestHeader(page, 'Anmelden')).toBeVisible();
    await expect(page).toHaveURL(/\/de$/);
    await page.goto('/de/profile');
    // A guest cannot see a profile: the page asks to register instead.
    await expect(page.getByRole('dialog', { name: 'Registrieren' })).toBeVisible();
  });

  await test.step('signs in again and finds the details and subscriptions kept', async () => {
    await logIn(page, player);
    await page.goto('/profile');
    await expectSavedDetails(detailsForm(page));
    const subscriptions = await scrollUntilRendered(
      page,
      page.getByRole('region', { name: 'Subscriptions' }),
    );
    await expect(subscriptions.getByRole('checkbox', { name: 'Offers by SMS' })).toBeChecked();
  });

  await test.step('signs out from the balance dropdown', async () => {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /^Balance:/ }).click();
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(guestHeader(page)).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  if (isPhone(page)) {
    await test.step('signs in again and signs out from the sidebar', async () => {
      await logIn(page, player);
      await page.goto('/profile');
      const sidebar = await openSidebar(page);
      await sidebar.getByRole('button', { name: 'Log out' }).click();
      await expect(sidebar).toBeHidden();
      await expect(guestHeader(page)).toBeVisible();
      await expect(page).toHaveURL(/:\d+\/$/);
    });
  }

  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a lost session (401 on any call) logs the player out and opens the login', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  const player = await registerByApi(request, newCredentials('lost'));
  await logIn(page, player);
  await page.goto('/profile');
  const promo = await scrollUntilRendered(page, page.getByRole('checkbox', { name: 'Promotional e-mails' }));
  await expect(promo).toBeVisible();

  // The session ends behind the page's back (a session limit, a sign-out in another browser...).
  await context.clearCookies({ name: 'croupier_session' });
  await promo.click();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(guestHeader(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscriptions' })).toHaveCount(0);

  // The player signs in again from there and goes on.
  await login.getByLabel('E-mail').fill(player.email);
  await login.getByLabel('Password').fill(player.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance:/ })).toBeVisible();
  // The refused calls are reported (by the browser, and logged by the client); nothing else may go wrong.
  expect(consoleErrors.filter((error) => !/status (of|code) 401/.test(error))).toEqual([]);
});

for (const host of ['nova.localhost', 'lumen.localhost']) {
  test(`the profile main tab passes axe on ${host}`, async ({ page, request }) => {
    const player = await registerByApi(request, newCredentials('axe'));
    await page.goto(onHost(host, '/login'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail').fill(player.email);
    await dialog.getByLabel('Password').fill(player.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(onHost(host, '/profile'));
    // What a phone shows below the first view mounts as the player scrolls down to it.
    await expect(
      await scrollUntilRendered(page, page.getByRole('checkbox', { name: 'Offers by SMS' })),
    ).toBeVisible();
    await expect(
      await scrollUntilRendered(page, page.getByRole('button', { name: 'Change language' })),
    ).toBeVisible();
    await expect(detailsForm(page).getByLabel('Postal code')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('main')
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
}
