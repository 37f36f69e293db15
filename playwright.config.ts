import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SANDBOX_ADMIN_TOKEN } from './tests/e2e/support/sandbox-admin.ts';

// Debian's Chromium: Playwright's own browser download does not work on these machines. Its
// headless shell (Debian's `chromium-headless-shell`, which .ci/run installs) when present: the
// same engine without the browser's UI processes, which ran the journeys on 2 cores in 118 s of
// wall time where the full browser took 151 s (the same three files; 200 against 270 CPU-seconds).
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // A second try for a journey that fails: on 2 shared cores a busy moment can stretch a wait past
  // its timeout. One that passes on its second try is listed as flaky at the end of the report,
  // so it stays visible; one that fails twice fails the run.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://nova.localhost:${port}`,
    trace: 'off',
    // The site's service worker answers the pages it controls, and Playwright's page.route does not
    // see what a worker fetches: the journeys run without it, tests/e2e/pwa.spec.ts with it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  // File names pick the viewports: `x.spec.ts` desktop only, `x.phone.spec.ts` phone only,
  // `x.both.spec.ts` both (the phone run stays short: the journeys are the same code).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /.*\.phone\.spec\.ts|.*\.both\.spec\.ts/,
    },
  ],
  webServer: {
    // The built client with an in-memory sandbox on one origin, in production mode as `npm start`
    // runs it (npm test builds first).
    command: `node --import tsx tools/sandbox/main.ts`,
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      // As behind a reverse proxy on loopback: each test sends X-Forwarded-For with an address of
      // its own (tests/e2e/support/site.ts), so the per-address limits apply to each test apart.
      CROUPIER_TRUST_PROXY: '127.0.0.1',
      CROUPIER_SANDBOX_MEMORY: '1',
      SANDBOX_REALTIME_FEED: '0',
      // A fixed token for the sandbox's admin and outbox, which the journeys open.
      CROUPIER_SANDBOX_ADMIN_TOKEN: SANDBOX_ADMIN_TOKEN,
    },
    url: `http://localhost:${port}/api/current_ip`,
    // E2E_REUSE=1 runs against a sandbox already listening on E2E_PORT (quicker while writing tests).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: 60_000,
  },
});
