import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { widgetsOfLayouts } from '../../tools/build/first-view-chunks.ts';

/** Lobby JS budget of DESIGN.md, gzip bytes. */
export const LOBBY_JS_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The JS of the lobby route: the entry chunk with its static imports and the app it starts (the
 * entry's own dynamic import of app/main.tsx, with its static imports), plus the lazily
 * loaded chunks of every widget in `widgetIds` (with theirs). The budget of the foundation issue
 * is the entry and the app (no widgets); the bench also reports the figure with the shell and
 * lobby widgets, which is what a first visit downloads in all.
 */
export function lobbyChunks(manifest: Manifest, widgetIds: Set<string>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) {
      visit(key);
      for (const started of chunk.dynamicImports ?? []) visit(started);
    }
    const widget = /^widgets\/([a-z0-9-]+)\/\1\.tsx$/.exec(key)?.[1];
    if (widget && widgetIds.has(widget)) visit(key);
  }
  return files;
}

export function gzipSize(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return total;
}

export interface LobbyJs {
  /** Entry chunk and the app it starts, with their static imports: the budgeted figure. */
  entryBytes: number;
  entryFiles: string[];
  /** Plus the shell and lobby widgets' lazy chunks: what a first visit downloads in all. */
  withWidgetsBytes: number;
}

export function lobbyJs(distDir = 'dist', brandsDir = 'brands'): LobbyJs {
  const manifest = readManifest(distDir);
  const entry = lobbyChunks(manifest, new Set());
  const all = lobbyChunks(manifest, widgetsOfLayouts(brandsDir, ['shell', 'lobby']));
  return {
    entryBytes: gzipSize(distDir, entry),
    entryFiles: [...entry].sort(),
    withWidgetsBytes: gzipSize(distDir, all),
  };
}
