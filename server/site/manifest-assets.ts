import type { Layout } from '../../schemas/layout.schema.ts';

/**
 * Which built files a page needs, read from Vite's build manifest (`dist/.vite/manifest.json`):
 * the chunks and CSS of the first view's widgets, of the app the entry script starts and of any
 * other manifest entry, each with its static imports, without the files the entry already loads;
 * and the app shell the service worker keeps.
 */

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The source module of a widget's component in the manifest (widgets/<id>/<id>.tsx). */
const widgetModuleKey = (id: string) => `widgets/${id}/${id}.tsx`;

/**
 * Every JS file (the chunk and its static imports, transitively) and CSS file the widgets' code
 * needs, in a stable order, without the files the entry already loads.
 */
export function widgetAssets(
  manifest: Manifest,
  widgetIds: readonly string[],
): { scripts: string[]; styles: string[] } {
  const entryFiles = new Set(importClosure(manifest, ['index.html']));
  const chunks = closure(manifest, widgetIds.map(widgetModuleKey));
  return {
    scripts: chunks.map((chunk) => chunk.file).filter((file) => !entryFiles.has(file)),
    styles: unique(chunks.flatMap((chunk) => chunk.css ?? [])),
  };
}

/** The widget ids a layout names, each once, in slot order. */
export function widgetsOf(layout: Layout): string[] {
  const ids = Object.values(layout.slots).flatMap((entries) => entries.map((entry) => entry.widget));
  return [...new Set(ids)];
}

/**
 * The app the entry script starts (its dynamic import of app/main.tsx) with everything it
 * imports statically, without the entry's own files.
 */
export function appFiles(manifest: Manifest): string[] {
  return chunkFiles(manifest, manifest['index.html']?.dynamicImports ?? []);
}

/** The files of manifest entries and their static imports, transitively, without the entry's. */
export function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const entry = new Set(importClosure(manifest, ['index.html']));
  return importClosure(manifest, keys).filter((file) => !entry.has(file));
}

/** Manifest entries and every chunk they import statically, transitively, each once, in order. */
function closure(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return chunks;
}

const unique = (items: readonly string[]) => [...new Set(items)];

/** The files of manifest entries and of everything they import statically, each once, in order. */
function importClosure(manifest: Manifest, keys: readonly string[]): string[] {
  return unique(closure(manifest, keys).map((chunk) => chunk.file));
}

/**
 * The app shell of the build: the entry and what it starts (app/entry.ts imports the framework,
 * the libraries and the app, app/main.tsx), with their static imports and their CSS, as site
 * paths. What the service worker keeps for an offline start.
 */
export function shellFiles(manifest: Manifest): string[] {
  const keys = ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])];
  const files = closure(manifest, keys).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  return unique(files).map((file) => `/${file}`);
}
