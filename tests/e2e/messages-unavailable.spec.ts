import type { Page } from '@playwright/test';
import { logIn, registerByApi } from './support/player.ts';
import { expect, scrollToFooter, test } from './support/site.ts';

/** Message keys on screen (`HEADER.LOGIN`): what a page shows when it has no words for them. */
const visibleKeys = (page: Page) =>
  page.evaluate(() => document.body.innerText.match(/\b[A-Z][A-Z0-9_]{2,}(?:\.[A-Z0-9_]{2,})+\b/g) ?? []);

/** Answers the first `times` requests whose path matches with 503, then lets them through. */
async function unavailableFirst(page: Page, paths: RegExp, times: number): Promise<Map<string, number>> {
  const failures = new Map<string, number>();
  await page.route(
    (url) => paths.test(url.pathname),
    async (route) => {
      const path = new URL(route.request().url()).pathname;
      const failed = failures.get(path) ?? 0;
      if (failed >= times) return route.continue();
      failures.set(path, failed + 1);
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    },
  );
  return failures;
}

/** Switches the page to German from the footer's language menu, without leaving the document. */
async function switchToGerman(page: Page) {
  const footer = await scrollToFooter(page);
  await footer.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/about$/);
}

// A player who changes the language: the page on screen loads the new messages itself (a page the
// server renders arrives with its words; see the last test).
test.describe('translations that cannot be loaded', () => {
  test.beforeEach(async ({ page, request }) => {
    await logIn(page, await registerByApi(request));
  });

  test('switched to German while /messages/de.json answers 503, the page shows English, never keys, then German', async ({
    page,
  }) => {
    await page.goto('/about');
    const failures = await unavailableFirst(page, /^\/messages\/de\.json$/, 2);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { crSameDocument: true }));
    await switchToGerman(page);
    const header = page.getByRole('banner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(header.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/de/live/all');
    expect(await visibleKeys(page)).toEqual([]);

    // The retries (2 s, then 4 s, plus jitter) bring the German words into the same document.
    await expect(header.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => 'crSameDocument' in window)).toBe(true);
    expect(failures.get('/messages/de.json')).toBe(2);
    expect(await visibleKeys(page)).toEqual([]);
  });

  test("with every translation unavailable the server's page keeps its words, and a switch to German shows English, then German", async ({
    page,
  }) => {
    const failures = await unavailableFirst(page, /^\/messages\/[^/]+\.json$/, 2);
    await page.goto('/about');
    await page.evaluate(() => Object.assign(window, { crSameDocument: true }));
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await visibleKeys(page)).toEqual([]);
    await switchToGerman(page);
    expect(await visibleKeys(page)).toEqual([]);
    await expect(header.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => 'crSameDocument' in window)).toBe(true);
    expect([failures.get('/messages/en.json'), failures.get('/messages/de.json')]).toEqual([2, 2]);
  });
});

test('a German page the server rendered keeps German while its messages fail, and works once they arrive', async ({
  page,
  consoleErrors,
}) => {
  const failures = await unavailableFirst(page, /^\/messages\/[^/]+\.json$/, 2);
  await page.goto('/de');
  const header = page.getByRole('banner');
  await expect(page.locator('#root[data-ssr]')).toBeAttached();
  await expect(header.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  // Clicked before the app has the words to hydrate with: held, and done once it has them.
  await header.getByRole('button', { name: 'Spiele suchen' }).click();
  await expect(page.getByRole('dialog', { name: 'Spiele suchen' })).toBeVisible({ timeout: 20_000 });
  await expect(header.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  expect(failures.get('/messages/de.json')).toBe(2);
  // The failed loads are logged (spec §8); nothing else, no hydration mismatch among them.
  const unexpected = consoleErrors.filter(
    (error) => !/status of 503|\[api\] getMessages failed|\[i18n\] messages for/.test(error),
  );
  expect(unexpected, 'console errors').toEqual([]);
});
