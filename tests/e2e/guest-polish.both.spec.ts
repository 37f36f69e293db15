import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, isPhone, onHost, sandboxApi, test } from './support/site.ts';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1440, height: 900 };
const BRANDS = [
  { brand: 'nova', host: 'nova.localhost' },
  { brand: 'lumen', host: 'lumen.localhost' },
] as const;

/** Whether what the browser finds at the centre of `field` is the field itself (nothing covers it). */
async function uncovered(field: Locator): Promise<boolean> {
  return field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === element;
  });
}

/** Whether React has hydrated the element (the own props react-dom attaches; runtime/app/early-clicks.ts). */
const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));

/** The registration popup, opened from the header as a guest does. */
async function openRegistration(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(dialog.getByLabel('E-mail', { exact: true })).toBeVisible();
  return dialog;
}

test.describe('modals first', () => {
  test.use({ consented: false });

  test('a 360 px phone: the cookie banner never covers a field of the sign-up popup', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();

    const dialog = await openRegistration(page);
    // The popup is above the banner on the theme's one scale, and the banner steps aside meanwhile.
    const z = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const of = (name: string) => Number(style.getPropertyValue(name));
      return { modal: of('--cr-z-modal'), toast: of('--cr-z-toast'), notice: of('--cr-z-notice') };
    });
    expect(z.modal).toBeGreaterThan(z.toast);
    expect(z.toast).toBeGreaterThan(z.notice);
    await expect(banner).toBeHidden();

    const fields = dialog.locator('input:not([type="hidden"]), select, textarea');
    expect(await fields.count()).toBeGreaterThanOrEqual(4);
    for (const field of await fields.all()) {
      await field.focus();
      await expect(field).toBeFocused();
      await expect.poll(() => uncovered(field), { message: await field.evaluate((f) => f.id) }).toBe(true);
    }

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeVisible();
  });

  test('on a phone the banner steps aside for the search popup and its field', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    const box = page
      .getByRole('dialog', { name: 'Search games' })
      .getByRole('searchbox', { name: 'Game name' });
    await expect(box).toBeFocused();
    await expect(banner).toBeHidden();
    await expect.poll(() => uncovered(box)).toBe(true);
  });

  test('a persistent notice and the cookie banner never cover each other', async ({ page }) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/?geo=US');
      const toast = page
        .getByRole('region', { name: 'Notifications' })
        .getByText(/Our services are restricted/);
      const banner = page.getByRole('region', { name: 'Cookie notice' });
      await expect(toast).toBeVisible();
      await expect(banner).toBeVisible();
      const [a, b] = [await toast.boundingBox(), await banner.boundingBox()];
      if (!a || !b) throw new Error('both are shown');
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `${size.width}×${size.height}`).toBe(false);
    }
  });
});

