import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BRANDS_DIR_ENV } from '../../server/site/brands-dir.ts';
import { seriousViolations } from './support/axe.ts';
import { SANDBOX_ADMIN_TOKEN } from './support/sandbox-admin.ts';
import { expect, test } from './support/site.ts';

// A third brand launched as the README tells an operator: `croupier new-brand` and `croupier
// add-mirror` into a brands folder of its own, a build of that folder, and a sandbox reading it
// (CROUPIER_BRANDS_DIR). Nothing of the code knows the brand.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

const ID = 'stella';
const NAME = 'Stella Casino';
const HOSTS = { main: 'stella.localhost', mirror: 'mirror.stella.localhost', german: 'de.stella.localhost' };

let work: string;
let server: ChildProcess | undefined;
let port: number;
const origin = (host: string) => `http://${host}:${port}`;

/** A TCP port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two builds of the client on a shared machine.
  test.setTimeout(300_000);
  work = await mkdtemp(join(tmpdir(), 'croupier-new-brand-'));
  const brands = join(work, 'brands');
  // The server renderer imports its dependencies (react, mitt...) from node_modules beside it.
  await symlink(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  await cp(join(root, 'brands'), brands, { recursive: true });
  const croupier = (...argv: string[]) =>
    run(process.execPath, [join(root, 'tools/cli/bin.mjs'), ...argv, '--brands-dir', brands], { cwd: root });
  const created = await croupier('new-brand', ID, '--from', 'nova', '--host', HOSTS.main, '--name', NAME);
  expect(created.stdout).toContain(`${ID}/brand.json`);
  expect(created.stderr).toMatch(/✓ \d+ files valid/);
  await croupier('add-mirror', ID, HOSTS.mirror);
  await croupier('add-mirror', ID, HOSTS.german, '--country', 'DE');

  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const env = { ...process.env, [BRANDS_DIR_ENV]: brands };
  await run(process.execPath, [vite, 'build', '--outDir', join(work, 'dist'), '--emptyOutDir'], {
    cwd: root,
    env,
  });
  await run(
    process.execPath,
    [vite, 'build', '--ssr', 'app/server-entry.tsx', '--outDir', join(work, 'dist-ssr'), '--emptyOutDir'],
    { cwd: root, env },
  );

  // The sandbox as `npm start` runs it, from the folder with the build; the brands from CROUPIER_BRANDS_DIR.
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'tools/sandbox/main.ts')], {
    cwd: work,
    env: {
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      CROUPIER_SANDBOX_MEMORY: '1',
      SANDBOX_REALTIME_FEED: '0',
      CROUPIER_SANDBOX_ADMIN_TOKEN: SANDBOX_ADMIN_TOKEN,
      // Each test's X-Forwarded-For (support/site.ts) makes it a visitor of its own, as on the main sandbox.
      CROUPIER_TRUST_PROXY: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/api/current_ip`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  if (work) await rm(work, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(
    Object.values(HOSTS).map((host) => ({ name: 'cookies_accepted', value: '1', url: origin(host) })),
  );
});

test('the new brand serves its lobby on its own host, under its own name, axe-clean', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(origin(HOSTS.main));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: NAME })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(NAME));
  await expect(page.getByText('Nova Casino')).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  const banners = page.getByRole('region', { name: 'Promotions' });
  await expect(banners.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top games', exact: true }).getByRole('group'),
  ).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a mirror added with croupier add-mirror shows the same brand, and a country mirror its language', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(origin(HOSTS.mirror));
  await expect(page.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(NAME));

  await page.goto(origin(HOSTS.german));
  await expect(page.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(consoleErrors).toEqual([]);
});
