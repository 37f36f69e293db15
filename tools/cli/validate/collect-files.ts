import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'generated', 'dist']);

/** Thrown for a target that does not exist: a usage error (exit 2), not a validation error. */
export class UsageError extends Error {}

async function walk(dir: string, found: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) await walk(path, found);
    } else if (entry.name.endsWith('.json')) {
      found.push(path);
    }
  }
}

/** Every .json file of the targets (files as given, folders recursively), sorted, deduplicated. */
export async function collectJsonFiles(targets: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const target of targets) {
    const info = await stat(target).catch(() => undefined);
    if (!info) throw new UsageError(`No such file or folder: ${target}`);
    if (info.isDirectory()) await walk(target, found);
    else found.push(target);
  }
  return [...new Set(found)].sort();
}

/** Source files (.ts, .tsx) of the code roots, tests and generated code excepted. */
export async function collectSourceFiles(roots: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  async function visit(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) await visit(path);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        found.push(path);
      }
    }
  }
  for (const root of roots) await visit(root);
  return found.sort();
}