test.describe('a short sign-up', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(`at ${size.width}×${size.height} the form asks four things and its submit shows without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const dialog = await openRegistration(page);
      await expect(dialog.getByLabel('E-mail', { exact: true })).toBeVisible();
      await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Currency' })).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: /accept the Terms and Conditions/ })).toBeAttached();
      await expect(dialog.locator('input:not([type="hidden"]), select, textarea')).toHaveCount(4);

      const submit = dialog.getByRole('button', { name: 'Create account' });
      const box = await submit.boundingBox();
      if (!box) throw new Error('the submit button is shown');
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      // Nothing was scrolled to get there: neither the page nor the popup.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(
        await dialog.evaluate((node) =>
          [node, ...node.querySelectorAll('*')].reduce((sum, el) => sum + el.scrollTop, 0),
        ),
      ).toBe(0);
    });

    test(`at ${size.width}×${size.height} lumen's German sign-up shows its submit without scrolling too`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(onHost('lumen.localhost', '/de/registration'));
      const dialog = page.getByRole('dialog', { name: 'Registrieren' });
      await expect(dialog.getByLabel('E-Mail', { exact: true })).toBeVisible();
      await expect(dialog.locator('input:not([type="hidden"]), select, textarea')).toHaveCount(4);
      const submit = dialog.getByRole('button', { name: 'Konto erstellen' });
      await expect(submit).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test.describe('phones can try games', () => {
  test('a tap on a tile shows its actions; Demo opens the demo, drawn without an emoji font', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(!isPhone(page), 'touch screens only');
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Top games', exact: true });
    const tile = row
      .getByRole('group')
      .filter({ has: page.getByRole('link', { name: /in demo mode$/ }) })
      .first();
    await expect(tile).toBeVisible();
    const cover = tile.locator('.cr-game-tile__cover');
    const actions = tile.locator('.cr-game-tile__overlay');
    await expect(actions).toHaveCSS('opacity', '0');
    await expect.poll(() => hydrated(cover)).toBe(true);

    await cover.tap();
    await expect(actions).toHaveCSS('opacity', '1');
    expect(new URL(page.url()).pathname).toBe('/');
    const demo = tile.getByRole('link', { name: /in demo mode$/ });
    await expect(demo).toBeInViewport();
    const href = await demo.getAttribute('href');
    await demo.tap();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);

    const frame = page.frameLocator('main iframe');
    await expect(frame.locator('body')).toContainText('Demo — FUN credits');
    await expect(frame.locator('#reels svg use')).toHaveCount(3);
    expect(await frame.locator('#reels').textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('keyboard focus shows the actions of a tile', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('region', { name: 'Top games', exact: true }).getByRole('group').first();
    await expect(tile).toBeVisible();
    await tile.getByRole('link', { name: /^Play / }).focus();
    await expect(tile.locator('.cr-game-tile__overlay')).toHaveCSS('opacity', '1');
  });
});

test.describe('findable games', () => {
  test('the lobby of each brand has exactly one h1', async ({ page }) => {
    for (const { host } of BRANDS) {
      await page.goto(onHost(host, '/'));
      await expect(
        page.getByRole('region', { name: 'Top games', exact: true }).getByRole('group').first(),
      ).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Casino lobby/);
    }
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Casino-Lobby/);
  });

  test("the bottom bar holds spec §2's items only", async ({ page }) => {
    test.skip(!isPhone(page), 'the bar is the phone menu');
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration');
    const cells = bar.getByRole('listitem');
    await expect(cells).toHaveCount(6);
    const labels = await bar.locator('.cr-bottom-bar__label').allTextContents();
    expect(labels).toEqual(['Sign up', 'Lobby', 'Pokies', 'Live', 'Sports', 'Menu']);
  });

  test('the category chip row shows that it scrolls, and scrolls from the keyboard', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pokies/all');
    const menu = page.getByRole('navigation', { name: 'Game categories' });
    const list = menu.getByRole('list');
    const chips = list.getByRole('link');
    await expect(chips.first()).toBeVisible();
    const fade = (edge: 'start' | 'end') =>
      list.evaluate(
        (node, name) => getComputedStyle(node).getPropertyValue(name).trim(),
        `--cr-chips-fade-${edge}`,
      );
    await expect.poll(() => list.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    // At the start only the far end fades: more chips wait there.
    await expect.poll(() => fade('end')).not.toBe('0px');
    await expect.poll(() => fade('start')).toBe('0px');

    // Tab along the chips: the row follows the focus to its last chip.
    await chips.first().focus();
    const count = await chips.count();
    for (let i = 1; i < count; i += 1) await page.keyboard.press('Tab');
    await expect(chips.last()).toBeFocused();
    await expect(chips.last()).toBeInViewport({ ratio: 1 });
    expect(await list.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => fade('start')).not.toBe('0px');
    await expect.poll(() => fade('end')).toBe('0px');
  });

  test('search results of the same name show their provider', async ({ page, request }) => {
    // A title that two studios both use, from the sandbox's own catalogue.
    let title: string | undefined;
    for (let pageNumber = 1; !title && pageNumber <= 20; pageNumber += 1) {
      const answer = await request.post(sandboxApi('/api/games_filter'), {
        data: { device: isPhone(page) ? 'mobile' : 'desktop', page: pageNumber, page_size: 100 },
      });
      const { data } = (await answer.json()) as { data: { title: string; uniq_seo_title: boolean }[] };
      title = data.find((game) => !game.uniq_seo_title)?.title;
    }
    if (!title) throw new Error('the catalogue has same-named games');

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await dialog.getByRole('searchbox', { name: 'Game name' }).fill(title);
    const results = dialog.getByRole('list', { name: 'Search results' });
    const namesakes = results.getByRole('group', { name: new RegExp(`^${title}, .+`) });
    await expect(namesakes.first()).toBeVisible();
    expect(await namesakes.count()).toBeGreaterThanOrEqual(2);
    const labels = await namesakes.evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));
    expect(new Set(labels).size).toBe(labels.length);
  });
});

test.describe('honest restrictions', () => {
  test('a visitor from a fully restricted country is told why and what is still open, in their language', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/?geo=RU');
    const notice = page.getByRole('region', { name: 'Our casino is not available in your country (Russia)' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('does not allow us to offer gambling there');
    await expect(notice).toContainText('You can still look around the site');
    const terms = notice.getByRole('link', { name: 'Read the terms and conditions' });
    await expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(await seriousViolations(page, '.cr-restricted-geo-notice')).toEqual([]);

    await page.goto('/de');
    const german = page.getByRole('region', {
      name: 'Unser Casino ist in deinem Land (Russland) nicht verfügbar',
    });
    await expect(german).toBeVisible();
    await expect(german.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen lesen' })).toHaveAttribute(
      'href',
      '/de/terms-and-conditions',
    );

    await german.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen lesen' }).click();
    await expect(page).toHaveURL(/\/de\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(onHost('lumen.localhost', '/?geo=BY'));
    await expect(
      page.getByRole('region', { name: 'Our casino is not available in your country (Belarus)' }),
    ).toBeVisible();
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('a visitor from an open country sees no such notice', async ({ page }) => {
    await page.goto('/?geo=CA');
    await expect(
      page.getByRole('region', { name: 'Top games', exact: true }).getByRole('group').first(),
    ).toBeVisible();
    await expect(page.locator('.cr-restricted-geo-notice')).toHaveCount(0);
  });
});
