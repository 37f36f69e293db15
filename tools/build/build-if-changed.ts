// `npm start`'s build step: reuses dist/ and dist-ssr/ when no input of the build changed since
// they were made (tools/build/build-stamp.ts), else runs `npm run build`. `npm run build` ends
// with `--stamp`, which records the inputs it was built from in dist/.build-stamp.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFingerprint, buildIsCurrent, STAMP_FILE } from './build-stamp.ts';

const root = process.cwd();

if (process.argv.includes('--stamp')) {
  writeFileSync(join(root, STAMP_FILE), `${buildFingerprint(root)}\n`);
} else if (buildIsCurrent(root)) {
  console.info('dist/ is up to date with the sources: reusing it (`npm run build` rebuilds).');
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
