import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz twins of text assets that decompress to the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'croupier-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `game-${i}`))};\n`;
    writeFileSync(join(dir, 'assets/index.js'), script);
    writeFileSync(join(dir, 'assets/tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets/photo.png'), Buffer.alloc(4096, 1));

    const done = await precompressDir(dir);

    expect(done).toEqual([join(dir, 'assets/index.js')]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets/index.js.gz'))).toString()).toBe(script);
    // Too small to gain, or already compressed: left alone.
    expect(existsSync(join(dir, 'assets/tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/photo.png.gz'))).toBe(false);
  });
});
