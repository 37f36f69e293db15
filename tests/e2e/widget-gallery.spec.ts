import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './support/site.ts';

// The widget gallery as a developer or a content manager gets it: `croupier gallery --out <dir>`,
// opened from the file system, with no server behind it.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

let out: string;
let index: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  out = await mkdtemp(join(tmpdir(), 'croupier-gallery-e2e-'));
  const { stdout } = await run('node', [join(root, 'tools/cli/bin.mjs'), 'gallery', '--out', out], {
    cwd: root,
    timeout: 170_000,
  });
  index = stdout.trim();
  expect(index).toBe(join(out, 'index.html'));
});

test.afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

test('opens from the file system with every widget, each drawn in both brands at phone and desktop widths', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(pathToFileURL(index).href);
  const sections = page.locator('section.widget');
  await expect(sections).not.toHaveCount(0);
  await expect(page.locator('nav a')).toHaveCount(await sections.count());

  const row = page.locator('section#game-row');
  await row.scrollIntoViewIfNeeded();
  // The props and their descriptions, and the schema on demand.
  await expect(row.getByRole('cell', { name: 'How many games the row shows at most' })).toBeVisible();
  await row.getByText('props schema').click();
  await expect(row.locator('pre.schema')).toContainText('"additionalProperties": false');

  const frame = (brand: string, width: string) =>
    row.locator(`figure[data-brand="${brand}"][data-width="${width}"] iframe`);
  for (const brand of ['nova', 'lumen']) {
    for (const width of ['phone', 'desktop']) {
      const cell = page.frameLocator(
        `section#game-row figure[data-brand="${brand}"][data-width="${width}"] iframe`,
      );
      await expect(cell.getByRole('heading', { name: 'Top games' })).toBeVisible();
      await expect(cell.locator('.cr-game-row img').first()).toBeVisible();
      // The frame takes its content's height (the cell posts it to the index).
      await expect
        .poll(() => frame(brand, width).evaluate((el) => el.getBoundingClientRect().height))
        .not.toBe(200);
    }
  }
  // Each brand's own colours: nova is dark, lumen light.
  const background = (brand: string) =>
    page
      .frameLocator(`section#game-row figure[data-brand="${brand}"][data-width="phone"] iframe`)
      .locator('body')
      .evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(await background('nova')).not.toBe(await background('lumen'));

  // Another widget with data of the sandbox: the jackpots and their amounts.
  await page.locator('section#jackpots').scrollIntoViewIfNeeded();
  const jackpots = page.frameLocator(
    'section#jackpots figure[data-brand="nova"][data-width="desktop"] iframe',
  );
  await expect(jackpots.getByText('Mystic Jackpot').first()).toBeVisible();
  // Frames of the file system count as cross-origin: Chromium blocks a widget's autofocus in them.
  expect(consoleErrors.filter((error) => !error.startsWith('Blocked autofocusing'))).toEqual([]);
});
