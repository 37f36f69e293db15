import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOBBY_JS_BUDGET_BYTES, lobbyChunks, lobbyJs } from './lobby-budget.ts';

const dist = 'dist';

describe('build output', () => {
  it('keeps the lobby route JS (entry chunk and the app it starts, with their static imports) within 150 KB gzip', () => {
    const { entryBytes, entryFiles, withWidgetsBytes } = lobbyJs(dist);
    console.info(
      `lobby JS: ${(entryBytes / 1024).toFixed(1)} KB gzip in ${entryFiles.length} chunks; ` +
        `${(withWidgetsBytes / 1024).toFixed(1)} KB with the shell and lobby widgets`,
    );
    expect(entryFiles.length).toBeGreaterThan(0);
    expect(entryBytes).toBeLessThanOrEqual(LOBBY_JS_BUDGET_BYTES);
  });

  it('leaves the entry script to link the app’s chunks from the page’s list, a few per task', () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; dynamicImports?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    expect(entry?.file).toMatch(/^assets\/entry-/);
    expect(entry?.dynamicImports).toEqual(['app/framework.ts', 'app/libraries.ts', 'app/main.tsx']);
    // Vite's loader names what it links before a dynamic import in the chunk's dependency map.
    const code = readFileSync(join(dist, entry?.file ?? ''), 'utf8');
    const linked = /__vite__mapDeps=.*?\[(.*?)\]/.exec(code)?.[1] ?? '';
    expect(linked).not.toMatch(/\.js/);
    // The app's own lazy imports (its widgets) still have their imports linked with them.
    const app = readFileSync(join(dist, manifest['app/main.tsx']?.file ?? ''), 'utf8');
    expect(/__vite__mapDeps=.*?\[(.*?)\]/.exec(app)?.[1]).toMatch(/\.js/);
  });

  it('counts static imports, the app the entry starts and the lobby widgets but not other lazy chunks', () => {
    const manifest = {
      'index.html': {
        file: 'a.js',
        isEntry: true,
        imports: ['_b.js'],
        dynamicImports: ['app/main.tsx'],
      },
      'app/main.tsx': {
        file: 'm.js',
        isDynamicEntry: true,
        imports: ['_d.js'],
        dynamicImports: ['widgets/x/x.tsx', 'widgets/y/y.tsx'],
      },
      '_b.js': { file: 'b.js' },
      '_d.js': { file: 'd.js' },
      'widgets/x/x.tsx': { file: 'x.js', isDynamicEntry: true, imports: ['_c.js'] },
      '_c.js': { file: 'c.js' },
      'widgets/y/y.tsx': { file: 'y.js', isDynamicEntry: true },
    };
    expect([...lobbyChunks(manifest, new Set()).values()].sort()).toEqual(['a.js', 'b.js', 'd.js', 'm.js']);
    expect([...lobbyChunks(manifest, new Set(['x']))].sort()).toEqual([
      'a.js',
      'b.js',
      'c.js',
      'd.js',
      'm.js',
      'x.js',
    ]);
  });

  it('ships no eval or new Function in the browser bundle (strict CSP)', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(join(dist, 'assets'))) {
      if (!file.endsWith('.js')) continue;
      const code = readFileSync(join(dist, 'assets', file), 'utf8');
      if (/\bnew Function\s*\(|[^.\w$]eval\s*\(/.test(code)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
