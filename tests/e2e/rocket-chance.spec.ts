import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, openFirstDeposit, payByCard, registerByApi } from './support/player.ts';
import { expect, followHeaderItem, onHost, test } from './support/site.ts';

interface Launch {
  launch: { kind: 'freespins' | 'bonus' | 'comp_points'; title: { en: string }; points?: number };
}

/** Presses Launch and waits for the prize dialog; answers the launch the server made. */
async function launch(page: Page): Promise<Launch['launch']> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/rocket_chance/launch'));
  await page.getByRole('button', { name: 'Launch the rocket' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  const { launch: made } = (await response.json()) as Launch;
  const dialog = page.getByRole('dialog', { name: 'Your prize' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(`The rocket brought you: ${made.title.en}.`);
  return made;
}

test('a guest reads how the rocket chance works and is sent to sign up; lumen has it off', async ({
  page,
  consoleErrors,
}) => {
  await test.step('the promotion card leads through its bonus page to the page, which has its title', async () => {
    await page.goto('/promotions');
    await page
      .getByRole('list', { name: 'Promotions' })
      .getByRole('link', { name: 'Read more about Rocket chance' })
      .click();
    await expect(page).toHaveURL(/\/promotions\/rocket-chance$/);
    await page.getByRole('main').getByRole('link', { name: 'Try your chance' }).click();
    await expect(page).toHaveURL(/\/rocket-chance$/);
    await expect(page).toHaveTitle('Rocket chance — Nova Casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Rocket chance' })).toBeVisible();
  });

  await test.step('how it works, the prizes with their odds, and no launch for a guest', async () => {
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
    const rows = main.getByRole('table', { name: 'Prizes and chances' }).getByRole('row');
    await expect(rows).toHaveCount(8);
    await expect(rows.nth(1)).toContainText('10 free spins on Book of Magic');
    await expect(rows.nth(1)).toContainText('35%');
    await expect(rows.nth(7)).toContainText('0%');
    await expect(main.getByRole('button', { name: 'Launch the rocket' })).toHaveCount(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('the header leads to the page, from its row or from More as the width allows', async () => {
    await page.goto('/');
    await followHeaderItem(page, 'Rocket Chance');
    await expect(page).toHaveURL(/\/rocket-chance$/);
  });

  await test.step('sign up opens the registration', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: /sign up|registration/i })).toBeVisible();
  });

  await test.step('lumen has the rocket chance off: its page sends to the promotions', async () => {
    await page.goto(onHost('lumen.localhost', '/rocket-chance'));
    await expect(page).toHaveURL(/\/promotions$/);
  });
  expect(consoleErrors).toEqual([]);
});

test('a player launches the rocket, finds the prize, has no launch left, and earns one with a deposit', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await registerByApi(request, newCredentials('rocket'));
  await logIn(page, player);

  await test.step('today’s free launch is ready, and axe finds nothing serious', async () => {
    await page.goto('/rocket-chance');
    await expect(page.getByText('You have 1 launch left.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your latest launches' })).toContainText(
      'You have not launched the rocket yet.',
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  const first = await test.step('a launch shows the prize the server drew', async () => {
    const made = await launch(page);
    expect(await seriousViolations(page)).toEqual([]);
    return made;
  });

  await test.step('the prize is where the dialog says: in the gifts, or coins in the rocket mart', async () => {
    const dialog = page.getByRole('dialog', { name: 'Your prize' });
    if (first.kind === 'comp_points') {
      await dialog.getByRole('link', { name: 'Go to the Rocket Mart' }).click();
      await expect(page).toHaveURL(/\/rocket-mart$/);
      await expect(page.getByTestId('rocket-mart-coins')).toHaveText(String(first.points));
    } else {
      await dialog.getByRole('link', { name: 'Go to my gifts' }).click();
      await expect(page).toHaveURL(/\/profile\/gifts$/);
      await expect(
        page
          .getByRole('list', { name: /^New gifts/ })
          .getByRole('heading', { name: first.title.en, exact: true }),
      ).toBeVisible();
    }
  });

  await test.step('no launch is left: the countdown to the next free one runs and a deposit is offered', async () => {
    await page.goto('/rocket-chance');
    await expect(page.getByText('You have no launches left today.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Launch the rocket' })).toHaveCount(0);
    const timer = page.getByRole('main').getByRole('timer');
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });
    await expect(
      page.getByText('Deposit at least €20.00 to get another launch today (0 of 3 deposit launches earned).'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your latest launches' })).toContainText(first.title.en);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('a deposit of at least the minimum adds a launch', async () => {
    const cashbox = await openFirstDeposit(page);
    await payByCard(cashbox, '25', 'Deposit €25.00');
    await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cashbox).toBeHidden();
    await page.goto('/rocket-chance');
    await expect(page.getByText('You have 1 launch left.')).toBeVisible();
    await launch(page);
    await page.getByRole('dialog', { name: 'Your prize' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('You have no launches left today.')).toBeVisible();
    await expect(page.getByText('1 of 3 deposit launches earned')).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});
