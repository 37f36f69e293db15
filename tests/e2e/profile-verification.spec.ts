import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi, type Credentials } from './support/player.ts';
import { SANDBOX_ADMIN_TOKEN, sandboxAdminHeaders } from './support/sandbox-admin.ts';
import { expect, onHost, sandboxApi, test } from './support/site.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG's bytes padded to about 2 MB, so that its upload takes a while on a slow line. */
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** One byte over the 5 MB limit. */
const OVERSIZE = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);

interface ReviewedDocument {
  id: number;
  email: string;
  file_name: string;
  status: string;
}

/** The admin's approval of a player's pending document, by its file name. */
async function approve(request: APIRequestContext, email: string, fileName: string) {
  const listed = await request.get(sandboxApi('/sandbox/admin/documents?status=pending'), {
    headers: sandboxAdminHeaders,
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const document = ((await listed.json()) as ReviewedDocument[]).find(
    (d) => d.email === email && d.file_name === fileName,
  );
  expect(document, `${fileName} waits for review`).toBeDefined();
  const approved = await request.post(sandboxApi(`/sandbox/admin/documents/${document!.id}/approve`), {
    headers: sandboxAdminHeaders,
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

async function logInOn(page: Page, host: string, player: Credentials) {
  await page.goto(onHost(host, '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test('a player uploads a PNG and a PDF, watches the upload, is verified once the admin approves, and an oversize file is refused', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await registerByApi(request, newCredentials('verification'));
  await logIn(page, player);

  const form = page.getByRole('form', { name: 'Upload a document' });
  const documents = page.getByRole('list', { name: 'Your documents' });
  const documentItem = (name: string) => documents.getByRole('listitem').filter({ hasText: name });

  await test.step('the tab starts unverified and empty, and passes axe', async () => {
    await page.goto('/profile/verification');
    await expect(page).toHaveTitle(/^Verification/);
    await expect(page.getByRole('heading', { level: 2, name: 'Verification' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
    await expect(page.getByText('You have not uploaded any documents yet.')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('a PNG proof of identity uploads with a progress bar, then waits for review', async () => {
    // A slow line (about 1 MB/s up), so that the progress of a 2 MB file can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    await form.getByLabel('Document').selectOption({ label: 'Proof of identity' });
    await form
      .getByLabel('File')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: BIG_PNG });
    await form.getByRole('button', { name: 'Upload' }).click();
    const bar = form.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(
      form.getByRole('status').filter({ hasText: '“passport.png” is uploaded (Proof of identity).' }),
    ).toHaveText('“passport.png” is uploaded (Proof of identity). We will review it shortly.', {
      timeout: 30_000,
    });
    await expect(bar).toBeHidden();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(documentItem('passport.png')).toContainText('Under review');
    await expect(page.getByText('Under review', { exact: true }).first()).toBeVisible();
  });

  await test.step('a PDF proof of address joins it', async () => {
    await form.getByLabel('Document').selectOption({ label: 'Proof of address' });
    await form
      .getByLabel('File')
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: '“bill.pdf” is uploaded (Proof of address).' }),
    ).toBeVisible();
    await expect(documents.getByRole('listitem')).toHaveCount(2);
    await expect(documentItem('bill.pdf')).toContainText('Proof of address');
    await expect(documentItem('bill.pdf')).toContainText('Under review');
  });

  await test.step('a file over 5 MB is refused before it goes, and the form keeps the choice', async () => {
    await form.getByLabel('Document').selectOption({ label: 'Proof of payment' });
    await form
      .getByLabel('File')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: OVERSIZE });
    await expect(form.getByText('This file is larger than 5 MB. Choose a smaller one.')).toBeVisible();
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByText('This file is larger than 5 MB. Choose a smaller one.')).toBeVisible();
    await expect(form.getByLabel('File')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Document')).toHaveValue('payment');
    await expect(documents.getByRole('listitem')).toHaveCount(2);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  await test.step('the admin approves the proof of identity: after a reload the player is verified', async () => {
    await approve(request, player.email, 'passport.png');
    const sow = await request.post(sandboxApi('/sandbox/admin/sow-questionnaire'), {
      headers: sandboxAdminHeaders,
      data: { email: player.email, expires_at: '2031-03-31T12:00:00Z' },
    });
    expect(sow.status(), await sow.text()).toBe(200);
    await page.reload();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Your identity is verified.')).toBeVisible();
    await expect(documentItem('passport.png')).toContainText('Approved');
    await expect(documentItem('bill.pdf')).toContainText('Under review');
    await expect(
      page.getByText('Your source-of-wealth questionnaire is valid until 31/03/2031.'),
    ).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  expect(consoleErrors, 'console errors').toEqual([]);
});

test('the admin rejects a document on the admin page, and the player reads the reason', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('verification-reject'));
  await logIn(page, player);
  await page.goto('/profile/verification');
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('File').setInputFiles({ name: 'blurred.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('list', { name: 'Your documents' }).getByRole('listitem')).toHaveCount(1);

  const listed = await request.get(sandboxApi('/sandbox/admin/documents?status=pending'), {
    headers: sandboxAdminHeaders,
  });
  const id = ((await listed.json()) as ReviewedDocument[]).find((d) => d.email === player.email)?.id;
  expect(id, 'the upload waits for review').toBeDefined();

  const admin = await page.context().newPage();
  await admin.goto(`/sandbox/admin?token=${encodeURIComponent(SANDBOX_ADMIN_TOKEN)}`);
  const desk = admin.getByRole('region', { name: 'Documents to review' });
  const row = desk.getByRole('row').filter({ hasText: player.email });
  await expect(row).toContainText('blurred.png');
  await row.getByRole('textbox', { name: `Reason to reject document #${id}` }).fill('The photo is blurred');
  await row.getByRole('button', { name: `Reject document #${id}` }).click();
  await expect(desk.getByRole('status')).toHaveText(`Document #${id} rejected.`);
  await expect(row).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(page.getByText('Not accepted', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your document was not accepted: The photo is blurred. Please upload a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your documents' })).toContainText('Rejected');
  expect(consoleErrors, 'console errors').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the second brand takes a document in French, within the screen width', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const player = await registerByApi(request, newCredentials('verification-phone'));
    await logInOn(page, 'lumen.localhost', player);
    await page.goto(onHost('lumen.localhost', '/fr-CA/profile/verification'));
    await expect(page.getByRole('heading', { level: 2, name: 'Vérification' })).toBeVisible();
    await expect(page.getByText('Non vérifié', { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Téléverser un document' });
    await form
      .getByLabel('Fichier')
      .setInputFiles({ name: 'permis.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Téléverser' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: '« permis.png » est téléversé (Preuve d’identité).' }),
    ).toBeVisible();
    const item = page.getByRole('list', { name: 'Vos documents' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('En cours d’examen');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});
