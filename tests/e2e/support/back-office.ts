import type { APIRequestContext } from '@playwright/test';
import { sandboxAdminHeaders } from './sandbox-admin.ts';
import { expect, sandboxApi } from './site.ts';

/**
 * What the platform's back office does to a player: groups (VIP, live chat, testers) and missing
 * auth fields (`POST /sandbox/admin/player`; the player's pages hear of groups on `groups_updates`).
 */
export async function changePlayer(request: APIRequestContext, body: Record<string, unknown>) {
  const changed = await request.post(sandboxApi('/sandbox/admin/player'), {
    data: body,
    headers: sandboxAdminHeaders,
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

/**
 * Waits until the page's socket has subscribed to the player's channels (it connects a moment after
 * the page): a message that changes nothing visible is pushed until it reaches one.
 */
export async function waitForSocket(request: APIRequestContext, email: string) {
  await expect
    .poll(async () => {
      const pushed = await request.post(sandboxApi('/sandbox/admin/push'), {
        data: { email, channel: 'payment_methods_updated', data: {} },
        headers: sandboxAdminHeaders,
      });
      expect(pushed.status()).toBe(200);
      return ((await pushed.json()) as { subscribers: number }).subscribers;
    })
    .toBeGreaterThan(0);
}
