import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFingerprint, buildIsCurrent, STAMP_FILE } from './build-stamp.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'croupier-stamp-'));
  write('app/main.tsx', 'export {};');
  write('brands/nova/brand.json', '{"id":"nova"}');
  write('package.json', '{}');
  write('dist-ssr/server-entry.js', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('build stamp', () => {
  it('counts the build current only while no input changed since it was stamped', () => {
    expect(buildIsCurrent(root)).toBe(false);
    write(STAMP_FILE, `${buildFingerprint(root)}\n`);
    expect(buildIsCurrent(root)).toBe(true);
    write('brands/nova/brand.json', '{"id":"nova","name":"Nova"}');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('sees a new file and a renamed one, and ignores what the build generates itself', () => {
    const first = buildFingerprint(root);
    write('runtime/config/generated/validators.js', 'x');
    write('README.md', 'not an input');
    expect(buildFingerprint(root)).toBe(first);
    write('widgets/new/index.ts', 'export {};');
    const withWidget = buildFingerprint(root);
    expect(withWidget).not.toBe(first);
    rmSync(join(root, 'widgets/new/index.ts'));
    write('widgets/new/other.ts', 'export {};');
    expect(buildFingerprint(root)).not.toBe(withWidget);
  });

  it('fingerprints the brands of CROUPIER_BRANDS_DIR, which the build bundles, in place of brands/', () => {
    vi.stubEnv('CROUPIER_BRANDS_DIR', 'elsewhere/brands');
    write('elsewhere/brands/stella/brand.json', '{"id":"stella"}');
    write(STAMP_FILE, `${buildFingerprint(root)}\n`);
    write('brands/nova/brand.json', '{"id":"nova","name":"Not bundled"}');
    expect(buildIsCurrent(root)).toBe(true);
    write('elsewhere/brands/stella/brand.json', '{"id":"stella","name":"Stella"}');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('needs the server renderer beside the client build', () => {
    write(STAMP_FILE, `${buildFingerprint(root)}\n`);
    rmSync(join(root, 'dist-ssr'), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });
});
