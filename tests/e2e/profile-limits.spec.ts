import AxeBuilder from '@axe-core/playwright';
import { devices, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  logIn,
  mailLinks,
  newCredentials,
  openFirstDeposit,
  payByCard,
  registerByApi,
  type Credentials,
} from './support/player.ts';
import { expect, onHost, sandboxApi, test, waitUntilLive } from './support/site.ts';
import { waitForSocket } from './support/back-office.ts';

const GAME = '/play/drift-studios/twisted-express-1000';
const REACHED_TOAST = 'You have reached one of your limits.';

/** Serious and critical axe violations (WCAG 2.1 A and AA) of the limits tab, one line each. */
async function seriousViolations(page: Page): Promise<string> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    .join('\n');
}

/** The card of one limit in the list, by its name ("Deposit limit") and period ("Per day"). */
const limitCard = (page: Page, name: string, period: string): Locator =>
  page
    .getByRole('list', { name: 'Your limits' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${name} ${period}` }) });

async function setMoneyLimit(page: Page, type: string, period: string, amount: string) {
  // A form takes input once the page is live: what is typed into the server's markup before is not kept.
  await waitUntilLive(page);
  const form = page.getByRole('form', { name: 'Set a limit' });
  await form.getByRole('combobox', { name: 'Limit' }).selectOption({ label: type });
  await form.getByRole('combobox', { name: 'Period' }).selectOption({ label: period });
  await form.getByRole('textbox', { name: /^(Amount|Session length)/ }).fill(amount);
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your limit is set and applies from now.' }),
  ).toBeVisible();
}

/** The newest limit-change link the sandbox mailed to a player. */
async function limitConfirmationLink(request: APIRequestContext, email: string): Promise<URL> {
  const links = await mailLinks(request, email);
  const link = links.find((url) => url.pathname === '/profile/limits/confirm');
  expect(link, 'a limit confirmation link in the newest mail').toBeDefined();
  return link as URL;
}

test('a player limits deposits and bets, is stopped by them, and raises a limit by the e-mailed link', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = newCredentials('limits');
  await registerByApi(request, player);
  await logIn(page, player);

  await test.step('the limits tab starts empty, and passes axe', async () => {
    await page.goto('/profile/limits');
    await expect(page).toHaveTitle(/^Limits/);
    await expect(page.getByRole('heading', { level: 2, name: 'Responsible gaming limits' })).toBeVisible();
    await expect(page.getByText('You have not set any limits yet.')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'Limits' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toBe('');
  });

  await test.step('a deposit limit of €50 a day applies at once', async () => {
    await setMoneyLimit(page, 'Deposit limit', 'Per day', '50');
    const deposit = limitCard(page, 'Deposit limit', 'Per day');
    await expect(deposit).toContainText('€0.00 of €50.00 used');
    await expect(deposit).toContainText('€50.00 left');
  });

  await test.step('a deposit up to the limit is told on the socket that the limit is reached', async () => {
    await waitForSocket(request, player.email);
    const cashbox = await openFirstDeposit(page);
    await payByCard(cashbox, '50', 'Deposit €50.00');
    await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    await expect(page.getByText(REACHED_TOAST)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cashbox).toBeHidden();
  });

  await test.step('the tab shows the deposit limit reached, and passes axe', async () => {
    await page.getByRole('button', { name: 'Show my limits' }).click();
    await expect(page).toHaveURL(/\/profile\/limits$/);
    const deposit = limitCard(page, 'Deposit limit', 'Per day');
    await expect(deposit).toContainText('€50.00 of €50.00 used');
    await expect(deposit.getByText('Reached', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toBe('');
  });

  await test.step('a wager limit reached in the game sends the player to the limits tab', async () => {
    await setMoneyLimit(page, 'Wager limit', 'Per day', '1');
    await page.goto(GAME);
    const slot = page.frameLocator('iframe');
    await expect(slot.getByText('Balance: €50.00')).toBeVisible();
    await waitForSocket(request, player.email);
    await slot.getByLabel('Bet').selectOption('100');
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(page).toHaveURL(/\/profile\/limits$/);
    await expect(page.getByText(REACHED_TOAST)).toBeVisible();
    const wager = limitCard(page, 'Wager limit', 'Per day');
    await expect(wager).toContainText('€1.00 of €1.00 used');
    await expect(wager.getByText('Reached', { exact: true })).toBeVisible();
  });

  await test.step('a real game does not open while the limit is reached', async () => {
    await page.goto(GAME);
    await expect(page).toHaveURL(/\/profile\/limits$/);
    await expect(page.getByRole('heading', { name: 'Responsible gaming limits' })).toBeVisible();
  });

  await test.step('raising the wager limit waits for the e-mailed link, which confirms it', async () => {
    const wager = limitCard(page, 'Wager limit', 'Per day');
    await wager.getByRole('button', { name: 'Change Wager limit, Per day' }).click();
    const form = wager.getByRole('form', { name: 'Change Wager limit, Per day' });
    await form.getByRole('textbox', { name: 'Amount (EUR)' }).fill('100');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('We sent you an e-mail: the higher limit applies once you confirm it'),
    ).toBeVisible();
    await expect(wager).toContainText('A higher amount waits for your confirmation by e-mail');
    await expect(wager).toContainText('€1.00 of €1.00 used');

    const link = await limitConfirmationLink(request, player.email);
    await page.goto(link.href);
    await expect(page.getByRole('status').filter({ hasText: 'Limit change confirmed' })).toContainText(
      'Your new limit applies from now.',
    );
    const raised = limitCard(page, 'Wager limit', 'Per day');
    await expect(raised).toContainText('€1.00 of €100.00 used');
    await expect(raised.getByText('Reached', { exact: true })).toHaveCount(0);
    await expect(raised).not.toContainText('waits for your confirmation');
    expect(await seriousViolations(page)).toBe('');

    // The link has done its one job: opened again, it is refused.
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid');
  });

  await test.step('with no limit reached but the deposit one, the game opens again', async () => {
    await page.goto(GAME);
    // The €1 spin before may have won: €49.00 or more.
    await expect(page.frameLocator('iframe').getByText(/^Balance: €\d+\.\d{2}$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${GAME}`));
  });

  await test.step('removing the deposit limit waits for its link too', async () => {
    await page.goto('/profile/limits');
    const deposit = limitCard(page, 'Deposit limit', 'Per day');
    await deposit.getByRole('button', { name: 'Remove Deposit limit, Per day' }).click();
    await expect(
      page.getByText('We sent you an e-mail: the limit is removed once you confirm it'),
    ).toBeVisible();
    await expect(deposit).toContainText('Removing this limit waits for your confirmation by e-mail');
    await page.goto((await limitConfirmationLink(request, player.email)).href);
    await expect(page.getByText('The limit is removed.')).toBeVisible();
    await expect(limitCard(page, 'Deposit limit', 'Per day')).toHaveCount(0);
  });

  // The expected ones: the refusal of the used link opened again, which the client logs as a failed call.
  const refusedLink = (error: string) =>
    error.includes('/api/user_limits/confirm') || error.includes('confirmLimit failed');
  expect(
    consoleErrors.filter((error) => !refusedLink(error)),
    'console errors',
  ).toEqual([]);
  expect(consoleErrors.filter(refusedLink)).toHaveLength(2);
});

