import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, registerByApi } from './support/player.ts';
import { expect, onHost, PORT, sandboxApi, scrollToFooter, test } from './support/site.ts';

/** Whether the brands have a page (its layout): pages built elsewhere join this journey once they exist. */

/** A page request as a browser makes it (the server renders the page for HTML only). */
const HTML = { headers: { accept: 'text/html' } };

/**
 * The page document carries the server's render with this title. A render that takes too long is
 * left to the browser (the first ones of a cold server may): the page is asked again until then.
 */
async function expectServerRendered(request: APIRequestContext, path: string, title: string, text?: string) {
  await expect(async () => {
    const html = await (await request.get(sandboxApi(path), HTML)).text();
    expect(html).toContain('data-ssr');
    expect(html).toContain(`<title>${title}</title>`);
    if (text) expect(html).toContain(text);
  }).toPass({ timeout: 30_000 });
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page, 'main')).toEqual([]);
}

test('a guest browses the promotions and opens a bonus page; each brand has its own cards', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await test.step('the promotions page is rendered by the server with its title', async () => {
    await expectServerRendered(request, '/promotions', 'Promotions — Nova Casino', 'Welcome package');
  });

  await test.step('cards of the promotions this visitor may see, each leading to its bonus page', async () => {
    await page.goto('/promotions');
    const cards = page.getByRole('list', { name: 'Promotions' });
    await expect(cards.getByRole('heading', { level: 2 })).toContainText([
      'Welcome package',
      'Weekly free spins',
      'Crypto cashback',
    ]);
    await expectAccessible(page);
    await cards.getByRole('link', { name: 'Read more about Welcome package' }).click();
    await expect(page).toHaveURL(/\/promotions\/welcome-package$/);
  });

  await test.step('the bonus page: details, terms and the way to take part', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome package' })).toBeVisible();
    await expect(page).toHaveTitle('Welcome package — Nova Casino');
    await expect(page.getByRole('region', { name: 'Terms' })).toContainText('Wager 30 times');
    await expect(page.getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/deposit');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });

  await test.step('a bonus page that does not exist says so', async () => {
    await page.goto('/promotions/no-such-bonus');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotion not found' })).toBeVisible();
  });

  await test.step('the other brand shows its own wording, and no card of a page it switches off', async () => {
    await page.goto(onHost('lumen.localhost', '/promotions'));
    const cards = page.getByRole('list', { name: 'Promotions' });
    await expect(cards.getByRole('heading', { level: 2 }).first()).toHaveText('Lumen welcome');
    await expect(cards.getByText('Points store')).toHaveCount(0);
    await expect(cards.getByText('Rocket chance')).toHaveCount(0);
  });

  await test.step('under the EE licence there is no crypto promotion', async () => {
    await page.goto(onHost('ee.nova.localhost', '/en/promotions'));
    await expect(page.getByRole('list', { name: 'Promotions' }).getByText('Welcome package')).toBeVisible();
    await expect(page.getByText('Crypto cashback')).toHaveCount(0);
  });
  expect(consoleErrors).toEqual([]);
});

test('a promotion page switched off redirects to its fallback', async ({ page }) => {
  // Lumen's brand switches rocket mart off: the store sends to the promotions.
  await page.goto(onHost('lumen.localhost', '/rocket-mart'));
  await expect(page).toHaveURL(/\/promotions$/);
  // On nova the /ffc override switches pages off in this browser: rocket mart, then the lotteries.
  await page.goto('/ffc');
  await page.getByRole('combobox', { name: 'rocketMart' }).selectOption('off');
  await page.getByRole('combobox', { name: 'lotteries' }).selectOption('off');
  await page.goto('/rocket-mart/freespins');
  await expect(page).toHaveURL(/\/promotions$/);
  await page.goto('/tournaments/lotteries');
  await expect(page).toHaveURL(/\/tournaments\/all$/);
});

test('each content page renders with its title, and without serious accessibility problems', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const pages: [string, string, string][] = [
    ['/news', 'News', 'News — Nova Casino'],
    ['/awards', 'Awards', 'Awards — Nova Casino'],
    ['/payments', 'Payment methods', 'Payment methods — Nova Casino'],
    ['/benefits-of-crypto', 'Benefits of crypto', 'Benefits of crypto — Nova Casino'],
    ['/bonus-balance', 'Bonus balance', 'Bonus balance — Nova Casino'],
    ['/oops', 'Oops, something went wrong', 'Oops, something went wrong — Nova Casino'],
    ['/ffc', 'Feature flags', 'Feature flags — Nova Casino'],
  ];
  for (const [path, heading, title] of pages) {
    await test.step(`${path}: rendered by the server, titled, accessible`, async () => {
      await expectServerRendered(request, path, title);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expectAccessible(page);
    });
  }

  await test.step('a news article', async () => {
    await page.goto('/news');
    await page.getByRole('link', { name: 'A new live studio opens' }).click();
    await expect(page).toHaveURL(/\/news\/new-live-studio$/);
    await expect(page).toHaveTitle('A new live studio opens — Nova Casino');
    await expect(page.getByRole('article')).toContainText('Find them under Live.');
    await expectAccessible(page);
  });

  await test.step('awards filtered by year', async () => {
    await page.goto('/awards');
    const awards = page.getByRole('list', { name: 'Awards' });
    await expect(awards.getByRole('listitem')).toHaveCount(4);
    await page
      .getByRole('navigation', { name: 'Filter by year' })
      .getByRole('link', { name: '2024' })
      .click();
    await expect(awards.getByRole('listitem')).toHaveCount(2);
    await expect(awards).toContainText('Best Live Support');
    await expect(awards).not.toContainText('Best New Casino');
  });

  await test.step('payments: crypto limits of spec §9, networks, free and instant', async () => {
    await page.goto('/payments');
    const deposit = page.getByRole('region', { name: 'Deposit' });
    const tether = deposit.getByRole('row', { name: /Tether/ });
    await expect(tether).toContainText('TRC-20, ERC-20');
    await expect(tether).toContainText('Free');
    await expect(tether).toContainText('Instant');
    const withdrawal = page.getByRole('region', { name: 'Withdrawal' });
    await expect(withdrawal.getByRole('row', { name: /Tether/ })).toContainText(/25(\.00)?.*4,000/);
  });

  await test.step('oops leads back to the lobby', async () => {
    await page.goto('/oops');
    await page.getByRole('link', { name: 'Go to the lobby' }).click();
    await expect(page).toHaveURL(new RegExp(`:${PORT}/$`));
  });

  await test.step('no crypto benefits under the EE licence: no page, no footer link', async () => {
    await page.goto(onHost('ee.nova.localhost', '/en/benefits-of-crypto'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto(onHost('ee.nova.localhost', '/en'));
    const eeFooter = await scrollToFooter(page);
    await expect(eeFooter.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await expect(eeFooter.getByRole('link', { name: 'Benefits of crypto' })).toHaveCount(0);
    await page.goto('/');
    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('link', { name: 'Benefits of crypto' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'News' })).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});

test('a player sees their bonus balance', async ({ page, request }) => {
  const player = await registerByApi(request);
  await logIn(page, player);
  await page.goto('/bonus-balance');
  await expect(page.getByText('Real money')).toBeVisible();
  await expect(page.getByText('You have no bonus money at the moment.')).toBeVisible();
  await expectAccessible(page);
});

test('/popup/login opens the login popup over the lobby', async ({ page }) => {
  await page.goto('/popup/login');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  // Pressed at once, before the app has taken over the server's page: held, and pressed again
  // once the page is live (runtime/app/early-clicks.ts).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});

test("/sport and #sport go to the brand's sports site keeping the mirror's scheme and port", async ({
  page,
}) => {
  const sportsSite = `http://sport.nova.localhost:${PORT}`;
  // The sports site answers for itself: only the address the browser goes to matters here.
  await page.route(`${sportsSite}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sports</title><h1>Sports</h1>' }),
  );

  await test.step('/sport/live on a mirror', async () => {
    await page.goto(onHost('nova-mirror.localhost', '/sport/live'));
    await page.waitForURL(`${sportsSite}/live`);
  });

  await test.step('/sport', async () => {
    await page.goto(onHost('nova-mirror.localhost', '/sport'));
    await page.waitForURL(`${sportsSite}/`);
  });

  await test.step('#sport_live from the lobby', async () => {
    await page.goto(onHost('nova-mirror.localhost', '/#sport_live'));
    await page.waitForURL(`${sportsSite}/live`);
  });

  await test.step('the /ffc override switches sports off: no sports link, and /sport stays', async () => {
    await page.goto(onHost('nova-mirror.localhost', '/ffc'));
    await page.getByRole('combobox', { name: 'sports' }).selectOption('off');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('combobox', { name: 'sports' }) });
    await expect(row).toContainText('Now off');
    await page.goto(onHost('nova-mirror.localhost', '/sport'));
    await expect(page.getByText('Sports betting is not available here.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sports' })).toHaveCount(0);
  });
});
