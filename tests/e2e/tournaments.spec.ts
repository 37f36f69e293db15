import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, followHeaderItem, sandboxApi, test } from './support/site.ts';
import { waitForSocket } from './support/back-office.ts';

// Seeded by the sandbox relative to its start (tools/sandbox/catalog/promotions.ts).
const RUNNING = 'tournament-weekly-spin-race';
const FINISHED = 'tournament-autumn-championship';
const LOTTERY = 'lottery-weekly-jackpot';

/** A countdown as the status display shows it: "03d 04h 05m 06s", days only while there are some. */
const TIMER = /^(\d{2}d )?\d{2}h \d{2}m \d{2}s$/;

interface SeededTournament {
  id: number;
  frontend_identifier: string;
  top_players: { nickname: string; games_taken: number; award_place: number }[];
}

async function seeded(request: APIRequestContext, identifier: string) {
  const list = (await (await request.get(sandboxApi('/api/tournaments'))).json()) as SeededTournament[];
  const found = list.find((item) => item.frontend_identifier === identifier);
  expect(found, identifier).toBeDefined();
  return found as SeededTournament;
}

/** The timer of the page's status display, and that it ticks. */
async function expectTicking(page: Page) {
  const timer = page.getByRole('main').getByRole('timer').first();
  await expect(timer).toHaveText(TIMER);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page, 'main')).toEqual([]);
}

/** Sets the player's score in a tournament through the sandbox's desk (it publishes the standing). */
async function pushScore(request: APIRequestContext, email: string, tournamentId: number, score: number) {
  const pushed = await request.post(sandboxApi('/sandbox/admin/tournaments/standing'), {
    data: { email, tournament_id: tournamentId, score },
    headers: sandboxAdminHeaders,
  });
  expect(pushed.status(), await pushed.text()).toBe(200);
}

test('a guest browses the tournament tabs, a running and a finished tournament and a lottery, and signs up to join', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);

  await test.step('the header leads to the tournaments; each tab is a page of its own', async () => {
    await page.goto('/');
    await followHeaderItem(page, 'Tournaments');
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page).toHaveTitle(/^Tournaments — /);
    const tabs = page.getByRole('navigation', { name: 'Tournament sections' });
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const race = page.getByRole('article').filter({ hasText: 'Weekly Spin Race' });
    await expect(race).toContainText('Prize pool');
    await expect(race).toContainText('Ends in');
    await expect(race.getByRole('timer')).toHaveText(TIMER);
    await expect(page.getByRole('article').filter({ hasText: 'Weekend Rush' })).toContainText('Starts in');
    // Hidden and group-only tournaments are not listed to a guest.
    await expect(page.getByText('Internal Calibration')).toHaveCount(0);
    await expect(page.getByText('High Roller Cup')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Keyboard: the tabs are links, followed with Enter.
    await tabs.getByRole('link', { name: 'Live' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tournaments\/live$/);
    await expect(page.getByRole('article').filter({ hasText: 'Live Table Masters' })).toBeVisible();
    await expect(page.getByText('Weekly Spin Race')).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Lotteries' }).click();
    await expect(page.getByRole('article').filter({ hasText: 'Daily Draw' })).toBeVisible();

    await page.goto('/tournaments/archive');
    const archived = page.getByRole('article').filter({ hasText: 'Autumn Championship' });
    await expect(archived).toContainText('Finished');
    await expect(archived.getByRole('timer')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  await test.step('a finished tournament shows the finished label and no joining', async () => {
    await page.getByRole('link', { name: 'Autumn Championship' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${FINISHED}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn Championship' })).toBeVisible();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    await expect(page.getByText('This tournament has finished.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('timer')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Autumn Championship — /);
    await expectNoSeriousViolations(page);
  });

  await test.step('a lottery shows its prize pool, conditions and asks a guest to sign up', async () => {
    await page.goto(`/lottery/${LOTTERY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Jackpot Lottery' })).toBeVisible();
    await expect(page.getByText(/^Tickets in the draw: /)).toBeVisible();
    await expectTicking(page);
    await expect(page.getByRole('link', { name: 'Sign up to get tickets' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('a running tournament ticks, lists its leaderboard and games; joining asks a guest to sign up', async () => {
    await page.goto(`/tournaments/${RUNNING}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Spin Race' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Ends in', { exact: true })).toBeVisible();
    await expectTicking(page);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Sign up to join' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/tournaments/${RUNNING}`);
  });

  expect(consoleErrors).toEqual([]);
});

test('a player joins a tournament, climbs its leaderboard live, and sees their lottery tickets', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await registerByApi(request);
  const tournament = await seeded(request, RUNNING);
  const [first, second, third] = tournament.top_players;
  await logIn(page, player);

  await test.step('joins the tournament', async () => {
    await page.goto(`/tournaments/${RUNNING}`);
    await page.getByRole('button', { name: 'Join the tournament' }).click();
    await expect(page.getByText('You are taking part')).toBeVisible();
    await expect(page.getByText("Play the tournament's games to get on the board.")).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('the leaderboard moves as the platform pushes the standing', async () => {
    await waitForSocket(request, player.email);
    await pushScore(request, player.email, tournament.id, (third?.games_taken ?? 0) + 1);
    await expect(page.getByText('Your place: 3')).toBeVisible();
    const mine = page.locator('tr[aria-current="true"]');
    await expect(mine.getByRole('cell').first()).toHaveText('3');
    await expect(mine).toContainText('(You)');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(2)).toContainText(second?.nickname ?? '');
    await expect(rows.nth(4)).toContainText(third?.nickname ?? '');

    await pushScore(request, player.email, tournament.id, (first?.games_taken ?? 0) + 1);
    await expect(page.getByText('Your place: 1')).toBeVisible();
    await expect(rows.nth(1)).toContainText('(You)');
    await expect(rows.nth(2)).toContainText(first?.nickname ?? '');
  });

  await test.step('the full leaderboard keeps the place', async () => {
    await page.getByRole('link', { name: 'Full leaderboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${RUNNING}/leaderboard$`));
    await expect(page).toHaveTitle(/^Leaderboard: Weekly Spin Race — /);
    await expect(page.locator('tr[aria-current="true"]')).toContainText('(You)');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Back to the tournament' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${RUNNING}$`));
  });

  await test.step("the lottery page counts the player's tickets", async () => {
    const lotteries = (await (await request.get(sandboxApi('/api/lotteries'))).json()) as {
      id: number;
      frontend_identifier: string;
    }[];
    const lottery = lotteries.find((item) => item.frontend_identifier === LOTTERY);
    const given = await request.post(sandboxApi('/sandbox/admin/lotteries/tickets'), {
      data: { email: player.email, lottery_id: lottery?.id, count: 3 },
      headers: sandboxAdminHeaders,
    });
    expect(given.status(), await given.text()).toBe(201);
    await page.goto(`/lottery/${LOTTERY}`);
    await expect(page.getByText('Your tickets')).toBeVisible();
    await expect(page.getByText('3 tickets')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  expect(consoleErrors).toEqual([]);
});
