import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, sandboxApi, scrollUntilRendered, test } from './support/site.ts';

/**
 * Counts the publications on `public:wins` that reach the page's own socket (Centrifugo's JSON
 * pushes name their channel). Call before the page loads.
 */
function winsReaching(page: Page): () => number {
  let count = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"public:wins"')) count += 1;
    }),
  );
  return () => count;
}

/**
 * Waits until the page's own socket follows `public:wins` (it connects a moment after the page):
 * an empty message, which changes nothing, is pushed on the channel until one reaches the page.
 * The sandbox's count of subscribers would not do: another journey's page may be the one counted.
 */
async function waitForSocket(request: APIRequestContext, winsReceived: () => number) {
  await expect
    .poll(
      async () => {
        const pushed = await request.post(sandboxApi('/sandbox/admin/push'), {
          data: { email: '', channel: 'public:wins', data: {} },
          headers: sandboxAdminHeaders,
        });
        expect(pushed.status()).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return winsReceived();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** The prize of a level on the page's first (own) jackpot card. */
const prizeOf = (page: Page, level: string) =>
  page
    .getByRole('article', { name: 'Mystic Jackpot' })
    .locator('li')
    .filter({ hasText: level })
    .locator('.cr-jackpots__prize');

test('a guest opens a jackpot page from the lobby, sees its levels and winners, and a win appears live', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const winsReceived = winsReaching(page);

  await test.step('the lobby’s jackpot card leads to the jackpot’s page', async () => {
    await page.goto('/');
    const link = await scrollUntilRendered(page, page.getByRole('link', { name: 'About Mystic Jackpot' }));
    await link.click();
    await expect(page).toHaveURL(/\/mystic-jackpot$/);
    await expect(page).toHaveTitle(/^Mystic Jackpot — /);
  });

  await test.step('the page shows the levels with prize and minimum bet, both leaderboards, perks and steps', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Mystic Jackpot' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Mystic Jackpot' });
    for (const level of ['Mini', 'Major', 'Mega']) await expect(card).toContainText(level);
    await expect(card).toContainText('Minimum bet €1.00');
    await expect(card.getByRole('link', { name: 'Play jackpot games: Mystic Jackpot' })).toHaveAttribute(
      'href',
      '/pokies/mystic-jackpots',
    );
    await expect(page.getByRole('list', { name: 'Biggest' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest' }).getByRole('listitem').first()).toContainText(
      '***',
    );
    expect(
      await page.getByRole('list', { name: 'Latest' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(5);
    await scrollUntilRendered(page, page.locator('.cr-perks'));
    await scrollUntilRendered(page, page.locator('.cr-catch-steps'));
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('a win the sandbox awards appears first among the latest, and the won level starts again', async () => {
    await waitForSocket(request, winsReceived);
    const before = await prizeOf(page, 'Mega').textContent();
    const awarded = await request.post(sandboxApi('/sandbox/admin/jackpot-wins'), {
      data: { jackpot: 'mystic-jackpot', level: 'level_3' },
      headers: sandboxAdminHeaders,
    });
    expect(awarded.status()).toBe(201);
    const latest = page.getByRole('list', { name: 'Latest' }).getByRole('listitem').first();
    await expect(latest).toContainText('networ***');
    await expect(latest).toContainText('Mystic Jackpot · Mega');
    await expect(prizeOf(page, 'Mega')).not.toHaveText(before ?? '');
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  await test.step('the server answers the page, and a path that is no jackpot is not found', async () => {
    expect((await page.goto('/rocket-jackpot'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Rocket Jackpot' })).toBeVisible();
    // The browser notes the 404 in its console: that one is the point of this step.
    expect((await page.goto('/no-such-jackpot'))?.status()).toBe(404);
  });
});

test('a player of the Evolution target group is greeted by the new-provider popup once, and closing it marks the group', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('provider'));
  const grouped = await request.post(sandboxApi('/sandbox/admin/player'), {
    data: { email: player.email, groups: { add: [851] } },
    headers: sandboxAdminHeaders,
  });
  expect(grouped.status(), await grouped.text()).toBe(200);

  await logIn(page, player);
  const popup = page.getByRole('dialog', { name: 'New here: Evolution' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'See Evolution games' })).toHaveAttribute(
    'href',
    '/producers/evolution',
  );
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const marked = page.waitForResponse(
    (response) => response.url().endsWith('/api/player/groups') && response.request().method() === 'POST',
  );
  await popup.getByRole('button', { name: 'Close' }).click();
  expect((await marked).status()).toBe(200);
  await expect(popup).toBeHidden();

  // Marked on the platform: not even a new session of the player sees it again.
  const statuses = await page.evaluate(async () => {
    const response = await fetch('/api/player');
    return ((await response.json()) as { statuses: { id: number | string }[] }).statuses.map((s) =>
      String(s.id),
    );
  });
  expect(statuses).toEqual(expect.arrayContaining(['851', '859']));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
  // The popup would open as soon as the player is known: a moment is enough to see it stays away.
  await page.waitForTimeout(1_000);
  await expect(popup).toHaveCount(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});