test('a cooling-off keeps the player signed in but out of the games; a self-exclusion logs them out', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const player = newCredentials('locks');
  await registerByApi(request, player);
  await logIn(page, player);
  await page.goto('/profile/limits');
  // A form takes input once the page is live: a click on its checkbox before is held for later.
  await waitUntilLive(page);
  const form = page.getByRole('form', { name: 'Set a limit' });

  await form.getByRole('combobox', { name: 'Limit' }).selectOption({ label: 'Cooling-off' });
  await form.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 day' });
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(form.getByText('I understand and want to go ahead must be accepted')).toBeVisible();
  await form.getByRole('checkbox', { name: 'I understand and want to go ahead' }).check();
  await form.getByRole('button', { name: 'Set limit' }).click();
  const lock = limitCard(page, 'Cooling-off', '1 day');
  await expect(lock).toContainText('No play and no deposits until then.');
  await expect(lock.getByText('Reached', { exact: true })).toBeVisible();
  await expect(lock.getByRole('button')).toHaveCount(0);

  await page.goto(GAME);
  await expect(page).toHaveURL(/\/profile\/limits$/);
  await waitUntilLive(page);

  await form.getByRole('combobox', { name: 'Limit' }).selectOption({ label: 'Self-exclusion' });
  await expect(form.getByRole('combobox', { name: 'Limit' }).getByRole('option')).not.toContainText([
    'Cooling-off',
  ]);
  await form.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '6 months' });
  await form.getByRole('checkbox', { name: 'I understand and want to go ahead' }).check();
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toContainText('Your account is locked (selfexclusion)');

  // Expected: the 401s of the ended session, and the refused sign-in, which the client logs.
  const expected = /status of (401|422)|failed: ApiError/;
  expect(
    consoleErrors.filter((error) => !expected.test(error)),
    'console errors',
  ).toEqual([]);
});

