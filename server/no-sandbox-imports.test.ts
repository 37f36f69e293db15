// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SANDBOX = join(ROOT, 'tools', 'sandbox') + sep;

// `import x from '…'`, `import '…'`, `export … from '…'` and, with `dynamic`, `import('…')`.
const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const TYPE_ONLY = /^[\s;]*(?:import|export)\s+type\s/;
// Comment lines name modules too (`@example import('./x.tsx')`): they are no imports. Only whole
// lines go, so no code is ever skipped: a module named in a trailing comment fails the walk loudly.
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*).*$/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every project module `entry` reaches through relative imports, and who imports each first. */
function importGraph(entry: string, { dynamic }: { dynamic: boolean }) {
  const importer = new Map<string, string | null>([[entry, null]]);
  const unresolved: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = readFileSync(file, 'utf8').replace(COMMENT_LINE, '');
    // `import type` / `export type` are erased when the code runs: they load nothing.
    const specifiers = [...source.matchAll(STATIC_IMPORT)]
      .filter((match) => !TYPE_ONLY.test(match[0]))
      .map((match) => match[1]!);
    if (dynamic) specifiers.push(...[...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!));
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) continue; // packages and node: built-ins
      const target = resolveModule(file, specifier);
      if (target === null) {
        unresolved.push(`${relative(ROOT, file)} → ${specifier}`);
      } else if (!importer.has(target)) {
        importer.set(target, file);
        queue.push(target);
      }
    }
  }
  return { importer, unresolved };
}

/** The import chain from the entry to `file`, as repository paths. */
function chainTo(importer: Map<string, string | null>, file: string): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = importer.get(at)) chain.unshift(relative(ROOT, at));
  return chain.join(' → ');
}

function sandboxModulesReached(entry: string, dynamic: boolean) {
  const { importer, unresolved } = importGraph(join(ROOT, entry), { dynamic });
  const reached = [...importer.keys()].filter((file) => file.startsWith(SANDBOX));
  return { importer, unresolved, chains: reached.map((file) => chainTo(importer, file)) };
}

describe('the production site server', () => {
  it('never imports the sandbox, directly or through other modules, statically or dynamically', () => {
    const { importer, unresolved, chains } = sandboxModulesReached('server/main.ts', true);
    expect(unresolved).toEqual([]);
    expect(chains).toEqual([]);
    // The walk does follow the server's own modules (a vacuous walk would pass too).
    const reached = [...importer.keys()].map((file) => relative(ROOT, file).split(sep).join('/'));
    expect(reached).toEqual(
      expect.arrayContaining([
        'server/create-site-server.ts',
        'server/upstream/plugin.ts',
        'server/site/document.ts',
        'server/pwa/pwa-routes.ts',
      ]),
    );
  });

  it('is reached by `croupier serve` without the CLI loading the sandbox first', () => {
    // The CLI loads the sandbox only for `croupier sandbox`, through a dynamic import.
    expect(sandboxModulesReached('tools/cli/main.ts', false).chains).toEqual([]);
  });

  it('would be caught importing the sandbox: the walk finds the CLI’s own sandbox command', () => {
    const { chains } = sandboxModulesReached('tools/cli/main.ts', true);
    expect(chains).toContain('tools/cli/main.ts → tools/sandbox/cli.ts');
  });
});
