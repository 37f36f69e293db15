// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SCOPES = ['app', 'runtime', 'widgets', 'server'];

// `import x from '…'`, `import '…'`, `export … from '…'`, and their `type` forms: a cycle of type
// imports cannot fail at run time but is the same knot for a reader, so it counts. Dynamic imports
// (`import('…')`) load later and are left out.
const STATIC_IMPORT = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g;
// Comment lines name modules too (`@example import('./x.tsx')`): they are no imports.
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*).*$/gm;

/** Cycles allowed for now, each as its modules sorted; a new one fails the test, listed. None today. */
const KNOWN_CYCLES: string[][] = [];

const toPosix = (file: string) => relative(ROOT, file).split(sep).join('/');

function sourceFiles(): string[] {
  return SCOPES.flatMap((scope) =>
    readdirSync(join(ROOT, scope), { recursive: true, encoding: 'utf8' }).map((file) =>
      join(ROOT, scope, file),
    ),
  ).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.includes(`${sep}generated${sep}`) &&
      !file.includes('node_modules'),
  );
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each module's run-time relative imports inside the scopes. */
function importGraph(files: string[]): Map<string, string[]> {
  const inScope = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8').replace(COMMENT_LINE, '');
    const targets = new Set<string>();
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[3]!;
      if (!specifier.startsWith('.')) continue;
      const target = resolveModule(file, specifier);
      if (target && inScope.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components with a cycle in them (Tarjan), as sorted repository paths. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.map(toPosix).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('the modules of app/, runtime/, widgets/ and server/', () => {
  const graph = importGraph(sourceFiles());

  it('import each other without cycles (besides the known ones listed here)', () => {
    expect(cycles(graph)).toEqual(KNOWN_CYCLES);
  });

  it('are walked: the graph holds the runtime and the widgets', () => {
    const modules = [...graph.keys()].map(toPosix);
    expect(modules).toEqual(expect.arrayContaining(['app/entry.ts', 'widgets/index.ts']));
    expect(graph.get(join(ROOT, 'widgets', 'index.ts'))!.length).toBeGreaterThan(40);
  });

  it('would be caught in a cycle', () => {
    const a = join(ROOT, 'a.ts');
    const b = join(ROOT, 'b.ts');
    const c = join(ROOT, 'c.ts');
    const cyclic = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(cycles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
