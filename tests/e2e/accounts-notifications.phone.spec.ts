import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, openSidebar, sandboxApi, test } from './support/site.ts';

test('on a phone a player opens a bitcoin account from the balance, and the sidebar follows with its notifications', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('phone-accounts'), 'CAD');
  await logIn(page, player);
  const header = page.getByRole('banner');

  await header.getByRole('button', { name: 'Balance: CA$0.00' }).click();
  const panel = header.getByRole('region', { name: 'Your accounts' });
  await expect(panel.getByRole('button', { name: /^CAD/ })).toBeInViewport();
  expect(await seriousViolations(page, '.cr-site-header__balance'), 'axe: balance panel').toEqual([]);
  await header.getByRole('button', { name: 'Add a currency' }).click();

  const popup = page.getByRole('dialog', { name: 'Add a currency' });
  await popup.getByRole('radio', { name: /BTC\s+Bitcoin/ }).check();
  expect(await seriousViolations(page, '[role="dialog"]'), 'axe: currency popup').toEqual([]);
  await popup.getByRole('button', { name: 'Open BTC account' }).click();
  await expect(popup).toBeHidden();
  await expect(header.getByRole('button', { name: 'Balance: 0 µBTC' })).toBeVisible();

  // The sidebar shows the account in use in the same unit.
  let sidebar = await openSidebar(page);
  await expect(sidebar.getByRole('region', { name: 'Balance' })).toContainText('0 µBTC');
  await expect(sidebar.getByRole('region', { name: /Notifications/ })).toHaveCount(0);

  await expect
    .poll(async () => {
      const pushed = await request.post(sandboxApi('/sandbox/admin/push'), {
        data: {
          email: player.email,
          channel: 'personal_notifications',
          data: { id: 'phone-1', title: 'Free spins are waiting', text: '' },
        },
        headers: sandboxAdminHeaders,
      });
      return ((await pushed.json()) as { subscribers: number }).subscribers;
    })
    .toBeGreaterThan(0);
  sidebar = await openSidebar(page);
  const notifications = sidebar.getByRole('region', { name: /Notifications/ });
  await expect(notifications).toContainText('Free spins are waiting');
  await expect(notifications.getByRole('heading')).toContainText('1');
  await notifications.getByRole('button', { name: 'Delete notification: Free spins are waiting' }).click();
  await expect(notifications).toHaveCount(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});
