import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The hashed asset of {@link writeDistFixture}. */
export const FIXTURE_ASSET = '/assets/index-1a2b3c.js';

/**
 * A built client as small as can be, in a new temporary folder: the page template, one hashed
 * asset and one file at the root. Tests of the site server serve it instead of `npm run build`'s.
 */
export function writeDistFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), 'croupier-site-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Croupier</title></head>' +
      `<body><div id="root"></div><script type="module" crossorigin src="${FIXTURE_ASSET}"></script></body></html>`,
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, FIXTURE_ASSET), 'export {};');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  return dist;
}
