import { devices, type Locator, type Page } from '@playwright/test';
import { onHost, openSidebar, scrollToFooter, test, expect } from './support/site.ts';

/**
 * Links of one kind of page (a provider's games, a game) lead to the same page with other data:
 * two of each show the page exists, so that the crawl stays short (the footer lists 40 providers).
 */
const SAMPLES_PER_SHAPE = 2;

/** `/producers/netent` → `/producers/*`: paths that differ only after their first segment. */
const shapeOf = (path: string) => {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  return `/${first}${'/*'.repeat(rest.length)}`;
};

/** The same-origin targets (path and query) of the links inside these places, in order, once each. */
async function linksIn(page: Page, places: Locator[]): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const found: string[] = [];
  for (const place of places) {
    const hrefs = await place
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      if (!found.includes(target)) found.push(target);
    }
  }
  const perShape = new Map<string, number>();
  return found.filter((target) => {
    const shape = shapeOf(target.split('?')[0]!);
    const seen = perShape.get(shape) ?? 0;
    perShape.set(shape, seen + 1);
    return seen < SAMPLES_PER_SHAPE;
  });
}

/** Opens a link target and checks that its page shows something: not the not-found page, not an empty main. */
async function expectPage(page: Page, host: string, target: string) {
  await page.goto(onHost(host, target));
  const main = page.locator('main#main');
  await expect
    .poll(() => main.evaluate((el) => (el as HTMLElement).innerText.trim().length), {
      message: `${target} shows something in its main area`,
    })
    .toBeGreaterThan(0);
  await expect(page.locator('.cr-not-found, .cr-static-page--missing'), `${target} is a page`).toHaveCount(0);
  await expect(page, `${target} is not the not-found page`).not.toHaveTitle(/Page not found/);
}

const BRANDS = [
  { brand: 'nova', host: 'nova.localhost' },
  { brand: 'lumen', host: 'lumen.localhost' },
];

test.describe('no link leads to an empty page', () => {
  for (const { brand, host } of BRANDS) {
    test(`on ${brand}, every link of the header, the banners and the footer leads to a page`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(onHost(host, '/'));
      const header = page.getByRole('banner');
      const more = header.getByRole('button', { name: 'More' });
      if (await more.isVisible()) await more.click();
      const banners = page.getByRole('region', { name: 'Promotions' });
      await expect(banners.getByRole('listitem').first()).toBeVisible();
      const footer = await scrollToFooter(page);
      await expect(
        footer.getByRole('navigation', { name: 'Information' }).getByRole('link').first(),
      ).toBeVisible();
      const targets = await linksIn(page, [header, banners, footer]);
      expect(targets.length, 'links found').toBeGreaterThan(5);
      for (const target of targets) await expectPage(page, host, target);
    });
  }

  test.describe('on a phone', () => {
    // A phone in the desktop run: the bottom bar and the sidebar are the phone's menus.
    const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
    test.use(phone);

    for (const { brand, host } of BRANDS) {
      test(`on ${brand}, every link of the bottom bar and the sidebar leads to a page`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(onHost(host, '/'));
        const bar = page.getByRole('navigation', { name: 'Quick navigation' });
        await expect(bar.getByRole('link').first()).toBeVisible();
        const sidebar = await openSidebar(page);
        await expect(sidebar.getByRole('link', { name: 'Jackpots' })).toBeVisible();
        const targets = await linksIn(page, [bar, sidebar]);
        expect(targets.length, 'links found').toBeGreaterThan(3);
        for (const target of targets) await expectPage(page, host, target);
      });
    }
  });
});
