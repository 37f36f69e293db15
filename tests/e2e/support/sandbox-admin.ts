import type { Page } from '@playwright/test';

/**
 * The sandbox admin token of the e2e server (playwright.config.ts sets it as
 * CROUPIER_SANDBOX_ADMIN_TOKEN): the admin page, its endpoints and the outbox need it. With
 * E2E_REUSE=1 the sandbox already running must have been started with it too.
 */
export const SANDBOX_ADMIN_TOKEN = 'e2e-sandbox-admin-token';

/** Headers of a call to the sandbox's tools (admin push, cash-outs, outbox.json). */
export const sandboxAdminHeaders = { authorization: `Bearer ${SANDBOX_ADMIN_TOKEN}` };

/** Opens the outbox page as its link in the start banner does: the token in the query. */
export async function openOutbox(page: Page): Promise<void> {
  await page.goto(`/sandbox/outbox?token=${encodeURIComponent(SANDBOX_ADMIN_TOKEN)}`);
}
