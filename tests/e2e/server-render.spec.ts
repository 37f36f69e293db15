import { logIn, registerByApi } from './support/player.ts';
import { sandboxApi, test, expect } from './support/site.ts';

test.describe('server-rendered first view', () => {
  test('the lobby is in the HTML: header, hero banner and games show with scripts off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.locator('img.cr-hero-banner__image').first()).toBeVisible();
    await expect(page.locator('a[href^="/play/"]').first()).toBeVisible();
    await expect(page).toHaveTitle(/Nova Casino/);
    await context.close();
  });

  test('the page hydrates without a mismatch and then works: the login popup opens', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const login = page
      .getByRole('banner')
      .getByRole('button', { name: 'Anmelden' })
      .or(page.getByRole('banner').getByRole('link', { name: 'Anmelden' }));
    await login.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('title')).toHaveCount(1);
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  for (const [name, path] of [
    ['the lobby', '/'],
    ['a category', '/pokies/all'],
  ] as const) {
    test(`hydration takes over the server's markup of ${name} instead of drawing it anew`, async ({
      page,
    }) => {
      await page.goto(path);
      // The server's elements, before the app starts: each must be the one React attaches to.
      await page.evaluate(() => {
        const marked = window as unknown as { serverNodes: Element[] };
        // The top menu's items are laid out anew once the browser has measured them (those that do
        // not fit go under "More"): the only server markup replaced by design.
        marked.serverNodes = [
          ...document.querySelectorAll('#root header, #root main, #root footer, #root a'),
        ].filter((node) => !node.closest('.cr-site-header__menu'));
      });
      const hydrated = (selector: string) =>
        page.evaluate(
          (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps$')),
          selector,
        );
      await expect.poll(() => hydrated('#root footer'), { timeout: 20_000 }).toBe(true);
      const kept = await page.evaluate(() => {
        const { serverNodes } = window as unknown as { serverNodes: Element[] };
        return { total: serverNodes.length, lost: serverNodes.filter((node) => !node.isConnected).length };
      });
      expect(kept.total).toBeGreaterThan(20);
      expect(kept.lost, `of ${kept.total} server elements`).toBe(0);
    });
  }

  test('a path that redirects is answered with an HTTP redirect, and the browser lands on its target', async ({
    page,
    request,
  }) => {
    for (const [path, to] of [
      ['/users', '/profile'],
      ['/deposit', '/registration?redirect=%2Fdeposit'],
      ['/favorite-games/', '/favorite-games'],
    ] as const) {
      const answer = await request.get(sandboxApi(path), {
        headers: { accept: 'text/html' },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers()['location'], path).toBe(to);
    }
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/registration\?redirect=%2Fdeposit$/);
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test("a signed-in player's profile is in the HTML, takes input once live, and hydrates without a mismatch", async ({
    browser,
    page,
    request,
    consoleErrors,
  }) => {
    const player = await registerByApi(request);
    await logIn(page, player);

    // Scripts off, with the player's session: their balance and their own details are on screen.
    const still = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
    await still.addCookies(await page.context().cookies());
    const drawn = await still.newPage();
    await drawn.goto('/profile');
    await expect(drawn.locator('#root[data-ssr]')).toBeAttached();
    await expect(drawn.getByRole('banner').getByRole('button', { name: /^Balance:/ })).toBeVisible();
    await expect(drawn.getByRole('region', { name: 'Account' })).toContainText(player.email);
    // Typing before the page is live would be lost to hydration: the fields wait for it.
    await expect(drawn.getByLabel('Nickname')).toHaveAttribute('readonly');
    await still.close();

    await page.goto('/profile');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    const nickname = page.getByLabel('Nickname');
    await nickname.fill('Hydrated Ada');
    await expect(nickname).toHaveValue('Hydrated Ada');
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test("a signed-in player's page uses what it preloads: no preload is wasted on another credentials mode", async ({
    page,
    request,
  }) => {
    await logIn(page, await registerByApi(request));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: /Balance/ })).toBeVisible();
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(4_000);
    expect(warnings).toEqual([]);
  });

  test('a click on a button before the app has started is kept: the search popup opens once it has', async ({
    page,
    consoleErrors,
  }) => {
    // The app's code arrives late, as on a slow phone: the page is on screen and clicked first.
    let appRequested = false;
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      appRequested = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    const search = page.getByRole('banner').getByRole('button', { name: 'Search games' });
    await search.click();
    await expect(page.getByRole('dialog', { name: 'Search games' })).toBeVisible();
    expect(appRequested, 'the app loaded after the click').toBe(true);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});

test.describe('server-rendered static pages', () => {
  test('a static CMS page is in the HTML before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.locator('.cr-static-page__content')).toContainText('We process your personal data');
    await context.close();
  });

  test('the static page hydrates without an error and then works: the search popup opens', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/privacy-policy');
    const content = page.locator('.cr-static-page__content');
    await expect(content).toContainText('We process your personal data');
    // A button works only once the page has hydrated (a click before is held until then).
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    await expect(page.getByRole('dialog', { name: 'Search games' })).toBeVisible();
    // Hydration kept the server's content: it was not thrown away for the browser's render.
    await expect(content).toContainText('We process your personal data');
    expect(consoleErrors.join('\n')).not.toMatch(/#41[89]|hydrat/i);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});

test.describe('what a page tells the browser about the server', () => {
  for (const [name, path] of [
    ['the lobby', '/'],
    ['a static page', '/privacy-policy'],
    ['a page that does not exist', '/no-such-page-here'],
  ] as const) {
    test(`${name} carries no stack, error detail or server path`, async ({ page }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<div id="root"');
      expect(html).not.toMatch(/data-(stck|msg|cstck)=/);
      // The server's own folder, its packages, file URLs and stack frames.
      for (const leak of [process.cwd(), 'node_modules', 'file://', /\bat \S+ \(\//]) {
        if (typeof leak === 'string') expect(html).not.toContain(leak);
        else expect(html).not.toMatch(leak);
      }
    });
  }
});
