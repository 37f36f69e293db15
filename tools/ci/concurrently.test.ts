import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConcurrently } from './concurrently.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'croupier-concurrently-'));
  const scripts = {
    // Each waits for a file the other writes: they pass only when they run at the same time.
    first: `node -e "require('fs').writeFileSync('a','');const t=Date.now();(function w(){require('fs').existsSync('b')?console.log('first saw second'):Date.now()-t>5000?process.exit(4):setTimeout(w,20)})()"`,
    second: `node -e "require('fs').writeFileSync('b','');const t=Date.now();(function w(){require('fs').existsSync('a')?console.error('second saw first'):Date.now()-t>5000?process.exit(4):setTimeout(w,20)})()"`,
    fails: `node -e "console.log('broken');process.exit(3)"`,
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'x', private: true, scripts }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('runConcurrently', () => {
  it('runs the scripts at the same time and prints each one’s output whole, stderr too', async () => {
    const printed: string[] = [];
    const code = await runConcurrently(['first', 'second'], (text) => printed.push(text), dir);
    expect(code).toBe(0);
    expect(printed).toHaveLength(2);
    expect(printed.join('')).toMatch(/> first: passed in [\d.]+ s\nfirst saw second/);
    expect(printed.join('')).toMatch(/> second: passed in [\d.]+ s\nsecond saw first/);
  });

  it('exits with the failing script’s code once all have ended, and shows what it printed', async () => {
    await rm(join(dir, 'a'), { force: true });
    await rm(join(dir, 'b'), { force: true });
    const printed: string[] = [];
    const code = await runConcurrently(['fails', 'first', 'second'], (text) => printed.push(text), dir);
    expect(code).toBe(3);
    expect(printed).toHaveLength(3);
    expect(printed.join('')).toMatch(/> fails: failed \(exit 3\) in [\d.]+ s\nbroken/);
  });
});
