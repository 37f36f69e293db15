import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, onHost, sandboxApi, test } from './support/site.ts';
import { changePlayer, waitForSocket } from './support/back-office.ts';

const WRITABLE_CHAT = 545;
const SILVER = 258;

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Support chat' });

test('a live-chat player writes to support from the header and reads the reply without reloading', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('chat'));
  await changePlayer(request, { email: player.email, groups: { add: [WRITABLE_CHAT] } });
  await logIn(page, player);
  await waitForSocket(request, player.email);

  const dialog = chatDialog(page);
  const log = dialog.getByRole('log', { name: 'Conversation with support' });
  await test.step('the header button opens the chat, ready to type', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Support chat' }).click();
    await expect(dialog).toBeVisible();
    await expect(log).toContainText('No messages yet. How can we help?');
    await expect(dialog.getByLabel('Your message')).toBeFocused();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  await test.step('the message goes to support and shows in the conversation', async () => {
    await dialog.getByLabel('Your message').fill('My deposit has not arrived yet');
    await dialog.getByLabel('Your message').press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log.getByRole('listitem').first()).toContainText('YouMy deposit has not arrived yet');
    await expect(dialog.getByLabel('Your message')).toHaveValue('');
  });

  await test.step("the operator's reply arrives on the socket, without a reload", async () => {
    const reply = await request.post(sandboxApi('/sandbox/admin/support-chat/reply'), {
      data: { email: player.email, text: 'It is on its way: a few minutes more.' },
      headers: sandboxAdminHeaders,
    });
    expect(reply.status(), await reply.text()).toBe(201);
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await expect(log.getByRole('listitem').last()).toContainText(
      'SupportIt is on its way: a few minutes more.',
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  await test.step('Escape closes the chat and gives the focus back to the button', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Support chat' })).toBeFocused();
  });

  await test.step('/#chat opens the chat about a second later, with the conversation kept', async () => {
    // When the page's main landmark appears (a signed-in player's page is rendered in the browser, so
    // it comes with the app) and when the chat does.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { chatTimes: Record<string, number> }).chatTimes = times;
      new MutationObserver(() => {
        times.main ??= document.getElementById('main') ? performance.now() : undefined!;
        times.chat ??= document.querySelector('[role="dialog"] [role="log"]')
          ? performance.now()
          : undefined!;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/pokies/all#chat');
    await expect(log.getByRole('listitem')).toHaveCount(2);
    const times = await page.evaluate(
      () => (window as unknown as { chatTimes: Record<string, number> }).chatTimes,
    );
    expect(times.chat! - times.main!).toBeGreaterThanOrEqual(950);
    expect(times.chat! - times.main!).toBeLessThan(6_000);
    await expect(log).toContainText('My deposit has not arrived yet');
    // The hash is spent: the same link works again.
    await expect(page).toHaveURL(/\/pokies\/all$/);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('a guest writes to support by e-mail from the floating button and finds the /support page', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/');
  const content = `Do you accept Interac? (${Date.now()})`;

  await test.step('the floating button opens the chat: a message to support by e-mail', async () => {
    await page.getByRole('button', { name: 'Open the support chat' }).click();
    const dialog = chatDialog(page);
    await expect(dialog.getByRole('link', { name: 'support@nova.localhost' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Your e-mail is required')).toBeVisible();
    await expect(dialog.getByLabel('Your e-mail')).toBeFocused();
    await dialog.getByLabel('Your e-mail').fill('visitor@example.com');
    await dialog.getByLabel('Your message').fill(content);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(
      dialog.getByText('Thank you! Your message has been sent. We will answer by e-mail.'),
    ).toBeVisible();
  });

  await test.step('support got it once', async () => {
    const outbox = await request.get(sandboxApi('/sandbox/outbox.json'), { headers: sandboxAdminHeaders });
    const mails = (await outbox.json()) as { subject: string; body: string }[];
    expect(mails.filter((mail) => mail.body === content)).toHaveLength(1);
  });

  await test.step('the footer links to /support, which has the chat in the page', async () => {
    await page.keyboard.press('Escape');
    await page.goto('/support');
    await expect(page).toHaveTitle('Support — Nova Casino');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Message to support' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("a VIP player who has not accepted the terms gets the support popup with their manager's contacts", async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = await registerByApi(request, newCredentials('vip'));
  await changePlayer(request, {
    email: player.email,
    groups: { add: [SILVER] },
    auth_fields_missed: ['terms_acceptance'],
  });
  await logIn(page, player);

  const popup = page.getByRole('dialog', { name: 'Support', exact: true });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Your account still needs your acceptance of the terms and conditions.');
  const manager = popup.getByRole('region', { name: 'Your VIP manager' });
  await expect(manager).toContainText('Marco Vidal');
  await expect(manager.getByRole('link', { name: '+1 800 555 0142' })).toHaveAttribute(
    'href',
    'tel:+18005550142',
  );
  await expect(manager.getByRole('link', { name: 'marco.vip@nova.localhost' })).toHaveAttribute(
    'href',
    'mailto:marco.vip@nova.localhost',
  );
  await expect(manager.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/18005550142',
  );
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Outside the live-chat group, the chat is a message to support, under the manager's contacts.
  await popup.getByRole('button', { name: 'Chat with support' }).click();
  const dialog = chatDialog(page);
  await expect(dialog.getByRole('region', { name: 'Your VIP manager' })).toContainText('Marco Vidal');
  await expect(dialog.getByLabel('Your e-mail')).toHaveValue(player.email);
  await expect(popup).toBeHidden();
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('the support page speaks each language, on both brands', async ({ page }) => {
  for (const [path, heading] of [
    ['/support', 'Support'],
    ['/de/support', 'Kundendienst'],
    ['/fr-CA/support', 'Soutien'],
    ['/no/support', 'Kundeservice'],
    ['/it/support', 'Assistenza'],
    ['/et/support', 'Klienditugi'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(onHost('lumen.localhost', '/support'));
  await expect(page).toHaveTitle(/^Support — Lumen/);
  await page.getByRole('button', { name: 'Open the support chat' }).click();
  await expect(chatDialog(page).getByRole('link', { name: 'hello@lumen.localhost' })).toBeVisible();
});
