import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PORT } from './site.ts';

export interface E2ePlayer {
  email: string;
  password: string;
}

/**
 * A new player for a journey that is not about registering (that one is new-player.spec.ts):
 * created through the sandbox API, signed in nowhere yet.
 */
export async function registerPlayer(request: APIRequestContext): Promise<E2ePlayer> {
  const player = {
    email: `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Secret#123',
  };
  // Node does not resolve *.localhost as Chromium does; plain localhost is a nova host too.
  const registered = await request.post(`http://localhost:${PORT}/api/users`, {
    data: {
      user: {
        email: player.email,
        password: player.password,
        password_confirmation: player.password,
        currency: 'EUR',
        terms_acceptance: true,
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return player;
}

/** Signs the player in through the header's Log in popup of the English lobby. */
export async function signInThroughPopup(page: Page, player: E2ePlayer): Promise<void> {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}