/** Registers a player of the EE licence (an Estonian, 21 or older) and confirms the address. */
async function registerEstonian(request: APIRequestContext): Promise<Credentials> {
  const player = newCredentials('ee');
  const { email, password } = player;
  const registered = await request.post(sandboxApi('/api/users'), {
    data: {
      user: {
        email,
        password,
        password_confirmation: password,
        currency: 'EUR',
        country: 'EE',
        date_of_birth: '10/12/1990',
        terms_acceptance: true,
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const [link] = await mailLinks(request, email);
  const confirmed = await request.get(sandboxApi(`/api/users/confirmation${link?.search ?? ''}`));
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return player;
}

/** Logs in on another host, in English (the Estonian host otherwise speaks Estonian). */
async function logInOnHost(page: Page, host: string, player: Credentials) {
  await page.goto(onHost(host, '/en/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

const toSeconds = (text: string | null) => {
  const [hours = 0, minutes = 0, seconds = 0] = (text ?? '').split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('the limits tab fits the screen, takes a session limit and passes axe', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const player = newCredentials('limits-phone');
    await registerByApi(request, player);
    await logIn(page, player);
    await page.goto('/profile/limits');
    await expect(page.getByText('You have not set any limits yet.')).toBeVisible();
    await setMoneyLimit(page, 'Session time limit', 'Per day', '90');
    await expect(limitCard(page, 'Session time limit', 'Per day')).toContainText('of 90 min used');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toBe('');
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('the Estonian session timer fits the phone header', async ({ page, request }) => {
    const player = await registerEstonian(request);
    await logInOnHost(page, 'ee.nova.localhost', player);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('timer', { name: 'Session time' })).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(banner.getByRole('timer', { name: 'Session time' })).toBeInViewport();
    await expect(banner.getByRole('link', { name: 'Deposit' })).toBeInViewport();
  });
});

test('under the Estonian licence the header times the session from login, across a reload, until logout', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const host = 'ee.nova.localhost';
  const player = await registerEstonian(request);
  await logInOnHost(page, host, player);

  const timer = page.getByRole('banner').getByRole('timer', { name: 'Session time' });
  await expect(timer).toHaveText(/^00:00:0\d$/);
  await expect
    .poll(async () => toSeconds(await timer.textContent()), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);

  const beforeReload = toSeconds(await timer.textContent());
  await page.reload();
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  expect(toSeconds(await timer.textContent())).toBeGreaterThanOrEqual(beforeReload);

  await page.goto(onHost(host, '/en/profile'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(timer).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('croupier.session-start'))).toBeNull();

  // The next login starts a new session from zero.
  await page.waitForTimeout(1_100);
  await logInOnHost(page, host, player);
  await expect(timer).toHaveText(/^00:00:0[0-2]$/);
  expect(consoleErrors, 'console errors').toEqual([]);
});

// The licence follows the player: a CW player signed in on the Estonian host gets no timer.
test('a CW player sees no session timer on the Estonian host', async ({ page, request }) => {
  const player = await registerByApi(request);
  await logInOnHost(page, 'ee.nova.localhost', player);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('timer')).toHaveCount(0);
});
