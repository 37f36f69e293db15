import { seriousViolations } from './support/axe.ts';
import { changePlayer, waitForSocket } from './support/back-office.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { expect, sandboxApi, test } from './support/site.ts';

const BRONZE = 257;
const WRITABLE_CHAT = 545;
const TESTER = 21;

test('groups the back office changes reach the open page on groups_updates: VIP badge, live chat, tester notices', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('groups'));
  // A content manager's slip in the banners document: one banner without its required parts.
  await page.route('**/api/fe/config/banners-config*', async (route) => {
    // Fetched from Node, which does not resolve *.localhost: plain localhost is a nova host too.
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: sandboxApi(pathname + search) });
    const json = (await response.json()) as { banners: unknown[] };
    json.banners.push({ id: 'half-written', title: 42 });
    await route.fulfill({ response, json });
  });
  await logIn(page, player);
  // The server renders the first page with its own fetches, which the route above does not see
  // (app/server-entry.test.tsx covers what it reports); the lobby's documents are fetched by the
  // browser when the player comes to it from another page.
  await page.goto('/profile');
  // Live (its fields take input): the logo's link is followed by the app, not by a new document.
  await expect(page.getByLabel('Nickname')).toBeEditable();
  await page.getByRole('banner').getByRole('link', { name: 'Nova Casino' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await waitForSocket(request, player.email);
  const header = page.getByRole('banner');
  const notices = page.getByRole('region', { name: 'Notices' });

  await test.step('a plain player: no badge, a message to support, no word of the broken banner', async () => {
    await expect(header.getByRole('button', { name: 'Support chat' })).toBeVisible();
    await expect(header.getByText('VIP', { exact: true })).toHaveCount(0);
    await expect(notices).not.toContainText('config problem');
  });

  await test.step('made bronze with the live chat, the page shows the badge and opens the live chat', async () => {
    await changePlayer(request, { email: player.email, groups: { add: [BRONZE, WRITABLE_CHAT] } });
    await expect(header.getByText('VIP', { exact: true })).toBeVisible();
    await header.getByRole('button', { name: 'Support chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support chat' });
    await expect(dialog.getByRole('log', { name: 'Conversation with support' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('made a tester, the player is told where the config is broken and why', async () => {
    await changePlayer(request, { email: player.email, groups: { add: [TESTER] } });
    await expect(notices).toContainText('config problem');
    await notices.getByText('Where and why').click();
    await expect(
      notices.getByRole('listitem').filter({ hasText: 'banners-config/banners/' }),
    ).not.toHaveCount(0);
    expect(await seriousViolations(page, 'header')).toEqual([]);
  });

  await test.step('out of the tester group and bronze again, the notice and the badge go', async () => {
    await changePlayer(request, { email: player.email, groups: { remove: [TESTER, BRONZE] } });
    await expect(notices).not.toContainText('config problem');
    await expect(header.getByText('VIP', { exact: true })).toHaveCount(0);
  });
  // The broken banner is reported to the console by design (spec §8: named where it failed).
  expect(
    consoleErrors.filter((line) => !line.includes('banners-config')),
    'console errors',
  ).toEqual([]);
});
