import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brandsDir } from '../../server/site/brands-dir.ts';

/**
 * What the build (`npm run build`: codegen, the client into dist/, the server renderer into
 * dist-ssr/) is made from. A change to any of these files makes the build out of date.
 */
export const BUILD_INPUTS = [
  'app',
  'runtime',
  'widgets',
  'brands',
  'schemas',
  'tools/build',
  'tools/codegen',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
] as const;

/** Folders inside the inputs that the build writes itself (codegen), or that are not code. */
const SKIPPED = new Set(['generated', 'node_modules']);

/** The file the build's fingerprint is kept in, beside the build. */
export const STAMP_FILE = join('dist', '.build-stamp');

function filesUnder(root: string, path: string, found: string[]): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    found.push(path);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) filesUnder(root, child, found);
    else if (entry.isFile()) found.push(child);
  }
}

/**
 * The fingerprint of the build's inputs: a hash of every input file's path and content, in a
 * fixed order. Equal fingerprints mean an equal build.
 * @example buildFingerprint(process.cwd()) // 'sha256:3f1c…'
 */
export function buildFingerprint(root: string): string {
  const files: string[] = [];
  for (const input of BUILD_INPUTS) {
    // The brands are bundled from where the server reads them ($CROUPIER_BRANDS_DIR).
    filesUnder(root, input === 'brands' ? relative(root, brandsDir(process.env, root)) : input, files);
  }
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, join(root, file)).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}

/** Whether dist/ and dist-ssr/ were built from exactly these inputs. */
export function buildIsCurrent(root: string): boolean {
  const stamp = join(root, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(join(root, 'dist-ssr', 'server-entry.js'))) return false;
  return readFileSync(stamp, 'utf8').trim() === buildFingerprint(root);
}
