import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledConfigTargets, validateBundledConfig } from './prevalidate-config.ts';

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder with the real nova brand and `_base` layouts. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-prevalidate-'));
  dirs.push(dir);
  cpSync('brands/_base/layouts', join(dir, 'brands/_base/layouts'), { recursive: true });
  cpSync('brands/nova/brand.json', join(dir, 'brands/nova/brand.json'));
  return dir;
}

describe('bundled configuration check of the build', () => {
  it('targets every brand.json and layouts folder, nothing else', () => {
    const dir = project();
    expect(bundledConfigTargets(dir).sort()).toEqual(['brands/_base/layouts', 'brands/nova/brand.json']);
  });

  it('targets the brands of CROUPIER_BRANDS_DIR when it is set, as the bundle is built from them', () => {
    const dir = project();
    cpSync(join(dir, 'brands'), join(dir, 'other'), { recursive: true });
    vi.stubEnv('CROUPIER_BRANDS_DIR', 'other');
    expect(bundledConfigTargets(dir).sort()).toEqual(['other/_base/layouts', 'other/nova/brand.json']);
  });

  it('passes the real brands and layouts', () => {
    expect(validateBundledConfig(process.cwd())).toMatchObject({ ok: true });
  }, 60_000);

  it('fails on a layout whose widget props break the schema, naming file, position and rule', () => {
    const dir = project();
    mkdirSync(join(dir, 'brands/nova/layouts'), { recursive: true });
    writeFileSync(
      join(dir, 'brands/nova/layouts/lobby.json'),
      '{\n  "slots": {\n    "main": [{ "widget": "game-row", "props": { "category": 7 } }]\n  }\n}\n',
    );
    const result = validateBundledConfig(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/brands\/nova\/layouts\/lobby\.json:3:\d+/);
  }, 60_000);
});
