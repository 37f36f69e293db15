import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, headerItem, onHost, sandboxApi, test } from './support/site.ts';

/** The back office puts a player in groups (spec §6: wheel 1308, VIP adventures 791). */
async function addGroups(request: APIRequestContext, email: string, groups: number[]) {
  const changed = await request.post(sandboxApi('/sandbox/admin/player'), {
    data: { email, groups: { add: groups } },
    headers: sandboxAdminHeaders,
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

test('a guest sees the VIP club with a sign-up button and the bonus wheel asks them to log in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  // The header links the page (in its row or under "More", as the width allows).
  await headerItem(page, 'VIP club', (item) =>
    expect(item).toHaveAttribute('href', '/vip-club', { timeout: 2_000 }),
  );
  await page.goto('/vip-club');
  await expect(page).toHaveURL(/\/vip-club$/);
  await expect(page).toHaveTitle(/^VIP club/);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join the club' })).toBeVisible();
  const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up' });
  await expect(signUp).toHaveAttribute('href', '/registration');
  await expect(page.getByRole('main').getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Rising star compared with Bronze' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await signUp.click();
  await expect(page.getByRole('dialog', { name: /sign up|registration/i })).toBeVisible();

  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();

  await page.goto('/wheel');
  await expect(page).toHaveTitle(/^Bonus wheel/);
  await expect(page.getByRole('img', { name: 'Prize wheel with 6 prizes' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The other brand serves the same pages from the base layouts, in its own theme.
  await page.goto(onHost('lumen.localhost', '/vip-club'));
  await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toBeVisible();
  await page.goto(onHost('lumen.localhost', '/wheel/segments'));
  await expect(page.getByRole('heading', { level: 1, name: 'Wheel prizes' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a player sees their status card, spins the wheel of their group and sees the prize; group 791 sees the adventures', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('vip-wheel'));
  await addGroups(request, player.email, [1308, 791]);
  await logIn(page, player);

  await test.step('the VIP club shows the status card with a deposit button, and passes axe', async () => {
    await page.goto('/vip-club');
    const card = page.getByRole('region', { name: 'Your status' });
    await expect(card.getByText('Rising star', { exact: true })).toBeVisible();
    await expect(card.getByText('Next status: Bronze')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Progress to Bronze' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    const steps = page.getByRole('region', { name: 'Status steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Rising star');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('group 791 sees the adventure: the calendar, today’s card with its buttons', async () => {
    const adventures = page.getByRole('region', { name: 'VIP adventures' });
    await expect(adventures.getByText('1 of 4 days completed')).toBeVisible();
    await expect(adventures.getByText(/The adventure is on/)).toBeVisible();
    const calendar = adventures.getByRole('list', { name: 'Adventure calendar' });
    await expect(calendar.getByRole('listitem')).toHaveText([/Completed/, /Missed/, /Today/, /Super prize/]);
    const today = adventures.locator('.cr-vip-club__day--active');
    await expect(today.getByRole('timer')).toBeVisible();
    await today.getByRole('button', { name: 'Details' }).click();
    await expect(today.getByText('Minimum deposit: €50.00')).toBeVisible();
    await expect(adventures.getByRole('link', { name: 'Go to my gifts' })).toHaveAttribute(
      'href',
      '/profile/gifts',
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('the wheel shows group 1308’s segments and the welcome wheel box’s spin', async () => {
    await page.goto('/wheel');
    await expect(page.getByRole('img', { name: 'Prize wheel with 3 prizes' })).toBeVisible();
    await expect(page.getByText('Wheel level: Rocket Lite')).toBeVisible();
    await expect(page.getByText('You have 1 spin.')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('a spin turns the wheel and shows the prize the server drew', async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/player/wheel/spin'));
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    const spin = await answered;
    expect(spin.status()).toBe(200);
    expect(spin.request().headers()['idempotency-key']).toBeTruthy();
    const { segment } = (await spin.json()) as { segment: { bonuses: { title: string }[] } };
    const dialog = page.getByRole('dialog', { name: 'Your prize' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText(
      `The wheel stopped on: ${segment.bonuses.map((b) => b.title).join(' + ')}.`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(/You have no spins at the moment/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();
  });

  await test.step('the segments page lists the prizes with their chances', async () => {
    await page.getByRole('link', { name: 'See all prizes' }).click();
    await expect(page).toHaveURL(/\/wheel\/segments$/);
    await expect(page).toHaveTitle(/^Wheel prizes/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('20 free spins');
    await expect(rows.nth(1)).toContainText('40%');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
  expect(consoleErrors).toEqual([]);
});

test('with reduced motion the prize shows without the wheel turning', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerByApi(request, newCredentials('wheel-still'));
  await logIn(page, player);
  await page.goto('/wheel');
  await expect(page.getByRole('img', { name: 'Prize wheel with 6 prizes' })).toBeVisible();
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(page.getByRole('dialog', { name: 'Your prize' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Prize wheel/ })).toHaveAttribute('style', /rotate\(0deg\)/);
});
