import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { totpCode, totpStep, TOTP_PERIOD_SECONDS } from '../../tools/sandbox/auth/totp.ts';
import { logIn, newCredentials, registerByApi, type Credentials } from './support/player.ts';
import { onHost, test, expect } from './support/site.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;

/** Serious and critical axe violations of the page, one line each. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).include('main').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
    );
}

/**
 * The code an authenticator app shows for a period after `lastStep` (a code works once): the current
 * period's, or the next one's (accepted as clock drift), waiting for the clock when even that is
 * too early. Answers the code and its period.
 */
async function freshCode(page: Page, secret: string, lastStep: number) {
  const step = Math.max(lastStep + 1, totpStep(Date.now()));
  const wait = (step - 1) * PERIOD_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 200);
  return { code: totpCode(secret, step * PERIOD_MS), step };
}

/** The key the set-up shows as text, in groups of four, as one string. */
async function shownKey(page: Page): Promise<string> {
  const text = await page
    .getByRole('main')
    .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    .textContent();
  return (text ?? '').replace(/\s/g, '');
}

async function signOutFromProfile(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('a player changes the password, turns two-factor sign-in on, logs in with the app code and turns it off', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Two-factor codes follow the clock (30 s periods): the journey may wait for the next period.
  test.setTimeout(150_000);
  const player = await registerByApi(request, newCredentials('security'));
  await logIn(page, player);
  await page.goto('/profile/security');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/Security/);

  // The session as the platform knows it.
  const session = main.getByRole('region', { name: 'Session' });
  await expect(session.getByText(/\d+\.\d+\.\d+\.\d+|:/).first()).toBeVisible();
  await expect(session.getByText('Chrome on a computer')).toBeVisible();

  // A wrong current password is refused and what was typed stays.
  const password = main.getByRole('region', { name: 'Password' });
  const changed: Credentials = { email: player.email, password: 'Changed#789' };
  await password.getByLabel('Current password').fill('Wrong#000');
  await password.getByLabel('New password', { exact: true }).fill(changed.password);
  await password.getByLabel('Repeat the new password').fill(changed.password);
  await password.getByRole('button', { name: 'Change the password' }).click();
  await expect(password.getByText('The current password is not correct.')).toBeVisible();
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue(changed.password);
  await password.getByLabel('Current password').fill(player.password);
  await password.getByRole('button', { name: 'Change the password' }).click();
  await expect(password.getByText(/Your password has been changed/)).toBeVisible();
  // The session stayed.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Password' })).toBeVisible();

  await signOutFromProfile(page);
  await logIn(page, changed);

  // Two-factor on: the QR code and the key, confirmed with the app's code.
  await page.goto('/profile/security');
  const twoFactor = main.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await shownKey(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const wrong = await freshCode(page, secret, 0);
  await twoFactor.getByLabel('Code from the app').fill(wrong.code === '000000' ? '111111' : '000000');
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByText(/That code is not right/)).toBeVisible();
  const enabling = await freshCode(page, secret, 0);
  await twoFactor.getByLabel('Code from the app').fill(enabling.code);
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByText(/Two-factor sign-in is on\./)).toBeVisible();
  await expect(twoFactor.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // Logging in now asks for the app's code after the password.
  await signOutFromProfile(page);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(changed.email);
  await dialog.getByLabel('Password').fill(changed.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const codeField = dialog.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  await expect(dialog.getByText(/authenticator app/)).toBeVisible();
  const signingIn = await freshCode(page, secret, enabling.step);
  await codeField.fill(signingIn.code);
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();

  // Off again with a fresh code.
  await page.goto('/profile/security');
  await expect(twoFactor.getByText(/^On\./)).toBeVisible();
  const disabling = await freshCode(page, secret, signingIn.step);
  await twoFactor.getByLabel('Code from the app').fill(disabling.code);
  await twoFactor.getByRole('button', { name: 'Turn off' }).click();
  await expect(twoFactor.getByText('Two-factor sign-in is off.')).toBeVisible();
  await expect(twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeFocused();

  // Logging in asks for the password only again.
  await signOutFromProfile(page);
  await logIn(page, changed);
  // The refusals the journey asks for on purpose (wrong current password, wrong code, the code step
  // of the login) are logged as failed calls; nothing else may be.
  const refusedOnPurpose = [
    /status of 422 \(Unprocessable Entity\) \(http:\/\/[^)]+\/api\/users(\/two_factor\/confirm|\/sign_in)?\)$/,
    /^\[api\] (changePassword|confirmTwoFactor|signIn) failed: ApiError: Request failed with status code 422/,
  ];
  const unexpected = consoleErrors.filter(
    (error) => !refusedOnPurpose.some((pattern) => pattern.test(error)),
  );
  expect(unexpected, 'console errors').toEqual([]);
});

test('the Security tab has no serious accessibility problem, with the two-factor set-up open', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request, newCredentials('security-axe'));
  await logIn(page, player);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByText('Chrome on a computer')).toBeVisible();
  expect((await seriousViolations(page)).join('\n')).toBe('');
});

test.describe('on a phone, on the second brand', () => {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('the tab fits the screen, shows the set-up, and has no serious accessibility problem', async ({
    page,
    request,
  }) => {
    const player = await registerByApi(request, newCredentials('security-phone'));
    await page.goto(onHost('lumen.localhost', '/login'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail').fill(player.email);
    await dialog.getByLabel('Password').fill(player.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(onHost('lumen.localhost', '/profile/security'));
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await shownKey(page)).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByText('Chrome on a phone or tablet')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });
});
