import type { Page, Response } from '@playwright/test';
import { logIn, openFirstDeposit, registerByApi } from './support/player.ts';
import { expectImagesLoaded, test, expect } from './support/site.ts';

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Records every CSP violation of the page and its frames (the game's too) from before any script runs. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation?: (v: Violation) => void })
          .reportCspViolation;
        report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.href });
      },
      true,
    );
  });
  return violations;
}

/** The policy of a document's answer: present, with a nonce, no inline or eval script. */
function expectEnforcedPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, 'script-src').toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
  expect(policy).toContain("object-src 'none'");
}

test('the Content-Security-Policy holds on the lobby, a category, a game, sign-in and the cashbox', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);

  await test.step('the lobby renders, hydrates and opens a popup', async () => {
    expectEnforcedPolicy(await page.goto('/'));
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    await expect(page.getByRole('dialog', { name: 'Search games' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Images (hero banner, game artwork) load under img-src.
    await expectImagesLoaded(page.getByRole('main').locator('img'), 3);
    expect(violations).toEqual([]);
  });

  await test.step('a category lists its games', async () => {
    expectEnforcedPolicy(await page.goto('/pokies/all'));
    await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  await test.step('a game plays in its frame, which can go full screen', async () => {
    expectEnforcedPolicy(await page.goto('/play/drift-studios/twisted-express-1000'));
    const slot = page.frameLocator('iframe');
    await expect(slot.locator('body')).toContainText('Demo — FUN credits');
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.locator('#result')).toHaveText(/You win|No win/);
    // The Permissions-Policy keeps fullscreen for the site.
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await page.evaluate(() => document.exitFullscreen());
    expect(violations).toEqual([]);
  });

  await test.step('a player signs in through the popup', async () => {
    const player = await registerByApi(request);
    const loginPage = page.waitForResponse((response) => new URL(response.url()).pathname === '/login');
    await logIn(page, player);
    expectEnforcedPolicy(await loginPage);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Balance: €0.00' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  await test.step('the cashbox asks for the personal details, then opens with its card form', async () => {
    const cashbox = await openFirstDeposit(page);
    await expect(cashbox.getByLabel('Card number')).toBeVisible();
    expect(violations).toEqual([]);
  });

  expect(consoleErrors.filter((error) => /Content.Security.Policy/i.test(error))).toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a violation in the browser is blocked and reported to the server', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/pokies/all');
  const report = page.waitForRequest((request) => new URL(request.url()).pathname === '/csp-report');
  // An image from an origin the brand does not list, as injected markup would bring.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://images.not-allowed.example/pixel.png';
    document.body.append(image);
  });
  const sent = await report;
  expect(sent.postDataJSON()).toMatchObject({
    'csp-report': {
      'effective-directive': 'img-src',
      'blocked-uri': 'https://images.not-allowed.example/pixel.png',
    },
  });
  expect((await sent.response())?.status()).toBe(204);
  expect(violations).toEqual([
    {
      directive: 'img-src',
      blocked: 'https://images.not-allowed.example/pixel.png',
      page: expect.any(String),
    },
  ]);
});
