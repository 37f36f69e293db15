import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { mailLinks, newCredentials, openFirstDeposit, payByCard } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, onHost, sandboxApi, test } from './support/site.ts';

// Attribution, UTM keys, form steps and the fraud check, as the sandbox receives them
// (runtime/analytics, GET /sandbox/admin/diagnostics).

interface Recorded {
  id: number;
  kind: string;
  body: unknown;
}

interface LogRecord {
  label: string;
  message: string;
  context: { stag?: string; flow?: string; step?: string };
}

async function recorded(request: APIRequestContext, kind: string): Promise<Recorded[]> {
  const answer = await request.get(sandboxApi(`/sandbox/admin/diagnostics?kind=${kind}&limit=999`), {
    headers: sandboxAdminHeaders,
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Recorded[];
}

/** The UTM bodies a sink received for this run's campaign. */
async function utmOf(request: APIRequestContext, kind: 'utm-set' | 'utm-send', campaign: string) {
  return (await recorded(request, kind))
    .map((row) => (row.body as { utmMetrics: Record<string, string> }).utmMetrics)
    .filter((utm) => utm.utm_campaign === campaign);
}

/** The analytics steps the client log received for visitors with this stag, as `flow.step`. */
async function stepsOf(request: APIRequestContext, stag: string): Promise<string[]> {
  return (await recorded(request, 'log'))
    .flatMap((row) => (Array.isArray(row.body) ? row.body : [row.body]) as LogRecord[])
    .filter((record) => record.label === 'analytics' && record.context.stag === stag)
    .map((record) => record.message);
}

const cookieOf = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name);

/**
 * The analytics code starts when the page is idle, from a chunk of its own (a landing without a
 * referring site never reads the referrer map).
 */
const analyticsStarted = (page: Page) =>
  page.waitForResponse((response) => /\/assets\/start-analytics-[\w-]+\.js$/.test(response.url()));

test.describe('before consent', () => {
  test.use({ consented: false });

  test('an EE visitor gets the affiliate cookies and the UTM log only after accepting cookies', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    const run = Date.now().toString(36);
    const campaign = `ee-${run}`;
    const started = analyticsStarted(page);
    await page.goto(
      onHost('ee.nova.localhost', `/?stag=903_${run}&utm_source=mail&utm_campaign=${campaign}`),
    );
    await started;
    // Estonian: the locale of a visitor from Estonia.
    const banner = page.getByRole('region', { name: 'Küpsiste teade' });
    await expect(banner).toBeVisible();

    // Nothing is kept or sent while the visitor has not agreed.
    await page.waitForLoadState('load');
    expect(await cookieOf(context, 'stag')).toBeUndefined();
    expect(await cookieOf(context, 'affb_id')).toBeUndefined();
    expect(await cookieOf(context, 'utm_metrics')).toBeUndefined();
    expect(await utmOf(request, 'utm-set', campaign)).toEqual([]);

    await banner.getByRole('button', { name: 'Nõustun' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await cookieOf(context, 'stag'))?.value).toBe(`903_${run}`);
    const stag = await cookieOf(context, 'stag');
    const affiliate = await cookieOf(context, 'affb_id');
    expect(affiliate?.value).toBe('903');
    // 30 days, give or take the test's own duration.
    const days = ((stag?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await expect
      .poll(() => utmOf(request, 'utm-set', campaign))
      .toEqual([{ utm_source: 'mail', utm_campaign: campaign }]);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});

test('a sign-up is measured and sends its UTM keys, and a deposit is preceded by the fraud check', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const stag = `902_${run}`;
  const campaign = `signup-${run}`;
  const { email, password } = newCredentials('analytics');

  await test.step('arrive from an affiliate link with UTM keys', async () => {
    await page.goto(`/?stag=${stag}&utm_source=partner&utm_medium=cpc&utm_campaign=${campaign}`);
    // A Canadian visitor under the CW licence: no consent needed, the cookies come at once.
    await expect.poll(async () => (await cookieOf(context, 'stag'))?.value).toBe(stag);
    expect((await cookieOf(context, 'affb_id'))?.value).toBe('902');
    await expect
      .poll(() => utmOf(request, 'utm-set', campaign))
      .toEqual([{ utm_source: 'partner', utm_medium: 'cpc', utm_campaign: campaign }]);
    expect(await utmOf(request, 'utm-send', campaign)).toEqual([]);
  });

  await test.step('sign up: the steps and the UTM keys reach the sandbox', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toContainText(`We sent an e-mail to ${email}`);
    await expect
      .poll(() => stepsOf(request, stag), { timeout: 10_000 })
      .toEqual(['sign-up.opened', 'sign-up.failed', 'sign-up.submitted', 'sign-up.succeeded']);
    await expect
      .poll(() => utmOf(request, 'utm-send', campaign))
      .toEqual([{ utm_source: 'partner', utm_medium: 'cpc', utm_campaign: campaign }]);
  });

  await test.step('confirm the e-mail and deposit: the fraud check goes first', async () => {
    const [link] = await mailLinks(request, email);
    expect(link).toBeDefined();
    await page.goto(`${link?.pathname ?? ''}${link?.search ?? ''}`);
    await expect(page.getByRole('dialog')).toContainText('Your e-mail is confirmed');
    await page.goto('/');

    const order: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (sent.method() === 'POST') order.push(pathname);
    });
    const cashbox = await openFirstDeposit(page);
    await payByCard(cashbox, '50', 'Deposit CA$50.00');
    await expect(cashbox).toContainText('Deposit successful');
    const check = order.indexOf('/api/users/transaction');
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(order.indexOf('/api/sandbox-payments/deposit'));
    expect(order.filter((path) => path === '/api/sandbox-payments/deposit')).toHaveLength(1);

    const checks = (await recorded(request, 'fraud-transaction'))
      .map((row) => row.body as Record<string, unknown>)
      .filter((body) => body.email === email);
    expect(checks).toEqual([
      expect.objectContaining({
        type: 'transaction',
        amount_cents: 5000,
        currency: 'CAD',
        first_name: 'Ada',
        last_name: 'Lovelace',
        card: expect.objectContaining({ bin: '424242', last4: '4242' }) as unknown,
      }),
    ]);
    expect(JSON.stringify(checks)).not.toContain('4242424242424242');
    await expect
      .poll(async () => (await stepsOf(request, stag)).filter((step) => step.startsWith('deposit.')), {
        timeout: 10_000,
      })
      .toEqual(['deposit.opened', 'deposit.submitted', 'deposit.succeeded']);
  });

  expect(consoleErrors, 'console errors').toEqual([]);
});
