import { devices, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, followHeaderItem, sandboxApi, test } from './support/site.ts';
import { waitForSocket } from './support/back-office.ts';

/** The floating main widget's button (it appears a moment after the page has settled). */
const launcher = (page: Page) => page.getByRole('button', { name: /^Quick links/ });

/** Pushes a player's quest progress as the platform's back office would. */
async function advanceQuest(request: APIRequestContext, email: string, level: number) {
  const answer = await request.post(sandboxApi('/sandbox/admin/quests/progress'), {
    data: { email, quest: 'quest-galaxy', level },
    headers: sandboxAdminHeaders,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes on the screen overlap. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The level cards of a quest page, in order. */
const levels = (page: Page): Locator => page.locator('.cr-quest__levels > li');

test('a guest finds the quests, a quest by its levels, the achievements and the activity hub, and the floating widget leads to them', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await test.step('/action lists the quests open to everyone', async () => {
    await page.goto('/action');
    await expect(page).toHaveTitle(/^Quests/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quests' })).toBeVisible();
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list.getByRole('link', { name: 'Galaxy Quest' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Rookie Quest' })).toBeVisible();
    // A test quest needs the testQuests flag, a group quest its group.
    await expect(list.getByRole('link', { name: 'Test Quest' })).toHaveCount(0);
    await expect(list.getByRole('link', { name: 'VIP Quest' })).toHaveCount(0);
    await expect(page.getByText('Sign up or log in to take part and see your level.')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('a quest page shows its levels by size, from level 1', async () => {
    await page.getByRole('link', { name: 'Galaxy Quest' }).click();
    await expect(page).toHaveURL(/\/action\/quest-galaxy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Quest' })).toBeVisible();
    await expect(levels(page)).toHaveCount(25);
    await expect(levels(page).nth(1)).toContainText('Bets from €500.00');
    await expect(levels(page).nth(24)).toContainText('Bets from €2,000,000.00');
    await expect(page.getByText('Ends in', { exact: true })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.goto('/action/quest-rookie');
    await expect(levels(page)).toHaveCount(6);
    await page.goto('/action/quest-vip');
    await expect(page.getByRole('heading', { level: 1, name: 'Quest not found' })).toBeVisible();
  });

  await test.step('the header leads to the achievements, which pass axe', async () => {
    await page.goto('/');
    // The floating widget shows once the page has hydrated: the header has then laid out its menu.
    await expect(launcher(page)).toBeVisible();
    await followHeaderItem(page, 'Achievements');
    await expect(page).toHaveURL(/\/achievements$/);
    await expect(page).toHaveTitle(/^Achievements/);
    await expect(page.getByRole('heading', { level: 2, name: 'First Steps' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('the floating widget opens its cards and leads to the activity hub', async () => {
    await expect(launcher(page)).toBeVisible();
    const chat = page.getByRole('button', { name: 'Open the support chat' });
    await expect(chat).toBeVisible();
    await launcher(page).click();
    const panel = page.getByRole('region', { name: 'Quick links' });
    await expect(panel).toBeVisible();
    // Neither the button nor its open panel covers the support chat button.
    for (const part of [launcher(page), panel]) {
      expect(overlap((await part.boundingBox())!, (await chat.boundingBox())!)).toBe(false);
    }
    await expect(panel.getByRole('link', { name: /Quests/ })).toBeVisible();
    await panel.getByRole('link', { name: /Activity hub/ }).click();
    await expect(page).toHaveURL(/\/activity-hub$/);
    await expect(page).toHaveTitle(/^Activity hub/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity hub' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Running quests' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Quests/ })
      .click();
    await expect(page).toHaveURL(/\/action\/quest-galaxy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Quest' })).toBeVisible();
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("a player's quest level follows the bets the platform reports", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = newCredentials('quests');
  await registerByApi(request, player);
  await logIn(page, player);

  await page.goto('/action/quest-galaxy');
  await expect(page.getByText('Level 1 of 25')).toBeVisible();
  await expect(levels(page).nth(0)).toHaveAttribute('data-state', 'active');
  await expect(page.getByText('Sign up or log in to take part')).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await waitForSocket(request, player.email);
  await advanceQuest(request, player.email, 3);
  await expect(page.getByText('Level 3 of 25')).toBeVisible();
  await expect(levels(page).nth(0)).toHaveAttribute('data-state', 'completed');
  await expect(levels(page).nth(1)).toHaveAttribute('data-state', 'completed');
  await expect(levels(page).nth(2)).toHaveAttribute('data-state', 'active');
  await expect(levels(page).nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(levels(page).nth(3)).toHaveAttribute('data-state', 'locked');
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toBeVisible();

  await page.goto('/activity-hub');
  await expect(page.getByText('Level 3 of 25')).toBeVisible();
  await page.goto('/achievements');
  await expect(page.getByText('Your result: 0 spins')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('the floating widget sits above the bottom bar and its cards lead to working pages', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    await expect(launcher(page)).toBeVisible();
    const button = (await launcher(page).boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(button.y + button.height, 'the button ends above the bottom bar').toBeLessThanOrEqual(barBox.y);
    await expect(launcher(page)).toBeInViewport();

    await launcher(page).click();
    const panel = page.getByRole('region', { name: 'Quick links' });
    await expect(panel).toBeInViewport();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(barBox.y);
    await panel.getByRole('link', { name: /Quests/ }).click();
    await expect(page).toHaveURL(/\/action\/quest-galaxy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Quest' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});
