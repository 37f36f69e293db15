import { EARLY_CLICK_WAIT_MS } from '../../runtime/app/early-clicks.ts';
import { onHost, scrollToFooter, test, expect } from './support/site.ts';

test.describe('regional rules', () => {
  test('EE licence on the main host: no crypto or sportsbook links, registration disabled', async ({
    page,
  }) => {
    await page.goto(onHost('ee.nova.localhost', '/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    const info = (await scrollToFooter(page)).getByRole('navigation', { name: 'Information' });
    await expect(info.getByRole('link', { name: /^Terms and conditions/ })).toBeVisible();
    await expect(info.getByRole('link', { name: 'Benefits of crypto' })).toHaveCount(0);
    await expect(info.getByRole('link', { name: 'Sportsbook rules' })).toHaveCount(0);
  });

  test('the EE mirror follows CW rules: the sportsbook rules are back', async ({ page }) => {
    await page.goto(onHost('ee-mirror.nova.localhost', '/en'));
    const info = (await scrollToFooter(page)).getByRole('navigation', { name: 'Information' });
    await expect(info.getByRole('link', { name: 'Sportsbook rules' })).toHaveAttribute(
      'href',
      '/en/general-rules',
    );
    // Crypto benefits is a CW link too (not under the EE licence).
    await expect(info.getByRole('link', { name: 'Benefits of crypto' })).toBeVisible();
  });

  test('the German host shows the German lobby', async ({ page, consoleErrors }) => {
    await page.goto(onHost('de.nova.localhost'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top-Spiele' }).getByRole('group')).not.toHaveCount(0);
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('an Australian guest confirms once and the card stays hidden after a reload', async ({
    page,
    context,
  }) => {
    await page.goto(onHost('au.nova.localhost'));
    const card = page.getByRole('region', { name: 'Visiting from Australia?' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'I confirm' }).click();
    // A tap before the page has hydrated is held and replayed (runtime/app/early-clicks.ts): the
    // cookie follows the replay.
    await expect
      .poll(
        async () => {
          const cookies = await context.cookies(onHost('au.nova.localhost'));
          return cookies.find((cookie) => cookie.name === 'au_confirmed')?.value;
        },
        // As long as a held tap waits for hydration: on a loaded machine that can take a while.
        { timeout: EARLY_CLICK_WAIT_MS },
      )
      .toBe('1');
    await expect(card).toBeHidden();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Top games', exact: true }).getByRole('group'),
    ).not.toHaveCount(0);
    await expect(card).toHaveCount(0);
  });

  test('a fully restricted country sees warnings instead of the login and registration forms', async ({
    page,
  }) => {
    await page.goto('/login?geo=RU');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login not available in your country');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    // The country is kept in a cookie: the next page needs no ?geo.
    await page.goto('/registration');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Registration restricted in your country',
    );
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(header.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  test('a partially restricted country gets the restriction toast and disabled auth buttons', async ({
    page,
  }) => {
    await page.goto('/?geo=US');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Our services are restricted in your country: registration and login are not available.',
    );
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(header.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await expect(header).toContainText('Login not available in your country');
  });
});
