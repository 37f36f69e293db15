import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the brands of the repository', () => {
  it('validate clean: brand.json, layouts, CMS documents and messages', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['validate'], { out: (l) => out.push(l), err: (l) => err.push(l), cwd: root });
    expect(out).toEqual([]);
    expect(err.join('\n')).toMatch(/^✓ \d+ files valid/);
    expect(code).toBe(0);
  });

  it('validate clean through the croupier binary, as CI runs it', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      'node',
      [join(root, 'tools/cli/bin.mjs'), 'validate'],
      {
        cwd: root,
      },
    );
    expect(stdout).toBe('');
    expect(stderr).toMatch(/✓ \d+ files valid/);
  });
});
