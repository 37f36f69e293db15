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
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!entryFiles.has(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    chunk.imports?.forEach(visit);
  };
  for (const id of widgetIds) visit(widgetModuleKey(id));
  return { scripts, styles };
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

/** The files of manifest entries and of everything they import statically, each once, in order. */
function importClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The app shell of the build: the entry and the app it starts (app/main.tsx), with their
 * static imports and their CSS, as site paths. What the service worker keeps for an offline start.
 */
export function shellFiles(manifest: Manifest): string[] {
  const keys = [
    'index.html',
    ...(manifest['index.html']?.dynamicImports ?? []).filter((key) => key === APP_MODULE),
  ];
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!files.includes(file)) files.push(file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files.map((file) => `/${file}`);
}

/** The module the entry script starts (app/entry.ts). */
const APP_MODULE = 'app/main.tsx';
